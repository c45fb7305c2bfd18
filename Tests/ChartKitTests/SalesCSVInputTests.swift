import Foundation
import TestSupport
import Testing

@testable import ChartKit

/// Sales CSV as the outside world offers it: files of any size or kind, odd line endings, rows
/// that only go wrong far into the file.
@Suite struct SalesCSVInputTests {
    static func lineOfError(_ text: String) -> SalesCSVError? {
        do {
            _ = try SalesCSV.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func datesBefore1970KeepTheirChannels() throws {
        let data = try SalesCSV.parse("date,channel,value\n1969-12-31,a,1\n1969-12-31,b,2\n1970-01-01,b,3\n")
        #expect(data.firstDay.isoString == "1969-12-31")
        #expect(data.values == [1, 2, 0, 3])
    }

    @Test func aByteOrderMarkAndCarriageReturnsAreAccepted() throws {
        let data = try SalesCSV.parse("\u{FEFF}date,channel,value\r2025-09-01,a,1\r\n2025-09-02,a,2")
        #expect(data.values == [1, 2])
    }

    /// The span is checked row by row, so a long file is refused at the row that breaks it.
    @Test func theRowThatMakesTheSpanTooLongIsNamed() {
        let error = Self.lineOfError("date,channel,value\n2025-01-01,a,1\n1925-01-01,a,1\n2025-01-02,a,1\n")
        #expect(error?.line == 3)
        #expect(error?.reason.hasPrefix("dates span 36526 days") == true)
    }

    @Test func invalidUTF8NamesTheLine() {
        var bytes = Array("date,channel,value\n2025-09-01,".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(",1\n".utf8)
        #expect(throws: SalesCSVError(line: 2, reason: "not UTF-8 text")) { try SalesCSV.parse(bytes: bytes) }
    }

    @Test func quotedFieldsAreCutAndKeptOnOneLine() {
        let error = Self.lineOfError("date,channel,value\n\u{0B}" + String(repeating: "9", count: 500) + ",a,1\n")
        #expect(error?.reason == "date '?\(String(repeating: "9", count: 39))…' is not a valid YYYY-MM-DD date")
    }

    @Test func theFileLimitHoldsEveryDayOfEveryChannel() {
        #expect(SalesCSV.fileLimit.maxBytes == 37_376_128)
    }

    @Test func aFileOverTheLimitIsRefusedAsLineZero() throws {
        let scratch = try ScratchFolder("sales")
        defer { scratch.remove() }
        let path = try scratch.sparseFile("sales.csv", bytes: 262_144_000)
        #expect(
            throws: SalesCSVError(
                line: 0,
                reason: "CSV \(path): is 262144000 bytes; CSV files are limited to 37376128 bytes "
                    + "(36,500 days × 8 channels, one row of up to 128 bytes each)")
        ) {
            try SalesCSV.load(path: path)
        }
    }

    @Test(arguments: [("/dev/urandom", "is not a regular file"), ("/", "is a directory"), ("/nonexistent.csv", "no such file")])
    func whatIsNotARegularFileIsRefused(path: String, reason: String) {
        #expect(throws: SalesCSVError(line: 0, reason: "CSV \(path): \(reason)")) { try SalesCSV.load(path: path) }
    }
}
