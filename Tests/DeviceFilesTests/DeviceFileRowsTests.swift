import DeviceImport
import InputFiles
import JSONText
import TestSupport
import Testing

@testable import DeviceFiles

/// The rows' arrays a caller names, handed to its reader element by element when the file is streamed, and left
/// in the document when it is read whole.
@Suite struct DeviceFileRowsTests {
    /// What a reader keeps of each row: its array and its `durationMs` (nil when it has none).
    struct Row: Equatable {
        var field: String
        var durationMs: Double?
    }

    /// Reads a row's `durationMs`, passing over the rest of it.
    static func row(_ field: String, _ reader: inout JSONReader) throws(JSONError) -> Row {
        var duration: Double?
        try reader.readObject { reader, key throws(JSONError) in
            let value = try reader.readScalar()
            if key == "durationMs" { duration = value.double }
        }
        return Row(field: field, durationMs: duration)
    }

    @Test func theRowsNamedGoToTheReaderInTheFilesOrderWhenStreamedAndStayInTheDocumentWhenReadWhole() throws {
        let (path, run) = try DeviceFileTests.largeFile()
        defer { removeScratch(path) }
        var rows: [Row] = []
        let streamed = try DeviceFile.load(path: path, outlineBytes: 8_192, rows: ["frames", "hitches"]) {
            field, reader throws(JSONError) in
            rows.append(try Self.row(field, &reader))
        }
        let expected =
            run.frames.map { Row(field: "frames", durationMs: $0.durationMs) }
            + run.hitches.map { Row(field: "hitches", durationMs: $0.durationMs) }
        #expect(rows == expected)
        #expect(streamed.run == (try DeviceFile.load(path: path)))
        #expect(String(decoding: streamed.document, as: UTF8.self).contains("\"hitches\": [],"))
        rows = []
        let whole = try DeviceFile.load(path: path, rows: ["frames", "hitches"]) { field, reader throws(JSONError) in
            rows.append(try Self.row(field, &reader))
        }
        #expect(rows.isEmpty && whole.document == Array(run.jsonString(toolVersion: "t").utf8) && whole.run == streamed.run)
    }

    /// However the reads cut the file, each element reaches the reader whole: one split inside a string with
    /// escapes, inside a number, or between elements reads as one read in a single chunk does.
    @Test(arguments: [1, 7, 4_093])
    func anElementSplitBetweenReadsIsGatheredWhole(chunkBytes: Int) throws {
        var run = DeviceFileTests.instrumentsRun
        for index in 0..<200 {
            run.hitches.append(run.hitches[0])
            run.hitches[index].type = #"say "\" \#(index)"#
        }
        let path = try scratchFile("device.json", contents: run.jsonString(toolVersion: "t"))
        defer { removeScratch(path) }
        func read(chunkBytes: Int) throws -> (outline: [UInt8], rows: [String]) {
            var rows: [String] = []
            let outline = try DeviceFileOutline.read(
                path: path, limit: DeviceFile.streamLimit, outlineLimit: 4_096, chunkBytes: chunkBytes, rows: ["hitches"]
            ) { _, reader throws(JSONError) in
                try reader.readObject { reader, key throws(JSONError) in
                    let value = try reader.readScalar()
                    if key == "type", let type = value.string { rows.append(type) }
                }
            }
            return (outline, rows)
        }
        let (outline, rows) = try read(chunkBytes: chunkBytes)
        #expect(rows.count == 201 && rows[7] == #"say "\" 7"#)
        #expect(try read(chunkBytes: 1 << 20) == (outline, rows))
    }

    @Test func aProblemTheRowReaderFindsIsNamedByItsArrayAndElement() throws {
        let (path, _) = try DeviceFileTests.largeFile()
        defer { removeScratch(path) }
        var count = 0
        #expect(throws: DeviceFileError(description: "device \(path): not valid JSON (hitches, element 6: expected a string, found '{')")) {
            try DeviceFile.load(path: path, outlineBytes: 8_192, rows: ["hitches"]) { _, reader throws(JSONError) in
                count += 1
                if count == 6 { _ = try reader.readString() } else { try reader.skipValue() }
            }
        }
    }

    /// An element may have `elementLimit` bytes, however the reads cut it; one more is refused, naming it.
    @Test(arguments: [5, 1 << 20])
    func anElementOverTheLimitIsRefusedNamingIt(chunkBytes: Int) throws {
        let (path, run) = try DeviceFileTests.largeFile()
        defer { removeScratch(path) }
        let lines = run.jsonString(toolVersion: "t").split(separator: "\n")
        let longest = lines.filter { $0.contains("\"isSystem\"") }.map { $0.trimmingPrefix(while: { $0 == " " }).count - 1 }.max() ?? 0
        func read(elementLimit: Int) throws(InputFileError) {
            _ = try DeviceFileOutline.read(
                path: path, limit: DeviceFile.streamLimit, outlineLimit: 8_192, elementLimit: elementLimit, chunkBytes: chunkBytes, rows: []
            ) { _, reader throws(JSONError) in try reader.skipValue() }
        }
        // The last element keeps the white space before its `]` (a new line and two spaces).
        try read(elementLimit: longest + 3)
        #expect(
            throws: InputFileError(
                path: path, reason: "hitches, element 1: more than \(longest - 1) bytes; not a device file HitchBench writes")
        ) { try read(elementLimit: longest - 1) }
    }
}
