import InputFiles

/// The kinds of element the scan follows.
private enum XctraceScanElement { case other, node, schema, column, mnemonic, row }

/// The first of an export's two readings: for each table (`<node>`), the ids that a `ref` in a column the caller
/// reads names, found from the bytes alone (tags, the schema's mnemonics, `ref` attributes; no text is kept), so
/// the second reading keeps only the values a read cell can reach and notes every other id as a bit.
///
/// It checks nothing: the second reading does, and refuses what is wrong at the right place. Whatever it cannot
/// follow (a reference or mnemonic written with entities, markup it does not expect) makes it keep every value of
/// the table concerned and of those after, so it never keeps less than the second reading needs.
struct XctraceReferenceScan {
    /// Each table's ids that a read cell refers to, in document order; nil where every value is to be kept.
    typealias Tables = [XctraceIDSet?]

    private typealias Kind = XctraceScanElement

    private var source: any XMLByteSource
    // The XML reader's chunk: a larger buffer reads no faster, and one of a MiB, made for every scan, is mapped and
    // zeroed afresh each time under AddressSanitizer (a third of the fuzz target's time).
    private var buffer = [UInt8](repeating: 0, count: XMLReader.chunkBytes)
    private var index = 0
    private var count = 0
    private var exhausted = false
    // The last start tag read: its name, and its `ref` and `name` attributes when it has them.
    private var name: [UInt8] = []
    private var ref: [UInt8] = []
    private var hasRef = false
    private var schemaName: [UInt8] = []
    private var hasSchemaName = false
    private var selfClosing = false

    private init(_ source: any XMLByteSource) { self.source = source }

    /// Reads `source` to its end and returns each table's ids to keep; throws only when the bytes cannot be read.
    static func scan(_ source: any XMLByteSource, readColumns: (String) -> Set<String>?) throws(XctraceError) -> Tables {
        var scan = XctraceReferenceScan(source)
        do {
            return try scan.tables(readColumns)
        } catch {
            throw XctraceError(reason: error.reason)
        }
    }

    /// The innermost open element's kind, `other` outside any.
    private func top(_ open: [Kind]) -> Kind { open.isEmpty ? .other : open[open.count - 1] }

    private mutating func tables(_ readColumns: (String) -> Set<String>?) throws(InputFileError) -> Tables {
        var tables: Tables = []
        // Set when the scan cannot follow: this table and every later one keep all their values.
        var lost = false
        var open: [Kind] = []
        var columns: [String] = []
        var read: Set<String>?
        // Whether `read` holds each of `columns`, worked out once a column or `read` changes, not for every cell.
        var columnsKept: [Bool] = []
        var text: [UInt8] = []
        var mnemonic: String?
        var rowDepth: Int?
        var cellKept = true
        var cell = 0
        func giveUp() {
            lost = true
            if !tables.isEmpty { tables[tables.count - 1] = nil }
        }
        while !lost, let byte = try next() {
            guard byte == UInt8(ascii: "<") else {
                if top(open) == .mnemonic {
                    text.append(byte)
                    if text.count > 1_024 { giveUp() }
                }
                continue
            }
            guard let first = try next() else { break }
            switch first {
            case UInt8(ascii: "/"):
                guard try skip(past: ">"), let kind = open.popLast() else {
                    giveUp()
                    continue
                }
                switch kind {
                case .mnemonic:
                    mnemonic = String(decoding: text, as: UTF8.self)
                    if text.contains(UInt8(ascii: "&")) { giveUp() }
                case .column:
                    columns.append(mnemonic ?? "")
                    columnsKept.append(read?.contains(columns[columns.count - 1]) ?? true)
                case .row: rowDepth = nil
                default: break
                }
            case UInt8(ascii: "?"):
                if try !skip(past: "?>") { giveUp() }
            case UInt8(ascii: "!"):
                // Comments and CDATA sections; inside a mnemonic their text would be missed.
                if top(open) == .mnemonic { giveUp() }
                if try peek() == UInt8(ascii: "-") {
                    if try !skip(past: "-->") { giveUp() }
                } else if try peek() == UInt8(ascii: "[") {
                    if try !skip(past: "]]>") { giveUp() }
                } else {
                    giveUp()
                }
            default:
                guard try startTag(first) else {
                    giveUp()
                    continue
                }
                let depth = open.count
                var kind = Kind.other
                switch (depth, top(open)) {
                case (1, _) where name.elementsEqual("node".utf8):
                    kind = .node
                    tables.append(XctraceIDSet())
                    columns = []
                    columnsKept = []
                    read = nil
                case (2, .node) where name.elementsEqual("schema".utf8):
                    kind = .schema
                    if hasSchemaName {
                        read = readColumns(String(decoding: schemaName, as: UTF8.self))
                        columnsKept = columns.map { read?.contains($0) ?? true }
                        if read == nil || schemaName.contains(UInt8(ascii: "&")) { tables[tables.count - 1] = nil }
                    }
                case (2, .node) where name.elementsEqual("row".utf8):
                    kind = .row
                    rowDepth = depth
                    cell = 0
                case (3, .schema) where name.elementsEqual("col".utf8):
                    kind = .column
                    mnemonic = nil
                case (4, .column) where name.elementsEqual("mnemonic".utf8):
                    kind = .mnemonic
                    text.removeAll(keepingCapacity: true)
                default:
                    if let rowDepth, depth == rowDepth + 1 {
                        cellKept = cell < columnsKept.count ? columnsKept[cell] : true
                        cell += 1
                    }
                }
                if hasRef, rowDepth.map({ depth > $0 }) == true, cellKept, !tables.isEmpty, tables[tables.count - 1] != nil {
                    if ref.contains(UInt8(ascii: "&")) {
                        giveUp()
                    } else {
                        do throws(XctraceIDSet.Full) {
                            _ = try tables[tables.count - 1]?.insert(bytes: ref[...])
                        } catch {
                            tables[tables.count - 1] = nil
                        }
                    }
                }
                if selfClosing {
                    if kind == .mnemonic { mnemonic = "" }
                    if kind == .column {
                        columns.append("")
                        columnsKept.append(read?.contains("") ?? true)
                    }
                    if kind == .row { rowDepth = nil }
                } else {
                    guard open.count < 256 else {
                        giveUp()
                        continue
                    }
                    open.append(kind)
                }
            }
        }
        return tables
    }

    /// Reads a start tag after its `<` and first byte into `name`, `ref` and `schemaName` (reused, so a tag costs
    /// no allocation); false when it is not one. Returns whether it closes itself in `selfClosing`.
    private mutating func startTag(_ first: UInt8) throws(InputFileError) -> Bool {
        name.removeAll(keepingCapacity: true)
        name.append(first)
        hasRef = false
        hasSchemaName = false
        selfClosing = false
        while let byte = try peek(), !Self.isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") {
            name.append(byte)
            index += 1
            guard name.count <= 256 else { return false }
        }
        while true {
            guard var byte = try next() else { return false }
            while Self.isSpace(byte) {
                guard let after = try next() else { return false }
                byte = after
            }
            if byte == UInt8(ascii: ">") { return true }
            if byte == UInt8(ascii: "/") {
                selfClosing = true
                return try next() == UInt8(ascii: ">")
            }
            // Only `ref` (in rows) and `name` (of a schema) are kept; other values are passed over.
            var attribute: UInt8 = 0  // 1: ref, 2: name, 0: another
            var length = 1
            var key = UInt64(byte)  // the name's last bytes, enough to tell `ref` and `name`
            var next = try self.next()
            while let byte = next, byte != UInt8(ascii: "=") {
                if !Self.isSpace(byte) {
                    length += 1
                    key = key << 8 | UInt64(byte)
                }
                guard length <= 256 else { return false }
                next = try self.next()
            }
            if length == 3, key == 0x72_65_66 { attribute = 1 }  // "ref"
            if length == 4, key == 0x6E_61_6D_65 { attribute = 2 }  // "name"
            var quote = try self.next()
            while let space = quote, Self.isSpace(space) { quote = try self.next() }
            guard let quote, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
            if attribute == 1 { ref.removeAll(keepingCapacity: true) }
            if attribute == 2 { schemaName.removeAll(keepingCapacity: true) }
            var valueLength = 0
            while let byte = try self.next(), byte != quote {
                valueLength += 1
                guard valueLength <= 65_536 else { return false }
                if attribute == 1 { ref.append(byte) } else if attribute == 2 { schemaName.append(byte) }
            }
            if attribute == 1 { hasRef = true }
            if attribute == 2 { hasSchemaName = true }
        }
    }

    /// Passes over bytes up to and past `terminator`; false at the end of the input.
    private mutating func skip(past terminator: StaticString) throws(InputFileError) -> Bool {
        let length = terminator.utf8CodeUnitCount
        let last = terminator.utf8Start[length - 1]
        if length == 1 {
            while let byte = try next() {
                if byte == last { return true }
            }
            return false
        }
        var window: [UInt8] = []
        while let byte = try next() {
            window.append(byte)
            if window.count > length { window.removeFirst() }
            if byte == last, window.count == length, (0..<length).allSatisfy({ window[$0] == terminator.utf8Start[$0] }) {
                return true
            }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @inline(__always)
    private mutating func next() throws(InputFileError) -> UInt8? {
        if index == count, try !refill() { return nil }
        index += 1
        return buffer[index - 1]
    }

    @inline(__always)
    private mutating func peek() throws(InputFileError) -> UInt8? {
        if index == count, try !refill() { return nil }
        return buffer[index]
    }

    private mutating func refill() throws(InputFileError) -> Bool {
        guard !exhausted else { return false }
        var local = source
        defer { source = local }
        let result: Result<Int, InputFileError> = buffer.withUnsafeMutableBytes { raw in
            do throws(InputFileError) {
                return .success(try local.read(into: raw))
            } catch {
                return .failure(error)
            }
        }
        let read = try result.get()
        index = 0
        count = read
        if read == 0 { exhausted = true }
        return read > 0
    }
}
