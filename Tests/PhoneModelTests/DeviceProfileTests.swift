import Foundation
import PhoneModel
import ShippedProfiles
import Testing

/// A profile's text with one stage's costs replaced, for the refusals below.
private func profileText(
    commitCosts: String = #""a": {"low": 1, "typical": 2, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#
) -> String {
    """
    {"format": "hitchbench-device-profile/1", "device": "Test phone", "refreshRatesHz": [60, 120],
     "stages": {
      "commit": {"fixed": {"low": 100, "typical": 200, "high": 300, "source": {"kind": "assumed", "what": "w"}}, "costs": {\(commitCosts)}},
      "render": {"fixed": {"low": 0, "typical": 0, "high": 0, "source": {"kind": "assumed", "what": "w"}},
                 "costs": {"b": {"low": 0.5, "typical": 0.5, "high": 0.5, "source": {"kind": "measured", "url": "https://example.com", "what": "w"}}}}}}
    """
}

private func parse(_ text: String) throws(ProfileError) -> DeviceProfile {
    try DeviceProfile.parse(Array(text.utf8), name: "test", counters: ["a", "b"], label: "profile test.json")
}

/// The first line a bad profile is refused with.
private func refusal(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error.message
    }
}

@Suite("Device profiles")
struct DeviceProfileTests {
    @Test func aValidProfileReadsItsCostsInOrder() throws {
        let profile = try parse(profileText())
        #expect(profile.device == "Test phone")
        #expect(profile.refreshRatesHz == [120, 60])
        #expect(profile.commit.fixed.typical == 200)
        #expect(profile.commit.cost(of: "a") == UnitCost(low: 1, typical: 2, high: 3, source: CostSource(kind: .assumed, what: "w")))
        #expect(profile.render.cost(of: "b")?.source.url == "https://example.com")
        #expect(profile.render.cost(of: "a") == nil)
    }

    @Test func anUnknownCounterIsRefusedByItsPath() {
        let text = profileText(commitCosts: #""zz": {"low": 1, "typical": 2, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#)
        #expect(refusal(text)?.hasPrefix("profile test.json: stages.commit.costs.zz: unknown counter") == true)
    }

    @Test func aNegativeCostIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": -1, "typical": 2, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#)
        #expect(refusal(text) == "profile test.json: stages.commit.costs.a.low: -1.0 is negative: a cost is at least 0")
    }

    @Test func aNonFiniteCostIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": 1, "typical": 1e999, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#)
        #expect(refusal(text)?.hasPrefix("profile test.json: not valid JSON") == true)
    }

    @Test func lowAboveHighIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": 4, "typical": 4, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#)
        #expect(refusal(text) == "profile test.json: stages.commit.costs.a: low 4.0 is above high 3.0")
    }

    @Test func aTypicalOutsideItsRangeIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": 1, "typical": 5, "high": 3, "source": {"kind": "assumed", "what": "w"}}"#)
        #expect(refusal(text) == "profile test.json: stages.commit.costs.a.typical: 5.0 is outside low…high (1.0…3.0)")
    }

    @Test func aCostWithoutASourceIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": 1, "typical": 2, "high": 3}"#)
        #expect(refusal(text) == "profile test.json: stages.commit.costs.a.source: missing: every cost says where it comes from")
    }

    @Test func aMeasuredCostWithoutAPageIsRefused() {
        let text = profileText(commitCosts: #""a": {"low": 1, "typical": 2, "high": 3, "source": {"kind": "measured", "what": "w"}}"#)
        #expect(
            refusal(text) == "profile test.json: stages.commit.costs.a.source.url: missing: a measured cost names the page it comes from")
    }

    @Test func aMissingStageIsRefused() {
        let text = #"{"format": "hitchbench-device-profile/1", "device": "x", "refreshRatesHz": [60], "stages": {"commit": {}}}"#
        #expect(refusal(text) == "profile test.json: stages.commit.fixed: missing")
    }

    @Test func anotherFormatIsRefused() {
        #expect(refusal(#"{"format": "hitchbench-result/2"}"#)?.contains("unsupported format") == true)
    }

    @Test func aMissingFileIsOneLineNamingIt() {
        do {
            _ = try DeviceProfile.read(path: "/nonexistent/profile.json", counters: [])
            Issue.record("read a missing file")
        } catch {
            #expect(error.message.hasPrefix("profile /nonexistent/profile.json: "))
        }
    }

    @Test func anUnknownShippedNameListsTheShippedOnes() {
        do {
            _ = try DeviceProfile.load(nameOrPath: "pixel-9", counters: [])
            Issue.record("loaded an unknown name")
        } catch {
            #expect(error.message.hasPrefix("no shipped profile named pixel-9"))
        }
    }
}
