import Foundation

/// Writing JSON and CSV by hand with a stable layout and fixed precision, shared by every module that
/// writes files: the same value prints the same digits on every run and platform (no locale, no
/// exponent, no shortest-round-trip formatting that differs between Foundation versions).
package enum JSONText {
    /// Quotes and escapes `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        // Most text needs no escape: copied whole (a device file quotes millions of names and labels).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Quotes and escapes `text` for an error message, cut to `maxCharacters` (then ending in `…`),
    /// so a message quoting input stays one short line whatever the input holds.
    package static func quotedExcerpt(_ text: String, maxCharacters: Int = 60) -> String {
        guard text.count > maxCharacters else { return quoted(text) }
        return quoted(String(text.prefix(maxCharacters)) + "…")
    }

    /// `value` with exactly `decimals` decimals (no exponent, no locale), or `null` if not finite.
    package static func fixed(_ value: Double, decimals: Int) -> String { digits(value, decimals: decimals, trimmed: false) }

    /// `value` rounded to `decimals` decimals as `fixed` rounds it: the double that reading `fixed(value,
    /// decimals:)` back gives (a whole number over a power of ten is correctly rounded by IEEE division).
    package static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9.2e18 else { return value }
        return (value < 0 ? -scaled : scaled) / scale
    }

    /// `value` with at most `decimals` decimals, trailing zeros (and a bare point) dropped: `3`, `72.6`.
    package static func number(_ value: Double, decimals: Int) -> String { digits(value, decimals: decimals, trimmed: true) }

    /// `fixed`, or `number` when `trimmed`: the digits written once into the string's own bytes (a device file
    /// writes millions of these; building them from pieces cost more than the rest of a row).
    private static func digits(_ value: Double, decimals: Int, trimmed: Bool) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Above 2^63 the digits would not fit an integer; such values are nonsense for ms or seconds anyway.
        guard scaled < 9.2e18 else { return value < 0 ? "-9.2e18" : "9.2e18" }
        var whole = UInt64(scaled)
        let negative = value < 0 && whole != 0
        var places = max(decimals, 0)
        if trimmed {
            while places > 0, whole % 10 == 0 {
                whole /= 10
                places -= 1
            }
        }
        // At most 19 integer digits, the point, a sign and the decimals.
        return String(unsafeUninitializedCapacity: places + 21) { bytes in
            var end = bytes.count
            func put(_ byte: UInt8) {
                end -= 1
                bytes[end] = byte
            }
            for _ in 0..<places {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            }
            if places > 0 { put(UInt8(ascii: ".")) }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            let length = bytes.count - end
            for index in 0..<length { bytes[index] = bytes[end + index] }
            return length
        }
    }

    /// A whole number with a comma between thousands, for people: `13,692,308,417`, `-1,200`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// `count` and the noun, in the plural unless the count is one: "1 event", "26 events", "0 stalls",
    /// "3 hitches" (a noun ending in ch, sh, s or x takes "es").
    package static func counted(_ count: Int, _ noun: String) -> String {
        let plural = ["ch", "sh", "s", "x"].contains(where: noun.hasSuffix) ? "es" : "s"
        return "\(count) \(noun)\(count == 1 ? "" : plural)"
    }

    /// Quotes a CSV field if it contains a comma, quote or line break (RFC 4180).
    package static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
