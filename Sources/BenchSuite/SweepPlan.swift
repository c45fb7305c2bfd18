import RenderStrategies
import StrategyRun

/// Which data sizes each part of a sharded sweep runs, chosen so the parts cost about the same: a CI matrix
/// waits for its slowest part, and one size (render-all at 36,500 days) can be most of a sweep.
///
/// The cost model, in units of "one day of content drawn in one frame": a frame of a strategy that draws the
/// whole content every frame (render-all) costs its days plus `fullContentOverhead` (on the reference machine
/// its p50 grows 0.0165 ms a day from about 0.16 ms: 1.15 ms at 60 days, 60 ms at 3,650); a frame of a
/// screen-bounded strategy (every other built-in, and any strategy registered from outside) costs
/// `screenBoundedFrameCost` whatever the data (their p50 stays 0.13–0.72 ms from 30 to 36,500 days, about
/// what render-all pays for 30 days). A size costs the sum over the strategies times the trace's vsyncs and
/// the repeats. Sizes are dealt heaviest first (ties: earlier in the list), each to the part with the least
/// cost so far (ties: the lower part): the longest-processing-time rule, within 4/3 of the best split, and
/// deterministic, so every part computes the same split from the same command line. A size is never split.
package struct SweepPlan: Equatable, Sendable {
    /// Cost units of a render-all frame beyond its days: its fixed work (axis, header, copy to the frame).
    package static let fullContentOverhead = 10.0
    /// Cost units of one frame of a strategy whose work follows the screen, not the data.
    package static let screenBoundedFrameCost = 30.0
    /// Strategies whose frame cost grows with the days: they lay out and draw all the content every frame.
    package static let fullContentStrategies: Set<String> = [StrategyRegistry.referenceName]

    /// The sizes each part runs, part 1 first; each part's sizes in the order the sweep lists them.
    package let parts: [[Int]]
    /// Each part's expected cost, in the model's units.
    package let costs: [Double]

    /// Splits `days` into `count` parts for `strategies` on a trace of `vsyncs` vsyncs run `repeats` times.
    package init(days: [Int], strategies: [String], count: Int, vsyncs: Int = 1, repeats: Int = 1) {
        let count = max(1, count)
        let sizeCosts = days.map { size in
            Double(max(1, vsyncs) * max(1, repeats)) * strategies.reduce(0) { $0 + Self.frameCost(strategy: $1, days: size) }
        }
        let heaviestFirst = days.indices.sorted { sizeCosts[$0] != sizeCosts[$1] ? sizeCosts[$0] > sizeCosts[$1] : $0 < $1 }
        var load = [Double](repeating: 0, count: count)
        var owner = [Int](repeating: 0, count: days.count)
        for index in heaviestFirst {
            let part = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 } ?? 0
            owner[index] = part
            load[part] += sizeCosts[index]
        }
        parts = (0..<count).map { part in days.indices.filter { owner[$0] == part }.map { days[$0] } }
        costs = load
    }

    /// The model's cost of one frame of `strategy` over `days` of data.
    package static func frameCost(strategy: String, days: Int) -> Double {
        fullContentStrategies.contains(strategy) ? Double(days) + fullContentOverhead : screenBoundedFrameCost
    }

    /// Part `index`'s (1-based) share of the whole sweep's expected cost, 0…1.
    package func share(ofPart index: Int) -> Double {
        let total = costs.reduce(0, +)
        guard costs.indices.contains(index - 1), total > 0 else { return 0 }
        return costs[index - 1] / total
    }
}
