/// Fires once the scroll position has stayed unchanged for a rest time, as the seed's
/// `scrollStopCheck` restarts a 0.25 s task on every user-driven position change.
///
/// Works in trace time, so it behaves the same at any frame rate and on any machine. Positions
/// are whatever unit the caller compares exactly (the window uses whole device pixels).
struct RestDebouncer {
    let restSeconds: Double
    private var lastPosition: Double
    private var lastChangeSeconds = 0.0
    private var armed = false

    init(restSeconds: Double, position: Double) {
        self.restSeconds = restSeconds
        lastPosition = position
    }

    /// Feeds the position at `timeSeconds`; true when it has rested long enough since the last
    /// user-driven change (and then disarms until the next change).
    mutating func observe(position: Double, at timeSeconds: Double) -> Bool {
        if position != lastPosition {
            lastPosition = position
            lastChangeSeconds = timeSeconds
            armed = true
            return false
        }
        guard armed, timeSeconds - lastChangeSeconds >= restSeconds - 1e-9 else { return false }
        armed = false
        return true
    }

    /// Takes a programmatic position change without arming, as the seed's `isProgrammaticScroll`.
    mutating func acceptProgrammatic(position: Double) {
        lastPosition = position
        armed = false
    }
}
