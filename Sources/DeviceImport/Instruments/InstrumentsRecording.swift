import InputFiles
import XctraceExport

/// The rows of an Animation Hitches recording's exported tables, gathered file by file, each checked as it is
/// read; `InstrumentsImport` turns them into a device run.
struct InstrumentsRecording {
    /// The largest export read: 1 GiB. Reading is a stream, twice (memory grows with the rows kept and the values
    /// read cells refer to, not with the file), so the limit bounds the time an import takes; the tables
    /// HitchBench reads hold a row per frame, render, vsync or hitch, and an hour of 120 Hz frames exports to
    /// about 230 MB (`displayed-surfaces-interval`, 530 bytes a row).
    static let fileLimit = InputLimit(
        maxBytes: 1 << 30, kind: "Instruments exports",
        allowance: "an hour of 120 Hz frames is about 230 MB; memory grows with the rows kept, not the columns passed over")

    typealias Hitch = InstrumentsHitches.Hitch

    /// A frame, vsync, render or commit: when, how long, on which display, of which process.
    struct Span: PackedRow {
        var start: Int64, duration: Int64
        var display: String?
        var pid: Int64?
    }

    /// An os_signpost interval: its name, when, how long, of which process.
    struct Signpost: PackedRow {
        var name: String
        var start: Int64, duration: Int64
        var pid: Int64?
        var processName: String?

        /// "PromptManager (2033)", or the pid alone.
        var processTitle: String? { pid.map { pid in processName.map { "\($0) (\(pid))" } ?? "pid \(pid)" } }
    }

    struct DisplayInfo {
        var name: String?
        var maxRate: Int64
        var isMain: Bool?
    }

    /// A presented swap (`display-surface-swap`): when it reached the display, and its deadline.
    struct Swap: PackedRow {
        var timestamp: Int64
        var display: String?
        var desiredPresentation: Int64?
        var minQuanta: Int64?

        /// The timestamp, as `InstrumentsRows` packs it.
        var start: Int64 {
            get { timestamp }
            set { timestamp = newValue }
        }
        /// The desired presentation time, -1 for none, as `InstrumentsRows` packs it.
        var duration: Int64 {
            get { desiredPresentation ?? -1 }
            set { desiredPresentation = newValue < 0 ? nil : newValue }
        }
    }

    /// A SwiftUI view update: when, how long, of which process, and what it updated.
    struct ViewUpdate: PackedRow {
        var start: Int64, duration: Int64
        var pid: Int64?
        var processName: String?
        var type: String?
    }

    /// A table skipped with a warning: its file, schema, rows and why.
    struct Skipped {
        var file: String
        var schema: String
        var rows: Int
        var reason: String
    }

    struct TableRead {
        var table: InstrumentsTable
        var file: String
        var run: Int?
        var rows: Int
    }

    var toc: (file: String, toc: XctraceTOC)?
    var tables: [TableRead] = []
    var hitches = InstrumentsHitches()
    var surfaces = InstrumentsRows<Span>()
    var stages: [(table: InstrumentsTable, rows: InstrumentsRows<Span>)] = []
    var vsyncs = InstrumentsRows<Span>()
    var refreshIntervals: [Int64] = []
    var displayInfo: [DisplayInfo] = []
    var signposts = InstrumentsRows<Signpost>()
    var swaps = InstrumentsRows<Swap>()
    var viewUpdates = InstrumentsRows<ViewUpdate>()
    var skipped: [Skipped] = []
    /// Where the hitch table says each hitch's stage: `hitch-type` (a Hitch Type column) or `narrative` (the
    /// potential issue); nil when it has neither column.
    var stageSource: String?

    /// The table read from `table`, when one was.
    func read(_ table: InstrumentsTable) -> TableRead? { tables.first { $0.table == table } }

    /// Reads one export file (tables, or a table of contents) given as `path`.
    mutating func read(path: String) throws(DeviceImportError) {
        let source: InputFileReader
        do {
            source = try InputFileReader(path: path, limit: Self.fileLimit)
        } catch {
            throw DeviceImportError(error.description)
        }
        try read(source, name: path)
    }

    /// Reads one export from `source`, named `path` in messages.
    mutating func read(_ source: some XMLByteSource, name path: String) throws(DeviceImportError) {
        do throws(XctraceError) {
            // Unknown schemas are read through and skipped: none of their values is kept.
            switch try XctraceDocument.open(source, readColumns: { InstrumentsTable(rawValue: $0)?.readColumns ?? [] }) {
            case .toc(let contents):
                if let earlier = toc { throw XctraceError(reason: "a second table of contents (the first is \(earlier.file))") }
                toc = (path, contents)
            case .tables(var reader):
                var any = false
                while let schema = try reader.nextTable() {
                    any = true
                    try readTable(schema, from: &reader, path: path)
                }
                guard any else { throw XctraceError(reason: "the export holds no table (<trace-query-result> has no <node>)") }
            }
        } catch {
            throw DeviceImportError(path: path, error)
        }
    }

    private mutating func readTable(
        _ schema: XctraceSchema, from reader: inout XctraceTableReader, path: String
    ) throws(XctraceError) {
        guard let table = InstrumentsTable(rawValue: schema.name) else {
            // Read through (so a broken file is still refused), counted, and skipped with the reason; no value kept.
            while try reader.nextRow() != nil {}
            skipped.append(
                Skipped(
                    file: path, schema: schema.name, rows: reader.rowCount,
                    reason: InstrumentsTable.skipped[schema.name] ?? "not a table HitchBench reads (it reads \(InstrumentsTable.names))"))
            return
        }
        if let earlier = read(table) {
            if earlier.run != schema.run, let run = schema.run, let other = earlier.run {
                throw XctraceError(
                    table: schema.name,
                    reason:
                        "run \(run)'s table, and \(earlier.file) holds run \(other)'s: the files hold two runs; import one run at a time")
            }
            throw XctraceError(table: schema.name, reason: "given twice (also in \(earlier.file)); give each table once")
        }
        if table.listsHitches, let other = tables.first(where: { $0.table.listsHitches }) {
            throw XctraceError(
                table: schema.name,
                reason:
                    "\(other.table.rawValue) (in \(other.file)) lists the same hitches; give one of hitches (iOS 17+) or hitches-summary (iOS 18)"
            )
        }
        for column in table.requiredColumns where schema.index(of: column) == nil {
            throw XctraceError(
                table: schema.name,
                reason:
                    "no column \(column) (its columns: \(schema.columns.map(\.mnemonic).joined(separator: ", "))); not the schema HitchBench reads"
            )
        }
        if table.listsHitches {
            stageSource =
                schema.index(of: "type-label") != nil ? "hitch-type" : schema.index(of: "narrative-description") != nil ? "narrative" : nil
        }
        var spans = InstrumentsRows<Span>()
        while let cells = try reader.nextRow() {
            let row = InstrumentsCells(schema: schema, cells: cells, row: reader.rowCount)
            switch table {
            case .hitches, .hitchesSummary:
                let process = try row.process("process")
                hitches.append(
                    Hitch(
                        start: try row.time("start"), duration: try row.duration("duration"), pid: process?.pid, processName: process?.name,
                        isSystem: try row.bool("is-system"), display: row.text("display"), type: row.text("type-label"),
                        narrative: row.text("narrative-description")))
                if table == .hitchesSummary, let interval = try row.integer("refresh-interval") {
                    guard interval > 0, interval <= 1_000_000_000 else {
                        throw row.fail("refresh-interval", "\(interval) ns is not a display's refresh interval (1 ns to 1 s)")
                    }
                    refreshIntervals.append(interval)
                }
            case .displayedSurfaces:
                surfaces.append(
                    Span(start: try row.time("start"), duration: try row.duration("duration"), display: row.text("display-name")))
            case .displayVsyncs:
                vsyncs.append(Span(start: try row.time("timestamp"), duration: 0, display: row.text("display-name")))
            case .deviceDisplayInfo:
                guard let rate = try row.integer("max-refresh-rate") else { throw row.fail("max-refresh-rate", "the cell is empty") }
                guard rate >= 1, rate <= 1_000 else { throw row.fail("max-refresh-rate", "\(rate) Hz is not a display's rate (1 to 1000)") }
                displayInfo.append(DisplayInfo(name: row.text("device-name"), maxRate: rate, isMain: try row.bool("is-main-display")))
            case .signposts:
                let process = try row.process("process")
                signposts.append(
                    Signpost(
                        name: row.text("name") ?? "", start: try row.time("start"), duration: try row.duration("duration"),
                        pid: process?.pid, processName: process?.name))
            case .displaySurfaceSwap:
                let desired = try row.integer("desired-presentation-time")
                if let desired, desired < 0 || desired >= InstrumentsCells.maxTimeNanoseconds {
                    throw row.fail("desired-presentation-time", "\(desired) ns is not a time of the recording")
                }
                let quanta = try row.integer("min-quanta")
                if let quanta, quanta < 0 || quanta > 1_000 {
                    throw row.fail("min-quanta", "\(quanta) is not a number of refresh intervals (0 to 1000)")
                }
                // 0 sets no pace: unknown, as an empty cell.
                swaps.append(
                    Swap(
                        timestamp: try row.time("timestamp"), display: row.text("display-name"), desiredPresentation: desired,
                        minQuanta: quanta == 0 ? nil : quanta))
            case .swiftUIUpdates:
                let process = try row.process("process")
                viewUpdates.append(
                    ViewUpdate(
                        start: try row.time("start"), duration: try row.duration("duration"), pid: process?.pid,
                        processName: process?.name, type: row.text("update-type")))
            case .hitchesRenders, .hitchesRenderInterval, .hitchesUpdates, .hitchesCommitInterval, .hitchesCACommitInterval:
                spans.append(
                    Span(
                        start: try row.time("start"), duration: try row.duration("duration"),
                        display: row.text("display") ?? row.text("display-name"), pid: try row.process("process")?.pid))
            }
        }
        if table.stage != nil { stages.append((table, spans)) }
        tables.append(TableRead(table: table, file: path, run: schema.run, rows: reader.rowCount))
    }
}
