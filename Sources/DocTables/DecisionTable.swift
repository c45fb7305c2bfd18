import BenchSuite
import JSONText
import ResultFiles
import ResultText
import StrategyRun

/// The README's key table, *Which strategy when*: per strategy, its frame times with the seed's data and with
/// ten years, the time of each stage, its hitches by stage, how its median grows, the largest data it keeps
/// hitch-free, its memory, what it shows besides scrolling, its worst frame, and when to use it.
enum DecisionTable {
    /// One column: its header and its cell for a strategy.
    struct Column {
        var header: String
        var cell: (String) -> String
    }

    static func make(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let small = try folder.comparison(ResultTables.seedComparison)
        let large = try folder.comparison(ResultTables.tenYears)
        let sweeps = try ([ResultTables.growthSweep] + ResultTables.otherSweeps).map { name throws(TablesError) in
            try folder.sweep(name)
        }
        let traces = folder.comparisons(like: small)
        // Frames as measured: not the instruction clock's, not the phone model's, and not a slowed run's.
        let timed = folder.comparisons.filter {
            $0.clock.measuresTime && !$0.clock.isModelled && ($0.setting("appSlowdown") ?? "1") == "1"
        }
        let strategies = small.rows.map(\.strategy)
        func days(_ file: ComparisonFile) -> String { JSONText.grouped(file.days) + " days" }
        func times(_ row: RowFigures?) -> String {
            ["p50FrameMs", "p99FrameMs", "maxFrameMs"].map { ResultTables.ms(row?.number($0)) }.joined(separator: " / ")
        }
        var columns = [
            Column(header: "strategy", cell: ResultTables.code),
            Column(header: "\(days(small)) p50 / p99 / worst ms") { times(small.row($0)) },
            Column(header: "\(days(small)) commit / render p50 ms") { strategy in
                ["commitP50Ms", "renderP50Ms"].map { ResultTables.ms(small.row(strategy)?.number($0)) }.joined(separator: " / ")
            },
            Column(header: "\(days(large)) p50 / p99 / worst ms") { times(large.row($0)) },
            Column(header: "\(days(large)) hitches (commit / render / both)") { hitches(large.row($0)) },
            Column(header: "p50 growth") { strategy in
                guard let from = small.row(strategy)?.number("p50FrameMs"), let to = large.row(strategy)?.number("p50FrameMs"),
                    from > 0
                else { return "–" }
                return JSONText.fixed(to / from, decimals: 2) + "×"
            },
        ]
        for (position, sweep) in sweeps.enumerated() {
            let header = (position == 0 ? "hitch-free to (days) at " : "at ") + "\(sweep.refreshHz) Hz"
            columns.append(
                Column(header: header) { strategy in
                    (sweep.hitchFreeMaxDays[strategy] ?? nil).map(JSONText.grouped) ?? "none"
                })
        }
        columns += [
            Column(header: "peak cache MB") { strategy in
                let compared = folder.comparisons.flatMap(\.rows).filter { $0.strategy == strategy }.compactMap { $0.int("peakCacheBytes") }
                let swept = sweeps.flatMap(\.points).filter { $0.strategy == strategy }.map(\.peakCacheBytes)
                return GateText.megabytes((compared + swept).max() ?? 0)
            },
            Column(header: "jumps / stalls / rescales") { strategy in
                let total = VisibleEffects.summed(traces.compactMap { $0.row(strategy).map(effects) })
                return "\(total.contentJumps) / \(total.edgeStalls) / \(total.yRescales)"
            },
            Column(header: "worst single frame (cause; run)") { worst($0, in: timed) },
            Column(header: "when to use it") { folder.prose.whenToUse[$0] ?? "" },
        ]
        return ComparisonFormat.markdownTable(
            headers: columns.map(\.header), rows: strategies.map { strategy in columns.map { $0.cell(strategy) } })
    }

    /// `101 (0 / 101 / 0)`: the hitches, and those the commit, the render or both caused.
    static func hitches(_ row: RowFigures?) -> String {
        guard let row, let hitches = row.int("hitches") else { return "–" }
        let stages = ["commitHitches", "renderHitches", "bothHitches"].compactMap { row.int($0) }
        return stages.count == 3 ? "\(hitches) (\(stages.map(String.init).joined(separator: " / ")))" : String(hitches)
    }

    /// What a row's strategy showed besides time, from its fields.
    static func effects(_ row: RowFigures) -> VisibleEffects {
        var effects = VisibleEffects()
        effects.contentJumps = row.int("contentJumps") ?? 0
        effects.maxContentJumpPixels = row.number("maxContentJumpPixels") ?? 0
        effects.yRescales = row.int("yRescales") ?? 0
        effects.edgeStalls = row.int("edgeStalls") ?? 0
        effects.peakCacheBytes = row.int("peakCacheBytes") ?? 0
        return effects
    }

    /// `4.49 ms (commit 4.10, render 0.39; data swapped; fling-3650d)`: the longest single frame of `strategy`
    /// in any of `files` (the first of equals, in file order), its stages, what it showed and the run it was in.
    static func worst(_ strategy: String, in files: [ComparisonFile]) -> String {
        var found: (row: RowFigures, file: ComparisonFile)?
        for file in files {
            guard let row = file.row(strategy), let ms = row.number("worstFrameMs") else { continue }
            if ms > (found?.row.number("worstFrameMs") ?? -1) { found = (row, file) }
        }
        guard let (row, file) = found else { return "–" }
        let run = file.name.dropFirst("compare-".count).dropLast(".json".count)
        let notes = row.text("worstFrameNotes").flatMap { $0.isEmpty ? nil : $0 } ?? "an ordinary frame"
        return ResultTables.ms(row.number("worstFrameMs")) + " ms (commit " + ResultTables.ms(row.number("worstFrameCommitMs"))
            + ", render " + ResultTables.ms(row.number("worstFrameRenderMs")) + "; \(notes); \(run))"
    }
}
