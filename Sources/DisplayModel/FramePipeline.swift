/// How a frame's work reaches the screen.
///
/// `twoStage` is Apple's render loop: the app commits a frame begun at vsync s before s + 1, the render server
/// renders it in the interval after, and it is expected on screen at s + 2 when double buffered ("Understanding
/// hitches in your app"; tech talks 10855–10857). `oneStage` is HitchBench 0.2's earlier model, kept for
/// comparison: the whole frame's work in one interval, expected at s + 1.
package enum FramePipeline: String, Equatable, Sendable, CaseIterable {
    /// Commit in the app, then render in the render server, each with one interval.
    case twoStage = "two-stage"
    /// All of a frame's work in one interval, presented at the next vsync.
    case oneStage = "one-stage"
}

/// How many intervals the render server has: Apple's devices run double buffered, and the render server falls
/// back to triple buffering to recover, which gives it a second interval and the frame a third (the switch is
/// not documented, so `triple` is a model of running in that mode throughout, not of the switch).
package enum Buffering: String, Equatable, Sendable, CaseIterable {
    /// Begin at s, commit by s + 1, render by s + 2, on screen at s + 2.
    case double
    /// Begin at s, commit by s + 1, render by s + 3 (two intervals), on screen at s + 3.
    case triple

    /// Refresh intervals from a frame's begin to its expected presentation: Apple's expected frame lifetime.
    package var expectedLatencyIntervals: Int { self == .double ? 2 : 3 }

    /// Intervals the render server has for one frame.
    package var renderIntervals: Int { expectedLatencyIntervals - 1 }
}

/// Which stage made a frame late: Instruments' commit and render hitches, or both in one frame (still one hitch).
public enum HitchType: String, Equatable, Sendable, CaseIterable {
    /// The app missed its commit deadline, so the render server started a vsync (or more) later.
    case commit
    /// The commit was on time but the render server was not.
    case render
    /// Both stages overran in the same frame.
    case both
}
