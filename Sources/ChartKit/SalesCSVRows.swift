/// The rows of a sales CSV as they are read, one line at a time: checks each row as it comes, so
/// a file is refused at its first bad line, and keeps only each (day, channel) value.
struct SalesCSVRows {
    private var sawHeader = false
    private var headerLine = 1
    private var channels: [String] = []
    /// The line each channel first appeared on, for a message about a near-duplicate name.
    private var channelLines: [Int] = []
    /// Values by `daysSinceEpoch * maxChannels + channel`.
    private var values: [Int: Double] = [:]
    private var firstDay = Int.max
    private var lastDay = Int.min

    mutating func add(line: ArraySlice<UInt8>, number: Int) throws(SalesCSVError) {
        func fail(_ reason: String) -> SalesCSVError { SalesCSVError(line: number, reason: reason) }
        if line.allSatisfy(Self.isBlank) { return }
        let rawFields = line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Self.trimmed)
        guard sawHeader else {
            guard rawFields.map(Array.init) == [Array("date".utf8), Array("channel".utf8), Array("value".utf8)] else {
                let found = String(decoding: line.prefix(60), as: UTF8.self)
                throw fail("expected the header 'date,channel,value', found \(Self.excerpt(found))")
            }
            sawHeader = true
            headerLine = number
            return
        }
        guard rawFields.count == 3 else { throw fail("expected 3 fields (date,channel,value), found \(rawFields.count)") }
        var fields: [String] = []
        for field in rawFields {
            guard let text = String(validating: field, as: UTF8.self) else { throw fail("not UTF-8 text") }
            fields.append(text)
        }
        guard let day = CivilDay(iso: Substring(fields[0])) else {
            throw fail("date \(Self.excerpt(fields[0])) is not a valid YYYY-MM-DD date")
        }
        let name = fields[1]
        guard !name.isEmpty else { throw fail("channel name is empty") }
        let channel: Int
        if let known = channels.firstIndex(of: name) {
            channel = known
        } else {
            // `Wear` beside `wear` is a typo, not a fifth series: names that differ only in case are refused.
            if let similar = channels.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
                throw fail(
                    "channel \(Self.excerpt(name)) differs from \(Self.excerpt(channels[similar])) (line \(channelLines[similar])) only in case"
                )
            }
            guard channels.count < SalesCSV.maxChannels else {
                throw fail("more than \(SalesCSV.maxChannels) channels (\(Self.excerpt(name)))")
            }
            channels.append(name)
            channelLines.append(number)
            channel = channels.count - 1
        }
        guard let value = Self.wholeNumber(rawFields[2]) else {
            throw fail("value \(Self.excerpt(fields[2])) is not a whole number in 0...\(Int64(SalesCSV.maxValue))")
        }
        guard values.updateValue(value, forKey: day.daysSinceEpoch * SalesCSV.maxChannels + channel) == nil else {
            throw fail("a second value for \(day.isoString) \(Self.excerpt(name))")
        }
        firstDay = min(firstDay, day.daysSinceEpoch)
        lastDay = max(lastDay, day.daysSinceEpoch)
        let span = lastDay - firstDay + 1
        guard span <= SalesDataset.maxDays else {
            throw fail("dates span \(span) days; at most \(SalesDataset.maxDays) are supported")
        }
    }

    /// The dataset of every row added, or why there is none.
    func dataset(lastLine: Int) throws(SalesCSVError) -> SalesDataset {
        guard sawHeader else {
            throw SalesCSVError(line: max(lastLine, 1), reason: "the file is empty; expected the header 'date,channel,value'")
        }
        guard !values.isEmpty else { throw SalesCSVError(line: headerLine, reason: "no data rows after the header") }
        let width = channels.count
        var grid = [Double](repeating: 0, count: (lastDay - firstDay + 1) * width)
        for (key, value) in values {
            // Floor division: days before 1970 have negative keys.
            var day = key / SalesCSV.maxChannels
            if key - day * SalesCSV.maxChannels < 0 { day -= 1 }
            grid[(day - firstDay) * width + key - day * SalesCSV.maxChannels] = value
        }
        return SalesDataset(channels: channels, firstDay: CivilDay(daysSinceEpoch: firstDay), values: grid)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func trimmed(_ field: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var field = field
        while let first = field.first, isBlank(first) { field.removeFirst() }
        while let last = field.last, isBlank(last) { field.removeLast() }
        return field
    }

    /// Digits only, at most 16 of them, and no more than `SalesCSV.maxValue`.
    private static func wholeNumber(_ field: ArraySlice<UInt8>) -> Double? {
        guard (1...16).contains(field.count) else { return nil }
        var value: Int64 = 0
        for byte in field {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return Double(value) <= SalesCSV.maxValue ? Double(value) : nil
    }

    /// A field quoted for a message: at most 40 characters, control characters shown as `?`.
    private static func excerpt(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "'" + String(String.UnicodeScalarView(cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 })) + "'"
    }
}
