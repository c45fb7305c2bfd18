import Foundation
import InputFiles
import ScrollReplay
import ShippedScenarios

/// Loads a trace for a run: a path as given, else one of HitchBench's shipped traces by name (`fling`,
/// `fling.json`), found in the resource bundle beside the executable or test runner.
///
/// The command line searches more folders first (the project's `Scenarios/`, an outside package's own
/// traces); a test names a shipped trace or gives a path.
public enum TraceLocator {
    /// HitchBench's own shipped traces: the resource bundle made from its `Scenarios/` folder, found beside
    /// the executable wherever it was built, moved or installed; nil when the bundle is not there.
    package static var shippedDirectory: String? { ShippedScenarios.directory }

    /// The shipped trace called `name` (with or without `.json`, a leading `Scenarios/` ignored), or nil.
    package static func shippedPath(_ name: String) -> String? {
        guard let folder = shippedDirectory else { return nil }
        let base = name.hasPrefix("Scenarios/") ? String(name.dropFirst("Scenarios/".count)) : name
        guard !base.contains("/") else { return nil }
        for candidate in [base, base + ".json"] where FileManager.default.fileExists(atPath: folder + "/" + candidate) {
            return folder + "/" + candidate
        }
        return nil
    }

    /// Loads and validates the trace at `path`, or the shipped trace called `name`; `channels` are the series a
    /// highlight may name. Returns the trace and the file it came from; an error is one line naming the trace
    /// and the problem.
    public static func load(_ name: String, channels: [String]) throws(TraceLoadFailure) -> (trace: Trace, path: String) {
        let path = FileManager.default.fileExists(atPath: name) ? name : shippedPath(name)
        guard let path else {
            throw TraceLoadFailure(
                description: "trace '\(name)': no such file (as a path, or among the shipped traces"
                    + (shippedDirectory == nil ? ", whose bundle is not beside the executable)" : ")"))
        }
        return (try read(path, channels: channels), path)
    }

    /// Reads and validates the trace file at `path`: a regular file within the trace format's size limit.
    package static func read(_ path: String, channels: [String]) throws(TraceLoadFailure) -> Trace {
        let bytes = try InputFile.read(path, limit: TraceLimits.fileLimit) { TraceLoadFailure(description: "trace \(path): \($0.reason)") }
        do {
            return try TraceLoader.load(bytes: bytes, knownSeries: channels)
        } catch {
            throw TraceLoadFailure(description: "trace \(path): \(error.description)")
        }
    }

    /// A trace's short name: its file name without `.json`.
    package static func shortName(ofPath path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}

/// A trace that could not be found or is invalid: one line for stderr.
public struct TraceLoadFailure: Error, CustomStringConvertible {
    /// One line naming the trace (or scenarios folder) and the problem.
    public let description: String

    /// A failure described by `description`.
    package init(description: String) {
        self.description = description
    }
}
