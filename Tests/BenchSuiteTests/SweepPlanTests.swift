import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// How a sharded sweep's sizes are dealt to its parts.
@Suite struct SweepPlanTests {
    static let readmeSizes = [30, 60, 120, 365, 1825, 3650, 36500]
    static let builtIn = ["render-all", "tiles", "window", "visible", "window-seamless"]

    /// render-all at 36,500 days is 84 % of the README's sweep by the model (36,510 + 4 × 30 = 36,630 units a
    /// frame out of 43,460), so it gets a part of its own and every other size goes to the other part. Dealt by count,
    /// part 1 had 30, 120, 1,825 and 36,500 days and took 13 min 45 s against part 2's 1 min 27 s.
    @Test func theLargestSizeGetsAPartOfItsOwn() {
        let plan = SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: 2)
        #expect(plan.parts == [[36500], [30, 60, 120, 365, 1825, 3650]])
        #expect(plan.costs == [36_630, 6_830])
    }

    /// Three parts: 36,500 and 3,650 days alone, the five smaller sizes (6,830 − 3,780 = 3,050 units) together.
    @Test func morePartsSplitTheRestByCost() {
        let plan = SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: 3)
        #expect(plan.parts == [[36500], [3650], [30, 60, 120, 365, 1825]])
    }

    /// Strategies whose frames follow the screen cost the same at every size, so the sizes are dealt out in
    /// turn, as evenly by count as they can be.
    @Test func equalCostsAreDealtEvenly() {
        let plan = SweepPlan(days: [10, 20, 30, 40, 50], strategies: ["tiles", "visible"], count: 2)
        #expect(plan.parts == [[10, 30, 50], [20, 40]])
    }

    /// Every size is run by exactly one part, whatever the number of parts, and the split depends only on
    /// what every part is given (sizes, strategies, vsyncs, repeats), so the parts agree on it.
    @Test(arguments: [1, 2, 3, 4, 7, 9])
    func everySizeIsRunOnce(count: Int) {
        let plan = SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: count, vsyncs: 631, repeats: 3)
        #expect(plan.parts.count == count)
        #expect(plan.parts.flatMap { $0 }.sorted() == Self.readmeSizes)
        #expect(plan == SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: count, vsyncs: 631, repeats: 3))
    }

    /// The trace's vsyncs and the repeats scale every size alike: they change the costs, not the split.
    @Test func vsyncsAndRepeatsScaleTheCosts() {
        let one = SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: 2)
        let scaled = SweepPlan(days: Self.readmeSizes, strategies: Self.builtIn, count: 2, vsyncs: 631, repeats: 3)
        #expect(scaled.parts == one.parts)
        #expect(scaled.costs == one.costs.map { $0 * 631 * 3 })
        #expect(abs(scaled.share(ofPart: 1) - 36_630.0 / 43_460) < 1e-12)
    }

    /// An outside strategy is taken to be screen-bounded, like every built-in but render-all.
    @Test func onlyRenderAllGrowsWithTheDays() {
        #expect(SweepPlan.frameCost(strategy: "render-all", days: 3650) == 3660)
        #expect(SweepPlan.frameCost(strategy: "tiles", days: 3650) == 30)
        #expect(SweepPlan.frameCost(strategy: "acme-cached", days: 36500) == 30)
    }
}
