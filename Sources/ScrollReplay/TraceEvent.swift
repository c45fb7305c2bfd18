/// One scripted input event of a trace, at a time measured from the start of the trace.
package struct TraceEvent: Equatable, Sendable {
    /// What happens at an event; coordinates are viewport points.
    package enum Kind: Equatable, Sendable {
        /// The finger touches the screen at `x` points.
        case touchDown(x: Double)
        /// The finger, already down, moves to `x` points.
        case touchMove(x: Double)
        /// The finger lifts where it last was.
        case touchUp
        /// A tap (down and up at once, no scrolling) at a viewport point.
        case tap(Point2)
        /// Highlights a named series, or clears the highlight when `nil`.
        case highlight(series: String?)
        /// The end of the trace; nothing may follow it.
        case end

        /// The `type` string used for this kind in trace JSON.
        package var typeName: String {
            switch self {
            case .touchDown: "touchDown"
            case .touchMove: "touchMove"
            case .touchUp: "touchUp"
            case .tap: "tap"
            case .highlight: "highlight"
            case .end: "end"
            }
        }
    }

    /// Time of the event in seconds from the start of the trace (the `t` JSON field).
    package var timeSeconds: Double
    /// What happens.
    package var kind: Kind

    /// Creates an event at `timeSeconds`.
    package init(timeSeconds: Double, kind: Kind) {
        self.timeSeconds = timeSeconds
        self.kind = kind
    }
}
