import TestSupport
import Testing

@testable import BenchGate
@testable import ResultFiles

/// A baseline's device entries and tolerances on disk: written only when there are devices, read back whole,
/// refused in one line when malformed.
@Suite struct BaselineDeviceTests {
    static func baseline(devices: [String: Baseline.DeviceEntry]) -> Baseline {
        var baseline = Baseline(command: "c", settings: testSettings().recorded)
        baseline.devices = devices
        return baseline
    }

    static let entry = Baseline.DeviceEntry(
        source: "instruments", runs: 3, ratio: "scroll", measures: [.hitchTimeRatio: 4.25, .maxHitchMs: 33.333333])

    @Test func deviceEntriesAndTheirTolerancesReadBack() throws {
        var written = Self.baseline(devices: ["FixIt on iPhone Air": Self.entry])
        written.deviceTolerances[.maxHitchMs] = 1
        let back = try Baseline.load(bytes: Array(written.jsonString().utf8), path: "b.json")
        #expect(back.devices == written.devices && back.tolerance(of: .maxHitchMs) == 1 && back.tolerance(of: .hitchTimeRatio) == 0.5)
        #expect(back.entryNames == ["device/FixIt on iPhone Air"])
    }

    /// A baseline of the model alone is written as before devices existed: no devices, no device tolerances.
    @Test func aBaselineWithoutDevicesHasNoDeviceFields() {
        let text = Self.baseline(devices: [:]).jsonString()
        #expect(!text.contains("devices") && !text.contains("device"))
    }

    @Test(arguments: [
        (#""devices": {"d": {"runs": 1}}"#, "baseline b.json: devices.d needs source (instruments or metrickit) and runs (at least 1)"),
        (
            #""devices": {"d": {"source": "instruments", "runs": 1, "ratio": "some"}}"#,
            "baseline b.json: devices.d ratio is not scroll, trace or null"
        ),
        (
            #""devices": {"d": {"source": "instruments", "runs": 1, "maxHitchMs": -2}}"#,
            "baseline b.json: devices.d maxHitchMs is not a number of at least 0 or null"
        ),
        (#""devices": []"#, "baseline b.json: devices is not an object"),
    ])
    func malformedDeviceEntriesAreRefused(devices: String, problem: String) {
        let text = #"{"format": "hitchbench-baseline/2", "command": "c", "settings": {}, "traces": {}, "# + devices + "}"
        #expect(throws: BaselineError.self) { try Baseline.load(bytes: Array(text.utf8), path: "b.json") }
        do {
            _ = try Baseline.load(bytes: Array(text.utf8), path: "b.json")
        } catch {
            #expect(error.description == problem)
        }
    }
}
