/// Reads the tables of an `xctrace export --xpath …/table[@schema=…]` document as a stream: each `<node>`'s
/// `<schema>`, then its rows one at a time, every `ref` resolved against the values defined before it.
///
/// The document is `<trace-query-result>` holding `<node xpath=…>` elements, each a `<schema name=…>` of
/// `<col>`s (`<mnemonic>`, `<name>`, `<engineering-type>`) and then `<row>`s of one cell per column, by
/// position. A cell is an element named after its column's engineering type with the raw value as its text
/// (`<duration id="2" fmt="16.67 ms">16672666</duration>`), a structured value (`<process>` with `<pid>`
/// inside), a `ref` to a value defined earlier in the table, or `<sentinel/>` for nothing. `fmt` is ignored.
/// Ids are unique within a table and a `ref` must name one defined before it, in an earlier row or earlier in
/// the same row, at any depth.
package struct XctraceTableReader {
    private var xml: XMLReader
    private var store = XctraceValueStore()
    /// The first reading's ids to keep, table by table; nil without one (every value is kept).
    private let references: XctraceReferenceScan.Tables?
    private let readColumns: ((String) -> Set<String>?)?
    private var tableIndex = -1
    private var schema: XctraceSchema?
    private var inNode = false
    private var inRow = false
    private var finished = false
    /// Rows returned from the current table.
    package private(set) var rowCount = 0
    /// The columns (by mnemonic) whose values the caller reads, for the current table; nil for every column.
    /// Values of the other columns are checked as XML and their ids noted (a bit each), and kept only when a read
    /// cell refers to them: a table's limits then apply to what is read. Their cells read as their element with
    /// no text. A value nested in a kept one that refers
    /// to a value not kept (a process's device session) reads as empty.
    package private(set) var keptColumns: Set<String>?
    /// Most rows one table may have: the rows the import keeps cost memory (a few bytes each), so their number is
    /// bounded, above the rows of an export of 1 GiB of frames.
    package static var maxRows: Int { 4_000_000 }

    /// A reader positioned after the `<trace-query-result>` start tag, keeping each table's values that
    /// `references` lists (every value without it) and reading the columns `readColumns` gives for its schema.
    init(
        continuing xml: XMLReader, references: XctraceReferenceScan.Tables?,
        readColumns: ((String) -> Set<String>?)?
    ) {
        self.xml = xml
        self.references = references
        self.readColumns = readColumns
    }

    /// The next table's schema, or nil after the last table (the document's end checked); a table's remaining
    /// rows are read and checked first.
    package mutating func nextTable() throws(XctraceError) -> XctraceSchema? {
        while inNode {
            _ = try nextRow()
        }
        guard !finished else { return nil }
        while true {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "trace-query-result")
            case .start(let name, let attributes):
                guard name == "node" else { throw failure("expected <node> in <trace-query-result>, found <\(name)>") }
                rowCount = 0
                tableIndex += 1
                let run = attributes.first { $0.name == "xpath" }.flatMap { Self.runNumber(inXPath: $0.value) }
                let schema = try readSchema(run: run)
                self.schema = schema
                keptColumns = readColumns?(schema.name)
                // A table the first reading did not see (the file changed in between) keeps every value.
                let needed = references.flatMap { tableIndex < $0.count ? $0[tableIndex] : nil }
                store = XctraceValueStore(needed: needed)
                inNode = true
                return schema
            case .end:
                guard try event() == .endOfDocument else { throw failure("content after </trace-query-result>") }
                finished = true
                schema = nil
                return nil
            case .endOfDocument:
                throw failure("unexpected end of the document")
            }
        }
    }

    /// The next row of the current table, one cell per column, or nil after its last row.
    package mutating func nextRow() throws(XctraceError) -> [XctraceCell]? {
        guard inNode, let schema else { return nil }
        while true {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "node")
            case .start(let name, _):
                guard name == "row" else { throw failure("expected <row> in table \(schema.name), found <\(name)>") }
                rowCount += 1
                guard rowCount <= Self.maxRows else { throw failure("more than \(Self.maxRows) rows") }
                return try readRow(schema)
            case .end:
                inNode = false
                return nil
            case .endOfDocument:
                throw failure("unexpected end of the document")
            }
        }
    }

    // MARK: - Schema

    private mutating func readSchema(run: Int?) throws(XctraceError) -> XctraceSchema {
        var name: String?
        while name == nil {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "node")
            case .start(let element, let attributes):
                guard element == "schema" else { throw failure("expected <schema> first in <node>, found <\(element)>") }
                guard let schemaName = attributes.first(where: { $0.name == "name" })?.value, !schemaName.isEmpty else {
                    throw failure("<schema> has no name")
                }
                name = schemaName
            default: throw failure("<node> has no <schema>")
            }
        }
        var schema = XctraceSchema(name: name ?? "", columns: [], run: run)
        while true {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "schema")
            case .start(let element, _):
                guard element == "col" else {
                    try skipElement()
                    continue
                }
                let column = try readColumn(schema.name)
                guard schema.index(of: column.mnemonic) == nil else {
                    throw XctraceError(table: schema.name, reason: "two columns have the mnemonic \(column.mnemonic)")
                }
                schema.columns.append(column)
            case .end:
                guard !schema.columns.isEmpty else { throw XctraceError(table: schema.name, reason: "the schema has no columns") }
                return schema
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    private mutating func readColumn(_ table: String) throws(XctraceError) -> XctraceColumn {
        var fields: [String: String] = [:]
        while true {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "col")
            case .start(let element, _):
                let text = try readText(of: element)
                if ["mnemonic", "name", "engineering-type"].contains(element) { fields[element] = text }
            case .end:
                guard let mnemonic = fields["mnemonic"], !mnemonic.isEmpty else {
                    throw XctraceError(table: table, reason: "a column has no <mnemonic>")
                }
                return XctraceColumn(mnemonic: mnemonic, name: fields["name"] ?? "", engineeringType: fields["engineering-type"] ?? "")
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    // MARK: - Rows and cells

    private mutating func readRow(_ schema: XctraceSchema) throws(XctraceError) -> [XctraceCell] {
        inRow = true
        defer { inRow = false }
        var cells: [XctraceCell] = []
        cells.reserveCapacity(schema.columns.count)
        while true {
            switch try event() {
            case .text(let text): try requireSpace(text, in: "row")
            case .start(let name, let attributes):
                guard cells.count < schema.columns.count else {
                    throw failure("more cells than the \(schema.columns.count) columns")
                }
                let column = schema.columns[cells.count].mnemonic
                cells.append(try readCell(name, attributes, column: column))
            case .end:
                guard cells.count == schema.columns.count else {
                    throw failure("\(cells.count) cell\(cells.count == 1 ? "" : "s") for \(schema.columns.count) columns")
                }
                return cells
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    private mutating func readCell(_ name: String, _ attributes: [XMLAttribute], column: String) throws(XctraceError) -> XctraceCell {
        if name == "sentinel" {
            try readEmpty(name)
            return .empty
        }
        return .value(try readValue(name, attributes, column: column, nested: false, reads: keptColumns?.contains(column) ?? true))
    }

    /// A value element whose start tag was read: a `ref` resolved, or its text and nested values, defined
    /// under its `id` when it has one. Where nothing `reads` it (a column the caller does not read) it is only
    /// checked: a `ref` must name a value defined before it, and its own value is made only when a read cell
    /// refers to its id; else it reads as its element with no text.
    private mutating func readValue(
        _ name: String, _ attributes: [XMLAttribute], column: String, nested: Bool, reads: Bool
    ) throws(XctraceError) -> XctraceValue {
        var id: String?
        var ref: String?
        var fmt: String?
        for attribute in attributes {
            switch attribute.name {
            case "id": id = attribute.value
            case "ref": ref = attribute.value
            case "fmt": fmt = attribute.value
            default: break
            }
        }
        if let ref {
            guard id == nil else { throw failure("column \(column): <\(name)> has both an id and a ref") }
            try readEmpty(name)
            guard reads else {
                guard store.isDefined(ref) else {
                    throw failure("column \(column): ref \(XctraceValueStore.quote(ref)) names no value defined before it")
                }
                return XctraceValue(type: name, text: "")
            }
            switch store.resolve(ref) {
            case .value(let value): return value
            case .undefined: throw failure("column \(column): ref \(XctraceValueStore.quote(ref)) names no value defined before it")
            case .notKept:
                guard nested else {
                    throw failure(
                        "column \(column): ref \(XctraceValueStore.quote(ref)) names a value HitchBench did not keep (did the file change while it was read?)"
                    )
                }
                return XctraceValue(type: name, text: "")
            }
        }
        // Made only when read, or when a read cell refers to it.
        let builds = reads || id.map(store.isNeeded) == true
        var text = ""
        var children: [XctraceValue] = []
        while true {
            switch try event() {
            case .text(let piece):
                guard builds else { continue }
                text += piece
                guard text.utf8.count <= XMLReader.maxTextBytes else {
                    throw failure("column \(column): <\(name)> holds more than \(XMLReader.maxTextBytes) bytes of text")
                }
            case .start(let child, let childAttributes):
                if child == "sentinel" {
                    try readEmpty(child)
                    if builds { children.append(XctraceValue(type: child, text: "")) }
                } else {
                    let value = try readValue(child, childAttributes, column: column, nested: true, reads: builds)
                    if builds { children.append(value) }
                }
            case .end:
                guard builds else {
                    let value = XctraceValue(type: name, text: "")
                    // Not referred to by any read cell: only noted as defined.
                    if let id { try define(id, as: value, column: column) }
                    return value
                }
                if !children.isEmpty, text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) { text = "" }
                // `fmt` is kept only where it is a value's one name (a process's "FixIt (11101)"): elsewhere it repeats
                // the value for people, and a narrative's differs in every row.
                let value = XctraceValue(type: name, text: text, fmt: name == "process" ? fmt : nil, children: children)
                if let id { try define(id, as: value, column: column) }
                return value
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    private mutating func define(_ id: String, as value: XctraceValue, column: String) throws(XctraceError) {
        do throws(XctraceValueStore.Failure) {
            try store.define(id, as: value)
        } catch {
            throw failure("column \(column): \(error.reason)")
        }
    }

    /// Consumes the end of an element that must be empty (`<sentinel/>`, a `ref`).
    private mutating func readEmpty(_ name: String) throws(XctraceError) {
        while true {
            switch try event() {
            case .end: return
            case .text(let text) where text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }): continue
            default: throw failure("<\(name)> must be empty here")
            }
        }
    }

    // MARK: - Helpers

    /// The text of a leaf element (`<mnemonic>start</mnemonic>`).
    private mutating func readText(of name: String) throws(XctraceError) -> String {
        var text = ""
        while true {
            switch try event() {
            case .text(let piece): text += piece
            case .start: throw failure("<\(name)> holds an element")
            case .end: return text
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    /// Passes over an element whose start tag was read, and everything in it.
    private mutating func skipElement() throws(XctraceError) {
        var depth = 1
        while depth > 0 {
            switch try event() {
            case .start: depth += 1
            case .end: depth -= 1
            case .text: break
            case .endOfDocument: throw failure("unexpected end of the document")
            }
        }
    }

    private func requireSpace(_ text: String, in element: String) throws(XctraceError) {
        guard text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) else {
            throw failure("text in <\(element)> where only elements belong")
        }
    }

    private mutating func event() throws(XctraceError) -> XMLEvent {
        do {
            return try xml.next()
        } catch {
            switch error {
            case .input(let input): throw XctraceError(reason: input.reason)
            case .syntax(let syntax):
                throw XctraceError(
                    table: schema?.name, row: inRow ? rowCount : nil, line: syntax.line, column: syntax.column,
                    reason: syntax.reason)
            }
        }
    }

    private func failure(_ reason: String) -> XctraceError {
        XctraceError(table: schema?.name, row: inRow ? rowCount : nil, reason: reason)
    }

    /// The run a node's xpath names: `//trace-toc[1]/run[2]/data[1]/table[17]` is run 2.
    static func runNumber(inXPath xpath: String) -> Int? {
        guard let range = xpath.firstRange(of: "run[") else { return nil }
        let digits = xpath[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }
}
