import InputFiles
import JSONText

/// A device file read in chunks, in bounded memory at any size: every top-level array but the two `DeviceFile`
/// reads (`inputs`, `scrolls`) — the frames, hitches, renders and the rest, which grow with the export — is checked
/// as JSON element by element and left out, and what remains (the header and the summary, a few kB) is kept as an
/// outline: the same document with those arrays empty, which `DeviceFile` then reads as it reads a whole file.
/// The elements of the arrays a caller names are handed to its reader as they are checked, so it keeps only what
/// it takes from them.
struct DeviceFileOutline {
    /// The top-level arrays kept in the outline: the only ones `DeviceFile` reads.
    static let keptArrays: Set<[UInt8]> = [Array("inputs".utf8), Array("scrolls".utf8)]

    /// The document with the other top-level arrays empty.
    private(set) var outline: [UInt8] = []
    private let outlineLimit: Int
    private let elementLimit: Int
    /// The top-level arrays whose elements go to the caller's reader.
    private let handedOver: Set<[UInt8]>
    /// Containers open, the top-level object being 1.
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Where the string being read starts in `outline`, and the last one closed in the top-level object.
    private var stringStart = 0
    private var lastString: ArraySlice<UInt8> = []
    /// Whether a `:` (and white space) followed that string: what comes next is its field's value.
    private var afterColon = false
    /// Whether an array is being left out; its field, whether its elements go to the caller, the element being
    /// gathered and how many came before it.
    private var skipping = false
    private var field = ""
    private var handing = false
    private var element: [UInt8] = []
    private var index = 0

    private init(outlineLimit: Int, elementLimit: Int, handedOver: Set<String>) {
        self.outlineLimit = outlineLimit
        self.elementLimit = elementLimit
        self.handedOver = Set(handedOver.map { Array($0.utf8) })
    }

    /// The bytes `DeviceFile` reads of the file at `path`: the file itself when it is at most `outlineLimit`
    /// bytes, else its outline, each element of the arrays left out that `rows` names handed to `row` (its field,
    /// and a reader at the element, which `row` consumes: one value) in the order of the file. Throws one phrase
    /// for the caller to prefix with the file's name: the file is refused (`limit`), an element left out is not
    /// JSON (or `row` threw), or the outline passes `outlineLimit`. The file is read `chunkBytes` at a time.
    static func read(
        path: String, limit: InputLimit, outlineLimit: Int, elementLimit: Int = 1 << 20, chunkBytes: Int = 1 << 20, rows: Set<String>,
        row: DeviceFile.RowReader
    ) throws(InputFileError) -> [UInt8] {
        let file = try InputFileReader(path: path, limit: limit)
        var scanner = DeviceFileOutline(outlineLimit: outlineLimit, elementLimit: elementLimit, handedOver: rows)
        let whole = file.size <= outlineLimit
        var chunk = [UInt8](repeating: 0, count: chunkBytes)
        var problem: String?
        while problem == nil {
            let count = try file.read(into: &chunk)
            if count == 0 { break }
            if whole {
                scanner.outline += chunk[..<count]
                if scanner.outline.count > outlineLimit { problem = "grew past \(outlineLimit) bytes while it was read" }
                continue
            }
            chunk.withUnsafeBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(rebasing: buffer[..<count])
                var at = 0
                while at < count, problem == nil {
                    if scanner.skipping {
                        (at, problem) = scanner.takeSkipped(bytes, from: at, row: row)
                    } else {
                        problem = scanner.take(bytes[at])
                        at += 1
                    }
                }
            }
        }
        if let problem { throw InputFileError(path: path, reason: problem) }
        if scanner.skipping {
            throw InputFileError(
                path: path, reason: "not valid JSON (\(scanner.field), element \(scanner.index + 1): unexpected end of input)")
        }
        return scanner.outline
    }

    /// Takes the next byte; a phrase when the file cannot be a device file.
    private mutating func take(_ byte: UInt8) -> String? {
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
                skipping = true
                field = String(decoding: lastString, as: UTF8.self)
                handing = handedOver.contains(Array(lastString))
                element.removeAll(keepingCapacity: true)
                index = 0
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

    /// Takes `bytes` from `start` while an array is left out: gathers each element and reads it once it ends.
    /// Returns where to go on (after the array's `]`, or the end of `bytes`) and a phrase when the file cannot be
    /// a device file. The element's bytes are kept as ranges of `bytes`, so this loop does little per byte.
    private mutating func takeSkipped(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, row: DeviceFile.RowReader
    ) -> (next: Int, problem: String?) {
        // Where the element's bytes in `bytes` begin; nil before its first byte: white space before an element is
        // not kept, as an element read is one value, from its first byte.
        var first: Int? = element.isEmpty ? nil : start
        var at = start
        while at < bytes.count {
            let byte = bytes[at]
            if inString {
                _ = closesString(byte)
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 2 {
                        // The end of the array left out: `]`, after an element, or at once.
                        guard byte == UInt8(ascii: "]") else { return (at, "not valid JSON (\(field): expected ',' or ']', found '}')") }
                        if let first { element += bytes[first..<at] }
                        if index > 0 || !element.isEmpty, let problem = readElement(row: row) { return (at, problem) }
                        skipping = false
                        depth -= 1
                        outline.append(byte)
                        return (at + 1, nil)
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 2 {
                        if let first { element += bytes[first..<at] }
                        if let problem = readElement(row: row) { return (at, problem) }
                        element.removeAll(keepingCapacity: true)
                        index += 1
                        first = nil
                        at += 1
                        continue
                    }
                case 0x20, 0x09, 0x0A, 0x0D:
                    if first == nil {
                        at += 1
                        continue
                    }
                default: break
                }
            }
            if first == nil { first = at }
            guard element.count + (at - (first ?? at)) < elementLimit else {
                return (at, "\(field), element \(index + 1): more than \(elementLimit) bytes; not a device file HitchBench writes")
            }
            at += 1
        }
        if let first { element += bytes[first...] }
        return (at, nil)
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

    /// Reads the element gathered, one JSON value, through `row` when its array is handed over, else passing over
    /// it: nil when it is one, else the phrase naming it and the problem.
    private func readElement(row: DeviceFile.RowReader) -> String? {
        let named = "not valid JSON (\(field), element \(index + 1): "
        // A byte order mark is allowed only at the start of the file.
        guard !element.starts(with: [0xEF, 0xBB, 0xBF]) else { return named + "unexpected byte 0xEF)" }
        var reader = JSONReader(element)
        do throws(JSONError) {
            if handing { try row(field, &reader) } else { try reader.skipValue() }
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
