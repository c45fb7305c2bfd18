import Calibration
import DeviceFiles
import DeviceImport
import Foundation
import PhoneModel
import RenderStrategies
import ResultFiles
import ShippedProfiles
import TestSupport
import Testing

@Suite("Calibration inputs")
struct CalibrationInputTests {
    @Test func aRunIsAStrategyADataSizeAndADeviceFile() throws {
        #expect(
            try CalibrationRun.parse("render-all:60=phone a.json") == CalibrationRun(strategy: "render-all", days: 60, file: "phone a.json")
        )
        #expect(
            try CalibrationRun.parse("tiles:365=dir/x:y=z.json") == CalibrationRun(strategy: "tiles", days: 365, file: "dir/x:y=z.json"))
    }

    @Test(arguments: ["render-all", "render-all=a.json", ":60=a.json", "tiles:60=", "tiles:x=a.json", "tiles:0=a.json"])
    func aRunWithoutAllThreePartsIsRefused(text: String) {
        #expect(throws: CalibrationError.self) { try CalibrationRun.parse(text) }
    }

    @Test func fitNamesACounterInEveryStageTheBasePricesItAndAStageNameNarrowsIt() throws {
        let base = try DeviceProfile.load(nameOrPath: ShippedProfiles.defaultName, counters: WorkCounters.names)
        let both = try CalibrationJob.fitted("fixed,glyphsDrawn", base: base, counters: WorkCounters.names)
        #expect(both == [.commit: ["fixed", "glyphsDrawn"], .render: ["fixed", "glyphsDrawn"]])
        let one = try CalibrationJob.fitted("render.fixed,barMarks", base: base, counters: WorkCounters.names)
        #expect(one == [.commit: ["barMarks"], .render: ["fixed"]])
        #expect(throws: CalibrationError.self) {
            try CalibrationJob.fitted("barMarks,commit.barMarks", base: base, counters: WorkCounters.names)
        }
        #expect(throws: CalibrationError.self) { try CalibrationJob.fitted("gpu.fixed", base: base, counters: WorkCounters.names) }
    }

    @Test func aDeviceFileGivesItsRendersCommitsAndCountedHitchesWithTheirStages() throws {
        var run = DeviceRun(source: .instruments, label: "phone", inputs: ["hitches.xml"])
        run.renders = [.init(startSeconds: 0.1, durationMs: 2.5), .init(startSeconds: 0.2, durationMs: 3.25)]
        run.hitches = [
            .init(startSeconds: 1, durationMs: 8.333, isSystem: false, pid: 1, counted: true, stage: "commit", type: nil, display: nil),
            .init(startSeconds: 2, durationMs: 16.7, isSystem: true, pid: 1, counted: false, stage: "render", type: nil, display: nil),
        ]
        run.summary.refreshHz = 120
        run.commits = [.init(startSeconds: 0.1, durationMs: 4), .init(startSeconds: 0.2, durationMs: 5.5)]
        let text = run.jsonString(toolVersion: "test")
        let path = try scratchFile("device.json", contents: text)
        defer { removeScratch(path) }
        let read = try DeviceObservations.read(path: path)
        #expect(
            read
                == DeviceObservations(
                    label: "phone", commits: [4, 5.5], renders: [2.5, 3.25], hitches: [.init(durationMs: 8.333, stage: "commit")],
                    refreshHz: 120))
    }

    @Test func aDeviceFileWhoseRendersAreNotIntervalsIsOneLineNamingIt() throws {
        let run = DeviceRun(source: .instruments, label: "phone", inputs: [])
        let text = run.jsonString(toolVersion: "test").replacingOccurrences(of: "\"renders\": []", with: "\"renders\": [3]")
        let path = try scratchFile("device.json", contents: text)
        defer { removeScratch(path) }
        #expect(throws: CalibrationError("device \(path): renders is not an array of intervals")) {
            try DeviceObservations.read(path: path)
        }
    }
}
