/// Fires once the scroll position has rested for a rest time after a user-driven change, as the seed's
/// `scrollStopCheck` restarts a 0.25 s task on every user-driven position change.
///
/// The rest is counted from the trace time the scroll physics says the position last changed, not from a
/// frame, so the timer fires at the same trace time at any frame rate. Positions are whatever unit the
/// caller compares exactly (the window uses whole device pixels).
struct RestDebouncer {
    let restSeconds: Double
    private var lastPosition: Double
    private var restingSinceSeconds: Double?
    private var armed = false

    init(restSeconds: Double, position: Double) {
        self.restSeconds = restSeconds
        lastPosition = position
    }

    /// When the timer fires, or nil while it is not armed or the content is moving.
    var deadlineSeconds: Double? {
        guard armed, let restingSinceSeconds else { return nil }
        return restingSinceSeconds + restSeconds
    }

    /// Feeds a frame's position and rest time at `timeSeconds`; true when the timer fires (it then disarms
    /// until the next user-driven change).
    mutating func observe(position: Double, restingSinceSeconds rest: Double?, at timeSeconds: Double) -> Bool {
        if position != lastPosition {
            lastPosition = position
            armed = true
        }
        restingSinceSeconds = rest
        // A nanosecond of slack: the runner calls at the deadline itself, computed the same way.
        guard let deadline = deadlineSeconds, timeSeconds >= deadline - 1e-9 else { return false }
        armed = false
        return true
    }

    /// Takes a programmatic position change without arming, as the seed's `isProgrammaticScroll`.
    mutating func acceptProgrammatic(position: Double) {
        lastPosition = position
        armed = false
    }
}
