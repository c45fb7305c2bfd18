import Testing

@testable import DisplayModel

@Suite("Hitch accounting")
struct HitchAccountingTests {
    static let interval60 = 1000.0 / 60

    /// A frame starting at `start`, due there too unless `due` says otherwise, presented `intervals` later.
    static func frame(_ start: Int, due: Int? = nil, intervals: Int = 1) -> FramePresentation {
        FramePresentation(dueVsync: due ?? start, startVsync: start, presentedVsync: start + intervals)
    }

    /// Issue 14 §1: one 20 ms frame (a tap at rest, presented one interval late) in a 10 s run at 60 Hz read
    /// 500 ms/s, "critical", over the time frames were due. Over the trace it is 16.67 ms / 10 s = 1.67 ms/s,
    /// "good" if it were banded; and with no scroll there is no scrolling ratio at all.
    @Test func oneLateTapInTenSecondsIsUnderTwoMsPerSecondOfTrace() {
        let accounting = HitchAccounting(presentations: [Self.frame(300, intervals: 2)], tracked: [], traceVsyncs: 601, refreshHz: 60)
        #expect(accounting.hitches == 1)
        #expect(abs(accounting.traceRatioMsPerSecond - Self.interval60 / 10) < 1e-9)
        #expect(accounting.scrollRatioMsPerSecond == nil)
        #expect(accounting.scrollSeconds == nil)
        #expect(accounting.scrollBand == nil)
    }

    /// Issue 14 §1: a drag, a 1 s still hold, a drag — 1.6 s with the finger down (vsyncs 30…126 at 60 Hz) —
    /// with 20 ms frames (each presented 2 intervals after it starts, 1 late) every other vsync while the
    /// finger moves: 9 frames in each 0.3 s drag, none in the hold. Over the due time it read 629.6 ms/s;
    /// over the 1.6 s the finger was down (the last frame, due at 124, presented at 126, inside it) it is
    /// 18 intervals of hitch over 96: 187.5 ms/s. The 2 s of rest after it count only in the trace ratio.
    @Test func aHoldInsideAScrollCountsInTheTimeDividedBy() {
        let drag1 = stride(from: 30, to: 48, by: 2).map { Self.frame($0, intervals: 2) }
        let drag2 = stride(from: 108, to: 126, by: 2).map { Self.frame($0, intervals: 2) }
        let accounting = HitchAccounting(
            presentations: drag1 + drag2, tracked: [VsyncSpan(first: 30, last: 126)],
            traceVsyncs: 247, refreshHz: 60)
        #expect(accounting.scrollHitchIntervals == 18)
        #expect(accounting.scrollIntervals == 96)
        #expect(accounting.scrollRatioMsPerSecond == 187.5)
        #expect(accounting.scrollBand == .critical)
        #expect(abs(accounting.traceRatioMsPerSecond - 1000.0 * 18 / 246) < 1e-9)
    }

    /// Issue 14 §1: a hitch outside any scroll (a tap at rest, the window's swap after a rest) counts in the
    /// whole-trace ratio only.
    @Test func aHitchOutsideTheScrollCountsOnlyInTheTraceRatio() {
        let scrolling = (10..<40).map { Self.frame($0) }
        let swap = Self.frame(70, intervals: 4)
        let accounting = HitchAccounting(
            presentations: scrolling + [swap], tracked: [VsyncSpan(first: 10, last: 40)],
            traceVsyncs: 121, refreshHz: 60)
        #expect(accounting.scrollHitchIntervals == 0)
        #expect(accounting.scrollRatioMsPerSecond == 0)
        #expect(accounting.scrollBand == .good)
        #expect(accounting.hitchIntervals == 3)
        #expect(accounting.traceRatioMsPerSecond == 1000.0 * 3 / 120)
    }

    /// A frame due inside the scroll but deferred past its end (the drag's last state waiting behind a long
    /// frame) belongs to the scroll, which extends to that frame's presentation.
    @Test func aDeferredLastFrameBelongsToItsScroll() {
        let frames = [Self.frame(58, intervals: 4), Self.frame(62, due: 60, intervals: 3)]
        let accounting = HitchAccounting(
            presentations: frames, tracked: [VsyncSpan(first: 30, last: 60)], traceVsyncs: 121,
            refreshHz: 60)
        #expect(accounting.scrollHitchIntervals == 3 + 2)
        #expect(accounting.scrollIntervals == 65 - 30)
        #expect(accounting.deferredFrames == 1)
    }

    /// One 1,000 ms frame at 60 Hz is shown 60 intervals after it started: a 59-interval hitch over the
    /// 60 intervals the frame spans, 983.3 ms/s, whether the frame is in a scroll or not.
    @Test func aSecondLongFrameStaysBelowAThousandMsPerSecond() {
        let accounting = HitchAccounting(
            presentations: [Self.frame(0, intervals: 60)], tracked: [VsyncSpan(first: 0, last: 0)],
            traceVsyncs: 1, refreshHz: 60)
        #expect(accounting.hitchIntervals == 59)
        #expect(abs(accounting.traceRatioMsPerSecond - 59_000.0 / 60) < 1e-9)
        #expect(abs((accounting.scrollRatioMsPerSecond ?? 0) - 59_000.0 / 60) < 1e-9)
    }

    /// Back-to-back 1 s frames through a 3 s scroll: 3 frames, 177 missed vsyncs of the 180 spanned, and both
    /// ratios 983.3 ms/s however long it runs — below 1000 by construction.
    @Test func secondLongFramesNeverMissMoreVsyncsThanTheySpan() {
        let frames = [Self.frame(0, intervals: 60), Self.frame(60, due: 1, intervals: 60), Self.frame(120, due: 61, intervals: 60)]
        let accounting = HitchAccounting(
            presentations: frames, tracked: [VsyncSpan(first: 0, last: 121)], traceVsyncs: 181,
            refreshHz: 60)
        #expect(accounting.hitchIntervals == 177)
        #expect(accounting.hitchIntervals <= accounting.traceIntervals)
        #expect(accounting.traceRatioMsPerSecond < 1000)
        #expect((accounting.scrollRatioMsPerSecond ?? 1000) < 1000)
        #expect(accounting.deferredFrames == 2)
    }

    /// Scrolls that touch or overlap are one interval; a scroll of no length has a ratio of 0, not none.
    @Test func spansMergeWhereTheyTouch() throws {
        let clock = try FrameClock(refreshHz: 60)
        let spans = VsyncSpan.merged(
            [
                TrackedInterval(startSeconds: 1, endSeconds: 2), TrackedInterval(startSeconds: 0.5, endSeconds: 1),
                TrackedInterval(startSeconds: 3, endSeconds: 3),
            ], on: clock)
        #expect(spans == [VsyncSpan(first: 30, last: 120), VsyncSpan(first: 180, last: 180)])
        let still = HitchAccounting(presentations: [], tracked: [VsyncSpan(first: 5, last: 5)], traceVsyncs: 10, refreshHz: 60)
        #expect(still.scrollRatioMsPerSecond == 0)
    }

    /// Apple's bands: < 5 good, 5…10 warning, > 10 critical.
    @Test(arguments: [(0.0, HitchBand.good), (4.99, .good), (5.0, .warning), (10.0, .warning), (10.01, .critical)])
    func bandThresholds(ratio: Double, band: HitchBand) {
        #expect(HitchBand(ratioMsPerSecond: ratio) == band)
    }

    /// "Understanding hitches in your app": at or below 10 ms/s good, 25 warning, 50 critical, above 50 immediate
    /// attention; each boundary belongs to the band below it.
    @Test(arguments: [
        (0.0, OrganizerBand.good), (10.0, .good), (10.01, .warning), (25.0, .warning), (25.01, .critical), (50.0, .critical),
        (50.01, .immediateAttention),
    ])
    func organizerBandThresholds(ratio: Double, band: OrganizerBand) {
        #expect(OrganizerBand(ratioMsPerSecond: ratio) == band)
    }
}
