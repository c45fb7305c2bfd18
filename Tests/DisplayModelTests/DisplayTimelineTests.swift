import Testing

@testable import DisplayModel

@Suite("Display timeline")
struct DisplayTimelineTests {
    static let interval60 = 1000.0 / 60

    /// d = budget ends exactly at the next vsync, the one it was expected at, so it is on time; the epsilon keeps
    /// 1000/60 (not exactly representable) from rounding up to 2 intervals.
    static let budgets: [(hz: Int, durationMs: Double)] = [(60, 1000.0 / 60), (120, 1000.0 / 120), (60, 50.0 / 3), (144, 1000.0 / 144)]

    @Test(arguments: budgets)
    func aFrameExactlyAtBudgetIsNotAHitch(hz: Int, durationMs: Double) {
        var timeline = DisplayTimeline(refreshHz: hz)
        #expect(timeline.place(dueVsync: 0, startVsync: 0, durationMs: durationMs).hitchIntervals == 0)
    }

    /// Intervals to present = max(1, ⌈d/interval⌉): a hair over the budget needs a second interval.
    @Test(arguments: [(0.0, 1), (1.0, 1), (16.7, 2), (33.33, 2), (33.34, 3), (100.0, 6)])
    func intervalsToPresentRoundUp(durationMs: Double, expected: Int) {
        #expect(DisplayTimeline(refreshHz: 60).intervalsToPresent(durationMs: durationMs) == expected)
    }

    /// Placed with the durations the scheduler saw, the frames land where the scheduler put them.
    @Test func theTimelineReproducesTheSchedulersPresentations() {
        var scheduler = FrameScheduler(refreshHz: 60)
        let changes = [true, true, true, false, false, true, false, true, true, false]
        let durations = [5.0, 20, 3, 0, 0, 40, 0, 2, 2, 0]
        var timeline = DisplayTimeline(refreshHz: 60)
        var placed: [FramePresentation] = []
        var presented: [FramePresentation] = []
        for (vsync, change) in changes.enumerated() {
            if case .start(let due) = scheduler.decide(atVsync: vsync, hasChange: change) {
                placed.append(timeline.place(dueVsync: due, startVsync: vsync, durationMs: durations[vsync]))
                presented.append(scheduler.finishFrame(startedAt: vsync, durationMs: durations[vsync]))
            }
        }
        #expect(placed == presented)
        #expect(presented.map(\.startVsync) == [0, 1, 3, 5, 8])
        #expect(presented.map(\.dueVsync) == [0, 1, 2, 5, 7])
    }

    /// Frames scheduled on one clock, placed with another clock's longer durations, start no earlier than the
    /// previous frame's presentation.
    @Test func anotherClocksLongerFramesPushLaterFramesBack() {
        var timeline = DisplayTimeline(refreshHz: 60)
        #expect(timeline.place(dueVsync: 0, startVsync: 0, durationMs: 70).presentedVsync == 5)
        #expect(
            timeline.place(dueVsync: 3, startVsync: 3, durationMs: 1) == FramePresentation(dueVsync: 3, startVsync: 5, presentedVsync: 6))
    }
}
