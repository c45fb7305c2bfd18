import RenderStrategies
import Testing

@testable import BenchSuite

/// The forms `--app-slowdown` accepts, and how a setting is written back.
@Suite("App slowdown option")
struct AppSlowdownParseTests {
    /// One number slows every kind alike and is written back as that number.
    @Test func oneFactorSlowsEveryKind() throws {
        let slowdown = try AppSlowdown.parse("120.5").get()
        #expect(slowdown.framework == 120.5 && slowdown.drawing == 120.5)
        #expect(slowdown.text == "120.5")
    }

    /// A kind left out of the per-kind form runs as measured.
    @Test func aKindLeftOutRunsAsMeasured() throws {
        let slowdown = try AppSlowdown.parse("drawing=25").get()
        #expect(slowdown.factor(for: .framework) == 1 && slowdown.factor(for: .drawing) == 25)
        #expect(slowdown.text == "framework=1,drawing=25")
    }

    /// Below 1 (faster than measured), past 10,000, an unknown kind, a kind twice and a missing factor are refused.
    @Test(arguments: ["0.5", "10001", "gpu=3", "drawing=2,drawing=3", "framework=", "", "nan"])
    func malformedTextIsRefused(text: String) {
        #expect(throws: AppSlowdownError.self) { try AppSlowdown.parse(text).get() }
    }

    /// The recorded setting stays a number when every kind has one factor, as results from before the kinds.
    @Test func theRecordedSettingIsANumberForOneFactorAndTextPerKind() {
        var settings = RunSettings(generatedDays: 12)
        settings.appSlowdown = AppSlowdown(40)
        #expect(settings.recorded.values.first { $0.name == "appSlowdown" }?.json == "40")
        settings.appSlowdown = AppSlowdown(framework: 40, drawing: 2)
        #expect(settings.recorded.values.first { $0.name == "appSlowdown" }?.json == "\"framework=40,drawing=2\"")
    }
}
