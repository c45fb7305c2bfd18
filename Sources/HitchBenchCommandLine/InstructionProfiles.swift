import BenchGate
import CallgrindProfiles
import Foundation
import InputFiles
import InstructionCounting
import ResultFiles

/// The Callgrind profiles of an instruction-clock `compare` (one per entry, dumped as each is counted): kept in
/// `--profile DIR`, summarised beside a baseline being written, and, when the gate fails, the regressed
/// entries' kept in `<out-dir>/profiles` and diffed by function against the baseline's summary.
enum InstructionProfiles {
    static func handle(
        _ verdict: inout GateVerdict?, options: ParsedOptions, baselinePath: String?, outDirectory: String, command: String
    ) throws {
        let files = InstructionCounter.dumpedProfiles()
        if let folder = options.string("profile") {
            try ProfileDiffing.keep(files, in: folder)
            Harness.note("compare: kept \(files.count) Callgrind profile\(files.count == 1 ? "" : "s") in \(folder)")
        }
        if options.has("write-baseline"), let baselinePath {
            let path = ProfileSummary.path(besideBaseline: baselinePath)
            try AtomicFile.write(ProfileSummary(command: command, profiles: ProfileDiffing.profiles(files)).jsonString(), to: path)
            Harness.wrote(path, "baseline profile summary", toStandardError: true)
        }
        guard var judged = verdict, let baselinePath else { return }
        let regressed = ProfileDiffing.regressedEntries(judged)
        guard !regressed.isEmpty else { return }
        let folder = outDirectory + "/profiles"
        let kept = try ProfileDiffing.keep(files, in: folder, labels: Set(regressed))
        let found = ProfileDiffing.againstBaseline(verdict: judged, baselinePath: baselinePath, headProfiles: kept, keptIn: folder)
        judged.functionChanges = found.changes
        judged.notes += found.notes
        verdict = judged
    }
}
