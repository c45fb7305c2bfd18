import InputFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict streaming XML 1.0 reader over bytes that arrive a chunk at a time, for files far larger than
/// memory: it holds one chunk, the token being read and the names of the open elements, never the document.
///
/// The caller pulls events with `next()`. Everything XML requires of a well-formed document is checked: one
/// root element, matching end tags, quoted attributes each named once, references (`&lt;`, `&#233;`) that
/// name a character XML allows, no control bytes, UTF-8 (a UTF-16 file is refused), comments without `--`,
/// `]]>` only to end a CDATA section. A DOCTYPE is refused rather than read, so no entity can expand. Every
/// token is bounded (`maxNameBytes`, `maxAttributes`, `maxValueBytes`, `maxTextBytes`, `maxDepth`), so memory
/// stays bounded whatever the input.
package struct XMLReader {
    /// Bytes read from the source at once.
    package static var chunkBytes: Int { 65_536 }
    /// Elements may nest this deep: xctrace's tables nest about six.
    package static var maxDepth: Int { 128 }
    /// Longest element or attribute name, in bytes.
    package static var maxNameBytes: Int { 256 }
    /// Most attributes on one start tag.
    package static var maxAttributes: Int { 64 }
    /// Longest attribute value, in bytes (after references are replaced).
    package static var maxValueBytes: Int { 65_536 }
    /// Longest run of character data between two tags, in bytes.
    package static var maxTextBytes: Int { 1_048_576 }

    private enum Phase { case start, prolog, root, epilog, finished }

    private var source: any XMLByteSource
    private var buffer: [UInt8]
    private var index = 0
    private var count = 0
    private var exhausted = false
    /// Absolute offset of `buffer[0]` in the input.
    private var bufferOffset = 0
    private var line = 1
    private var lineStart = 0
    private var open: [String] = []
    private var pendingEnd: String?
    private var phase = Phase.start
    private var scratch: [UInt8] = []
    /// Names read before, by a hash of their bytes: a document names a few dozen elements and attributes millions
    /// of times, and finding a name here costs less than making its string again.
    private var knownNames = [String](repeating: "", count: 64)
    /// The attributes of the last start tag read, kept for their storage.
    private var lastAttributes: [XMLAttribute] = []

    /// A reader at the start of `source`.
    package init(_ source: some XMLByteSource) {
        self.source = source
        buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
        scratch.reserveCapacity(256)
    }

    /// How deep the reader is: the elements open after the last event.
    package var depth: Int { open.count }

    /// The line and column of the next unread byte, for messages about a well-formed document's content.
    package var position: (line: Int, column: Int) { (line, bufferOffset + index - lineStart + 1) }

    /// The next event; `.endOfDocument` once the root element has closed and only white space, comments and
    /// processing instructions followed it (and again on every later call).
    package mutating func next() throws(XMLReadError) -> XMLEvent {
        if let name = pendingEnd {
            pendingEnd = nil
            open.removeLast()
            if open.isEmpty { phase = .epilog }
            return .end(name: name)
        }
        switch phase {
        case .finished: return .endOfDocument
        case .start:
            try readByteOrderMark()
            phase = .prolog
            return try next()
        case .prolog, .epilog:
            return try nextOutsideRoot()
        case .root:
            guard let byte = try peek() else { throw fail("unexpected end of input: <\(open.last ?? "")> is not closed") }
            if byte == UInt8(ascii: "<") {
                // Only `<!` may start text (a comment or CDATA); any other `<` is markup, without looking further.
                guard try ensure(2), buffer[index + 1] == UInt8(ascii: "!") else { return try readMarkup() }
                if try !startsText() { return try readMarkup() }
            }
            return try readText()
        }
    }

    // MARK: - Outside the root element

    private mutating func readByteOrderMark() throws(XMLReadError) {
        guard try ensure(2) else { return }
        if (buffer[index] == 0xFE && buffer[index + 1] == 0xFF) || (buffer[index] == 0xFF && buffer[index + 1] == 0xFE) {
            throw fail("a UTF-16 document (xctrace writes UTF-8)")
        }
        if try ensure(3), buffer[index] == 0xEF, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF {
            index += 3
            lineStart = bufferOffset + index
        }
        if try matches("<?xml"), try ensure(6), isSpace(buffer[index + 5]) {
            try readDeclaration()
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only an encoding of UTF-8 (or its subset US-ASCII) is read.
    private mutating func readDeclaration() throws(XMLReadError) {
        let at = position
        index += 5
        let content = try readUntil("?>", what: "the XML declaration", limit: Self.maxValueBytes)
        let text = String(decoding: content, as: UTF8.self)
        guard text.contains("version") else { throw fail("the XML declaration has no version", at: at) }
        if let range = text.firstRange(of: "encoding") {
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\"" || $0 == "'" }
            let name = rest.prefix { $0 != "\"" && $0 != "'" }.lowercased()
            guard ["utf-8", "utf8", "us-ascii"].contains(name) else {
                throw fail("encoding \(name.isEmpty ? "(none)" : name) is not read (xctrace writes UTF-8)", at: at)
            }
        }
    }

    private mutating func nextOutsideRoot() throws(XMLReadError) -> XMLEvent {
        while true {
            guard let byte = try peek() else {
                guard phase == .epilog else { throw fail("no root element") }
                phase = .finished
                return .endOfDocument
            }
            if isSpace(byte) {
                advance()
                continue
            }
            guard byte == UInt8(ascii: "<") else {
                throw fail(phase == .prolog ? "\(describe(byte)) before the root element" : "\(describe(byte)) after the root element")
            }
            if try matches("<!--") {
                try skipComment()
            } else if try matches("<?") {
                try skipProcessingInstruction()
            } else if try matches("<!DOCTYPE") {
                throw fail("a DOCTYPE (HitchBench reads no DTD, so no entity can expand)")
            } else if try matches("</") {
                throw fail("an end tag outside any element")
            } else if phase == .epilog {
                throw fail("a second root element")
            } else {
                phase = .root
                return try readStartTag()
            }
        }
    }

    // MARK: - Markup inside the root

    /// Reads the tag or declaration at `<`: a start or end tag is an event; comments and processing
    /// instructions are passed over.
    private mutating func readMarkup() throws(XMLReadError) -> XMLEvent {
        guard try ensure(2) else { return try readStartTag() }
        switch buffer[index + 1] {
        case UInt8(ascii: "/"): return try readEndTag()
        case UInt8(ascii: "?"):
            try skipProcessingInstruction()
            return try next()
        case UInt8(ascii: "!"): throw fail("markup declarations are not allowed inside an element")
        default: return try readStartTag()
        }
    }

    private mutating func readStartTag() throws(XMLReadError) -> XMLEvent {
        index += 1  // "<"
        let name = try readName(what: "an element name")
        // The last tag's array, emptied: once the caller has let go of that event, its storage is used again.
        var attributes = lastAttributes
        lastAttributes = []
        attributes.removeAll(keepingCapacity: true)
        defer { lastAttributes = attributes }
        while true {
            let spaced = try skipSpaces()
            guard let byte = try peek() else { throw fail("unexpected end of input in the tag <\(name)>") }
            if byte == UInt8(ascii: ">") {
                index += 1
                try push(name)
                return .start(name: name, attributes: attributes)
            }
            if byte == UInt8(ascii: "/") {
                index += 1
                guard try peek() == UInt8(ascii: ">") else { throw fail("expected '>' after '/' in the tag <\(name)>") }
                index += 1
                try push(name)
                pendingEnd = name
                return .start(name: name, attributes: attributes)
            }
            guard spaced else { throw fail("expected white space, '>' or '/>' in the tag <\(name)>, found \(describe(byte))") }
            let attributeName = try readName(what: "an attribute name")
            _ = try skipSpaces()
            guard try peek() == UInt8(ascii: "=") else { throw fail("expected '=' after the attribute \(attributeName)") }
            index += 1
            _ = try skipSpaces()
            let value = try readAttributeValue(of: attributeName)
            guard !attributes.contains(where: { $0.name == attributeName }) else {
                throw fail("the attribute \(attributeName) appears twice in <\(name)>")
            }
            guard attributes.count < Self.maxAttributes else { throw fail("more than \(Self.maxAttributes) attributes in <\(name)>") }
            attributes.append(XMLAttribute(name: attributeName, value: value))
        }
    }

    private mutating func push(_ name: String) throws(XMLReadError) {
        guard open.count < Self.maxDepth else { throw fail("elements nested deeper than \(Self.maxDepth) levels") }
        open.append(name)
    }

    private mutating func readEndTag() throws(XMLReadError) -> XMLEvent {
        let at = position
        index += 2  // "</"
        let name = try readName(what: "an element name")
        _ = try skipSpaces()
        guard try peek() == UInt8(ascii: ">") else { throw fail("expected '>' to end the tag </\(name)>") }
        guard let expected = open.last else { throw fail("an end tag outside any element", at: at) }
        guard name == expected else { throw fail("</\(name)> closes <\(expected)>", at: at) }
        index += 1
        open.removeLast()
        if open.isEmpty { phase = .epilog }
        return .end(name: name)
    }

    private mutating func readAttributeValue(of name: String) throws(XMLReadError) -> String {
        guard let quote = try peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw fail("the value of \(name) is not quoted")
        }
        index += 1
        // Most values lie whole in the buffer with nothing to replace: read them in place.
        let start = index
        while index < count {
            let byte = buffer[index]
            if byte == quote {
                index += 1
                guard let text = Self.text(buffer, start..<index - 1) else {
                    throw fail("invalid UTF-8 in the value of \(name)")
                }
                return text
            }
            if byte < 0x20 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch += buffer[start..<index]
        while true {
            guard let byte = try peek() else { throw fail("unexpected end of input in the value of \(name)") }
            switch byte {
            case quote:
                index += 1
                return try string(from: scratch, what: "the value of \(name)")
            case UInt8(ascii: "<"): throw fail("'<' in the value of \(name)")
            case UInt8(ascii: "&"): try readReference()
            case 0x09, 0x0A, 0x0D:
                // Attribute-value normalisation: each white-space character becomes a space (CR LF one space).
                advance()
                if byte == 0x0D, try peek() == 0x0A { advance() }
                scratch.append(UInt8(ascii: " "))
            default:
                guard byte >= 0x20 else { throw fail("control character \(describe(byte)) in the value of \(name)") }
                index += 1
                scratch.append(byte)
            }
            guard scratch.count <= Self.maxValueBytes else { throw fail("the value of \(name) is longer than \(Self.maxValueBytes) bytes") }
        }
    }

    // MARK: - Text

    /// True when the `<` ahead opens a comment or CDATA section, which belong to the text around them.
    private mutating func startsText() throws(XMLReadError) -> Bool {
        if try matches("<!--") { return true }
        return try matches("<![CDATA[")
    }

    private mutating func readText() throws(XMLReadError) -> XMLEvent {
        scratch.removeAll(keepingCapacity: true)
        let line = self.line
        let column = position.column
        // Most text lies whole in the buffer with nothing to replace: read it in place up to the next tag.
        let start = index
        while index < count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "<") {
                if index > start, index + 1 < count, buffer[index + 1] != UInt8(ascii: "!") {
                    guard let text = Self.text(buffer, start..<index) else {
                        throw .syntax(XMLSyntaxError(line: line, column: column, reason: "invalid UTF-8 in text"))
                    }
                    return .text(text)
                }
                break
            }
            if byte == 0x0A {
                self.line += 1
                lineStart = bufferOffset + index + 1
            } else if byte < 0x20 && byte != 0x09 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ">") {
                break
            }
            index += 1
        }
        scratch += buffer[start..<index]
        while let byte = try peek() {
            switch byte {
            case UInt8(ascii: "<"):
                if try matches("<!--") {
                    try skipComment()
                } else if try matches("<![CDATA[") {
                    try readCDATA()
                } else {
                    // Text that was only comments is no text: the markup after it is the next event.
                    if scratch.isEmpty { return try readMarkup() }
                    return .text(try string(from: scratch, what: "text", line: line, column: column))
                }
            case UInt8(ascii: "&"): try readReference()
            case UInt8(ascii: ">"):
                if scratch.count >= 2, scratch[scratch.count - 1] == UInt8(ascii: "]"), scratch[scratch.count - 2] == UInt8(ascii: "]") {
                    throw fail("']]>' in text")
                }
                index += 1
                scratch.append(byte)
            case 0x0A:
                advance()
                scratch.append(byte)
            case 0x0D:
                advance()
                if try peek() == 0x0A { advance() }
                scratch.append(0x0A)
            default:
                guard byte >= 0x20 || byte == 0x09 else { throw fail("control character \(describe(byte)) in text") }
                index += 1
                scratch.append(byte)
            }
            guard scratch.count <= Self.maxTextBytes else {
                throw fail("more than \(Self.maxTextBytes) bytes of text in <\(open.last ?? "")>")
            }
        }
        throw fail("unexpected end of input: <\(open.last ?? "")> is not closed")
    }

    private mutating func readCDATA() throws(XMLReadError) {
        index += 9  // "<![CDATA["
        let content = try readUntil("]]>", what: "a CDATA section", limit: Self.maxTextBytes - scratch.count)
        for byte in content where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
            throw fail("control character \(describe(byte)) in a CDATA section")
        }
        scratch += content
    }

    /// Replaces the reference at `&` with its character, appended to `scratch`.
    private mutating func readReference() throws(XMLReadError) {
        let at = position
        index += 1
        var name: [UInt8] = []
        while true {
            guard let byte = try peek() else { throw fail("unexpected end of input in a reference") }
            index += 1
            if byte == UInt8(ascii: ";") { break }
            guard name.count < 12, byte > 0x20, byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<") else {
                throw fail("'&' that starts no reference (write &amp;)", at: at)
            }
            name.append(byte)
        }
        switch name {
        case Array("lt".utf8): scratch.append(UInt8(ascii: "<"))
        case Array("gt".utf8): scratch.append(UInt8(ascii: ">"))
        case Array("amp".utf8): scratch.append(UInt8(ascii: "&"))
        case Array("quot".utf8): scratch.append(UInt8(ascii: "\""))
        case Array("apos".utf8): scratch.append(UInt8(ascii: "'"))
        default:
            guard name.first == UInt8(ascii: "#"), let scalar = Self.characterReference(name.dropFirst()) else {
                throw fail("unknown entity &\(String(decoding: name, as: UTF8.self));", at: at)
            }
            scratch += Array(String(Character(scalar)).utf8)
        }
    }

    /// The character `#233` or `#xE9` names, when XML allows it (no NUL, surrogates or other control codes).
    static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var text = Substring(String(decoding: digits, as: UTF8.self))
        var radix = 10
        if text.first == "x" {
            radix = 16
            text = text.dropFirst()
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }),
            let value = UInt32(text, radix: radix), let scalar = Unicode.Scalar(value)
        else { return nil }
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xFFFD).contains(value) || value >= 0x10000
        return allowed ? scalar : nil
    }

    // MARK: - Comments and processing instructions

    private mutating func skipComment() throws(XMLReadError) {
        index += 4  // "<!--"
        _ = try readUntil("--", what: "a comment", limit: Int.max, keep: false)
        guard try peek() == UInt8(ascii: ">") else {
            let (line, column) = position
            throw fail("'--' inside a comment", at: (line, column - 2))
        }
        index += 1
    }

    private mutating func skipProcessingInstruction() throws(XMLReadError) {
        index += 2  // "<?"
        let target = try readName(what: "a processing instruction's target")
        if target.lowercased() == "xml" { throw fail("an XML declaration that is not at the start of the document") }
        _ = try readUntil("?>", what: "a processing instruction", limit: Int.max, keep: false)
    }

    /// Reads up to and past `terminator`, returning what came before it (nothing when `keep` is false, so a
    /// comment of any length costs no memory).
    private mutating func readUntil(_ terminator: StaticString, what: String, limit: Int, keep: Bool = true) throws(XMLReadError) -> [UInt8]
    {
        var content: [UInt8] = []
        let first = terminator.utf8Start[0]
        while true {
            guard let byte = try peek() else { throw fail("unexpected end of input in \(what)") }
            if byte == first, try matches(terminator) {
                index += terminator.utf8CodeUnitCount
                return content
            }
            advance()
            if keep {
                content.append(byte)
                guard content.count <= limit else { throw fail("\(what) longer than \(limit) bytes") }
            }
        }
    }

    // MARK: - Names and bytes

    private mutating func readName(what: String) throws(XMLReadError) -> String {
        // Most names lie whole in the buffer: read them in place, without a byte-by-byte copy.
        let start = index
        while index < count, isNameByte(buffer[index], first: index == start) {
            index += 1
            guard index - start <= Self.maxNameBytes else { throw fail("\(what) longer than \(Self.maxNameBytes) bytes") }
        }
        if index < count {
            guard index > start else { throw fail("expected \(what), found \(describe(buffer[index]))") }
            guard let text = knownName(start..<index) else { throw fail("invalid UTF-8 in \(what)") }
            return text
        }
        var name = Array(buffer[start..<index])
        while let byte = try peek(), isNameByte(byte, first: name.isEmpty) {
            name.append(byte)
            index += 1
            guard name.count <= Self.maxNameBytes else { throw fail("\(what) longer than \(Self.maxNameBytes) bytes") }
        }
        guard !name.isEmpty else {
            throw fail(try peek().map { "expected \(what), found \(describe($0))" } ?? "unexpected end of input")
        }
        return try string(from: name, what: what)
    }

    /// The name in `buffer[range]` (not empty), from `knownNames` when read before; nil when it is not UTF-8.
    private mutating func knownName(_ range: Range<Int>) -> String? {
        let length = range.count
        let slot = (length &* 31 &+ Int(buffer[range.lowerBound]) &* 7 &+ Int(buffer[range.upperBound - 1])) & 63
        var known = knownNames[slot]
        if known.utf8.count == length {
            let same = known.withUTF8 { name in
                buffer.withUnsafeBufferPointer { all in
                    guard let name = name.baseAddress, let all = all.baseAddress else { return false }
                    return memcmp(name, all + range.lowerBound, length) == 0
                }
            }
            if same { return known }
        }
        guard let text = Self.text(buffer, range) else { return nil }
        knownNames[slot] = text
        return text
    }

    private func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Passes over white space; true if there was any.
    private mutating func skipSpaces() throws(XMLReadError) -> Bool {
        var any = false
        while let byte = try peek(), isSpace(byte) {
            advance()
            any = true
        }
        return any
    }

    /// `bytes[range]` as text, or nil when it is not UTF-8. Decoding replaces what is not UTF-8 with U+FFFD, so
    /// the bytes are UTF-8 exactly when the text's UTF-8 is the same bytes (checked only when any is not ASCII).
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        bytes.withUnsafeBufferPointer { all in
            let part = UnsafeBufferPointer(rebasing: all[range])
            let text = String(decoding: part, as: UTF8.self)
            return part.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(part) ? text : nil
        }
    }

    private func string(from bytes: [UInt8], what: String, line: Int? = nil, column: Int? = nil) throws(XMLReadError) -> String {
        guard let text = Self.text(bytes, 0..<bytes.count) else {
            if let line, let column { throw .syntax(XMLSyntaxError(line: line, column: column, reason: "invalid UTF-8 in \(what)")) }
            throw fail("invalid UTF-8 in \(what)")
        }
        return text
    }

    /// A byte as a message names it: `'x'` when printable ASCII, else its hex value.
    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Steps over the byte at `index`, counting lines.
    private mutating func advance() {
        if buffer[index] == 0x0A {
            line += 1
            lineStart = bufferOffset + index + 1
        }
        index += 1
    }

    private mutating func peek() throws(XMLReadError) -> UInt8? {
        if index < count { return buffer[index] }
        return try ensure(1) ? buffer[index] : nil
    }

    /// True when the bytes ahead are `text` (reading more if needed); consumes nothing.
    private mutating func matches(_ text: StaticString) throws(XMLReadError) -> Bool {
        let length = text.utf8CodeUnitCount
        guard try ensure(length) else { return false }
        for offset in 0..<length where buffer[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// Makes at least `needed` unread bytes available from `index` unless the input ends first.
    private mutating func ensure(_ needed: Int) throws(XMLReadError) -> Bool {
        if count - index >= needed { return true }
        if exhausted { return false }
        if index > 0 {
            let remaining = count - index
            let from = index
            if remaining > 0 {
                buffer.withUnsafeMutableBytes { bytes in
                    guard let base = bytes.baseAddress else { return }
                    _ = memmove(base, base + from, remaining)
                }
            }
            bufferOffset += index
            count = remaining
            index = 0
        }
        // The source is moved out while the buffer is lent to it (a class source is shared, a struct's bytes too).
        var local = source
        defer { source = local }
        while count - index < needed && !exhausted {
            let start = count
            let read: Result<Int, InputFileError> = buffer.withUnsafeMutableBytes { raw in
                do throws(InputFileError) {
                    return .success(try local.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[start...])))
                } catch {
                    return .failure(error)
                }
            }
            switch read {
            case .success(let bytes):
                if bytes == 0 { exhausted = true }
                count += bytes
            case .failure(let error):
                throw .input(InputFileErrorText(reason: error.reason))
            }
        }
        return count - index >= needed
    }

    private func fail(_ reason: String, at place: (line: Int, column: Int)? = nil) -> XMLReadError {
        let (line, column) = place ?? position
        return .syntax(XMLSyntaxError(line: line, column: column, reason: reason))
    }
}
