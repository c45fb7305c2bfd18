import BenchGate
import CallgrindProfiles
import Foundation
import InputFiles
import InstructionCounting
import ResultFiles

/// The Callgrind profiles of an instruction-clock `compare` (one per entry, dumped as each is counted): kept in
/// `--profile DIR`, summarised beside a baseline being written, and, when the gate fails, the regressed
/// entries' kept in `<out-dir>/profiles` and diffed by function against the baseline's summary.
package struct InstructionProfiles {
    /// Where to keep every profile (`--profile DIR`), if anywhere.
    package var keepIn: String?
    /// The baseline being written, beside which the profiles' summary goes.
    package var writtenBaseline: String?
    /// The baseline checked against, whose summary a regression's profiles are diffed with.
    package var checkedBaseline: String?
    /// Where result files go; a regression's profiles are kept in its `profiles` folder.
    package var outDirectory: String
    /// The command recorded in the summary.
    package var command: String

    package init(keepIn: String?, writtenBaseline: String?, checkedBaseline: String?, outDirectory: String, command: String) {
        (self.keepIn, self.writtenBaseline, self.checkedBaseline) = (keepIn, writtenBaseline, checkedBaseline)
        (self.outDirectory, self.command) = (outDirectory, command)
    }

    /// Keeps, summarises and diffs the dumped profiles, adding the function changes to `verdict`; `note` hears
    /// what was kept, `wrote` each file written with what it is.
    package func handle(_ verdict: inout GateVerdict?, note: (String) -> Void, wrote: (String, String) -> Void) throws {
        let files = InstructionCounter.dumpedProfiles()
        if let folder = keepIn {
            try ProfileDiffing.keep(files, in: folder)
            note("compare: kept \(files.count) Callgrind profile\(files.count == 1 ? "" : "s") in \(folder)")
        }
        if let writtenBaseline {
            let path = ProfileSummary.path(besideBaseline: writtenBaseline)
            try AtomicFile.write(ProfileSummary(command: command, profiles: ProfileDiffing.profiles(files)).jsonString(), to: path)
            wrote(path, "baseline profile summary")
        }
        guard var judged = verdict, let baselinePath = checkedBaseline else { return }
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
