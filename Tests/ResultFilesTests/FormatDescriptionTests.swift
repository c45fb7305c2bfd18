import DeviceImport
import Foundation
import JSONText
import MetricKitFiles
import TestSupport
import Testing

@testable import BenchSuite
@testable import FrameTiming
@testable import ResultFiles

/// Each format is described once (`ResultFormats`): what the writers write, results/README.md's tables and the
/// plot scripts' `formats.json` are each held to that description.
@Suite struct FormatDescriptionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func node(_ text: String) throws -> JSONNode {
        var reader = JSONReader(Array(text.utf8))
        return try JSONNode.read(from: &reader)
    }

    /// Each way `object` differs from `section`: another field list or order, or a value of another kind.
    static func problems(_ object: JSONNode?, _ section: FormatSection) -> [String] {
        guard let members = object?.members else { return ["\(section.name) is not an object"] }
        var out: [String] = []
        if members.map(\.key) != section.fields.map(\.name) {
            out.append("\(section.name) writes \(members.map(\.key)), described \(section.fields.map(\.name))")
        }
        for (key, value) in members {
            guard let field = section[key] else { continue }
            let matches: Bool =
                switch value {
                case .scalar(.null): field.nullable
                case .scalar(.bool): field.kind == .boolean
                case .scalar(.number(let number)): field.kind == .number || (field.kind == .integer && number.exactInt != nil)
                case .scalar(.string): field.kind == .string
                case .array: field.kind == .array
                case .object: field.kind == .object
                default: false
                }
            if !matches { out.append("\(section.name).\(key) is not a \(field.nullable ? "nullable " : "")\(field.kind)") }
        }
        return out
    }

    static func member(_ node: JSONNode?, _ key: String) -> JSONNode? { node?.members?.first { $0.key == key }?.value }

    @Test func aResultIsWrittenAsDescribed() throws {
        let result = try Self.node(WriterTests.report().jsonString(toolVersion: "t"))
        #expect(Self.problems(result, ResultFormats.result) == [])
        #expect(Self.problems(Self.member(result, "summary"), ResultFormats.summary) == [])
        let frames = try #require(Self.member(result, "frames")?.elements)
        for frame in frames {
            #expect(Self.problems(frame, ResultFormats.frame) == [])
            #expect(Self.problems(Self.member(frame, "effects"), ResultFormats.effects) == [])
        }
        let counted = try Self.node(WriterTests.report(clock: .instructions).jsonString(toolVersion: "t"))
        #expect(Self.problems(counted, ResultFormats.result) == [])
        #expect(Self.problems(Self.member(counted, "instructions"), ResultFormats.instructions) == [])
    }

    @Test func aCompareRowIsWrittenAsDescribed() throws {
        let text = ComparisonDocument.json(sharedComparison[0], settings: testSettings(), command: "t", toolVersion: "t")
        let rows = try #require(Self.member(try Self.node(text), "rows")?.elements)
        for row in rows {
            #expect(Self.problems(row, ResultFormats.compareRow) == [])
            let cpu = Self.member(Self.member(row, "timeRatiosByClock"), "cpu")
            #expect(Self.problems(Self.member(cpu, "p50"), ResultFormats.ratioEstimate) == [])
        }
    }

    @Test func aSweepPointIsWrittenAsDescribed() throws {
        let sweep = try SweepResult.load(path: Self.root + "/results/reference/sweep-fling-phone.json")
        let points = try #require(Self.member(try Self.node(sweep.jsonString()), "points")?.elements)
        #expect(!points.isEmpty)
        for point in points { #expect(Self.problems(point, ResultFormats.sweepPoint) == []) }
    }

    @Test func aDeviceRunIsWrittenAsDescribed() throws {
        var payload = MetricKitPayload(file: "p.json", index: 0, timeStampBegin: "a", timeStampEnd: "b")
        payload.scrollHitchTimeRatioMsPerSecond = 12.5
        let device = try Self.node(MetricKitImport.run([payload], files: ["p.json"], label: nil).jsonString(toolVersion: "t"))
        #expect(Self.problems(device, ResultFormats.device) == [])
        #expect(Self.problems(Self.member(device, "summary"), ResultFormats.deviceSummary) == [])
    }

    /// The rows of the README table under `heading`: each field named in the first cell (several names share a
    /// row) with the second cell.
    static func table(after heading: String, in readme: String) -> [(name: String, doc: String)] {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return table.flatMap { line -> [(name: String, doc: String)] in
            let cells = line.dropFirst(2).components(separatedBy: " | ")
            let names = cells[0].components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            return names.map { ($0, cells.count > 1 ? cells[1] : "") }
        }
    }

    @Test(arguments: ResultFormats.sections.filter { $0.heading != nil })
    func theReadmeTableListsTheDescribedFields(section: FormatSection) throws {
        let readme = try String(contentsOfFile: Self.root + "/results/README.md", encoding: .utf8)
        let rows = Self.table(after: try #require(section.heading), in: readme)
        #expect(rows.map(\.name) == section.fields.map(\.name))
        for field in section.fields {
            #expect(rows.first { $0.name == field.name }?.doc == field.doc, "\(section.name).\(field.name)")
        }
    }

    @Test func aTableReadsEachNameOfARowWithItsCell() {
        let readme =
            "## T\n\nText.\n\n| field | unit | meaning |\n|---|---|---|\n| `a`, `b` | ms | x |\n| `c` | s or `null` | y |\n\nAfter."
        let rows = Self.table(after: "## T", in: readme)
        #expect(rows.map(\.name) == ["a", "b", "c"] && rows.map(\.doc) == ["ms", "ms", "s or `null`"])
    }

    /// The plot scripts read the description from `scripts/hitchplot/formats.json` (scripts/test_specs_formats.py
    /// checks specs.py against it); when it is not the description, the description is written beside it as
    /// `formats.json.actual` to copy over it.
    @Test func thePlotScriptsFormatsFileIsTheDescription() throws {
        let path = Self.root + "/scripts/hitchplot/formats.json"
        let committed = try? String(contentsOfFile: path, encoding: .utf8)
        if committed != ResultFormats.json { try ResultFormats.json.write(toFile: path + ".actual", atomically: true, encoding: .utf8) }
        #expect(committed == ResultFormats.json, "scripts/hitchplot/formats.json is stale: copy formats.json.actual over it")
    }
}

extension FormatSection: CustomTestStringConvertible {
    public var testDescription: String { name }
}
