import Foundation

/// A side of a paired run that failed: one line for stderr, with the end of its log.
package struct PairedRunError: Error, CustomStringConvertible {
    /// One line naming the run, its exit status and its last lines.
    package let description: String
}

/// Runs base's and head's harness on the same `compare` options, one repeat of one unit (a trace) per process,
/// interleaved: unit by unit, base then head, then head then base, and so on (ABBA), so that a drift of the
/// machine's speed (a neighbour's build starting, the CPU warming) falls on both sides alike instead of on the
/// side that always runs second, and the two runs of a pair are about a second apart, which keeps a disturbance
/// of a few seconds on both. Each process writes its compare files into a folder of its own,
/// `<folder>/<side>-<repeat>/<unit>/`, with its stderr in `<unit>.log` beside it.
package struct PairedRun: Sendable {
    /// One side: its name (`base`, `head`) and its executable.
    package struct Side: Sendable {
        /// `base` or `head`.
        package var name: String
        /// The harness binary.
        package var executable: String

        /// The side called `name` run by `executable`.
        package init(name: String, executable: String) {
            self.name = name
            self.executable = executable
        }
    }

    /// Base and head, in that order.
    package var sides: [Side]
    /// The `compare` options both get (without `--repeat`, `--out-dir` and `--format`).
    package var options: [String]
    /// Options only one side gets, by side name (head's `--profile DIR`).
    package var sideOptions: [String: [String]] = [:]
    /// Repeats, one process per side and unit each.
    package var repeats: Int
    /// The units of a repeat, each the options that select it (`--trace /…/fling.json`); one empty unit runs the
    /// options as they are.
    package var units: [[String]] = [[]]
    /// Where the runs' folders go.
    package var folder: String

    /// `repeats` pairs of runs of `sides` with `options`, written under `folder`.
    package init(sides: [Side], options: [String], repeats: Int, folder: String) {
        self.sides = sides
        self.options = options
        self.repeats = repeats
        self.folder = folder
    }

    /// The order of the sides in the `index`-th pair run (0-based, counting units across repeats): as given in
    /// even pairs, reversed in odd ones.
    package func order(ofPair index: Int) -> [Side] {
        index % 2 == 0 ? sides : sides.reversed()
    }

    /// The folder of a side's runs in repeat `index` (0-based), which holds one folder per unit.
    package func runFolder(_ side: Side, repeat index: Int) -> String {
        folder + "/\(side.name)-\(index + 1)"
    }

    /// Runs every repeat; `progress` hears each process as it starts; `read` turns a finished run's folder into
    /// what the caller keeps. Returns each side's results by name, one per repeat in order. Stops at the first run
    /// that fails (a nonzero exit), naming it with its log's last lines.
    package func run<Result>(
        progress: (String) -> Void, read: (String) throws -> Result
    ) throws -> [String: [Result]] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var results: [String: [Result]] = [:]
        var pair = 0
        for index in 0..<repeats {
            for side in sides { try? FileManager.default.removeItem(atPath: runFolder(side, repeat: index)) }
            for (unitIndex, unit) in units.enumerated() {
                progress(
                    "[\(index + 1)/\(repeats)] " + (units.count > 1 ? "\(unitIndex + 1)/\(units.count) " : "")
                        + order(ofPair: pair).map(\.name).joined(separator: ", "))
                for side in order(ofPair: pair) {
                    let out = runFolder(side, repeat: index) + "/\(unitIndex + 1)"
                    let arguments =
                        [side.executable, "compare"] + options + unit + (sideOptions[side.name] ?? [])
                        + ["--repeat", "1", "--format", "json", "--out-dir", out]
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    let log = out + ".log"
                    let outcome = try Subprocess.run(arguments, output: "/dev/null", errors: log)
                    guard outcome.status == 0 else {
                        throw PairedRunError(
                            description: "the \(side.name) run of repeat \(index + 1) exited \(outcome.status) (\(log)): "
                                + Subprocess.tail(ofFile: log, lines: 4).split(separator: "\n").joined(separator: " | "))
                    }
                }
                pair += 1
            }
            for side in sides { results[side.name, default: []].append(try read(runFolder(side, repeat: index))) }
        }
        return results
    }
}
