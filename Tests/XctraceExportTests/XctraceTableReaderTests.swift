import TestSupport
import Testing

@testable import XctraceExport

/// xctrace's table format: columns by mnemonic, cells by position, ids and refs across rows and inside
/// structured values, sentinels, and the refusals that name table, row and problem.
@Suite struct XctraceTableReaderTests {
    /// Every table of `text` with its rows.
    static func tables(_ text: String) throws(XctraceError) -> [(schema: XctraceSchema, rows: [[XctraceCell]])] {
        guard case .tables(var reader) = try XctraceDocument.open(MemoryByteSource(text)) else {
            throw XctraceError(reason: "not tables")
        }
        var out: [(XctraceSchema, [[XctraceCell]])] = []
        while let schema = try reader.nextTable() {
            var rows: [[XctraceCell]] = []
            while let row = try reader.nextRow() { rows.append(row) }
            out.append((schema, rows))
        }
        return out
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try tables(text)
            return nil
        } catch {
            return error.description
        }
    }

    static let columns = [("start", "start-time"), ("duration", "duration"), ("process", "process")]

    @Test func columnsAreKnownByMnemonicWithTheirEngineeringType() throws {
        let schema = try #require(try Self.tables(XctraceFixtures.hitches).first?.schema)
        #expect(schema.name == "hitches" && schema.run == 1)
        #expect(schema.columns.map(\.mnemonic) == XctraceFixtures.hitchesColumns.map(\.0))
        #expect(schema.index(of: "display") == 6 && schema.columns[5].engineeringType == "string")
    }

    /// Row 2's `<process ref="3"/>` is row 1's whole process, pid and device-session included.
    @Test func aRefToAnEarlierRowGivesItsWholeValue() throws {
        let rows = try #require(try Self.tables(XctraceFixtures.hitches).first?.rows)
        let first = try #require(rows[0][2].value)
        #expect(rows[1][2] == .value(first))
        #expect(first.fmt == "FixIt (11101)" && first.child("pid")?.text == "11101" && first.child("device-session")?.text == "TODO")
    }

    /// Row 4 defines a new process whose `<pid ref="4"/>` points inside row 1's process.
    @Test func aRefToAValueNestedInAnEarlierElementResolves() throws {
        let rows = try #require(try Self.tables(XctraceFixtures.hitches).first?.rows)
        #expect(rows[3][2].value?.child("pid") == XctraceValue(type: "pid", text: "11101"))
        #expect(rows[2][2].value?.child("device-session")?.text == "TODO")
    }

    @Test func aRefInsideANarrativeResolvesToTheRowsOwnTime() throws {
        let rows = try #require(try Self.tables(XctraceFixtures.vsyncs(count: 2)).first?.rows)
        let narrative = try #require(rows[1][4].value)
        #expect(narrative.child("narrative-text")?.text == "VSync Request " && narrative.child("start-time")?.text == "488333333")
    }

    @Test func aSentinelIsAnEmptyCell() throws {
        let rows = try #require(try Self.tables(XctraceFixtures.surfaces(count: 1)).first?.rows)
        #expect(rows[0][2] == .empty && rows[0][1].value?.text == "16666708")
    }

    /// An empty table is the schema and no row: Instruments exports that when nothing of its kind happened.
    @Test func aTableWithNoRowsIsValid() throws {
        let tables = try Self.tables(XctraceFixtures.table("hitches", columns: XctraceFixtures.hitchesColumns, rows: []))
        #expect(tables.count == 1 && tables[0].rows.isEmpty)
    }

    @Test func anIdDefinedTwiceIsRefused() {
        let text = XctraceFixtures.table(
            "t", columns: Self.columns, rows: [#"<start-time id="1">5</start-time><duration id="1">6</duration><sentinel/>"#])
        #expect(Self.problem(text) == #"table t, row 1: column duration: id "1" is defined twice"#)
    }

    @Test func aRefToAnUndefinedIdIsRefusedWithItsRow() {
        let text = XctraceFixtures.table(
            "t", columns: Self.columns,
            rows: [
                #"<start-time id="1">5</start-time><duration id="2">6</duration><sentinel/>"#,
                #"<start-time ref="1"/><duration ref="99"/><sentinel/>"#,
            ])
        #expect(Self.problem(text) == #"table t, row 2: column duration: ref "99" names no value defined before it"#)
    }

    /// A ref may only name a value defined before it: one defined later in the file is not yet known.
    @Test func aRefToALaterIdIsRefused() {
        let text = XctraceFixtures.table(
            "t", columns: Self.columns, rows: [#"<start-time ref="2"/><duration id="2">6</duration><sentinel/>"#])
        #expect(Self.problem(text) == #"table t, row 1: column start: ref "2" names no value defined before it"#)
    }

    @Test(arguments: [
        (#"<start-time id="1">5</start-time><duration id="2">6</duration>"#, "table t, row 1: 2 cells for 3 columns"),
        (#"<start-time id="1">5</start-time><sentinel/><sentinel/><sentinel/>"#, "table t, row 1: more cells than the 3 columns"),
        (#"<start-time id="1" ref="1"/><sentinel/><sentinel/>"#, "table t, row 1: column start: <start-time> has both an id and a ref"),
        (#"<start-time ref="1">5</start-time><sentinel/><sentinel/>"#, "table t, row 1: <start-time> must be empty here"),
        (#"<sentinel>x</sentinel><sentinel/><sentinel/>"#, "table t, row 1: <sentinel> must be empty here"),
        (#"x<sentinel/><sentinel/><sentinel/>"#, "table t, row 1: text in <row> where only elements belong"),
    ])
    func malformedRowsAreRefusedWithTheirRow(cells: String, problem: String) {
        #expect(Self.problem(XctraceFixtures.table("t", columns: Self.columns, rows: [cells])) == problem)
    }

    @Test func brokenXMLInARowNamesTheRowLineAndColumn() {
        let text = XctraceFixtures.table("t", columns: Self.columns, rows: ["<start-time>5</start-time><duration>6<sentinel/>"])
        #expect(Self.problem(text) == "table t, row 1, line 4, column 54: </row> closes <duration>")
    }

    @Test(arguments: [
        (
            "<html><body/></html>",
            "not an xctrace export: the root element is <html> (expected <trace-query-result> from 'xctrace export --xpath', or <trace-toc> from '--toc')"
        ),
        ("<trace-query-result><row/></trace-query-result>", "expected <node> in <trace-query-result>, found <row>"),
        ("<trace-query-result><node><row/></node></trace-query-result>", "expected <schema> first in <node>, found <row>"),
        ("<trace-query-result><node><schema/></node></trace-query-result>", "<schema> has no name"),
        ("<trace-query-result><node><schema name=\"t\"></schema></node></trace-query-result>", "table t: the schema has no columns"),
        (
            "<trace-query-result><node><schema name=\"t\"><col><mnemonic>a</mnemonic></col><col><mnemonic>a</mnemonic></col></schema></node></trace-query-result>",
            "table t: two columns have the mnemonic a"
        ),
        (
            "<trace-query-result><node><schema name=\"t\"><col><name>A</name></col></schema></node></trace-query-result>",
            "table t: a column has no <mnemonic>"
        ),
    ])
    func documentsOfAnotherShapeAreRefused(text: String, problem: String) {
        #expect(Self.problem(text) == problem)
    }

    /// Each node is a table of its own, with ids of its own: the second table may define id 1 again.
    @Test func twoNodesAreTwoTablesWithTheirOwnIds() throws {
        let one =
            #"<node xpath='//trace-toc[1]/run[2]/data[1]/table[1]'><schema name="a"><col><mnemonic>x</mnemonic></col></schema><row><uint32 id="1">7</uint32></row></node>"#
        let two =
            #"<node><schema name="b"><col><mnemonic>y</mnemonic></col></schema><row><uint32 id="1">8</uint32></row><row><uint32 ref="1"/></row></node>"#
        let tables = try Self.tables("<trace-query-result>\(one)\(two)</trace-query-result>")
        #expect(tables.map(\.schema.name) == ["a", "b"] && tables.map(\.schema.run) == [2, nil])
        #expect(tables[1].rows.map { $0[0].value?.text } == ["8", "8"])
    }

    @Test func theTableOfContentsGivesDeviceTargetDurationAndProcesses() throws {
        guard case .toc(let toc) = try XctraceDocument.open(MemoryByteSource(XctraceFixtures.toc)) else {
            Issue.record("not read as a table of contents")
            return
        }
        let run = try #require(toc.runs.first)
        #expect(run.number == 1 && run.model == "iPhone Air" && run.deviceName == "Lab iPhone" && run.osVersion == "26.6.2 (23G90)")
        #expect(run.target == XctraceTOC.Process(name: "FixIt", pid: 11101) && run.durationSeconds == 93.275372)
        #expect(run.processes.map(\.pid) == [0, 68, 11101] && run.schemas == ["hitches", "hitches-renders"])
    }

    @Test(arguments: [("1", Int64(1)), ("0", 0), ("-12", -12), ("9223372036854775807", Int64.max)])
    func plainIntegersAreNumbers(text: String, value: Int64) {
        #expect(XctraceValue.plainInteger(text.utf8) == value)
    }

    @Test(arguments: ["", "-", "01", "-0", "1.5", "1e3", " 1", "+1", "9223372036854775808", "16.67 ms"])
    func otherTextIsNotANumber(text: String) {
        #expect(XctraceValue.plainInteger(text.utf8) == nil)
    }

    /// The rows of the one table of `text`, reading only `kept` columns (read through twice: the first reading
    /// finds the ids those columns refer to).
    static func rows(_ text: String, keeping kept: Set<String>) throws(XctraceError) -> [[XctraceCell]] {
        guard case .tables(var reader) = try XctraceDocument.open(MemoryByteSource(text), readColumns: { _ in kept }),
            try reader.nextTable() != nil
        else {
            throw XctraceError(reason: "not tables")
        }
        var rows: [[XctraceCell]] = []
        while let row = try reader.nextRow() { rows.append(row) }
        return rows
    }

    static let keptColumns = [("a", "duration"), ("note", "string"), ("b", "duration"), ("p", "process")]

    /// A read cell resolves a number of a column not read, and a ref nested in a read value resolves too.
    @Test func aReadColumnResolvesNumbersOfColumnsNotRead() throws {
        let text = XctraceFixtures.table(
            "t", columns: Self.keptColumns,
            rows: [
                #"<duration id="1">5</duration><string id="2">x</string><duration ref="1"/><process id="3"><pid id="4">7</pid></process>"#,
                #"<duration id="5">6</duration><string id="6">y</string><duration ref="1"/><process id="7"><pid ref="4"/></process>"#,
            ])
        let rows = try Self.rows(text, keeping: ["b", "p"])
        #expect(rows.map { $0[2].value?.integer } == [5, 5])
        #expect(rows[1][3].value?.child("pid")?.integer == 7)
    }

    /// A read cell that refers to text a column not read defined gets that text: what is kept follows the refs
    /// of the read columns, not the column a value was defined in.
    @Test func aReadCellResolvesTextOfAColumnNotRead() throws {
        let text = XctraceFixtures.table(
            "t", columns: Self.keptColumns,
            rows: [
                #"<duration id="1">5</duration><string id="2">x</string><duration ref="1"/><sentinel/>"#,
                #"<duration ref="1"/><string ref="2"/><duration id="3">9</duration><process id="4"><pid id="5">7</pid></process>"#,
                #"<duration ref="1"/><string ref="2"/><duration ref="3"/><string ref="2"/>"#,
            ])
        let rows = try Self.rows(text, keeping: ["b", "p"])
        #expect(rows[2][3].value == XctraceValue(type: "string", text: "x"))
        #expect(rows[1][3].value?.child("pid")?.integer == 7)
    }

    /// The first reading finds the refs of the read columns only, at any depth in their cells.
    @Test func theScanFindsTheRefsOfReadColumns() throws {
        let text = XctraceFixtures.table(
            "t", columns: Self.keptColumns,
            rows: [
                #"<duration id="1">5</duration><string id="2">x</string><duration id="3">6</duration><process id="4"><pid id="5">7</pid></process>"#,
                #"<duration ref="3"/><string ref="2"/><duration ref="1"/><process id="6"><pid ref="5"/></process>"#,
            ])
        let tables = try XctraceReferenceScan.scan(MemoryByteSource(text), readColumns: { _ in ["b", "p"] })
        let ids = try #require(tables.first ?? nil)
        #expect(tables.count == 1 && ids.contains("1") && ids.contains("5"))
        #expect(!ids.contains("2") && !ids.contains("3") && !ids.contains("4"))
    }

    /// A ref the scan cannot read as it is written (with a character reference) keeps every value of its table.
    @Test func aRefWrittenWithReferencesKeepsEveryValue() throws {
        let text = XctraceFixtures.table(
            "t", columns: Self.keptColumns,
            rows: [
                #"<duration id="1">5</duration><string id="2">x</string><duration ref="&#49;"/><sentinel/>"#
            ])
        let tables = try XctraceReferenceScan.scan(MemoryByteSource(text), readColumns: { _ in ["b", "p"] })
        #expect(tables.count == 1 && tables[0] == nil)
        #expect(try Self.rows(text, keeping: ["b", "p"])[0][2].value?.integer == 5)
    }

    /// A cell of a column not read is checked all the same: its ref must name a value defined before it.
    @Test func aColumnNotReadStillRefusesARefToNoValue() {
        let text = XctraceFixtures.table(
            "t", columns: Self.keptColumns,
            rows: [#"<duration id="1">5</duration><string ref="9"/><duration ref="1"/><sentinel/>"#])
        do {
            _ = try Self.rows(text, keeping: ["b", "p"])
            Issue.record("read")
        } catch {
            #expect(error.description == #"table t, row 1: column note: ref "9" names no value defined before it"#)
        }
    }

    /// Only values a read cell refers to are kept; every other id is noted, so one defined twice is still refused.
    @Test func onlyValuesReferredToAreKept() throws {
        var needed = XctraceIDSet()
        _ = try needed.insert("2")
        var store = XctraceValueStore(needed: needed)
        try store.define("1", as: XctraceValue(type: "narrative", text: "", children: [XctraceValue(type: "x", text: "a")]))
        try store.define("2", as: XctraceValue(type: "duration", text: "5"))
        #expect(store.definedIDs == 1 && !store.isKept("1") && store.isKept("2"))
        #expect(throws: XctraceValueStore.Failure.self) { try store.define("1", as: XctraceValue(type: "x", text: "1")) }
        guard case .notKept = store.resolve("1"), case .undefined = store.resolve("3") else {
            Issue.record("resolved")
            return
        }
    }
}
