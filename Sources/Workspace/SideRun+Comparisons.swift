import BenchGate
import Foundation
import ResultFiles

extension SideRun {
    /// The `compare-<trace>….json` files (`hitchbench-compare/2`) in `directory` and its subfolders (one per unit of
    /// a paired run), as one run. Each is read by the format's one reader (`ComparisonFile.read`, within its
    /// limit), which takes a file of any version of the format, so the files of an older base are read too.
    package init(comparisonsIn directory: String) throws(ResultFileError) {
        let names = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix("compare-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw ResultFileError("\(directory): no compare-*.json file was written") }
        self.init(entries: [:], machine: nil)
        for name in names {
            let path = directory + "/" + name
            let part = try SideRun(try ComparisonFile.read(path: path), path: path)
            for (entry, value) in part.entries {
                guard entries[entry] == nil else { throw ResultFileError("\(path): \(entry) is in two files") }
                entries[entry] = value
            }
            machine = machine ?? part.machine
            if settings.isEmpty { settings = part.settings }
        }
    }

    /// What a paired comparison needs of one compare file: each row's snap, frames, effects, p50 frame time (on a
    /// time clock) and instructions, each strategy's counter totals, the settings and the machine.
    init(_ file: ComparisonFile, path: String) throws(ResultFileError) {
        guard !file.rows.isEmpty else { throw ResultFileError("\(path): needs rows, each row with strategy, snap and frames") }
        var entries: [String: SideRun.Entry] = [:]
        for row in file.rows {
            guard let snap = row.text("snap"), let frames = row.int("frames") else {
                throw ResultFileError("\(path): a row lacks strategy, snap or frames")
            }
            var effects: [String: Int] = [:]
            for key in ["contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes"] {
                if let value = row.number(key) { effects[key] = Int(value.rounded()) }
            }
            var instructions: [GateMeasure: Double] = [:]
            for measure in [GateMeasure.instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame] {
                if let value = row.number(measure.rawValue) { instructions[measure] = value }
            }
            let p50 = instructions.isEmpty ? row.number("p50FrameMs") : nil
            entries["\(file.trace)/\(row.strategy)"] = SideRun.Entry(
                snap: snap, frames: frames, counters: file.counters[row.strategy] ?? [:], effects: effects, p50FrameMs: p50,
                instructions: instructions)
        }
        self.init(
            entries: entries, machine: file.machine,
            settings: Dictionary(file.settings.map { ($0.name, $0.json) }, uniquingKeysWith: { first, _ in first }))
    }
}
