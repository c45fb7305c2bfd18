import FrameTiming
import JSONText

/// How `harness compare` prints its tables.
public enum ComparisonFormat: String, CaseIterable, Sendable {
    case table, markdown, json, csv

    static let headers = [
        "strategy", "hitches", "max frame ms", "max hitch ms", "hitch ms/s", "p50 ms", "p99 ms",
        "jumps", "y rescales", "edge stalls", "cache MB", "time vs render-all",
    ]
    static let keys = [
        "strategy", "hitches", "maxFrameMs", "maxHitchMs", "hitchTimeRatioMsPerSecond", "p50FrameMs", "p99FrameMs",
        "contentJumps", "yRescales", "edgeStalls", "peakCacheBytes", "timeRatioToRenderAll",
    ]

    /// The comparisons in this format, ready to print.
    public func render(_ comparisons: [TraceComparison], context: ComparisonContext) -> String {
        switch self {
        case .table: return comparisons.map { Self.table($0, context: context, markdown: false) }.joined(separator: "\n")
        case .markdown: return comparisons.map { Self.table($0, context: context, markdown: true) }.joined(separator: "\n")
        case .json:
            return "{\"format\": \"hitchbench-compare-table/1\", \"traces\": [\n"
                + comparisons.map { ComparisonDocument.json($0, context: context, includeResults: false, indent: "  ") }.joined(separator: ",\n")
                + "\n]}\n"
        case .csv:
            var out = "trace," + Self.keys.joined(separator: ",") + "\n"
            for comparison in comparisons {
                for row in comparison.rows {
                    out += comparison.traceName + "," + Self.cells(row, machine: true).joined(separator: ",") + "\n"
                }
            }
            return out
        }
    }

    /// A row's cells: rounded for people, or full precision and raw bytes for machines.
    static func cells(_ row: ComparisonRow, machine: Bool) -> [String] {
        let s = row.summary
        let ms = { (value: Double) in machine ? JSONText.number(value, decimals: 4) : JSONText.fixed(value, decimals: 2) }
        let ratio = row.timeRatioToRenderAll.map { machine ? JSONText.number($0, decimals: 4) : JSONText.fixed($0, decimals: 3) + "×" }
        return [
            row.strategy, String(s.hitches), ms(s.maxFrameMs), ms(s.maxHitchMs),
            machine ? JSONText.number(s.hitchTimeRatioMsPerSecond, decimals: 4) : JSONText.fixed(s.hitchTimeRatioMsPerSecond, decimals: 2) + " (\(s.band.rawValue))",
            ms(s.p50FrameMs), ms(s.p99FrameMs),
            row.effects.contentJumps == 0 || machine ? String(row.effects.contentJumps)
                : "\(row.effects.contentJumps) (max \(Int(row.effects.maxContentJumpPixels)) px)",
            String(row.effects.yRescales), String(row.effects.edgeStalls),
            machine ? String(row.effects.peakCacheBytes) : JSONText.fixed(Double(row.effects.peakCacheBytes) / 1_048_576, decimals: 1),
            ratio ?? (machine ? "" : "-"),
        ]
    }

    private static func table(_ comparison: TraceComparison, context: ComparisonContext, markdown: Bool) -> String {
        let title = "\(comparison.traceName): \(context.days) days, \(context.refreshHz) Hz (budget "
            + JSONText.fixed(1000 / Double(context.refreshHz), decimals: 2) + " ms), \(context.clock.rawValue) clock, "
            + "median of \(context.repeats) repeat\(context.repeats == 1 ? "" : "s")"
        let rows = comparison.rows.map { cells($0, machine: false) }
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

/// What every comparison of one run shares, for titles and files.
public struct ComparisonContext: Sendable {
    public var days: Int
    public var refreshHz: Int
    public var clock: TimingClock
    public var repeats: Int
    /// The command line that produced the run.
    public var command: String

    public init(days: Int, refreshHz: Int, clock: TimingClock, repeats: Int, command: String) {
        self.days = days
        self.refreshHz = refreshHz
        self.clock = clock
        self.repeats = repeats
        self.command = command
    }
}
