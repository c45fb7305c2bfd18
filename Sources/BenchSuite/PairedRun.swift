import Foundation

/// A side of a paired run that failed: one line for stderr, with the end of its log.
package struct PairedRunError: Error, CustomStringConvertible {
    /// One line naming the run, its exit status and its last lines.
    package let description: String
}

/// Runs base's and head's harness on the same `compare` options, one repeat per process, interleaved: repeat 1
/// base then head, repeat 2 head then base, and so on (ABBA), so that a drift of the machine's speed during the
/// run (a neighbour's build starting, the CPU warming) falls on both sides alike instead of on the side that
/// always runs second. Each process writes its compare files into a folder of its own,
/// `<folder>/<side>-<repeat>/`, with its stderr in `<side>-<repeat>.log` beside it.
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
    /// Repeats, one process per side each.
    package var repeats: Int
    /// Where the runs' folders go.
    package var folder: String

    /// `repeats` pairs of runs of `sides` with `options`, written under `folder`.
    package init(sides: [Side], options: [String], repeats: Int, folder: String) {
        self.sides = sides
        self.options = options
        self.repeats = repeats
        self.folder = folder
    }

    /// The order of the sides in repeat `index` (0-based): as given in even repeats, reversed in odd ones.
    package func order(ofRepeat index: Int) -> [Side] {
        index % 2 == 0 ? sides : sides.reversed()
    }

    /// The folder of a side's run in repeat `index` (0-based).
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
        for index in 0..<repeats {
            for side in order(ofRepeat: index) {
                let out = runFolder(side, repeat: index)
                try? FileManager.default.removeItem(atPath: out)
                let arguments =
                    [side.executable, "compare"] + options + (sideOptions[side.name] ?? [])
                    + ["--repeat", "1", "--format", "json", "--out-dir", out]
                progress("[\(index + 1)/\(repeats)] \(side.name)")
                let log = out + ".log"
                let outcome = try Subprocess.run(arguments, output: "/dev/null", errors: log)
                guard outcome.status == 0 else {
                    throw PairedRunError(
                        description: "the \(side.name) run of repeat \(index + 1) exited \(outcome.status) (\(log)): "
                            + Subprocess.tail(ofFile: log, lines: 4).split(separator: "\n").joined(separator: " | "))
                }
                results[side.name, default: []].append(try read(out))
            }
        }
        return results
    }
}
