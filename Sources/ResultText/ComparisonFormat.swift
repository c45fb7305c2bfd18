import BenchGate
import BenchSuite
import ChartKit
import DeviceImport
import DisplayModel
import FrameTiming
import JSONText
import RenderStrategies
import ResultFiles
import StrategyRun

/// How `harness compare` prints its tables.
package enum ComparisonFormat: String, CaseIterable, Sendable {
    /// `table`: aligned columns for a terminal; `markdown`: a GitHub table; `json`: the rows as
    /// `hitchbench-compare-table/2`; `csv`: one line per trace and strategy.
    case table, markdown, json, csv

    /// The format tag of `--format json`.
    package static let tableFormat = "hitchbench-compare-table/2"

    /// The columns people see on a time clock, one per cell of `cells(_:)`.
    package static let headers = [
        "strategy", "snap", "phone hitches", "phone scroll hitch ms/s", "phone max hitch ms", "hitches", "commit/render/both",
        "max frame ms", "max hitch ms", "scroll hitch ms/s", "trace hitch ms/s",
        "p50 ms", "p99 ms", "commit p50/p99", "render p50/p99", "jumps", "y rescales", "edge stalls", "cache MB",
        "p50 vs render-all", "p99 vs render-all", "total vs render-all",
    ]
    /// The columns people see on the instruction clock, where times are Valgrind's emulation and no hitch is reported.
    package static let instructionHeaders = [
        "strategy", "snap", "frames", "instructions", "p50 per frame", "p99 per frame", "max per frame", "vs render-all",
        "jumps", "y rescales", "edge stalls", "cache MB",
    ]

    /// The comparisons in this format, ready to print; `verdict`, a `--check`'s, leads the Markdown and is the
    /// JSON's `check` (the table and CSV leave it to stderr).
    /// `devices` (`--device`) follow the strategies' tables as a table of their own (a device run belongs to no
    /// trace), and are the JSON's `devices`; without them every format prints what it always did.
    package func render(
        _ comparisons: [TraceComparison], settings: RunSettings, command: String, toolVersion: String, verdict: GateVerdict? = nil,
        devices: [DeviceRow] = []
    ) -> String {
        let deviceTable = { (markdown: Bool) in devices.isEmpty ? [] : [DeviceRowFormat.table(devices, markdown: markdown)] }
        switch self {
        case .table:
            return (comparisons.map { Self.table($0, settings: settings, markdown: false) } + deviceTable(false)).joined(separator: "\n")
        case .markdown:
            let tables = comparisons.map { Self.table($0, settings: settings, markdown: true) } + deviceTable(true)
            return ((verdict.map { [$0.markdown()] } ?? []) + tables).joined(separator: "\n")
        case .json:
            let head = "{\"format\": \(JSONText.quoted(Self.tableFormat)),\n\"check\": \(verdict?.jsonObject() ?? "null"),\n"
            // Devices alone (`compare --device` without traces) ran no strategy.
            if comparisons.isEmpty { return head + "\"traces\": [],\n\"devices\": " + DeviceRow.json(devices).text() + "}\n" }
            return head + "\"traces\": [\n"
                + comparisons.map {
                    ComparisonDocument.json(
                        $0, settings: settings, command: command, toolVersion: toolVersion, includeResults: false, indent: "  ")
                }.joined(separator: ",\n")
                + (devices.isEmpty ? "\n]}\n" : "\n],\n\"devices\": " + DeviceRow.json(devices).text() + "}\n")
        case .csv:
            var out = "trace," + ComparisonColumns.keys.joined(separator: ",") + "\n"
            for comparison in comparisons {
                for row in comparison.rows {
                    out += comparison.traceName + "," + row.fields.map(\.value.csv).joined(separator: ",") + "\n"
                }
            }
            return out
        }
    }

    /// A row's cells for people: rounded, with the band beside the ratio and the largest jump beside the jumps.
    static func cells(_ row: ComparisonRow) -> [String] { cells(RowFigures(row)) }

    /// The cells of a row's figures, in memory or read from a compare file (`headers`' columns).
    package static func cells(_ row: RowFigures) -> [String] {
        let ms = { (key: String) in row.number(key).map { JSONText.fixed($0, decimals: 2) } ?? "-" }
        let count = { (key: String) in row.int(key).map(String.init) ?? "-" }
        return [
            row.strategy, row.text("snap") ?? "", phone("phoneHitches", row) { String(Int($0)) },
            phone("phoneScrollHitchTimeRatioMsPerSecond", row) { JSONText.fixed($0, decimals: 2) },
            phone("phoneMaxHitchMs", row) { JSONText.fixed($0, decimals: 2) }, count("hitches"),
            "\(count("commitHitches"))/\(count("renderHitches"))/\(count("bothHitches"))", ms("maxFrameMs"), ms("maxHitchMs"),
            row.number("scrollHitchTimeRatioMsPerSecond").map { JSONText.fixed($0, decimals: 2) + " (\(row.text("band") ?? ""))" }
                ?? "no scroll",
            ms("traceHitchTimeRatioMsPerSecond"), ms("p50FrameMs"), ms("p99FrameMs"), ms("commitP50Ms") + " / " + ms("commitP99Ms"),
            ms("renderP50Ms") + " / " + ms("renderP99Ms"), jumps(row), count("yRescales"), count("edgeStalls"),
            GateText.megabytes(row.int("peakCacheBytes") ?? 0),
        ]
            + ComparisonColumns.ratioKeys.map { key in
                row.number(key).map { GateText.ratio($0, low: row.number(key + "Low"), high: row.number(key + "High")) } ?? "-"
            }
    }

    /// A phone model's figure with its low–high range when the ends differ: `348 [187–348]`; `-` without one.
    package static func phone(_ key: String, _ row: RowFigures, _ text: (Double) -> String) -> String {
        guard let value = row.number(key) else { return "-" }
        guard let low = row.number(key + "Low"), let high = row.number(key + "High"), low != high else { return text(value) }
        return text(value) + " [" + text(min(low, high)) + "–" + text(max(low, high)) + "]"
    }

    /// A row's cells for people on the instruction clock: counts with thousands separators, the total over
    /// render-all's when it ran.
    static func instructionCells(_ row: ComparisonRow) -> [String] { instructionCells(RowFigures(row)) }

    /// The instruction clock's cells of a row's figures (`instructionHeaders`' columns).
    package static func instructionCells(_ row: RowFigures) -> [String] {
        let number = { (key: String) in row.int(key).map(JSONText.grouped) ?? "-" }
        return [
            row.strategy, row.text("snap") ?? "", number("frames"), number("instructionsTotal"), number("instructionsP50PerFrame"),
            number("instructionsP99PerFrame"), number("instructionsMaxPerFrame"),
            row.number("instructionsRatioToRenderAll").map { JSONText.fixed($0, decimals: 3) + "×" } ?? "-", jumps(row),
            number("yRescales"), number("edgeStalls"), GateText.megabytes(row.int("peakCacheBytes") ?? 0),
        ]
    }

    /// The content jumps with the largest beside them: `0`, `5 (max 73 px)`.
    static func jumps(_ row: RowFigures) -> String {
        let jumps = row.int("contentJumps") ?? 0
        return jumps == 0 ? "0" : "\(jumps) (max \(Int(row.number("maxContentJumpPixels") ?? 0)) px)"
    }

    /// What a comparison's table says of its run: the trace, data, display and clock, and on a time clock the
    /// repeats its medians and ratio intervals come from.
    package static func title(trace: String, days: Int, refreshHz: Int, clock: TimingClock, repeats: Int, phone: String? = nil) -> String {
        "\(trace): \(days) days, \(refreshHz) Hz (budget "
            + JSONText.fixed(FrameClock.budgetMilliseconds(refreshHz: refreshHz), decimals: 2) + " ms), "
            + (clock.measuresTime
                ? "\(clock.rawValue) clock, median of \(JSONText.counted(repeats, "repeat")); ratios to render-all per repeat, "
                    + (repeats == 1 ? "[?]: one repeat gives no interval" : "median [smallest–largest]")
                    + (phone.map { "; phone columns modelled on \($0) [at its low–high costs], not measured" } ?? "")
                : "instructions counted under valgrind (exact; its times are its emulation's, so no hitches)")
    }

    /// A GitHub table: the header, a rule (the first column left-aligned, the others right-aligned) and the rows.
    package static func markdownTable(headers: [String], rows: [[String]]) -> String {
        var out = "| " + headers.joined(separator: " | ") + " |\n"
        out += "|" + headers.indices.map { $0 == 0 ? "---|" : "---:|" }.joined() + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    private static func table(_ comparison: TraceComparison, settings: RunSettings, markdown: Bool) -> String {
        let counting = !settings.clock.measuresTime
        let title = Self.title(
            trace: comparison.traceName, days: settings.options.data.dayCount, refreshHz: settings.refreshHz, clock: settings.clock,
            repeats: settings.repeats,
            phone: settings.phone.map {
                "\($0.profile.device) at \($0.refreshHz ?? settings.refreshHz) Hz (\($0.profile.name), \($0.level.rawValue) costs)"
            })
        let headers = counting ? instructionHeaders : headers
        let rows = comparison.rows.map { counting ? instructionCells($0) : cells($0) }
        if markdown { return "#### \(title)\n\n" + markdownTable(headers: headers, rows: rows) }
        return alignedTable(title: title, headers: headers, rows: rows)
    }

    /// A table for a terminal: the title, then the header and rows in columns padded to their widest cell (the
    /// first left-aligned, the others right-aligned), two spaces apart.
    static func alignedTable(title: String, headers: [String], rows: [[String]]) -> String {
        let widths = headers.indices.map { column in ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return ([title, line(headers)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
