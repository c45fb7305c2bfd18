import DisplayModel
import Testing

@testable import FrameTiming

/// Builds summaries for the tests by running the display's render loop.
enum HitchSummarySupport {
    /// A run with a change at every vsync 0 …< durationsMs.count; a frame begun at vsync v takes durationsMs[v]
    /// on the CPU clock, on the one-stage pipeline (`render` for the two-stage one, with a commit of 1 ms), and
    /// vsyncs at which the display is busy are deferred. Scrolling throughout unless `tracked` says otherwise.
    static func summary(
        durationsMs: [Double], refreshHz: Int = 60, tracked: [VsyncSpan]? = nil, pipeline: FramePipeline = .oneStage
    ) -> HitchSummary {
        var loop = RenderLoop(refreshHz: refreshHz, pipeline: pipeline)
        var presentations: [FramePresentation] = []
        var commits: [Double] = []
        var renders: [Double] = []
        for (vsync, duration) in durationsMs.enumerated() {
            guard case .start(let due) = loop.decide(atVsync: vsync, hasChange: true) else { continue }
            let commit = pipeline == .oneStage ? duration : 1
            let render = pipeline == .oneStage ? 0 : duration
            presentations.append(loop.place(FrameWork(dueVsync: due, vsync: vsync, commitMs: commit, renderMs: render)))
            commits.append(commit)
            renders.append(render)
        }
        return HitchSummary(
            presentations: presentations, commitMs: commits, renderMs: renders,
            tracked: tracked ?? [VsyncSpan(first: 0, last: max(0, durationsMs.count - 1))],
            totalVsyncs: durationsMs.count, idleVsyncs: 0, clock: .cpu, refreshHz: refreshHz)
    }
}

@Suite("Hitch summary")
struct HitchSummaryTests {
    static let interval60 = 1000.0 / 60

    /// 60 vsyncs at 60 Hz of scrolling with a 2.5-budget frame at vsync 0 and a 1.5-budget one at vsync 10:
    /// they are 2 and 1 intervals late, the changes due meanwhile wait for them (3 vsyncs with no new frame,
    /// 57 frames), and the last frame is presented at vsync 60, so 50 ms of hitch over 1 s of scrolling.
    @Test func hitchCountMaxTotalRatioAndBand() {
        var durations = Array(repeating: 4.0, count: 60)
        durations[0] = 2.5 * Self.interval60
        durations[10] = 1.5 * Self.interval60
        let summary = HitchSummarySupport.summary(durationsMs: durations)
        #expect(summary.frames == 57)
        #expect(summary.hitches == 2)
        #expect(abs(summary.maxHitchMs - 2 * Self.interval60) < 1e-9)
        #expect(abs(summary.totalHitchMs - 50) < 1e-9)
        #expect(summary.scrollHitches == 2)
        #expect(summary.scrollSeconds == 1)
        #expect(abs((summary.scrollHitchTimeRatioMsPerSecond ?? 0) - 50) < 1e-9)
        #expect(summary.band == .critical)
        #expect(summary.missedVsyncs == 3)
        #expect(summary.deferredFrames == 2, "the changes due at vsyncs 1 and 11 waited for the display")
    }

    /// 600 frames = 10 s at 60 Hz; n one-interval hitches give n × 16.67 / 10 ms/s, banded.
    @Test(arguments: [(1, HitchBand.good), (4, .warning), (7, .critical)])
    func ratioBandFromHitchCount(hitchCount: Int, band: HitchBand) {
        var durations = Array(repeating: 2.0, count: 600)
        for hitch in 0..<hitchCount { durations[hitch * 50] = 20 }
        let summary = HitchSummarySupport.summary(durationsMs: durations)
        #expect(abs((summary.scrollHitchTimeRatioMsPerSecond ?? 0) - Double(hitchCount) * Self.interval60 / 10) < 1e-9)
        #expect(summary.band == band)
    }

    /// Without a scroll the summary has no scrolling ratio or band, only the trace ratio.
    @Test func aRunWithoutAScrollHasNoScrollingRatio() {
        let summary = HitchSummarySupport.summary(durationsMs: [20, 1, 1], tracked: [])
        #expect(summary.scrollHitchTimeRatioMsPerSecond == nil)
        #expect(summary.scrollSeconds == nil)
        #expect(summary.band == nil)
        #expect(summary.traceHitchTimeRatioMsPerSecond > 0)
    }

    @Test func emptyRunHasZeroSummary() {
        let summary = HitchSummarySupport.summary(durationsMs: [], refreshHz: 120, tracked: [])
        #expect(summary.frames == 0 && summary.hitches == 0 && summary.traceHitchTimeRatioMsPerSecond == 0)
        #expect(summary.band == nil)
    }
}
