import Testing

@testable import DisplayModel

@Suite("Frame scheduler")
struct FrameSchedulerTests {
    static let interval60 = 1000.0 / 60

    @Test func aVsyncWithNothingNewIsIdle() {
        var scheduler = FrameScheduler(refreshHz: 60)
        #expect(scheduler.decide(atVsync: 0, hasChange: false) == .idle)
        #expect(!scheduler.hasPendingChange)
    }

    @Test func aChangeStartsAFrameAtItsOwnVsync() {
        var scheduler = FrameScheduler(refreshHz: 60)
        #expect(scheduler.decide(atVsync: 4, hasChange: true) == .start(dueVsync: 4))
        let presented = scheduler.finishFrame(startedAt: 4, durationMs: 3)
        #expect(presented == FramePresentation(dueVsync: 4, startVsync: 4, presentedVsync: 5))
        #expect(!presented.isHitch && !presented.wasDeferred)
    }

    /// A 20 ms frame at vsync 0 is presented at vsync 2 (one interval late). A change at vsync 1 waits: it is
    /// deferred, not dropped, and starts at vsync 2 with the newest state, due since vsync 1.
    @Test func aChangeDueWhileAFrameRunsIsDeferredToTheFirstFreeVsync() {
        var scheduler = FrameScheduler(refreshHz: 60)
        #expect(scheduler.decide(atVsync: 0, hasChange: true) == .start(dueVsync: 0))
        #expect(scheduler.finishFrame(startedAt: 0, durationMs: 20).presentedVsync == 2)
        #expect(scheduler.decide(atVsync: 1, hasChange: true) == .deferred)
        // Nothing changes at vsync 2 itself, but the change due at 1 is still not on screen.
        #expect(scheduler.decide(atVsync: 2, hasChange: false) == .start(dueVsync: 1))
        let presented = scheduler.finishFrame(startedAt: 2, durationMs: 5)
        #expect(presented.wasDeferred && !presented.isHitch)
        #expect(scheduler.decide(atVsync: 3, hasChange: false) == .idle)
    }

    /// The last state of a motion always reaches the screen: after the change is deferred the scheduler keeps
    /// saying a change is pending until a frame shows it.
    @Test func aDeferredChangeStaysPendingUntilShown() {
        var scheduler = FrameScheduler(refreshHz: 60)
        _ = scheduler.decide(atVsync: 0, hasChange: true)
        _ = scheduler.finishFrame(startedAt: 0, durationMs: 4 * Self.interval60)
        for vsync in 1...3 {
            #expect(scheduler.decide(atVsync: vsync, hasChange: vsync == 1) == .deferred)
            #expect(scheduler.hasPendingChange)
        }
        #expect(scheduler.decide(atVsync: 4, hasChange: false) == .start(dueVsync: 1))
    }

    /// An update that turned out to change nothing on screen commits no frame and leaves the display free.
    @Test func aDiscardedFrameLeavesNothingDueAndTheDisplayFree() {
        var scheduler = FrameScheduler(refreshHz: 60)
        #expect(scheduler.decide(atVsync: 7, hasChange: true) == .start(dueVsync: 7))
        scheduler.discardFrame()
        #expect(!scheduler.hasPendingChange)
        #expect(scheduler.decide(atVsync: 8, hasChange: true) == .start(dueVsync: 8))
    }
}
