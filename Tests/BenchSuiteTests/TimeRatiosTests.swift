import DisplayModel
import FrameTiming
import RenderStrategies
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

@Suite struct TimeRatiosTests {
    @Test func anEstimateIsTheMedianWithTheRangeOfTheRepeats() throws {
        let estimate = try #require(RepeatEstimate(perRepeat: [1.2, 1.0, 1.1]))
        #expect(estimate.value == 1.1 && estimate.low == 1.0 && estimate.high == 1.2 && estimate.repeats == 3)
        #expect(estimate.lowerBound == 1.0)
    }

    @Test func oneRepeatGivesNoInterval() throws {
        let estimate = try #require(RepeatEstimate(perRepeat: [0.7]))
        #expect(estimate.low == nil && estimate.high == nil && estimate.lowerBound == 0.7)
        #expect(GateText.ratio(estimate) == "0.700× [?]")
        #expect(RepeatEstimate(perRepeat: []) == nil)
    }

    /// The edge-stop case in small: a strategy that produces twice the frames at half the cost per frame
    /// costs the same in total (ratio 1) but half per frame (ratio 0.5).
    @Test func perFrameRatiosDoNotCountFrames() throws {
        func output(_ times: [Double]) -> TraceRunner.Output {
            let frames = times.enumerated().map {
                FrameRecord(index: $0.offset, vsyncSeconds: 0, positionDays: 0, cpuMs: $0.element, wallMs: 0)
            }
            func summary(_ clock: TimingClock) -> HitchSummary {
                HitchSummary(
                    records: frames, clock: clock, tracked: [], totalVsyncs: times.count, idleVsyncs: 0, refreshHz: 60)
            }
            return TraceRunner.Output(
                frames: frames, display: try! FrameClock(refreshHz: 60), vsyncs: times.count, idleVsyncs: 0,
                scrolls: [], effects: VisibleEffects(), totals: WorkCounters(), counterNames: WorkCounters.names,
                pacing: .cpu, summaries: ClockSummaries(cpu: summary(.cpu), wall: summary(.wall), phone: nil))
        }
        let reference = [output([2, 2]), output([4, 4])]
        let strategy = [output([1, 1, 1, 1]), output([1, 1, 1, 1, 1, 1, 1, 9])]
        let ratios = try #require(TimeRatios(strategy, over: reference, clock: .cpu))
        #expect(ratios.p50 == RepeatEstimate(perRepeat: [0.5, 0.25]))
        #expect(ratios.p99 == RepeatEstimate(perRepeat: [0.5, 2.25]))
        #expect(ratios.total == RepeatEstimate(perRepeat: [1, 2]))
        #expect(TimeRatios(strategy, over: [output([]), output([])], clock: .cpu) == nil, "render-all took no time: no ratio")
    }

    @Test func renderAllIsTheUnitOfEveryRatio() throws {
        let row = sharedComparison[0].rows[0]
        #expect(row.strategy == "render-all")
        let ratios = try #require(row.timeRatios)
        #expect(ratios.p50.value == 1 && ratios.p99.value == 1 && ratios.total.value == 1)
    }

    @Test func repeatsGiveEveryRowAnInterval() throws {
        let rows = try comparison(repeats: 2).run()[0].rows
        for row in rows {
            let p50 = try #require(row.timeRatios?.p50)
            let low = try #require(p50.low), high = try #require(p50.high)
            #expect(low <= p50.value && p50.value <= high)
        }
    }

    @Test func anEstimateIsPrintedToThreeDecimalsFromItsFullValue() throws {
        let estimate = try #require(RepeatEstimate(perRepeat: [0.0744, 0.1462, 0.14651]))
        #expect(estimate.text == "0.146× [0.074–0.147]")
        #expect(try #require(RepeatEstimate(perRepeat: [1.2])).text == "1.200× [?]")
    }
}
