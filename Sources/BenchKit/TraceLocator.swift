import Foundation
import ScrollReplay

/// Finds and loads traces: a path as given, else the same name in the scenarios folder.
public enum TraceLocator {
    /// HitchBench's own shipped traces: `Scenarios/` of the source tree this binary was built from.
    public static var shippedDirectory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios").path
    }

    /// The scenarios folder: `Scenarios/` of the project root (see `ProjectFolders`) when it has one, else
    /// HitchBench's own, so `harness` finds its traces from any folder of a checkout or of a package using it.
    public static var scenariosDirectory: String {
        let local = ProjectFolders.root + "/Scenarios"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: local, isDirectory: &isDirectory), isDirectory.boolValue { return local }
        return shippedDirectory
    }

    /// The path of a trace: as given when it exists, else `Scenarios/<name>` with or without
    /// `.json`; nil when none exists.
    public static func resolve(_ name: String) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: name) { return name }
        guard !name.contains("/") || name.hasPrefix("Scenarios/") else { return nil }
        let base = name.hasPrefix("Scenarios/") ? String(name.dropFirst("Scenarios/".count)) : name
        for candidate in [base, base + ".json"] {
            let path = scenariosDirectory + "/" + candidate
            if manager.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The shipped traces' names (without `.json`), sorted.
    public static func shippedNames() -> [String] {
        ((try? traceFiles(in: scenariosDirectory)) ?? []).map(shortName(ofPath:))
    }

    /// The trace files (`*.json` but the schema) of `folder`, sorted by name; an unreadable folder is one line.
    public static func traceFiles(in folder: String) throws(TraceLoadFailure) -> [String] {
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

    /// A trace's short name: its file name without `.json`.
    public static func shortName(ofPath path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// Loads and validates a trace by name or path; errors are one line naming the trace.
    public static func load(_ name: String, channels: [String]) throws(TraceLoadFailure) -> (trace: Trace, path: String) {
        guard let path = resolve(name) else {
            throw TraceLoadFailure(description: "trace '\(name)': no such file (as a path, or in \(ProjectFolders.display(scenariosDirectory)))")
        }
        do {
            return (try TraceLoader.load(contentsOf: path, knownSeries: channels), path)
        } catch {
            throw TraceLoadFailure(description: "trace \(path): \(error.description)")
        }
    }
}

/// A trace that could not be found or is invalid: one line for stderr.
public struct TraceLoadFailure: Error, CustomStringConvertible {
    public let description: String
}
