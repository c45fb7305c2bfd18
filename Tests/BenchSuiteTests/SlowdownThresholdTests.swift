import Testing

@testable import BenchSuite

/// The bracket search of `harness slowdown`, on scripted answers so each bound is exact.
@Suite("Slowdown threshold")
struct SlowdownThresholdTests {
    /// Searches `limit` against `longest` (factor → longest hitch in intervals), starting as a search does from a
    /// run at factor 1.
    static func search(
        _ limit: Int, guess: Double = 2, precision: Double = 0.02, ceiling: Double = 10_000, longest: (Double) -> Int
    ) -> (threshold: SlowdownThreshold, runs: Int) {
        var probes = [(factor: 1.0, longestHitchIntervals: longest(1))]
        let threshold = SlowdownThreshold.search(
            longestHitchIntervals: limit, precision: precision, ceiling: ceiling, guess: guess, probes: &probes, evaluate: longest)
        return (threshold, probes.count)
    }

    /// A strategy that hitches from 40× on: the bracket closes around 40 within 2 %, the low end within.
    @Test func aStepAtFortyIsBracketedWithinThePrecision() {
        let (threshold, _) = Self.search(0) { $0 >= 40 ? 1 : 0 }
        #expect(threshold.bound == .found)
        #expect(threshold.factor < 40 && threshold.factor >= 40 / 1.02)
        #expect(threshold.exceededAt.map { $0 >= 40 && $0 <= threshold.factor * 1.02 } == true)
    }

    /// The guess (where the slowest measured commit would just fit) saves the doubling: a guess just under the
    /// step takes fewer runs than doubling from 1.
    @Test func aGoodGuessTakesFewerRuns() {
        let step = { (factor: Double) in factor >= 300 ? 1 : 0 }
        #expect(Self.search(0, guess: 297, longest: step).runs < Self.search(0, guess: 2, longest: step).runs)
    }

    /// Hitching already as measured leaves no headroom; the bound says so and the factor is 1.
    @Test func hitchingAsMeasuredIsBelowOne() {
        let (threshold, runs) = Self.search(0) { _ in 2 }
        #expect(threshold.bound == .belowOne && threshold.factor == 1 && runs == 1)
    }

    /// A strategy within the limit at the largest factor accepted is reported at the ceiling, with no exceeding
    /// factor.
    @Test func withinAtTheCeilingIsReportedAsSo() {
        let (threshold, _) = Self.search(0, ceiling: 1_000) { _ in 0 }
        #expect(threshold.bound == .atCeiling && threshold.factor == 1_000 && threshold.exceededAt == nil)
    }

    /// Noise can make a factor exceed the limit below one that stayed within: the bracket's high end is the
    /// smallest factor measured above the limit, and its low end the largest within below that.
    @Test func aNoisyProbeAboveTheLimitNarrowsTheBracketFromAbove() {
        var probes: [(factor: Double, longestHitchIntervals: Int)] = [(1, 0), (20, 0), (30, 3), (50, 0), (100, 3)]
        let threshold = SlowdownThreshold.search(
            longestHitchIntervals: 0, precision: 0.02, ceiling: 10_000, guess: 2, probes: &probes, evaluate: { $0 >= 25 ? 1 : 0 })
        #expect(threshold.exceededAt.map { $0 <= 30 } == true)
        #expect(threshold.factor >= 20 && threshold.factor < 25)
    }

    /// A larger limit is never reached at a smaller factor when the longest hitch grows with the factor: the
    /// thresholds of 0, 1 and 2 intervals come out in order.
    @Test func thresholdsOfGrowingLimitsAreInOrder() {
        let longest = { (factor: Double) in Int((factor / 10).rounded(.down)) }
        let factors = (0...2).map { Self.search($0, longest: longest).threshold.factor }
        #expect(factors == factors.sorted() && factors[0] < 10 && factors[1] < 20 && factors[2] < 30)
    }
}
