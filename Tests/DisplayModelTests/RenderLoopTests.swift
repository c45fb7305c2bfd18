import Testing

@testable import DisplayModel

/// The render loop's rules, each with scripted durations at 60 Hz (one interval = 16.67 ms), as Apple describes
/// them in "Understanding hitches in your app" and tech talks 10855–10857.
@Suite("Render loop")
struct RenderLoopTests {
    static let interval = 1000.0 / 60

    /// Places one frame begun at `vsync` on a fresh loop.
    static func one(
        vsync: Int = 10, commit: Double, render: Double, timer: Double? = nil, buffering: Buffering = .double,
        pipeline: FramePipeline = .twoStage
    ) -> FramePresentation {
        var loop = RenderLoop(refreshHz: 60, pipeline: pipeline, buffering: buffering)
        return loop.place(FrameWork(vsync: vsync, timerSeconds: timer, commitMs: commit * interval, renderMs: render * interval))
    }

    @Test func aFrameBegunAtSIsOnScreenAtSPlusTwo() {
        let frame = Self.one(commit: 0.9, render: 0.9)
        #expect(frame.commitDoneVsync == 11 && frame.renderStartVsync == 11)
        #expect(frame.presentedVsync == 12 && frame.expectedVsync == 12)
        #expect(!frame.isHitch && frame.hitchType == nil)
    }

    /// A stage that takes exactly its budget fits its interval: the epsilon keeps 1000/60 from rounding up.
    @Test(arguments: [60, 120, 144])
    func aStageExactlyAtItsBudgetIsOnTime(hz: Int) {
        var loop = RenderLoop(refreshHz: hz)
        let budget = 1000 / Double(hz)
        let frame = loop.place(FrameWork(vsync: 0, commitMs: budget, renderMs: budget))
        #expect(frame.presentedVsync == 2 && !frame.isHitch)
    }

    /// The commit misses its deadline (s + 1) by half an interval: the render server takes it at s + 2 and it is
    /// shown at s + 3, one interval late: a commit hitch.
    @Test func aCommitOfOneAndAHalfIntervalsIsLateByOne() {
        let frame = Self.one(commit: 1.5, render: 0.5)
        #expect(frame.commitDoneVsync == 12 && frame.presentedVsync == 13)
        #expect(frame.hitchIntervals == 1 && frame.hitchType == .commit)
        #expect(frame.commitDeadlineMissed && !frame.renderDeadlineMissed)
    }

    @Test func aRenderOverrunIsARenderHitch() {
        let frame = Self.one(commit: 0.5, render: 1.5)
        #expect(frame.renderStartVsync == 11 && frame.presentedVsync == 13)
        #expect(frame.hitchIntervals == 1 && frame.hitchType == .render)
        #expect(frame.renderDeadlineMissed && !frame.commitDeadlineMissed)
    }

    /// Both stages over in one frame: one hitch, two intervals late, of both types.
    @Test func bothStagesLateInOneFrameAreOneHitch() {
        let frame = Self.one(commit: 1.5, render: 1.5)
        #expect(frame.presentedVsync == 14 && frame.hitchIntervals == 2)
        #expect(frame.hitchType == .both)
        let accounting = HitchAccounting(presentations: [frame], tracked: [], traceVsyncs: 20, refreshHz: 60)
        #expect(accounting.hitches == 1 && accounting.hitchesByType == [.both: 1])
    }

    /// Triple buffered, the render server has two intervals and the frame is expected at s + 3: a render of 1.5
    /// intervals is on time, one of 2.5 is a render hitch.
    @Test func tripleBufferingGivesTheRenderServerTwoIntervals() {
        let slow = Self.one(commit: 0.5, render: 1.5, buffering: .triple)
        #expect(slow.expectedVsync == 13 && slow.presentedVsync == 13 && !slow.isHitch)
        let slower = Self.one(commit: 0.5, render: 2.5, buffering: .triple)
        #expect(slower.presentedVsync == 14 && slower.hitchIntervals == 1 && slower.hitchType == .render)
        #expect(Self.one(commit: 0.5, render: 0.5, buffering: .triple).presentedVsync == 13, "never before it is expected")
    }

    /// Sustained renders of 1.2 intervals (20 ms at 60 Hz) with quick commits: double buffered the render server
    /// takes one frame at a time, so every frame after the first is late; triple buffered it "can work on two
    /// frames in parallel" ("Understanding hitches in your app"), so after the frame that needed the third
    /// buffer none is.
    @Test func tripleBufferingRendersTwoFramesInParallel() {
        func hitches(_ buffering: Buffering) -> Int {
            var loop = RenderLoop(refreshHz: 60, buffering: buffering)
            var late = 0
            for vsync in 0..<30 {
                guard case .start(let due) = loop.decide(atVsync: vsync, hasChange: true) else { continue }
                if loop.place(FrameWork(dueVsync: due, vsync: vsync, commitMs: 0.2 * Self.interval, renderMs: 1.2 * Self.interval)).isHitch
                {
                    late += 1
                }
            }
            return late
        }
        #expect(hitches(.triple) == 0)
        #expect(hitches(.double) > 10)
    }

    /// Triple buffered, "the app still needs to finish all work within a single vsync interval": a commit of 1.5
    /// intervals reaches the render server at s + 2, which then has its two intervals, so the frame is shown at
    /// s + 4, one interval late: a commit hitch, as double buffered.
    @Test func aLateCommitIsACommitHitchTripleBuffered() {
        let frame = Self.one(commit: 1.5, render: 0.5, buffering: .triple)
        #expect(frame.expectedVsync == 13 && frame.presentedVsync == 14)
        #expect(frame.hitchIntervals == 1 && frame.hitchType == .commit)
    }

    /// A timer's work commits from its fire time: fired half an interval before vsync 10 with 0.8 of an interval
    /// of work, and 0.1 of the frame's own, the commit ends at 10.4, before its deadline (11): on time at 12,
    /// where charging the timer's whole work to the frame (the one-stage model) makes 1.4 intervals and a hitch.
    /// With 1.6 intervals in all it ends at 11.1, past the deadline: a commit hitch.
    @Test func aTimersWorkCommitsFromItsFireTime() {
        let fire = 9.5 / 60
        let quick = Self.one(vsync: 10, commit: 0.9, render: 0.5, timer: fire)
        #expect(quick.startVsync == 10 && quick.commitDoneVsync == 11 && quick.presentedVsync == 12 && !quick.isHitch)
        #expect(Self.one(vsync: 10, commit: 0.9, render: 0.5, timer: fire, pipeline: .oneStage).isHitch)
        let long = Self.one(vsync: 10, commit: 1.6, render: 0.5, timer: fire)
        #expect(long.commitDoneVsync == 12 && long.presentedVsync == 13)
        #expect(long.hitchIntervals == 1 && long.hitchType == .commit)
    }

    /// After a render overrun the app does not run more than one frame ahead of the render server: the next
    /// frame, due at s + 1, begins at s + 2 (deferred) and is on time, so the lateness is counted once.
    @Test func aLateRenderIsNotCountedTwice() {
        var loop = RenderLoop(refreshHz: 60)
        #expect(loop.decide(atVsync: 0, hasChange: true) == .start(dueVsync: 0))
        let first = loop.place(FrameWork(vsync: 0, commitMs: 5, renderMs: 1.5 * Self.interval))
        #expect(first.presentedVsync == 3 && first.hitchIntervals == 1)
        #expect(loop.decide(atVsync: 1, hasChange: true) == .deferred)
        #expect(loop.decide(atVsync: 2, hasChange: false) == .start(dueVsync: 1))
        let second = loop.place(FrameWork(dueVsync: 1, vsync: 2, commitMs: 5, renderMs: 5))
        #expect(second.wasDeferred && second.presentedVsync == 4 && !second.isHitch)
    }

    /// While the main thread still runs a long commit, a change waits for it to end and then begins a frame
    /// with the newest state, one vsync after the commit is done; it stays due meanwhile.
    @Test func aChangeDueDuringALongCommitWaitsAndStaysDue() {
        var loop = RenderLoop(refreshHz: 60)
        _ = loop.decide(atVsync: 0, hasChange: true)
        _ = loop.place(FrameWork(vsync: 0, commitMs: 2.5 * Self.interval, renderMs: 1))
        for vsync in 1...2 {
            #expect(loop.decide(atVsync: vsync, hasChange: vsync == 1) == .deferred)
            #expect(loop.hasPendingChange)
        }
        #expect(loop.decide(atVsync: 3, hasChange: false) == .start(dueVsync: 1))
    }

    @Test func aVsyncWithNothingNewIsIdle() {
        var loop = RenderLoop(refreshHz: 60)
        #expect(loop.decide(atVsync: 0, hasChange: false) == .idle)
        #expect(!loop.hasPendingChange)
    }

    /// An update that changed nothing commits no frame, but its work keeps the main thread busy: a long one
    /// defers the next change.
    @Test func aDiscardedFramesWorkKeepsTheMainThreadBusy() {
        var loop = RenderLoop(refreshHz: 60)
        #expect(loop.decide(atVsync: 7, hasChange: true) == .start(dueVsync: 7))
        loop.mainThreadWork(atSeconds: 7.0 / 60, durationMs: 1.2 * Self.interval)
        loop.discardFrame()
        #expect(!loop.hasPendingChange)
        #expect(loop.decide(atVsync: 8, hasChange: true) == .deferred)
        #expect(loop.decide(atVsync: 9, hasChange: false) == .start(dueVsync: 8))
    }

    /// The one-stage model (`--pipeline one-stage`, HitchBench 0.2's): a 20 ms frame at 60 Hz is shown at s + 2,
    /// one interval late against s + 1, and its hitch has no stage.
    @Test func theOneStageModelChargesTheWholeFrameToOneInterval() {
        let frame = Self.one(vsync: 0, commit: 15 / Self.interval, render: 5 / Self.interval, pipeline: .oneStage)
        #expect(frame.expectedVsync == 1 && frame.presentedVsync == 2 && frame.hitchIntervals == 1)
        #expect(frame.hitchType == nil)
    }

    /// Intervals a stage takes = max(1, ⌈d/interval⌉): a hair over the budget needs a second interval.
    @Test(arguments: [(0.0, 1), (1.0, 1), (16.7, 2), (33.33, 2), (33.34, 3), (100.0, 6)])
    func stageIntervalsRoundUp(durationMs: Double, expected: Int) {
        #expect(FramePresentation.intervalsToPresent(durationMs: durationMs, intervalMs: Self.interval) == expected)
    }

    /// The same frames placed on a loop that did not decide them (the other time clock's) begin no earlier than
    /// it allows: a longer render there pushes the next frame back.
    @Test func aLoopThatOnlyPlacesPushesFramesBackByItsOwnDurations() {
        var shadow = RenderLoop(refreshHz: 60)
        _ = shadow.place(FrameWork(vsync: 0, commitMs: 1, renderMs: 3.5 * Self.interval))
        let next = shadow.place(FrameWork(vsync: 1, commitMs: 1, renderMs: 1))
        #expect(next.startVsync == 4 && next.wasDeferred && next.presentedVsync == 6)
    }
}
