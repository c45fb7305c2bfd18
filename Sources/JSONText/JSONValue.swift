/// A JSON value to write, typed: every file HitchBench writes is built as one of these and printed by `text`,
/// so quoting, number precision and layout are decided here and nowhere else.
package indirect enum JSONValue {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with exactly `decimals` decimals (`JSONText.fixed`): `1.5000`; `null` if not finite.
    case fixed(Double, decimals: Int)
    /// A number with at most `decimals` decimals, trailing zeros dropped (`JSONText.number`): `1.5`.
    case number(Double, decimals: Int)
    /// A string, quoted and escaped.
    case string(String)
    /// A scalar already written as canonical JSON text (a recorded setting's value, kept as its file gave it).
    case literal(String)
    /// An array of `count` elements made one at a time by `element` as they are printed, so a list of hundreds
    /// of thousands of frames is never held as values as well as text.
    case array(count: Int, element: (Int) -> JSONValue, layout: JSONLayout)
    /// An object's members in the order written.
    case object([(key: String, value: JSONValue)], layout: JSONLayout)

    /// An array of `values`.
    package static func array(_ values: [JSONValue], _ layout: JSONLayout = .inline) -> JSONValue {
        .array(count: values.count, element: { values[$0] }, layout: layout)
    }

    /// An array with one element per item of `items`, each made by `element` when printed.
    package static func array<Items: RandomAccessCollection>(
        _ items: Items, _ layout: JSONLayout = .inline, _ element: @escaping (Items.Element) -> JSONValue
    ) -> JSONValue where Items.Index == Int {
        .array(count: items.count, element: { element(items[items.startIndex + $0]) }, layout: layout)
    }

    /// An object of `members`, in order.
    package static func object(_ members: [(key: String, value: JSONValue)], _ layout: JSONLayout = .inline) -> JSONValue {
        .object(members, layout: layout)
    }

    /// An object of string values, in order (a machine's description, a device's).
    package static func strings(_ members: [(key: String, value: String)], _ layout: JSONLayout = .inline) -> JSONValue {
        .object(members.map { ($0.key, .string($0.value)) }, layout: layout)
    }

    /// `value` made by `make`, or `null` when it is nil.
    package static func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue { value.map(make) ?? .null }

    /// A whole number, or `null`.
    package static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    /// A string, or `null`.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number with exactly `decimals` decimals, or `null`.
    package static func fixed(_ value: Double?, _ decimals: Int) -> JSONValue { value.map { .fixed($0, decimals: decimals) } ?? .null }
    /// A number with at most `decimals` decimals, or `null`.
    package static func number(_ value: Double?, _ decimals: Int) -> JSONValue {
        value.map { .number($0, decimals: decimals) } ?? .null
    }

    /// The value as JSON text, its lines (if its layout breaks any) indented from `indent`: the text a writer
    /// puts after `"key": ` on a line that starts with `indent`. A document is `text() + "\n"`.
    package func text(indent: String = "") -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    /// The value as a file's whole text: the value and a final newline.
    package var document: String { text() + "\n" }

    /// Appends the value's text to `out` (a `String`, or a file's stream: a device file's millions of rows are
    /// written as they are made, never held as one text).
    package func write(to out: inout some TextOutputStream, indent: String) {
        switch self {
        case .null: out.write("null")
        case .bool(let flag): out.write(flag ? "true" : "false")
        case .int(let value): out.write(String(value))
        case .fixed(let value, let decimals): out.write(JSONText.fixed(value, decimals: decimals))
        case .number(let value, let decimals): out.write(JSONText.number(value, decimals: decimals))
        case .string(let text): out.write(JSONText.quoted(text))
        case .literal(let text): out.write(text)
        case .array(let count, let element, let layout):
            Self.writeContainer(to: &out, open: "[", close: "]", count: count, layout: layout, indent: indent) { out, index, inner in
                element(index).write(to: &out, indent: inner)
            }
        case .object(let members, let layout):
            Self.writeContainer(to: &out, open: "{", close: "}", count: members.count, layout: layout, indent: indent) {
                out, index, inner in
                out.write(JSONText.quoted(members[index].key) + ": ")
                members[index].value.write(to: &out, indent: inner)
            }
        }
    }

    private static func writeContainer<Output: TextOutputStream>(
        to out: inout Output, open: String, close: String, count: Int, layout: JSONLayout, indent: String,
        member: (inout Output, Int, String) -> Void
    ) {
        out.write(open)
        guard count > 0 else {
            out.write(close)
            return
        }
        switch layout {
        case .inline:
            for index in 0..<count {
                if index > 0 { out.write(", ") }
                member(&out, index, indent)
            }
            out.write(close)
        case .lines, .grouped:
            let inner = indent + "  "
            // The groups' breaks as a set; `.lines` breaks after every member without one (a device file's arrays
            // have millions of members).
            var everyMember = false
            if case .lines = layout { everyMember = true }
            let breaks = everyMember ? [] : layout.lineBreaks(count: count)
            for index in 0..<count {
                out.write(index > 0 ? (everyMember || breaks.contains(index) ? ",\n" + inner : ", ") : "\n" + inner)
                member(&out, index, inner)
            }
            out.write("\n" + indent + close)
        case .flush:
            for index in 0..<count {
                out.write(index > 0 ? ",\n" : "\n")
                member(&out, index, "")
            }
            out.write("\n" + indent + close)
        }
    }
}

/// Where a JSON array or object breaks its lines. An empty one is always `[]` or `{}`.
package enum JSONLayout: Sendable {
    /// On one line: `{"a": 1, "b": 2}`.
    case inline
    /// One member a line, indented two spaces more than the line that opens it.
    case lines
    /// Lines of `counts[i]` members each (the last count repeats), indented as `lines`.
    case grouped([Int])
    /// One member a line at the start of the line (a document embedded whole in another, as written alone).
    case flush

    /// The member indices that begin a new line after the first.
    fileprivate func lineBreaks(count: Int) -> Set<Int> {
        guard case .grouped(let counts) = self, let last = counts.last else { return Set(1..<max(count, 1)) }
        var breaks = Set<Int>()
        var position = 0
        var line = 0
        while position < count {
            position += line < counts.count ? counts[line] : last
            line += 1
            if position < count { breaks.insert(position) }
        }
        return breaks
    }
}
