import DisplayModel

/// The scrolling intervals of a replay as Apple's scroll metrics track them: from a touch-down through the end
/// of the glide or spring-back that follows, an interval counting only if the content moved in it.
///
/// A touch that catches a glide continues the glide's interval; a touch that never moves the content (a
/// press without a drag) is not a scroll.
struct ScrollIntervalLog: Sendable {
    private(set) var finished: [TrackedInterval] = []
    private var openStartSeconds: Double?
    private var openMoved = false

    /// A log with room for `touches` intervals (a trace's touch-downs), so logging one never allocates mid-run.
    init(touches: Int = 0) {
        finished.reserveCapacity(max(0, touches))
    }

    /// A finger went down at `seconds`; opens an interval unless one is open (the touch caught a moving scroll).
    mutating func touchDown(at seconds: Double) {
        guard openStartSeconds == nil else { return }
        openStartSeconds = seconds
        openMoved = false
    }

    /// The content moved inside the open interval.
    mutating func contentMoved() {
        if openStartSeconds != nil { openMoved = true }
    }

    /// The content came to rest at `seconds`: the open interval ends there (and is kept if the content moved).
    mutating func cameToRest(at seconds: Double) {
        guard let start = openStartSeconds else { return }
        if openMoved { finished.append(TrackedInterval(startSeconds: start, endSeconds: seconds)) }
        openStartSeconds = nil
        openMoved = false
    }

    /// Every interval, with one still open (a finger down or a glide going on at the end) closed at `seconds`.
    func intervals(closingAt seconds: Double) -> [TrackedInterval] {
        guard let start = openStartSeconds, openMoved else { return finished }
        return finished + [TrackedInterval(startSeconds: start, endSeconds: max(start, seconds))]
    }
}
