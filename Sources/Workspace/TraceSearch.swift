import Foundation
import ScrollReplay
import StrategyRun

/// Where the command line finds a trace named on it: a path as given, else the same name in the scenarios
/// folders, searched in order: `Scenarios/` of the project root (the nearest folder at or above the working
/// directory with a `Package.swift`), any folders given (an outside package's own traces), then HitchBench's
/// shipped traces — so `fling.json` is found from anywhere.
package enum TraceSearch {
    /// The folders searched for a trace name, in order, each once: the project's `Scenarios/` (when it exists),
    /// `extra` folders that exist, and the shipped traces.
    package static func searchDirectories(extra: [String] = []) -> [String] {
        var out: [String] = []
        for folder in [ProjectFolders.root + "/Scenarios"] + extra + [TraceLocator.shippedDirectory].compactMap({ $0 }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let standard = URL(fileURLWithPath: folder).standardizedFileURL.path
            if !out.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standard }) { out.append(folder) }
        }
        return out
    }

    /// The path of a trace: as given when it exists, else `<name>` with or without `.json` in the search
    /// folders (a leading `Scenarios/` is ignored); nil when none exists.
    package static func resolve(_ name: String, extra: [String] = []) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: name) { return name }
        guard !name.contains("/") || name.hasPrefix("Scenarios/") else { return nil }
        let base = name.hasPrefix("Scenarios/") ? String(name.dropFirst("Scenarios/".count)) : name
        for folder in searchDirectories(extra: extra) {
            for candidate in [base, base + ".json"] {
                let path = folder + "/" + candidate
                if manager.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Every trace file of the search folders, one per short name (the first folder's wins), sorted by name.
    package static func allTraceFiles(extra: [String] = []) -> [String] {
        var byName: [String: String] = [:]
        for folder in searchDirectories(extra: extra) {
            for path in (try? traceFiles(in: folder)) ?? [] where byName[TraceLocator.shortName(ofPath: path)] == nil {
                byName[TraceLocator.shortName(ofPath: path)] = path
            }
        }
        return byName.keys.sorted().compactMap { byName[$0] }
    }

    /// The names (without `.json`) of every trace the search folders hold, sorted.
    package static func knownNames(extra: [String] = []) -> [String] {
        allTraceFiles(extra: extra).map(TraceLocator.shortName(ofPath:))
    }

    /// The trace files (`*.json` but the schema) of `folder`, sorted by name; an unreadable folder is one line.
    package static func traceFiles(in folder: String) throws(TraceLoadFailure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw TraceLoadFailure(description: "scenarios folder \(folder): no such folder")
        }
        guard isDirectory.boolValue else { throw TraceLoadFailure(description: "scenarios folder \(folder): not a folder") }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw TraceLoadFailure(description: "scenarios folder \(folder): cannot be read")
        }
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { folder + "/" + $0 }
    }

    /// Loads and validates a trace by path, or by name in the search folders; `channels` are the series a
    /// highlight may name. Returns the trace and the file it came from; an error is one line naming the trace
    /// and the problem.
    package static func load(
        _ name: String, channels: [String], extra: [String] = []
    ) throws(TraceLoadFailure) -> (trace: Trace, path: String) {
        guard let path = resolve(name, extra: extra) else {
            let folders = searchDirectories(extra: extra).map(ProjectFolders.display).joined(separator: ", ")
            let searched =
                folders.isEmpty
                ? "as a path; no Scenarios/ in \(ProjectFolders.display(ProjectFolders.root)) and no shipped traces beside the executable"
                : "as a path, or in \(folders)"
            throw TraceLoadFailure(description: "trace '\(name)': no such file (\(searched))")
        }
        return (try TraceLocator.read(path, channels: channels), path)
    }

    /// The traces `names` names, or with `all` every trace of the search folders and `scenarios` (a folder that
    /// must exist), each short name once; with their short names and standardised paths. A name given twice,
    /// or no trace at all, is refused in one line.
    package static func load(
        _ names: [String], all: Bool, scenarios: String?, channels: [String], extra: [String]
    ) throws(TraceLoadFailure) -> [(name: String, trace: Trace, path: String)] {
        var paths = names
        if all {
            var folders = extra
            if let scenarios {
                _ = try traceFiles(in: scenarios)
                folders.append(scenarios)
            }
            paths = allTraceFiles(extra: folders)
        }
        guard !paths.isEmpty else { throw TraceLoadFailure(description: "compare: no traces to run") }
        var traces: [(name: String, trace: Trace, path: String)] = []
        for name in paths {
            let (trace, path) = try load(name, channels: channels, extra: extra)
            let short = TraceLocator.shortName(ofPath: path)
            guard !traces.contains(where: { $0.name == short }) else {
                if all { continue }
                throw TraceLoadFailure(description: "compare: trace '\(short)' is named twice")
            }
            traces.append((short, trace, URL(fileURLWithPath: path).standardizedFileURL.path))
        }
        return traces
    }
}
