import Foundation

/// A problem in a sales CSV file, with the 1-based line it was found on (0 when the file itself
/// could not be read).
public struct SalesCSVError: Error, Equatable, CustomStringConvertible, Sendable {
    public let line: Int
    public let reason: String
    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

/// Reads a user's sales data: a header `date,channel,value`, then one row per day and channel.
///
/// Days between the first and last date that have no row count as 0; channels stack in the order
/// they first appear. Every rejection names the line.
public enum SalesCSV {
    /// The largest accepted value: eight channels of it still sum exactly in a Double (< 2^53).
    public static let maxValue: Double = 1_000_000_000_000_000
    /// At most this many channels (one colour each in the chart's palette).
    public static let maxChannels = 8

    /// Parses CSV text.
    public static func parse(_ text: String) throws(SalesCSVError) -> SalesDataset {
        var lineNumber = 0
        var sawHeader = false
        var channels: [String] = []
        var rows: [(day: CivilDay, channel: Int, value: Double, line: Int)] = []
        var seen = Set<[Int]>()
        var headerLine = 1
        // `\r\n` is one Character in Swift, so split on any newline rather than on "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if !sawHeader {
                guard fields == ["date", "channel", "value"] else {
                    throw SalesCSVError(line: lineNumber, reason: "expected the header 'date,channel,value'")
                }
                sawHeader = true
                headerLine = lineNumber
                continue
            }
            guard fields.count == 3 else {
                throw SalesCSVError(line: lineNumber, reason: "expected 3 fields (date,channel,value), found \(fields.count)")
            }
            guard let day = CivilDay(iso: Substring(fields[0])) else {
                throw SalesCSVError(line: lineNumber, reason: "date '\(fields[0])' is not a valid YYYY-MM-DD date")
            }
            let name = fields[1]
            guard !name.isEmpty else { throw SalesCSVError(line: lineNumber, reason: "channel name is empty") }
            let channel: Int
            if let known = channels.firstIndex(of: name) {
                channel = known
            } else {
                guard channels.count < maxChannels else {
                    throw SalesCSVError(line: lineNumber, reason: "more than \(maxChannels) channels ('\(name)')")
                }
                channels.append(name)
                channel = channels.count - 1
            }
            guard let value = wholeNumber(fields[2]) else {
                throw SalesCSVError(
                    line: lineNumber,
                    reason: "value '\(fields[2])' is not a whole number in 0...\(Int64(maxValue))"
                )
            }
            guard seen.insert([day.daysSinceEpoch, channel]).inserted else {
                throw SalesCSVError(line: lineNumber, reason: "a second value for \(day.isoString) \(name)")
            }
            rows.append((day, channel, value, lineNumber))
        }
        guard sawHeader else { throw SalesCSVError(line: max(lineNumber, 1), reason: "the file is empty; expected the header 'date,channel,value'") }
        guard let first = rows.map(\.day).min(), let last = rows.map(\.day).max() else {
            throw SalesCSVError(line: headerLine, reason: "no data rows after the header")
        }
        let span = last.daysSinceEpoch - first.daysSinceEpoch + 1
        guard span <= SalesDataset.maxDays else {
            let line = rows.first { $0.day == last }?.line ?? lineNumber
            throw SalesCSVError(line: line, reason: "dates span \(span) days; at most \(SalesDataset.maxDays) are supported")
        }
        var values = [Double](repeating: 0, count: span * channels.count)
        for row in rows {
            values[(row.day.daysSinceEpoch - first.daysSinceEpoch) * channels.count + row.channel] = row.value
        }
        return SalesDataset(channels: channels, firstDay: first, values: values)
    }

    /// Reads and parses a CSV file; an unreadable file is reported as line 0.
    public static func load(path: String) throws(SalesCSVError) -> SalesDataset {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SalesCSVError(line: 0, reason: "cannot read '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SalesCSVError(line: 0, reason: "'\(path)' is not UTF-8 text")
        }
        return try parse(text)
    }

    private static func wholeNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 16, text.utf8.allSatisfy({ (48...57).contains($0) }),
              let value = Int64(text), Double(value) <= maxValue else { return nil }
        return Double(value)
    }
}
