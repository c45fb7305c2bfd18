/// A time-ordered script of touch, tap and highlight events.
///
/// Build one with `TraceBuilder`, or load a trace file (shipped or your own) by name or path with
/// `TraceLocator.load`; loading guarantees sorted non-negative times, a consistent finger state and nothing
/// after `end`.
public struct Trace: Equatable, Sendable {
    /// Short name of the scenario, e.g. `fling`.
    public var name: String
    /// What the trace does and why, in a sentence or two.
    public var description: String
    /// Events sorted by time.
    package var events: [TraceEvent]

    /// Creates a trace from `events` as given, without validating them (a loaded trace file is validated).
    package init(name: String, description: String, events: [TraceEvent]) {
        self.name = name
        self.description = description
        self.events = events
    }

    /// Length of the trace: the time of its `end` event if present, else of its last event (0 when empty).
    public var durationSeconds: Double {
        if let end = events.first(where: { $0.kind == .end }) {
            return end.timeSeconds
        }
        return events.last?.timeSeconds ?? 0
    }
}
