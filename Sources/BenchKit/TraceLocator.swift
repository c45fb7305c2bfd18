import Foundation
import InputFiles
import ScrollReplay

/// Finds and loads traces: a path as given, else the same name in `Scenarios/`.
public enum TraceLocator {
    /// The shipped scenarios folder: `Scenarios/` of the working directory, or of the source
    /// tree this binary was built from (so `harness` works from any directory of a checkout).
    public static var scenariosDirectory: String {
        let local = FileManager.default.currentDirectoryPath + "/Scenarios"
        if FileManager.default.fileExists(atPath: local) { return local }
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios").path
        return source
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
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenariosDirectory)) ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    /// A trace's short name: its file name without `.json`.
    public static func shortName(ofPath path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// Loads and validates a trace by name or path; errors are one line naming the trace.
    public static func load(_ name: String, channels: [String]) throws(TraceLoadFailure) -> (trace: Trace, path: String) {
        guard let path = resolve(name) else {
            throw TraceLoadFailure(description: "trace '\(name)' not found (as a path, or in \(scenariosDirectory))")
        }
        let bytes = try InputFile.read(path, limit: TraceLimits.fileLimit) { TraceLoadFailure(description: "trace \(path): \($0.reason)") }
        do {
            return (try TraceLoader.load(bytes: bytes, knownSeries: channels), path)
        } catch {
            throw TraceLoadFailure(description: "trace \(path): \(error.description)")
        }
    }
}

/// A trace that could not be found or is invalid: one line for stderr.
public struct TraceLoadFailure: Error, CustomStringConvertible {
    public let description: String
}
