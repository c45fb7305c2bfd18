import BenchSuite
import Foundation
import ResultFiles
import ResultText

/// The result files the docs' tables are made from, as scripts/reference-results.sh writes them into
/// results/reference/: every comparison (`compare-*.json`) and sweep (`sweep-*.json`) of one folder, read once.
///
/// A table that cites a file by name (`compare-fling.json`) takes that file; a table over the traces takes
/// every comparison made with the same settings as another, so the traces, like the strategies (the rows
/// present), come from the files, not from a list.
package struct ReferenceFolder: Sendable {
    /// The folder, as given.
    package var path: String
    /// Every comparison, by file name order.
    package var comparisons: [ComparisonFile]
    /// Every sweep with its file name, by file name order.
    package var sweeps: [(name: String, sweep: SweepResult)]
    /// Every slowdown search (`slowdown-*.json`), by file name order.
    package var slowdowns: [SlowdownFile] = []
    /// What the tables say besides their figures (`table-prose.json`).
    package var prose: TableProse

    /// Reads every comparison, sweep and slowdown search in the folder at `path`, and its `table-prose.json`; throws
    /// the first file that cannot be read.
    package static func load(_ path: String) throws(TablesError) -> ReferenceFolder {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TablesError("\(path): no such folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw TablesError("\(path): cannot list the folder")
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        var comparisons: [ComparisonFile] = []
        var sweeps: [(name: String, sweep: SweepResult)] = []
        var slowdowns: [SlowdownFile] = []
        for name in names {
            if name.hasPrefix("compare-") {
                comparisons.append(try ComparisonFile.load(path: folder + "/" + name))
            } else if name.hasPrefix("slowdown-") {
                do throws(ResultFileError) {
                    slowdowns.append(try SlowdownFile.load(path: folder + "/" + name))
                } catch {
                    throw TablesError(error)
                }
            } else if name.hasPrefix("sweep-") {
                do throws(SweepFileError) {
                    sweeps.append((name, try SweepResult.load(path: folder + "/" + name)))
                } catch {
                    throw TablesError(error.description)
                }
            }
        }
        let prose = try TableProse.load(path: folder + "/" + TableProse.fileName)
        return ReferenceFolder(path: path, comparisons: comparisons, sweeps: sweeps, slowdowns: slowdowns, prose: prose)
    }

    /// The comparison called `name`; throws naming it when the folder has none.
    package func comparison(_ name: String) throws(TablesError) -> ComparisonFile {
        guard let file = comparisons.first(where: { $0.name == name }) else { throw TablesError("\(path)/\(name): no such file") }
        return file
    }

    /// The sweep called `name`; throws naming it when the folder has none.
    package func sweep(_ name: String) throws(TablesError) -> SweepResult {
        guard let file = sweeps.first(where: { $0.name == name }) else { throw TablesError("\(path)/\(name): no such file") }
        return file.sweep
    }

    /// The slowdown search called `name`; throws naming it when the folder has none.
    package func slowdown(_ name: String) throws(TablesError) -> SlowdownFile {
        guard let file = slowdowns.first(where: { $0.name == name }) else { throw TablesError("\(path)/\(name): no such file") }
        return file
    }

    /// The comparisons of every trace made with `anchor`'s settings, `anchor` among them, in trace order; with
    /// `varying`, those whose setting of that name differs from `anchor`'s and every other is the same (the
    /// same traces at 120 Hz, without snapping, on the instruction clock). Each trace once: the first file.
    package func comparisons(like anchor: ComparisonFile, varying setting: String? = nil) -> [ComparisonFile] {
        func key(_ file: ComparisonFile) -> [String: String] {
            var settings: [String: String] = [:]
            for recorded in file.settings where !RecordedSettings.notCompared.contains(recorded.name) && recorded.name != setting {
                settings[recorded.name] = recorded.json
            }
            return settings
        }
        var seen = Set<String>()
        return
            comparisons
            .filter { file in
                key(file) == key(anchor) && (setting.map { file.setting($0) != anchor.setting($0) } ?? true)
            }
            .sorted { ($0.trace, $0.name) < ($1.trace, $1.name) }
            .filter { seen.insert($0.trace + " " + (setting.flatMap($0.setting) ?? "")).inserted }
    }
}
