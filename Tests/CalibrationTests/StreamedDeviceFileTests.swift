import Calibration
import DeviceImport
import Foundation
import TestSupport
import Testing

/// Device files larger than the outline kept are streamed, each row taken as it is read: the same observations
/// and the same messages as a file read whole. The limit is a parameter, so a small file shows it.
@Suite struct StreamedDeviceFileTests {
    /// Most bytes kept besides the rows' arrays in these tests: the file below is about 50 times larger.
    static let outlineBytes = 8_192

    /// A run of 1,000 renders and commits, 500 frame updates and 1,000 hitches (every third not counted, every
    /// fourth paced): a file of about 400 kB.
    static var run: DeviceRun {
        var run = DeviceRun(source: .instruments, label: "phone", inputs: ["hitches.xml"])
        for index in 0..<1_000 {
            let start = Double(index) / 120
            run.renders.append(.init(startSeconds: start, durationMs: 2 + Double(index % 7) / 4))
            run.commits.append(.init(startSeconds: start, durationMs: 3 + Double(index % 5) / 8))
            if index % 2 == 0 { run.frameUpdates.append(.init(startSeconds: start, durationMs: 1.25, updates: 4)) }
            run.hitches.append(
                .init(
                    startSeconds: start, durationMs: 8.333 * Double(1 + index % 3), isSystem: false, pid: 1, counted: index % 3 != 0,
                    stage: index % 2 == 0 ? "commit" : "render", type: nil, display: nil, deadlineSeconds: index % 4 == 0 ? start : nil,
                    presentedSeconds: index % 4 == 0 ? start + 0.008333 : nil, minQuanta: index % 4 == 0 ? 2 : nil))
        }
        run.summary.refreshHz = 120
        return run
    }

    /// `text` in a scratch file, read whole and streamed: both reads' results, each the observations or the message.
    static func readBothWays(
        _ text: String
    ) throws -> (whole: Result<DeviceObservations, CalibrationError>, streamed: Result<DeviceObservations, CalibrationError>) {
        let path = try scratchFile("device.json", contents: text)
        defer { removeScratch(path) }
        #expect(text.utf8.count > 4 * outlineBytes)
        let whole = Result { () throws(CalibrationError) in try DeviceObservations.read(path: path) }
        let streamed = Result { () throws(CalibrationError) in try DeviceObservations.read(path: path, outlineBytes: outlineBytes) }
        return (whole, streamed)
    }

    @Test func aFileLargerThanTheOutlineIsReadStreamedToTheSameObservationsAsReadWhole() throws {
        let (whole, streamed) = try Self.readBothWays(Self.run.jsonString(toolVersion: "test"))
        let observations = try whole.get()
        #expect(try streamed.get() == observations)
        #expect(observations.renders.count == 1_000 && observations.commits.count == 1_000 && observations.frameUpdates.count == 500)
        #expect(observations.hitches.count == 666 && observations.hitches.filter { $0.minQuanta == 2 }.count == 166)
        #expect(observations.label == "phone" && observations.refreshHz == 120)
    }

    /// A bad row, or a rows' field that is not an array, is named as when the file is read whole; of two, the
    /// first in the file (hitches are written before renders).
    @Test(arguments: [
        (#""durationMs": 2.5}"#, #""durationMs": -2.5}"#, "renders is not an array of intervals"),
        ("\"commits\": [", "\"commits\": 3, \"x\": [", "commits is not an array of intervals"),
        (#""minQuanta": 2}"#, #""minQuanta": 1.5}"#, "hitches is not an array of hitches"),
        ("\"frameUpdates\": [", "\"frameUpdates\": [7, ", "frameUpdates is not an array of intervals"),
    ])
    func aBadRowInAStreamedFileGivesTheSameMessageAsReadWhole(find: String, replace: String, problem: String) throws {
        let text = Self.run.jsonString(toolVersion: "test").replacing(find, with: replace, maxReplacements: 1)
        #expect(text != Self.run.jsonString(toolVersion: "test"))
        let (whole, streamed) = try Self.readBothWays(text)
        guard case .failure(let error) = whole else {
            Issue.record("a bad row was read whole")
            return
        }
        #expect(error.description.hasSuffix(": " + problem), "\(error)")
        #expect(streamed == whole)
    }

    @Test func ofTwoBadRowsTheFirstInTheFileIsNamedEitherWay() throws {
        let text = Self.run.jsonString(toolVersion: "test").replacing(#""durationMs": 2.5}"#, with: #""durationMs": null}"#)
            .replacing(#""minQuanta": 2}"#, with: #""minQuanta": 0}"#, maxReplacements: 1)
        let (whole, streamed) = try Self.readBothWays(text)
        guard case .failure(let error) = whole else {
            Issue.record("bad rows were read whole")
            return
        }
        #expect(error.description.hasSuffix(": hitches is not an array of hitches"))
        #expect(streamed == whole)
    }

    @Test func aRowsFieldGivenTwiceIsRefusedEitherWay() throws {
        let text = Self.run.jsonString(toolVersion: "test").replacing("\"commits\": [", with: "\"renders\": [", maxReplacements: 1)
        let (whole, streamed) = try Self.readBothWays(text)
        guard case .failure(let error) = whole else {
            Issue.record("a field given twice was read whole")
            return
        }
        #expect(error.description.hasSuffix(#": field "renders" appears twice"#))
        #expect(streamed == whole)
    }

    /// A streamed row that is not JSON the reader can take is named by its array and element, as `compare` names it.
    @Test func aNumberOutOfRangeInAStreamedRowNamesItsArrayAndElement() throws {
        let text = Self.run.jsonString(toolVersion: "test").replacing(
            #""durationMs": 2.25}"#, with: #""durationMs": 1e999}"#, maxReplacements: 1)
        let (whole, streamed) = try Self.readBothWays(text)
        guard case .failure(let error) = streamed, case .failure(let wholeError) = whole else {
            Issue.record("a number out of range was read")
            return
        }
        #expect(error.description.hasSuffix(": not valid JSON (renders, element 2: number 1e999 is out of range)"), "\(error)")
        #expect(wholeError.description.contains(": not valid JSON (line "), "\(wholeError)")
    }
}
