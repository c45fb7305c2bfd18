import DisplayModel
import Testing

@testable import FrameTiming

@Suite("Statistics")
struct StatisticsTests {
    static let oneToHundred = (1...100).map(Double.init)

    /// Nearest rank ⌈p·N/100⌉ on 1…100 returns p itself; on 3 values the median is rank 2.
    @Test(arguments: [(50.0, 50.0), (90.0, 90.0), (95.0, 95.0), (99.0, 99.0), (100.0, 100.0), (0.0, 1.0)])
    func nearestRankOnOneToHundred(percentile: Double, expected: Double) {
        #expect(Statistics.nearestRank(percentile, ofSorted: Self.oneToHundred) == expected)
    }

    @Test func nearestRankOnFewValuesPicksAnObservedValue() {
        #expect(Statistics.nearestRank(50, ofSorted: [1, 3, 5]) == 3)
        #expect(Statistics.nearestRank(90, ofSorted: [1, 3, 5]) == 5)
        #expect(Statistics.nearestRank(50, ofSorted: []) == 0)
    }

    @Test func summaryPercentilesUseAllFrames() {
        // Frames 20 vsyncs apart at 120 Hz, so none waits for another.
        let durations = Array(Self.oneToHundred.reversed())
        let presentations = durations.indices.map { FramePresentation(dueVsync: 20 * $0, startVsync: 20 * $0, presentedVsync: 20 * $0 + 1) }
        let summary = HitchSummary(
            presentations: presentations, commitMs: durations, renderMs: durations.map { _ in 0 }, tracked: [], totalVsyncs: 2000,
            idleVsyncs: 1900, clock: .cpu, refreshHz: 120)
        #expect(summary.p50FrameMs == 50)
        #expect(summary.p90FrameMs == 90)
        #expect(summary.p99FrameMs == 99)
        #expect(summary.maxFrameMs == 100)
    }

    @Test func medianOfOddAndEvenCounts() {
        #expect(Statistics.median([3.0, 1, 2]) == 2)
        #expect(Statistics.median([4.0, 1, 2, 3]) == 2.5)
        #expect(Statistics.median([1, 2]) == 2, "1.5 rounds half away from zero")
    }

    /// Three runs whose only hitch is 1, 2 and 3 intervals long: the field-wise median is the middle run.
    @Test func medianOfSummariesIsFieldWise() throws {
        let runs = [1.5, 3.5, 2.5].map { budgets -> HitchSummary in
            var durations = Array(repeating: 1.0, count: 60)
            durations[0] = budgets * 1000 / 60
            return HitchSummarySupport.summary(durationsMs: durations)
        }
        let median = try #require(HitchSummary.median(of: runs))
        #expect(median == runs[2])
        #expect(HitchSummary.median(of: []) == nil)
    }

    /// The band follows the scrolling ratio it is the band of, so the median's is the median ratio's.
    @Test func theMediansBandIsTheMedianRatiosBand() throws {
        let good = HitchSummarySupport.summary(durationsMs: Array(repeating: 1, count: 60))
        var bad = good
        bad.scrollHitchTimeRatioMsPerSecond = 40
        #expect(bad.band == .critical)
        let median = try #require(HitchSummary.median(of: [good, bad]))
        #expect(median.scrollHitchTimeRatioMsPerSecond == 20)
        #expect(median.band == .critical)
    }

    /// Runs of a trace without a scroll have no scrolling ratio, and neither has their median.
    @Test func medianOfRunsWithoutAScrollHasNoScrollingRatio() throws {
        let still = HitchSummarySupport.summary(durationsMs: [1, 1], tracked: [])
        let median = try #require(HitchSummary.median(of: [still, still]))
        #expect(median.scrollHitchTimeRatioMsPerSecond == nil && median.band == nil && median.scrollSeconds == nil)
    }
}
