import InputFiles
import JSONText

/// A device file read in chunks, in bounded memory at any size: every top-level array but the two `DeviceFile`
/// reads (`inputs`, `scrolls`) — the frames, hitches, renders and the rest, which grow with the export — is checked
/// as JSON element by element and left out, and what remains (the header and the summary, a few kB) is kept as an
/// outline: the same document with those arrays empty, which `DeviceFile` then reads as it reads a whole file.
struct DeviceFileOutline {
    /// The top-level arrays kept in the outline: the only ones `DeviceFile` reads.
    static let keptArrays: Set<[UInt8]> = [Array("inputs".utf8), Array("scrolls".utf8)]

    /// The document with the other top-level arrays empty.
    private(set) var outline: [UInt8] = []
    private let outlineLimit: Int
    private let elementLimit: Int
    /// Containers open, the top-level object being 1.
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Where the string being read starts in `outline`, and the last one closed in the top-level object.
    private var stringStart = 0
    private var lastString: ArraySlice<UInt8> = []
    /// Whether a `:` (and white space) followed that string: what comes next is its field's value.
    private var afterColon = false
    /// The array being left out: its field, the element being gathered, and how many came before it.
    private var skipped: (field: String, element: [UInt8], index: Int)?

    private init(outlineLimit: Int, elementLimit: Int) {
        self.outlineLimit = outlineLimit
        self.elementLimit = elementLimit
    }

    /// The bytes `DeviceFile` reads of the file at `path`: the file itself when it is at most `outlineLimit`
    /// bytes, else its outline. Throws one phrase for the caller to prefix with the file's name: the file is
    /// refused (`limit`), an element left out is not JSON, or the outline passes `outlineLimit`.
    static func read(path: String, limit: InputLimit, outlineLimit: Int, elementLimit: Int = 1 << 20) throws(InputFileError) -> [UInt8] {
        let file = try InputFileReader(path: path, limit: limit)
        var scanner = DeviceFileOutline(outlineLimit: outlineLimit, elementLimit: elementLimit)
        let whole = file.size <= outlineLimit
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var problem: String?
        while problem == nil {
            let count = try file.read(into: &chunk)
            if count == 0 { break }
            if whole {
                scanner.outline += chunk[..<count]
                if scanner.outline.count > outlineLimit { problem = "grew past \(outlineLimit) bytes while it was read" }
                continue
            }
            for byte in chunk[..<count] {
                problem = scanner.take(byte)
                if problem != nil { break }
            }
        }
        if let problem { throw InputFileError(path: path, reason: problem) }
        if let skipped = scanner.skipped {
            throw InputFileError(
                path: path, reason: "not valid JSON (\(skipped.field), element \(skipped.index + 1): unexpected end of input)")
        }
        return scanner.outline
    }

    /// Takes the next byte; a phrase when the file cannot be a device file.
    private mutating func take(_ byte: UInt8) -> String? {
        if skipped != nil { return takeSkipped(byte) }
        guard outline.count < outlineLimit else {
            return
                "more than \(outlineLimit) bytes besides the rows' arrays (frames, hitches, renders, …); not a device file HitchBench writes"
        }
        outline.append(byte)
        if inString {
            if closesString(byte), depth == 1 { lastString = outline[(stringStart + 1)..<(outline.count - 1)] }
            return nil
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            stringStart = outline.count - 1
            afterColon = false
        case UInt8(ascii: ":"):
            afterColon = depth == 1
        case UInt8(ascii: "["):
            // A field written with escapes is kept whole: the reader, not this scan, knows what it names.
            if depth == 1, afterColon, !Self.keptArrays.contains(Array(lastString)), !lastString.contains(UInt8(ascii: "\\")) {
                skipped = (String(decoding: lastString, as: UTF8.self), [], 0)
            }
            depth += 1
            afterColon = false
        case UInt8(ascii: "{"):
            depth += 1
            afterColon = false
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            afterColon = false
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            break
        default:
            afterColon = false
        }
        return nil
    }

    /// Takes the next byte of the array being left out: gathers each element and checks it once it ends.
    private mutating func takeSkipped(_ byte: UInt8) -> String? {
        guard let (field, gathered, before) = skipped else { return nil }
        var element = gathered
        var index = before
        skipped = nil
        defer { if depth >= 2 { skipped = (field, element, index) } }
        if inString {
            _ = closesString(byte)
        } else {
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 2 {
                    // The end of the array left out: `]`, after an element, or at once.
                    guard byte == UInt8(ascii: "]") else { return "not valid JSON (\(field): expected ',' or ']', found '}')" }
                    if index > 0 || !element.isEmpty, let problem = Self.check(element, field: field, index: index) { return problem }
                    depth -= 1
                    outline.append(byte)
                    return nil
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 2 {
                    if let problem = Self.check(element, field: field, index: index) { return problem }
                    element.removeAll(keepingCapacity: true)
                    index += 1
                    return nil
                }
            case 0x20, 0x09, 0x0A, 0x0D:
                // White space before an element is not kept: an element read is one value, from its first byte.
                if element.isEmpty { return nil }
            default: break
            }
        }
        element.append(byte)
        guard element.count <= elementLimit else {
            return "\(field), element \(index + 1): more than \(elementLimit) bytes; not a device file HitchBench writes"
        }
        return nil
    }

    /// Steps over `byte` inside a string, minding escapes; true when it is the closing quote.
    private mutating func closesString(_ byte: UInt8) -> Bool {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            return true
        }
        return false
    }

    /// Whether `element` is one JSON value: nil when it is, else the phrase naming it and the problem.
    private static func check(_ element: [UInt8], field: String, index: Int) -> String? {
        let named = "not valid JSON (\(field), element \(index + 1): "
        // A byte order mark is allowed only at the start of the file.
        guard !element.starts(with: [0xEF, 0xBB, 0xBF]) else { return named + "unexpected byte 0xEF)" }
        var reader = JSONReader(element)
        do throws(JSONError) {
            try reader.skipValue()
        } catch {
            return named + error.reason + ")"
        }
        do throws(JSONError) {
            try reader.finish()
        } catch {
            return named + "expected ',' or ']' after it)"
        }
        return nil
    }
}
