import FrameTiming
import RenderStrategies

extension WorkCounters {
    /// The shared counters and the strategy's own called `customNames`, named by `names` (which is
    /// `WorkCounters.names + customNames`), without allocating (the names array is shared, not copied).
    package func named(_ names: [String], customNames: [String]) -> CounterValues {
        var out = CounterValues(names: names)
        var slot = 0
        forEachValue(customNames: customNames) { value in
            out[slot] = value
            slot += 1
        }
        return out
    }
}

extension CounterValues {
    /// The counters keyed by name, as baselines and sweeps store them.
    package var byName: [String: Int] { Dictionary(named.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
}
