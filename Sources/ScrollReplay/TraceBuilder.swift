/// Appends trace events on a running clock, so scripted gestures read as a sequence of actions.
///
/// Times advance only through `wait`, `move` and `holdAndLift`, so the events are sorted by construction.
package struct TraceBuilder: Sendable {
    /// Current script time in seconds.
    package private(set) var timeSeconds: Double = 0
    /// Events appended so far.
    package private(set) var events: [TraceEvent] = []
    /// Current finger x in points, or `nil` while the finger is up.
    package private(set) var fingerX: Double?

    /// Creates an empty script at time 0.
    package init() {}

    /// Lets `seconds` pass without input.
    package mutating func wait(_ seconds: Double) {
        timeSeconds += max(0, seconds)
    }

    /// Puts the finger down at `x` points.
    package mutating func touchDown(x: Double) {
        events.append(TraceEvent(timeSeconds: timeSeconds, kind: .touchDown(x: x)))
        fingerX = x
    }

    /// Moves the finger in a straight line to `x` over `durationSeconds`, one move per 1/`sampleHz` s
    /// (touch panels report at 60–120 Hz); the last move lands exactly at `x`.
    package mutating func move(to x: Double, durationSeconds: Double, sampleHz: Double = 120) {
        let fromX = fingerX ?? x
        let steps = max(1, Int((durationSeconds * sampleHz).rounded()))
        let startSeconds = timeSeconds
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            timeSeconds = startSeconds + durationSeconds * fraction
            events.append(TraceEvent(timeSeconds: timeSeconds, kind: .touchMove(x: fromX + (x - fromX) * fraction)))
        }
        fingerX = x
    }

    /// Lifts the finger where it is.
    package mutating func touchUp() {
        events.append(TraceEvent(timeSeconds: timeSeconds, kind: .touchUp))
        fingerX = nil
    }

    /// Keeps the finger still for `seconds` and lifts it, so the release velocity is zero (no fling) when
    /// `seconds` covers the velocity window.
    package mutating func holdAndLift(_ seconds: Double) {
        wait(seconds)
        touchUp()
    }

    /// Taps at a viewport point.
    package mutating func tap(x: Double, y: Double) {
        events.append(TraceEvent(timeSeconds: timeSeconds, kind: .tap(Point2(x: x, y: y))))
    }

    /// Highlights `series`, or clears the highlight when `nil`.
    package mutating func highlight(_ series: String?) {
        events.append(TraceEvent(timeSeconds: timeSeconds, kind: .highlight(series: series)))
    }

    /// Appends the `end` event and returns the finished trace.
    package func finish(name: String, description: String) -> Trace {
        var all = events
        all.append(TraceEvent(timeSeconds: timeSeconds, kind: .end))
        return Trace(name: name, description: description, events: all)
    }
}
