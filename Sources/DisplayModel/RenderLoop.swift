/// The display's render loop, frame by frame: when a frame may begin (`decide`), and where each stage of a
/// frame's work lands and when it reaches the screen (`place`). The frame loop keeps one on the clock that paces
/// the run, which decides when frames begin, and one on the other time clock, which only places the same frames.
///
/// Two-stage pipeline (Apple's): a frame begun at vsync b commits on the app's main thread from b (or from the
/// fire time of a timer whose work it commits, earlier); the render server takes it at the first vsync after the commit
/// ends, and no earlier than it is free; the render takes whole intervals, and the frame is presented at the
/// vsync it ends, no earlier than its render's budget allows from when the render server took it (one interval
/// double buffered, two triple buffered: b + 2 or b + 3 when the commit is on time) and after the previous frame.
/// Triple buffered, the render server "can work on two frames in parallel" and "the app still needs to finish all
/// work within a single vsync interval" ("Understanding hitches in your app"): a second render may start while
/// the first is still running, and a late commit delays its frame's render, and so its presentation, as it does
/// double buffered — a commit hitch. A commit past b + 1 is a commit hitch, a render past its intervals a render hitch; one frame can be
/// both and is one hitch. The next frame may begin once the main thread is free and, so the app runs at most
/// one frame ahead of the render server (no lateness is counted twice), once the render server will be free
/// by its render. One-stage pipeline: a frame's whole work in one interval, expected at b + 1.
package struct RenderLoop: Equatable, Sendable {
    /// What to do at a vsync.
    package enum Decision: Equatable, Sendable {
        /// Nothing new to show.
        case idle
        /// Something is due but the app or the render server is still busy: wait for the first vsync they allow.
        case deferred
        /// Begin a frame now with the newest state; its first change was due at `dueVsync`.
        case start(dueVsync: Int)
    }

    /// The display's refresh rate in hertz (values below 1 are treated as 1).
    package let refreshHz: Int
    /// How a frame's work reaches the screen.
    package let pipeline: FramePipeline
    /// Double or triple buffered.
    package let buffering: Buffering
    /// The vsync at which the oldest change not yet on screen was due, or nil when the screen is current.
    package private(set) var dueVsync: Int?
    /// Trace time at which the main thread is next free.
    private var mainFreeSeconds = -Double.infinity
    /// The first vsync at which the render server can take another frame (two-stage), or at which the next frame
    /// may begin (one-stage: the previous frame's presentation).
    private var renderFreeVsync = Int.min / 2
    /// When the last render ends (two-stage); triple buffered the render server is free for another frame once
    /// the one before it ends (`renderFreeVsync`), as two renders may run at once.
    private var lastRenderDoneVsync = Int.min / 2
    private var lastPresentedVsync = Int.min / 2

    /// A render loop for a display at `refreshHz` with nothing due.
    package init(refreshHz: Int, pipeline: FramePipeline = .twoStage, buffering: Buffering = .double) {
        self.refreshHz = max(1, refreshHz)
        self.pipeline = pipeline
        self.buffering = buffering
    }

    /// One refresh interval in milliseconds, which is also each stage's budget.
    package var intervalMs: Double { FrameClock.budgetMilliseconds(refreshHz: refreshHz) }

    /// True while a change is due but not yet shown.
    package var hasPendingChange: Bool { dueVsync != nil }

    /// The decision at vsync `index` (vsyncs are visited in increasing order); `hasChange` is true when the state
    /// at this vsync differs from what the last produced frame shows.
    package mutating func decide(atVsync index: Int, hasChange: Bool) -> Decision {
        if hasChange, dueVsync == nil { dueVsync = index }
        guard let due = dueVsync else { return .idle }
        guard index >= earliestBegin else { return .deferred }
        return .start(dueVsync: due)
    }

    /// Records that the frame begun at this vsync changed nothing on screen (a tap that selects what was already
    /// selected): no frame is committed and nothing is due; its work occupied the main thread (`mainThreadWork`).
    package mutating func discardFrame() {
        dueVsync = nil
    }

    /// Work on the main thread that no frame commits (an update that changed nothing), started at `seconds`.
    package mutating func mainThreadWork(atSeconds seconds: Double, durationMs: Double) {
        guard pipeline == .twoStage, durationMs.isFinite, durationMs > 0 else { return }
        mainFreeSeconds = max(mainFreeSeconds, seconds) + durationMs / 1000
    }

    /// Places `work` (frames in increasing vsync order) and returns where it landed; nothing is due any more.
    package mutating func place(_ work: FrameWork) -> FramePresentation {
        dueVsync = nil
        switch pipeline {
        case .oneStage: return placeOneStage(work)
        case .twoStage: return placeTwoStage(work)
        }
    }

    /// The first vsync a frame may begin at: the main thread free and the render server free by its render.
    private var earliestBegin: Int {
        switch pipeline {
        case .oneStage: return renderFreeVsync
        case .twoStage: return max(vsync(atOrAfter: mainFreeSeconds), renderFreeVsync - buffering.renderIntervals)
        }
    }

    private mutating func placeOneStage(_ work: FrameWork) -> FramePresentation {
        let start = max(work.vsync, renderFreeVsync)
        let presented = start + FramePresentation.intervalsToPresent(durationMs: work.commitMs + work.renderMs, intervalMs: intervalMs)
        renderFreeVsync = presented
        lastPresentedVsync = presented
        return FramePresentation(dueVsync: min(work.dueVsync, start), startVsync: start, presentedVsync: presented)
    }

    private mutating func placeTwoStage(_ work: FrameWork) -> FramePresentation {
        let interval = 1 / Double(refreshHz)
        let ahead = renderFreeVsync - buffering.renderIntervals
        let start = max(work.vsync, vsync(atOrAfter: mainFreeSeconds), ahead)
        // A timer's work runs from its fire time (once the main thread is free), before the vsync the frame
        // begins at: that head start is the app's, and only what runs past the frame's begin counts against it.
        let commitStart = work.timerSeconds.map { max($0, mainFreeSeconds) } ?? Double(start) * interval
        let commitEnd = commitStart + max(0, work.commitMs.isFinite ? work.commitMs : 0) / 1000
        let commitDone = max(start + 1, vsync(atOrAfter: commitEnd))
        let renderStart = max(commitDone, renderFreeVsync)
        let renderIntervals = FramePresentation.intervalsToPresent(durationMs: work.renderMs, intervalMs: intervalMs)
        let renderDone = renderStart + renderIntervals
        let expected = start + buffering.expectedLatencyIntervals
        let presented = max(renderStart + buffering.renderIntervals, renderDone, lastPresentedVsync + 1)
        let commitLate = commitDone > start + 1
        let renderLate = renderIntervals > buffering.renderIntervals
        var type: HitchType?
        if presented > expected {
            type = commitLate && renderLate ? .both : (commitLate ? .commit : .render)
        }
        mainFreeSeconds = commitEnd
        // Double buffered one render at a time; triple buffered a second may start once the one before this ends.
        renderFreeVsync = buffering == .triple ? max(lastRenderDoneVsync, renderStart) : renderDone
        lastRenderDoneVsync = renderDone
        lastPresentedVsync = presented
        return FramePresentation(
            dueVsync: min(work.dueVsync, start), startVsync: start, commitDoneVsync: commitDone, renderStartVsync: renderStart,
            presentedVsync: presented, expectedVsync: expected, commitDeadlineMissed: commitLate, renderDeadlineMissed: renderLate,
            hitchType: type, commitStartSeconds: commitStart)
    }

    /// The first vsync at or after `seconds` (within the tolerance), clamped so absurd times cannot trap.
    private func vsync(atOrAfter seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? Int(Int32.max) : Int.min / 2 }
        let exact = seconds * Double(refreshHz) - FramePresentation.epsilonIntervals
        return Int(min(max(exact.rounded(.up), -Double(Int32.max)), Double(Int32.max)))
    }

    /// The last vsync at or before `seconds` (within the tolerance).
    private func vsync(atOrBefore seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? Int(Int32.max) : Int.min / 2 }
        let exact = seconds * Double(refreshHz) + FramePresentation.epsilonIntervals
        return Int(min(max(exact.rounded(.down), -Double(Int32.max)), Double(Int32.max)))
    }
}
