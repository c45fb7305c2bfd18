import BenchGate
import BenchSuite
import ChartKit
import DeviceImport
import FrameTiming
import JSONText
import RenderStrategies
import StrategyRun

/// How `harness compare` prints its tables.
package enum ComparisonFormat: String, CaseIterable, Sendable {
    /// `table`: aligned columns for a terminal; `markdown`: a GitHub table; `json`: the rows as
    /// `hitchbench-compare-table/2`; `csv`: one line per trace and strategy.
    case table, markdown, json, csv

    /// The format tag of `--format json`.
    package static let tableFormat = "hitchbench-compare-table/2"

    static let headers = [
        "strategy", "snap", "hitches", "commit/render/both", "max frame ms", "max hitch ms", "scroll hitch ms/s", "trace hitch ms/s",
        "p50 ms", "p99 ms", "commit p50/p99", "render p50/p99", "jumps", "y rescales", "edge stalls", "cache MB",
        "p50 vs render-all", "p99 vs render-all", "total vs render-all",
    ]
    /// The time ratios' machine-readable names, each followed by its `Low` and `High` ends in `keys`.
    static let ratioKeys = ["p50TimeRatioToRenderAll", "p99TimeRatioToRenderAll", "totalTimeRatioToRenderAll"]
    /// Machine-readable columns (CSV, JSON rows): every figure of a row, band, largest jump and ratio intervals included.
    static let keys =
        [
            "strategy", "snap", "frames", "idleVsyncs", "deferredFrames", "hitches", "commitHitches", "renderHitches", "bothHitches",
            "maxFrameMs", "maxHitchMs", "scrollSeconds", "scrollHitchTimeRatioMsPerSecond", "band", "traceHitchTimeRatioMsPerSecond",
            "p50FrameMs", "p99FrameMs", "commitP50Ms", "commitP99Ms", "renderP50Ms", "renderP99Ms", "latencyP50Ms",
            "contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes",
        ] + ratioKeys.flatMap { [$0, $0 + "Low", $0 + "High"] } + instructionKeys
    /// The instruction clock's columns: null on the time clocks.
    static let instructionKeys = [
        "instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame",
        "instructionsRatioToRenderAll",
    ]
    /// The columns people see on the instruction clock, where times are Valgrind's emulation and no hitch is reported.
    static let instructionHeaders = [
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
            if comparisons.isEmpty { return head + "\"traces\": [],\n\"devices\": " + DeviceRowFormat.json(devices) + "}\n" }
            return head + "\"traces\": [\n"
                + comparisons.map {
                    ComparisonDocument.json(
                        $0, settings: settings, command: command, toolVersion: toolVersion, includeResults: false, indent: "  ")
                }.joined(separator: ",\n")
                + (devices.isEmpty ? "\n]}\n" : "\n],\n\"devices\": " + DeviceRowFormat.json(devices) + "}\n")
        case .csv:
            var out = "trace," + Self.keys.joined(separator: ",") + "\n"
            for comparison in comparisons {
                for row in comparison.rows {
                    out += comparison.traceName + "," + row.fields.map(\.value.csv).joined(separator: ",") + "\n"
                }
            }
            return out
        }
    }

    /// A row's cells for people: rounded, with the band beside the ratio and the largest jump beside the jumps.
    static func cells(_ row: ComparisonRow) -> [String] {
        let s = row.summary
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) }
        return [
            row.strategy, row.snap.rawValue, String(s.hitches), "\(s.commit.hitches)/\(s.render.hitches)/\(s.bothHitches)",
            ms(s.maxFrameMs), ms(s.maxHitchMs),
            s.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 2) + " (\(s.band?.rawValue ?? ""))" } ?? "no scroll",
            JSONText.fixed(s.traceHitchTimeRatioMsPerSecond, decimals: 2),
            ms(s.p50FrameMs), ms(s.p99FrameMs), ms(s.commit.p50Ms) + " / " + ms(s.commit.p99Ms),
            ms(s.render.p50Ms) + " / " + ms(s.render.p99Ms),
            row.effects.contentJumps == 0 ? "0" : "\(row.effects.contentJumps) (max \(Int(row.effects.maxContentJumpPixels)) px)",
            String(row.effects.yRescales), String(row.effects.edgeStalls),
            JSONText.fixed(Double(row.effects.peakCacheBytes) / 1_048_576, decimals: 1),
        ] + ratios(row).map { $0.map(GateText.ratio) ?? "-" }
    }

    /// The row's p50, p99 and total ratios to render-all, in the order of `ratioKeys`; nils when render-all was not run.
    static func ratios(_ row: ComparisonRow) -> [RepeatEstimate?] {
        [row.timeRatios?.p50, row.timeRatios?.p99, row.timeRatios?.total]
    }

    /// A row's cells for people on the instruction clock: counts with thousands separators, the total over
    /// render-all's when it ran.
    static func instructionCells(_ row: ComparisonRow) -> [String] {
        let counted = row.instructions
        let number = { (value: Int?) in value.map(JSONText.grouped) ?? "-" }
        let ratio = row.instructionsRatioToRenderAll
        return [
            row.strategy, row.snap.rawValue, String(row.summary.frames), number(counted?.total), number(counted?.p50PerFrame),
            number(counted?.p99PerFrame), number(counted?.maxPerFrame), ratio.map { JSONText.fixed($0, decimals: 3) + "×" } ?? "-",
            row.effects.contentJumps == 0 ? "0" : "\(row.effects.contentJumps) (max \(Int(row.effects.maxContentJumpPixels)) px)",
            String(row.effects.yRescales), String(row.effects.edgeStalls),
            JSONText.fixed(Double(row.effects.peakCacheBytes) / 1_048_576, decimals: 1),
        ]
    }

    private static func table(_ comparison: TraceComparison, settings: RunSettings, markdown: Bool) -> String {
        let counting = !settings.clock.measuresTime
        let repeats = settings.repeats
        let title =
            "\(comparison.traceName): \(settings.options.data.dayCount) days, \(settings.refreshHz) Hz (budget "
            + JSONText.fixed(settings.budgetMilliseconds, decimals: 2) + " ms), "
            + (counting
                ? "instructions counted under valgrind (exact; its times are its emulation's, so no hitches)"
                : "\(settings.clock.rawValue) clock, median of \(repeats) repeat\(repeats == 1 ? "" : "s"); "
                    + "ratios to render-all per repeat, "
                    + (repeats == 1 ? "[?]: one repeat gives no interval" : "median [smallest–largest]"))
        let headers = counting ? instructionHeaders : headers
        let rows = comparison.rows.map { counting ? instructionCells($0) : cells($0) }
        if markdown {
            var out = "#### \(title)\n\n| " + headers.joined(separator: " | ") + " |\n"
            out += "|" + headers.indices.map { $0 == 0 ? "---|" : "---:|" }.joined() + "\n"
            for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
            return out
        }
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
