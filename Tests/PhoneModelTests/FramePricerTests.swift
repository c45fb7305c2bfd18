import PhoneModel
import ShippedProfiles
import Testing

@Suite("Frame pricing")
struct FramePricerTests {
    /// Fixed 200 µs, 2 µs per `a` and nothing for `b` in the commit; 0.5 µs per `b` in the render.
    static let profile = DeviceProfile(
        name: "test", device: "Test phone", refreshRatesHz: [60],
        commit: StageCosts(
            fixed: UnitCost(low: 100, typical: 200, high: 300, source: CostSource(kind: .assumed, what: "w")),
            perCounter: [("a", UnitCost(low: 1, typical: 2, high: 3, source: CostSource(kind: .assumed, what: "w")))]),
        render: StageCosts(
            fixed: UnitCost(low: 0, typical: 0, high: 0, source: CostSource(kind: .assumed, what: "w")),
            perCounter: [("b", UnitCost(low: 0.5, typical: 0.5, high: 0.5, source: CostSource(kind: .assumed, what: "w")))]))

    @Test func aStageCostsItsFixedCostPlusEachCountTimesItsUnitCost() {
        let pricer = FramePricer(profile: Self.profile, level: .typical, counterNames: ["a", "b", "custom"])
        // 200 µs + 1,000 × 2 µs = 2.2 ms; `b` and the unpriced custom counter cost nothing in the commit.
        #expect(pricer.milliseconds(.commit, counts: [1_000, 7, 99]) == 2.2)
        // 0 µs + 7 × 0.5 µs = 3.5 µs.
        #expect(pricer.milliseconds(.render, counts: [1_000, 7, 99]) == 0.0035)
    }

    @Test func theLevelPicksTheColumn() {
        let low = FramePricer(profile: Self.profile, level: .low, counterNames: ["a"])
        let high = FramePricer(profile: Self.profile, level: .high, counterNames: ["a"])
        #expect(low.milliseconds(.commit, counts: [100]) == 0.2)  // 100 µs + 100 × 1 µs
        #expect(high.milliseconds(.commit, counts: [100]) == 0.6)  // 300 µs + 100 × 3 µs
    }

    @Test func workNoFrameCommitsPaysNoFixedCost() {
        let pricer = FramePricer(profile: Self.profile, level: .typical, counterNames: ["a"])
        #expect(pricer.milliseconds(.commit, includesFixed: false, counts: [10]) == 0.02)
    }

    @Test func theShippedProfileLoadsWithEveryCostSourced() throws {
        let counters = [
            "barMarks", "ruleMarks", "axisLabels", "textRuns", "formattersCreated", "labelsFormatted", "tilesConfigured",
            "layersComposited", "pixelsComposited", "pixelsWritten", "glyphsDrawn", "glyphCacheMisses", "dataSwaps",
        ]
        let profile = try DeviceProfile.load(nameOrPath: ShippedProfiles.defaultName, counters: counters)
        #expect(profile.device == "iPhone 16 Pro")
        #expect(profile.maxRefreshHz == 120)
        for stage in PhoneStage.allCases {
            for (_, cost) in profile.costs(of: stage).perCounter { #expect(!cost.source.what.isEmpty) }
        }
    }
}
