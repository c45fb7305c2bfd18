import InputFiles

/// A problem in a sales CSV file, with the 1-based line it was found on (0 when the file itself
/// could not be read).
package struct SalesCSVError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line the problem was found on; 0 when the file itself could not be read.
    package let line: Int
    /// What is wrong with the line or the file.
    package let reason: String
    /// One line naming the problem, led by its line number when there is one.
    package var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

/// Reads a user's sales data: a header `date,channel,value`, then one row per day and channel.
///
/// Days between the first and last date that have no row count as 0; channels stack in the order
/// they first appear. Every rejection names the line. Lines end with LF, CRLF or CR; fields are
/// trimmed of spaces and tabs.
package enum SalesCSV {
    /// The largest accepted value: eight channels of it still sum exactly in a Double (< 2^53).
    package static let maxValue: Double = 1_000_000_000_000_000
    /// At most this many channels (one colour each in the chart's palette).
    package static let maxChannels = 8
    /// Bytes a row may take in the file size limit: a row of a 10-byte date, a 16-digit value and a
    /// channel name of 60 bytes, with spaces and a CRLF, still fits.
    package static let maxRowBytes = 128
    /// The largest CSV file read: the header and one row for each of 36,500 days × 8 channels,
    /// `maxRowBytes` each, 37,376,128 bytes. Larger files are refused before they are read.
    package static let fileLimit = InputLimit(
        maxBytes: (SalesDataset.maxDays * maxChannels + 1) * maxRowBytes, kind: "CSV files",
        allowance: "36,500 days × 8 channels, one row of up to 128 bytes each"
    )

    /// Parses CSV text.
    package static func parse(_ text: String) throws(SalesCSVError) -> SalesDataset {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses CSV given as UTF-8 bytes; memory beyond the input grows with the rows accepted, and
    /// parsing stops at the first bad row.
    package static func parse(bytes: [UInt8]) throws(SalesCSVError) -> SalesDataset {
        var rows = SalesCSVRows()
        var lineNumber = 0
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            lineNumber += 1
            try rows.add(line: bytes[start..<end], number: lineNumber)
            start = end + (end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\r") && bytes[end + 1] == UInt8(ascii: "\n") ? 2 : 1)
        }
        return try rows.dataset(lastLine: lineNumber)
    }

    /// Reads and parses a CSV file; a file that cannot be read, is not a regular file or exceeds
    /// `fileLimit` is reported as line 0.
    package static func load(path: String) throws(SalesCSVError) -> SalesDataset {
        try parse(bytes: InputFile.read(path, limit: fileLimit) { SalesCSVError(line: 0, reason: "CSV \($0.description)") })
    }
}
