import BenchGate
import BenchSuite
import CallgrindProfiles
import DeviceFiles
import DeviceImport
import Foundation
import FrameTiming
import InputFiles
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun

/// What `compare` does once its options are read: the comparison and device rows, the files it reads and
/// writes, the gate's baseline (checked, or replaced keeping its tolerances) and the writes after the run.
package struct CompareJob {
    /// What the gate does with the baseline file.
    package enum Gate: Equatable {
        case none
        /// `--check`: judge the run against the baseline; `acceptOtherCPU` judges a time baseline from another CPU
        /// anyway, `allowMissing` passes although entries were not run.
        case check(acceptOtherCPU: Bool, allowMissing: Bool)
        /// `--write-baseline`: record the run; `replace` allows leaving out entries the old file holds.
        case write(replace: Bool)
    }

    package var comparison: Comparison
    package var devices: [DeviceRow]
    /// The trace and device files read, and the data and profile files the settings name.
    package var inputs: [String]
    /// The command recorded in every file.
    package var command: String
    package var gate: Gate = .none
    package var baselinePath: String?
    /// Where compare-<trace>[-<settings>].json files go, and the Chrome trace if asked for.
    package var outDirectory: String, chromeTrace: String?
    /// The settings in the result files' names.
    package var tag: ConfigurationTag

    /// Only devices: no trace, so no strategy runs and no settings are held against the baseline.
    package var devicesOnly: Bool { comparison.traces.isEmpty }

    /// The job for `traces` (name, trace, file) and `devices` of `devicePaths`; the tag gets `only-…` when
    /// the strategies are not all of `registered`, and `with-…` naming the devices.
    package init(
        traces: [(name: String, trace: Trace, path: String)], strategies: [StrategyEntry], registered: [String], settings: RunSettings,
        devices: [DeviceRow], devicePaths: [String], dataInputs: [String], command: String, outDirectory: String
    ) {
        comparison = Comparison(traces: traces.map { ($0.name, $0.trace) }, strategies: strategies, settings: settings)
        (self.devices, self.command, self.outDirectory) = (devices, command, outDirectory)
        inputs = traces.map(\.path) + devicePaths + dataInputs
        tag = ConfigurationTag(settings)
        if strategies.map(\.name) != registered { tag.append("only-" + strategies.map(\.name).joined(separator: "+")) }
        // A comparison with devices has its own name, so it never replaces the model's comparison of the trace.
        if !devices.isEmpty { tag.append("with-" + devices.map { ConfigurationTag.stem(of: $0.label) }.joined(separator: "+")) }
    }

    /// The result file of one trace.
    package func resultPath(_ trace: String) -> String { outDirectory + "/compare-\(trace)\(tag.suffix).json" }

    /// Every file the job writes: a result per trace, the Chrome trace, and a written baseline with its profile summary.
    package var outputs: [String] {
        var paths = comparison.traces.map { resultPath($0.name) } + [chromeTrace].compactMap { $0 }
        if case .write = gate, let baselinePath {
            paths.append(baselinePath)
            if !comparison.settings.clock.measuresTime { paths.append(ProfileSummary.path(besideBaseline: baselinePath)) }
        }
        return paths
    }

    /// The files no output may be: the inputs, and a checked baseline.
    package var readFiles: [String] {
        if case .check = gate { return inputs + [baselinePath].compactMap { $0 } }
        return inputs
    }

    /// The baseline to check against (held to the run's settings and machine) and the one a write replaces;
    /// refused in one line before any work. `note` hears that an unreadable file will be replaced.
    package func baselines(note: (String) -> Void) throws(BaselineFileRefusal) -> (check: Baseline?, previous: Baseline?) {
        guard let path = baselinePath else { return (nil, nil) }
        switch gate {
        case .none: return (nil, nil)
        case .check(let acceptOtherCPU, _):
            let loaded = try BaselineFiles.load(path)
            // Settings shape the model's figures only: a check of devices alone runs no strategy, so none refuse it.
            guard !devicesOnly else { return (loaded, nil) }
            let held = try BaselineFiles.checkSettings(loaded, path: path, run: comparison.settings.recorded)
            return (try BaselineFiles.checkMachine(held, path: path, accept: acceptOtherCPU), nil)
        case .write(let replace):
            let previous = try BaselineFiles.toReplace(
                path, traces: comparison.traces.map(\.name), strategies: comparison.strategies.map(\.name), devices: devices.map(\.label),
                replace: replace, note: note)
            return (nil, previous)
        }
    }

    /// A line saying how many of `baseline`'s entries this run leaves out, if any.
    package func notRunNote(_ baseline: Baseline?) -> String? {
        guard case .check(_, let allowMissing) = gate,
            let notRun = baseline?.notRun(
                traces: comparison.traces.map(\.name), strategies: comparison.strategies.map(\.name), devices: devices.map(\.label)),
            !notRun.isEmpty
        else { return nil }
        return "compare: \(notRun.count) baseline entr\(notRun.count == 1 ? "y" : "ies") will not be run ("
            + (allowMissing ? "accepted with --allow-missing" : "the check will fail; --allow-missing accepts it") + ")"
    }

    /// The verdict of `results` against `baseline`; a check that compared no figure cannot fail, so it is refused.
    package func verdict(_ results: [TraceComparison], baseline: Baseline?) throws(BaselineFileRefusal) -> GateVerdict? {
        guard case .check(_, let allowMissing) = gate, let baseline else { return nil }
        let verdict = baseline.verdict(
            for: results, clock: comparison.settings.clock, baselinePath: baselinePath ?? "", allowMissing: allowMissing, devices: devices)
        if verdict.refusal == nil, verdict.checks.isEmpty, verdict.problems.isEmpty, verdict.notRun.isEmpty {
            throw BaselineFileRefusal(
                description: "compare --check: no figure of these runs could be compared with \(baselinePath ?? "the baseline")"
                    + (verdict.notes.isEmpty ? "" : " (\(verdict.notes[0]))") + "; a check that compares nothing cannot fail")
        }
        return verdict
    }

    /// Writes each trace's result, the Chrome trace and a new baseline (keeping `previous`'s tolerances);
    /// `wrote` hears each file with what it is.
    package func write(_ results: [TraceComparison], previous: Baseline?, toolVersion: String, wrote: (String, String) -> Void) throws {
        let settings = comparison.settings
        for result in results {
            let path = resultPath(result.traceName)
            try AtomicFile.write(
                ComparisonDocument.json(result, settings: settings, command: command, toolVersion: toolVersion, devices: devices), to: path)
            wrote(path, "comparison")
        }
        if let chromeTrace {
            try AtomicFile.write(ChromeTraceWriter.json(reports: results.flatMap { $0.results.map(\.report) }), to: chromeTrace)
            wrote(chromeTrace, "Chrome trace")
        }
        guard case .write = gate, let baselinePath else { return }
        var fresh = Baseline(comparisons: results, settings: settings, command: command)
        fresh.devices = Dictionary(uniqueKeysWithValues: devices.map { ($0.label, Baseline.DeviceEntry($0)) })
        if let previous {
            fresh.counterTolerance = previous.counterTolerance
            fresh.tolerances = previous.tolerances
            fresh.deviceTolerances = previous.deviceTolerances
        }
        try AtomicFile.write(fresh.jsonString(), to: baselinePath)
        wrote(baselinePath, "baseline")
    }

    /// The device files as rows, one per label; a file named twice or that is not one, or runs of a label that do
    /// not go together, is refused in one line before any work.
    package static func deviceRows(_ paths: [String]) throws(BaselineFileRefusal) -> [DeviceRow] {
        var runs: [(file: String, run: DeviceRun)] = []
        for path in paths {
            guard !runs.contains(where: { $0.file == path }) else {
                throw BaselineFileRefusal(description: "compare: device file '\(path)' is named twice")
            }
            do throws(DeviceFileError) {
                runs.append((path, try DeviceFile.load(path: path)))
            } catch {
                throw BaselineFileRefusal(description: error.description)
            }
        }
        do throws(DeviceRow.Problem) {
            return try DeviceRow.rows(runs)
        } catch {
            throw BaselineFileRefusal(description: error.description)
        }
    }
}
