extension JSONReader {
    /// Reads the next value, which must be a string.
    package mutating func readString() throws(JSONError) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw index < bytes.count ? error("expected a string, found \(describe(bytes[index]))") : error("unexpected end of input")
        }
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // ASCII is UTF-8 as it is: decoding it needs no validation pass (nor the generic one's type metadata).
                let validated =
                    ascii ? String(decoding: bytes[start..<index], as: UTF8.self) : String(validating: bytes[start..<index], as: UTF8.self)
                guard let text = validated else { throw error("invalid UTF-8 in a string", at: start) }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if byte < 0x20 { throw error("control character \(describe(byte)) in a string") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw error("unterminated string", at: start - 1)
    }

    /// Reads the next value, which must be a number.
    package mutating func readNumber() throws(JSONError) -> JSONNumber {
        skipWhitespace()
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw unexpectedInNumber() }
        var exact: Int? = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zero in a number", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                let digit = Int(bytes[index] - UInt8(ascii: "0"))
                if let value = exact {
                    let (scaled, overflow1) = value.multipliedReportingOverflow(by: 10)
                    let (next, overflow2) = negative ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
                    exact = overflow1 || overflow2 ? nil : next
                }
                index += 1
            }
        }
        var whole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            whole = false
            index += 1
            try skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            whole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try skipDigits()
        }
        if whole, let exact {
            return JSONNumber(double: exact == 0 && negative ? -0.0 : Double(exact), exactInt: exact)
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let double = Double(literal), double.isFinite else {
            throw error("number \(literal) is out of range", at: start)
        }
        return JSONNumber(double: double)
    }

    /// Passes over a string, checking it as `readString()` does but without building it: UTF-8 is
    /// validated only when a byte outside ASCII appears.
    mutating func skipString() throws(JSONError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw index < bytes.count ? error("expected a string, found \(describe(bytes[index]))") : error("unexpected end of input")
        }
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if !ascii, String(validating: bytes[start..<index], as: UTF8.self) == nil {
                    throw error("invalid UTF-8 in a string", at: start)
                }
                index += 1
                return
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else {
                    index += 1
                    break
                }
                _ = try readEscape()
            case 0..<0x20:
                throw error("control character \(describe(byte)) in a string")
            default:
                if byte >= 0x80 { ascii = false }
                index += 1
            }
        }
        throw error("unterminated string", at: start - 1)
    }

    /// Passes over a number, checking its grammar only: a value nobody reads is not converted, so
    /// it is not refused for being out of range either.
    mutating func skipNumber() throws(JSONError) {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw unexpectedInNumber() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zero in a number", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try skipDigits()
        }
    }

    private mutating func skipDigits() throws(JSONError) {
        guard index < bytes.count, isDigit(bytes[index]) else { throw unexpectedInNumber() }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func unexpectedInNumber() -> JSONError {
        index < bytes.count ? error("expected a digit, found \(describe(bytes[index]))") : error("unexpected end of input")
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// The slow path of `readString()` once a backslash appears: decodes escapes into a buffer.
    private mutating func readEscapedString(from start: Int) throws(JSONError) -> String {
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string", at: start)
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else {
                    index += 1
                    break
                }
                UTF8.encode(try readEscape()) { utf8.append($0) }
            case 0..<0x20:
                throw error("control character \(describe(byte)) in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw error("unterminated string", at: start - 1)
    }

    /// The scalar an escape stands for, reading it from its backslash on.
    private mutating func readEscape() throws(JSONError) -> Unicode.Scalar {
        let escape = bytes[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escape)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try readUnicodeEscape()
        default: throw error("invalid escape \\\(describe(escape))", at: index - 2)
        }
    }

    /// The scalar of a `\uXXXX` escape whose `\u` has been read, joining a surrogate pair.
    private mutating func readUnicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let escapeStart = index - 2
        let first = try readHex4()
        var value = first
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in a \\u escape", at: escapeStart)
            }
            index += 2
            let second = try readHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired surrogate in a \\u escape", at: escapeStart) }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("unpaired surrogate in a \\u escape", at: escapeStart) }
        return scalar
    }

    private mutating func readHex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw index < bytes.count
                    ? error("expected a hex digit, found \(describe(bytes[index]))") : error("unexpected end of input")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
