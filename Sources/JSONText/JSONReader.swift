/// A strict JSON (RFC 8259) reader over bytes that the caller drives value by value, so a loader
/// builds only what it keeps: memory beyond the input is one entry per open container, and
/// everything skipped is checked but never stored.
///
/// Open an object with `beginObject()` and walk it with `while let key = try nextKey()`, an array
/// with `beginArray()` and `while try nextElement()`; after each key or element, consume exactly one
/// value (`readScalar()`, `readString()`, a nested begin…, or `skipValue()`). End with `finish()`.
/// The whole grammar is enforced, including strict numbers, escapes and UTF-8, in skipped values
/// too; numbers read that overflow a `Double` are refused, and a leading UTF-8 byte order mark is ignored.
package struct JSONReader {
    /// Containers may nest this deep; deeper input is refused rather than tracked.
    package static let maxDepth = 512

    let bytes: [UInt8]
    var index = 0
    /// Open containers, innermost last: whether each is an object, and whether it has a member yet.
    private var open: [(isObject: Bool, hasMember: Bool)] = []

    /// A reader at the start of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Byte offset of the next unread byte.
    package var offset: Int { index }

    /// The kind of the next value, without consuming it.
    package mutating func peek() throws(JSONError) -> JSONKind {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw unexpected()
        }
    }

    /// Consumes the `{` of the next value, which must be an object.
    package mutating func beginObject() throws(JSONError) { try begin(.object) }

    /// Consumes the `[` of the next value, which must be an array.
    package mutating func beginArray() throws(JSONError) { try begin(.array) }

    /// The next key of the innermost open object, leaving its value to be read; nil (and the
    /// object closed) after its last member.
    package mutating func nextKey() throws(JSONError) -> String? {
        guard try nextMember(inObject: true) else { return nil }
        let key = try readString()
        try consumeColon()
        return key
    }

    /// True when the innermost open array has another element to read; false (and the array
    /// closed) after its last one.
    package mutating func nextElement() throws(JSONError) -> Bool {
        try nextMember(inObject: false)
    }

    /// Reads the next value: a scalar, or for an array or object only its kind (it is skipped).
    package mutating func readScalar() throws(JSONError) -> JSONScalar {
        switch try peek() {
        case .object:
            try skipValue()
            return .object
        case .array:
            try skipValue()
            return .array
        case .string: return .string(try readString())
        case .number: return .number(try readNumber())
        case .bool:
            if try consumeLiteral("true") { return .bool(true) }
            if try consumeLiteral("false") { return .bool(false) }
            throw unexpected()
        case .null:
            if try consumeLiteral("null") { return .null }
            throw unexpected()
        }
    }

    /// Checks and passes over the next value, however large, without storing any of it (numbers are
    /// checked against the grammar but not converted).
    package mutating func skipValue() throws(JSONError) {
        let base = open.count
        repeat {
            switch try peek() {
            case .object: try beginObject()
            case .array: try beginArray()
            case .string: try skipString()
            case .number: try skipNumber()
            case .bool, .null: _ = try readScalar()
            }
            // Close finished containers until one has another member, whose value is next.
            while open.count > base {
                let inObject = open[open.count - 1].isObject
                guard try nextMember(inObject: inObject) else { continue }
                if inObject {
                    try skipString()
                    try consumeColon()
                }
                break
            }
        } while open.count > base
    }

    /// Checks that nothing but white space follows the document.
    package mutating func finish() throws(JSONError) {
        precondition(open.isEmpty, "finish() inside an open container")
        skipWhitespace()
        guard index == bytes.count else { throw error("\(describe(bytes[index])) after the end of the document") }
    }

    // MARK: - Structure

    private mutating func begin(_ kind: JSONKind) throws(JSONError) {
        guard try peek() == kind else { throw error(kind == .object ? "expected an object" : "expected an array") }
        guard open.count < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        index += 1
        open.append((isObject: kind == .object, hasMember: false))
    }

    /// Steps over the comma before the innermost container's next member, or over its closing bracket.
    private mutating func nextMember(inObject: Bool) throws(JSONError) -> Bool {
        precondition(open.last?.isObject == inObject, inObject ? "nextKey() outside an object" : "nextElement() outside an array")
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input") }
        let close = inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if bytes[index] == close {
            index += 1
            open.removeLast()
            return false
        }
        if open[open.count - 1].hasMember {
            guard bytes[index] == UInt8(ascii: ",") else {
                throw error("expected ',' or '\(Character(Unicode.Scalar(close)))', found \(describe(bytes[index]))")
            }
            index += 1
            skipWhitespace()
        }
        open[open.count - 1].hasMember = true
        if inObject, index >= bytes.count || bytes[index] != UInt8(ascii: "\"") {
            throw index < bytes.count ? error("expected a key string, found \(describe(bytes[index]))") : error("unexpected end of input")
        }
        return true
    }

    private mutating func consumeColon() throws(JSONError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw index < bytes.count ? error("expected ':', found \(describe(bytes[index]))") : error("unexpected end of input")
        }
        index += 1
    }

    private mutating func consumeLiteral(_ word: StaticString) throws(JSONError) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    /// An error at byte `offset` (the current position by default), with its line and column.
    func error(_ reason: String, at offset: Int? = nil) -> JSONError {
        let position = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for (at, byte) in bytes[..<position].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = at + 1
        }
        return JSONError(line: line, column: position - lineStart + 1, reason: reason)
    }

    func unexpected() -> JSONError {
        index < bytes.count ? error("unexpected \(describe(bytes[index]))") : error("unexpected end of input")
    }

    /// A byte as a reader would name it: `'x'` when printable ASCII, else its hex value.
    func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
