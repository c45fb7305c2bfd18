import Testing
@testable import FrameTiming

@Suite("Display timeline")
struct DisplayTimelineTests {
    static let interval60 = 1000.0 / 60

    /// A 2.5-budget frame at vsync 0 runs through vsyncs 1 and 2 and is shown at vsync 3: frames 1 and 2 are
    /// skipped, vsyncs 1 and 2 are missed, and the hitch is 3 − 1 = 2 intervals.
    @Test func overrunSkipsTheFramesItCovers() {
        let timeline = DisplayTimeline(refreshHz: 60)
        let frames = timeline.layout(durationsMs: [2.5 * Self.interval60, 5, 5, 5, 5])
        #expect(frames.map(\.skipped) == [false, true, true, false, false])
        #expect(frames.map(\.presentedVsync) == [3, nil, nil, 4, 5])
        #expect(frames.map(\.hitchIntervals) == [2, 0, 0, 0, 0])
        let summary = HitchSummary(durationsMs: [2.5 * Self.interval60, 5, 5, 5, 5], clock: .cpu, refreshHz: 60)
        #expect(summary.hitches == 1)
        #expect(summary.maxHitchMs == 2 * Self.interval60)
        #expect(summary.missedVsyncs == 2)
        #expect(summary.maxConsecutiveMissedVsyncs == 2)
        #expect(summary.skippedFrames == 2)
    }

    /// d = budget ends exactly at the next vsync, the one it was expected at, so it is on time; the epsilon keeps
    /// 1000/60 (not exactly representable) from rounding up to 2 intervals.
    static let budgetCases: [(hz: Int, durationMs: Double)] = [(60, 1000.0 / 60), (120, 1000.0 / 120), (60, 50.0 / 3)]

    @Test(arguments: budgetCases)
    func frameExactlyAtBudgetIsNotAHitch(hz: Int, durationMs: Double) {
        let frames = DisplayTimeline(refreshHz: hz).layout(durationsMs: [durationMs, 1])
        #expect(frames[0].hitchIntervals == 0)
        #expect(frames[1].skipped == false)
    }

    /// Intervals to present = max(1, ⌈d/interval⌉): a hair over the budget needs a second interval.
    @Test(arguments: [(0.0, 1), (1.0, 1), (16.7, 2), (33.33, 2), (33.34, 3), (100.0, 6)])
    func intervalsToPresentRoundsUp(durationMs: Double, expected: Int) {
        #expect(DisplayTimeline(refreshHz: 60).intervalsToPresent(durationMs: durationMs) == expected)
    }

    @Test func applyFillsRecordTimelineFields() {
        var records = [30.0, 1, 1].enumerated().map { index, ms in
            FrameRecord(index: index, vsyncSeconds: Double(index) / 60, positionDays: 0, cpuMs: ms, wallMs: 1)
        }
        DisplayTimeline(refreshHz: 60).apply(to: &records, clock: .cpu)
        #expect(records.map(\.skipped) == [false, true, false])
        #expect(records[0].presentedAtSeconds == 2.0 / 60)
        #expect(records[0].hitchMs == Self.interval60)
        #expect(records[1].presentedAtSeconds == nil)
        DisplayTimeline(refreshHz: 60).apply(to: &records, clock: .wall)
        #expect(records.allSatisfy { !$0.skipped && $0.hitchMs == 0 }, "on the wall clock every frame took 1 ms")
    }

    /// 60 frames at 60 Hz = 1 s of run: hitches of 2 and 1 intervals total 50 ms, so the ratio is 50 ms/s.
    @Test func hitchCountMaxTotalRatioAndBand() {
        var durations = Array(repeating: 4.0, count: 60)
        durations[0] = 2.5 * Self.interval60
        durations[10] = 1.5 * Self.interval60
        let summary = HitchSummary(durationsMs: durations, clock: .wall, refreshHz: 60)
        #expect(summary.frames == 60)
        #expect(summary.hitches == 2)
        #expect(abs(summary.maxHitchMs - 33.333333333333336) < 1e-9)
        #expect(abs(summary.totalHitchMs - 50) < 1e-9)
        #expect(abs(summary.hitchTimeRatioMsPerSecond - 50) < 1e-9)
        #expect(summary.band == .critical)
        #expect(summary.missedVsyncs == 3)
        #expect(summary.skippedFrames == 3)
    }

    /// Apple's bands: < 5 good, 5…10 warning, > 10 critical.
    @Test(arguments: [(0.0, HitchBand.good), (4.99, .good), (5.0, .warning), (10.0, .warning), (10.01, .critical)])
    func bandThresholds(ratio: Double, band: HitchBand) {
        #expect(HitchBand(ratioMsPerSecond: ratio) == band)
    }

    /// 600 frames = 10 s at 60 Hz; n one-interval hitches give n × 16.67 / 10 ms/s.
    @Test(arguments: [(1, HitchBand.good), (4, .warning), (7, .critical)])
    func ratioBandFromHitchCount(hitchCount: Int, band: HitchBand) {
        var durations = Array(repeating: 2.0, count: 600)
        for hitch in 0..<hitchCount { durations[hitch * 50] = 20 }
        let summary = HitchSummary(durationsMs: durations, clock: .cpu, refreshHz: 60)
        #expect(abs(summary.hitchTimeRatioMsPerSecond - Double(hitchCount) * Self.interval60 / 10) < 1e-9)
        #expect(summary.band == band)
    }

    /// One 1,000 ms frame at 60 Hz is shown 60 intervals after it started: a 59-interval hitch (983.3 ms) over
    /// the 60 intervals from its vsync to its presentation, 983.3 ms/s. Over frames ÷ Hz (1/60 s) it read 59,000.
    @Test func aSingleSecondLongFrameStaysBelowAThousandMsPerSecond() {
        let summary = HitchSummary(vsyncs: [0], durationsMs: [1000], totalVsyncs: 1, clock: .cpu, refreshHz: 60)
        #expect(summary.hitches == 1)
        #expect(abs(summary.totalHitchMs - 59 * Self.interval60) < 1e-9)
        #expect(abs(summary.dueSeconds - 1) < 1e-12)
        #expect(abs(summary.hitchTimeRatioMsPerSecond - 59_000.0 / 60) < 1e-9)
        #expect(summary.missedVsyncs == 59)
    }

    /// A run of 1-second frames at every vsync: each started frame covers 60 vsyncs (59 missed) and the 59 after
    /// it are skipped, so 180 vsyncs give 3 started frames, 177 missed vsyncs at most the 180 spanned, and the
    /// ratio stays 983.3 ms/s however long the run (the README's 36,500-day row read 1,067 ms/s and 671 missed
    /// vsyncs of 631).
    @Test func aRunOfSecondLongFramesNeverMissesMoreVsyncsThanItSpans() {
        let summary = HitchSummary(durationsMs: Array(repeating: 1000, count: 180), clock: .cpu, refreshHz: 60)
        #expect(summary.hitches == 3)
        #expect(summary.skippedFrames == 177)
        #expect(summary.missedVsyncs == 177)
        #expect(summary.missedVsyncs <= summary.vsyncs)
        #expect(abs(summary.dueSeconds - 3) < 1e-12)
        #expect(abs(summary.hitchTimeRatioMsPerSecond - 59_000.0 / 60) < 1e-9)
        #expect(summary.hitchTimeRatioMsPerSecond < 1000)
    }

    /// Idle vsyncs have no frame: three frames due at vsyncs 10, 11 and 40 of 60, one of them 2 intervals late,
    /// give 57 idle vsyncs and a ratio over the 5 due intervals (1 + 3 + 1), not over the second the run spans.
    @Test func idleVsyncsAreNotInTheRatio() {
        let summary = HitchSummary(vsyncs: [10, 11, 40], durationsMs: [2, 2.5 * Self.interval60, 2], totalVsyncs: 60,
                                   clock: .cpu, refreshHz: 60)
        #expect(summary.frames == 3)
        #expect(summary.idleVsyncs == 57)
        #expect(summary.hitches == 1)
        #expect(abs(summary.dueSeconds - 5.0 / 60) < 1e-12)
        #expect(abs(summary.hitchTimeRatioMsPerSecond - 400) < 1e-9, "2 of 5 due intervals late")
    }

    /// A frame due while its predecessor still runs is skipped even when idle vsyncs separate the two.
    @Test func aFrameDueWhileTheLastStillRunsIsSkipped() {
        let frames = DisplayTimeline(refreshHz: 60).layout(vsyncs: [0, 3, 5], durationsMs: [70, 1, 1])
        #expect(frames.map(\.skipped) == [false, true, false])
        #expect(frames[0].presentedVsync == 5)
    }

    @Test func emptyRunHasZeroSummary() {
        let summary = HitchSummary(durationsMs: [], clock: .cpu, refreshHz: 120)
        #expect(summary.frames == 0 && summary.hitches == 0 && summary.hitchTimeRatioMsPerSecond == 0)
        #expect(summary.band == .good)
    }
}
