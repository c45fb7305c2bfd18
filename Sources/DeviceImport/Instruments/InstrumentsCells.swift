import XctraceExport

/// One row's cells read by column mnemonic, each checked for what HitchBench takes from it: times and
/// durations are whole nanoseconds, neither negative nor past xctrace's 50-bit limit, and a duration at most
/// an hour (no frame, render or hitch lasts that long); booleans are 0 or 1; a process has a whole `pid`.
struct InstrumentsCells {
    /// Times are "limited to what can be fit into 50-bits" of nanoseconds (about 13 days), as Instruments'
    /// engineering type reference says of `start-time`.
    static let maxTimeNanoseconds: Int64 = 1 << 50
    /// The longest duration accepted: an hour.
    static let maxDurationNanoseconds: Int64 = 3_600_000_000_000

    let schema: XctraceSchema
    let cells: [XctraceCell]
    let row: Int

    /// The cell of column `mnemonic`, or nil when the table has no such column.
    func cell(_ mnemonic: String) -> XctraceCell? { schema.index(of: mnemonic).map { cells[$0] } }

    /// A time in nanoseconds since the recording's start; the cell must hold one.
    func time(_ mnemonic: String) throws(XctraceError) -> Int64 {
        let value = try nanoseconds(mnemonic, what: "a time")
        guard value < Self.maxTimeNanoseconds else {
            throw fail(mnemonic, "\(value) ns is past xctrace's 50-bit limit of times (about 13 days)")
        }
        return value
    }

    /// A duration in nanoseconds; the cell must hold one of at most an hour.
    func duration(_ mnemonic: String) throws(XctraceError) -> Int64 {
        let value = try nanoseconds(mnemonic, what: "a duration")
        guard value <= Self.maxDurationNanoseconds else {
            throw fail(mnemonic, "a duration of \(value) ns is longer than an hour, which no frame, render or hitch lasts")
        }
        return value
    }

    private func nanoseconds(_ mnemonic: String, what: String) throws(XctraceError) -> Int64 {
        guard let value = cell(mnemonic)?.value else { throw fail(mnemonic, "the cell is empty (<sentinel/>), expected \(what)") }
        guard let number = value.integer else {
            throw fail(mnemonic, "\(Self.quoted(value.text)) is not a whole number of nanoseconds")
        }
        guard number >= 0 else { throw fail(mnemonic, "\(what) of \(number) ns is negative") }
        return number
    }

    /// A whole number, or nil for an empty cell or a missing column.
    func integer(_ mnemonic: String) throws(XctraceError) -> Int64? {
        guard let value = cell(mnemonic)?.value else { return nil }
        guard let number = value.integer else { throw fail(mnemonic, "\(Self.quoted(value.text)) is not a whole number") }
        return number
    }

    /// A boolean written 0 or 1, or nil for an empty cell or a missing column.
    func bool(_ mnemonic: String) throws(XctraceError) -> Bool? {
        guard let value = cell(mnemonic)?.value else { return nil }
        switch value.text {
        case "0": return false
        case "1": return true
        default: throw fail(mnemonic, "\(Self.quoted(value.text)) is not a boolean (0 or 1)")
        }
    }

    /// The cell's text, or nil for an empty cell or a missing column.
    func text(_ mnemonic: String) -> String? { cell(mnemonic)?.value?.text }

    /// A process's pid and name, or nil for an empty cell or a missing column. The name is Instruments' label
    /// of the process ("FixIt (11101)" less its pid), the one name the table gives.
    func process(_ mnemonic: String) throws(XctraceError) -> (pid: Int64, name: String?)? {
        guard let value = cell(mnemonic)?.value else { return nil }
        guard let pid = value.child("pid")?.integer else { throw fail(mnemonic, "the process has no whole <pid>") }
        var name = value.fmt
        if let label = name, label.hasSuffix(" (\(pid))") { name = String(label.dropLast(" (\(pid))".count)) }
        return (pid, name?.isEmpty == true ? nil : name)
    }

    func fail(_ mnemonic: String, _ reason: String) -> XctraceError {
        XctraceError(table: schema.name, row: row, reason: "column \(mnemonic): \(reason)")
    }

    /// Input text as a message shows it: quoted, cut at 40 characters.
    static func quoted(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(40) {
            shown += scalar.value < 0x20 || scalar == "\"" || scalar == "\\" ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "\"\(shown)\(text.unicodeScalars.count > 40 ? "…" : "")\""
    }
}
