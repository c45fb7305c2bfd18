/// One value of an xctrace table, as its element wrote it, with every `ref` resolved: a leaf (`<duration>`,
/// `<pid>`, `<string>`) has its text, a structured value (`<process>`, `<narrative>`) its nested values. The
/// `fmt` attribute, Instruments' rendering for people, is kept only where it is the one name a value has (a
/// `process`'s "FixIt (11101)").
package struct XctraceValue: Equatable, Sendable {
    /// The element's name: the column's engineering type (`start-time`, `process`) or a nested part (`pid`).
    package var type: String
    /// The element's own text, the raw value (nanoseconds for times); empty for most structured values.
    package var text: String
    /// The `fmt` attribute of a `process`; nil for every other value.
    package var fmt: String?
    /// Nested values in document order (a process's `pid` and `device-session`).
    package var children: [XctraceValue]

    /// A value from its parts.
    package init(type: String, text: String, fmt: String? = nil, children: [XctraceValue] = []) {
        self.type = type
        self.text = text
        self.fmt = fmt
        self.children = children
    }

    /// The first nested value of `type`, as a process's `pid`.
    package func child(_ type: String) -> XctraceValue? { children.first { $0.type == type } }

    /// The text as a whole number when it is one written plainly (`-12`, `0`, `16672666`): no sign but `-`,
    /// no leading zeros, no fraction, within 64 bits.
    package var integer: Int64? { Self.plainInteger(text) }

    /// A whole number written plainly (see `integer`), else nil.
    package static func plainInteger(_ text: String) -> Int64? {
        // A string's contiguous bytes, not its UTF-8 view one element at a time: every id of an export is parsed.
        var text = text
        return text.withUTF8 { plainInteger($0) }
    }

    /// `plainInteger` of bytes.
    package static func plainInteger(_ bytes: some Collection<UInt8>) -> Int64? {
        var iterator = bytes.makeIterator()
        guard var byte = iterator.next() else { return nil }
        let negative = byte == UInt8(ascii: "-")
        if negative {
            guard let next = iterator.next() else { return nil }
            byte = next
        }
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        if byte == UInt8(ascii: "0") { return iterator.next() == nil && !negative ? 0 : nil }
        var value: Int64 = 0
        var digit: UInt8? = byte
        while let current = digit {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current) else { return nil }
            let (scaled, overflow1) = value.multipliedReportingOverflow(by: 10)
            let amount = Int64(current - UInt8(ascii: "0"))
            let (next, overflow2) = negative ? scaled.subtractingReportingOverflow(amount) : scaled.addingReportingOverflow(amount)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            digit = iterator.next()
        }
        return value
    }
}

/// One cell of a row: a value, or xctrace's `<sentinel/>` for a cell with nothing in it.
package enum XctraceCell: Equatable, Sendable {
    /// `<sentinel/>`: the column has no value in this row.
    case empty
    /// The cell's value, references resolved.
    case value(XctraceValue)

    /// The value, or nil for an empty cell.
    package var value: XctraceValue? {
        if case .value(let value) = self { return value }
        return nil
    }
}
