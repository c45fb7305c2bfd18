import BenchGate
import BenchSuite
import Foundation
import FrameTiming
import ResultFiles

/// Why a gate cannot use a baseline file: one line for stderr.
package struct BaselineFileRefusal: Error, CustomStringConvertible {
    /// One line naming the file and the problem.
    package let description: String
}

/// The baseline files `compare --check` reads and `--write-baseline` replaces: loaded, held to the run's machine
/// and settings, and, before a replacement, checked for entries the new run leaves out.
package enum BaselineFiles {
    /// The baseline at `path`; an unreadable file is one line.
    package static func load(_ path: String) throws(BaselineFileRefusal) -> Baseline {
        do throws(BaselineError) {
            return try Baseline.load(path: path)
        } catch {
            throw BaselineFileRefusal(description: error.description)
        }
    }

    /// The baseline when it was recorded on this machine's CPU model and build, or `accept`; else why not.
    package static func checkMachine(_ baseline: Baseline, path: String, accept: Bool) throws(BaselineFileRefusal) -> Baseline {
        guard !accept, let mismatch = baseline.machineMismatch(run: MachineInfo.current) else { return baseline }
        throw BaselineFileRefusal(
            description: "compare --check: baseline \(path) \(mismatch); time ratios between strategies do not carry over between CPU "
                + "models (docs/Results.md), so a CPU-time baseline holds only where it was recorded: use --against REV (no baseline "
                + "needed), record one here with --write-baseline, or give --accept-other-cpu to compare anyway")
    }

    /// The baseline when the run's settings are its own; else one line naming each difference.
    package static func checkSettings(_ baseline: Baseline, path: String, run: RecordedSettings) throws(BaselineFileRefusal) -> Baseline {
        let differences = baseline.settingsDifferences(from: run)
        guard differences.isEmpty else {
            throw BaselineFileRefusal(
                description: "compare --check: this run's settings differ from baseline \(path): "
                    + differences.map { "\($0.name) \($0.run) (baseline \($0.baseline))" }.joined(separator: ", ")
                    + "; run with the baseline's settings, or record a new baseline with --write-baseline")
        }
        return baseline
    }

    /// The baseline file `--write-baseline` will replace, whose tolerances the new one keeps; refuses when it holds
    /// traces, strategies or devices this run leaves out, unless `replace`. A file that is not a readable baseline
    /// (an older format, say) is replaced, with a line to `note` saying so.
    package static func toReplace(
        _ path: String?, traces: [String], strategies: [String], devices: [String], replace: Bool, note: (String) -> Void
    ) throws(BaselineFileRefusal) -> Baseline? {
        guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
        let previous: Baseline
        do throws(BaselineError) {
            previous = try Baseline.load(path: path)
        } catch {
            note("compare: replacing \(path), which is not a readable baseline (\(error.description)); default tolerances")
            return nil
        }
        let (lostTraces, lostStrategies) = previous.leftOut(traces: traces, strategies: strategies)
        let lostDevices = previous.leftOut(devices: devices)
        guard replace || (lostTraces.isEmpty && lostStrategies.isEmpty && lostDevices.isEmpty) else {
            let lost = [
                lostTraces.isEmpty ? nil : "traces " + lostTraces.joined(separator: ", "),
                lostStrategies.isEmpty ? nil : "strategies " + lostStrategies.joined(separator: ", "),
                lostDevices.isEmpty ? nil : "devices " + lostDevices.joined(separator: ", "),
            ].compactMap { $0 }
            throw BaselineFileRefusal(
                description: "compare --write-baseline: \(path) holds \(lost.joined(separator: " and ")) that this run leaves out; "
                    + "run them too, or give --replace to write a smaller baseline")
        }
        return previous
    }
}
