import BenchGate
import BenchSuite
import CallgrindProfiles
import Foundation
import FrameTiming
import ResultFiles
import ResultText

/// Why `compare --against` could not judge head: one line for stderr.
package struct AgainstRunError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

/// The work of `compare … --against REV`: builds REV's harness (`BaseRevision`), runs it (base) and this one
/// (head) on the same trace files, one trace per process, interleaved repeat by repeat (`PairedRun`), and
/// judges head (`HeadAgainstBase`), with a function diff of the two sides' profiles on the instruction clock.
package struct AgainstRun {
    /// The revision as given, the package to build it of, and the product to build.
    package var revision: String, packageDirectory: String, product: String
    /// The executable that runs head's side: this one.
    package var headExecutable: String
    /// The options both sides get, and the trace files each run as a unit of its own.
    package var options: [String], tracePaths: [String]
    /// Extra options for head's runs only.
    package var headArguments: [String] = []
    /// The option that names a trace and the one that keeps profiles, as the two command lines spell them.
    package var traceOption: String, profileOption: String
    /// Repeats of each side, the clock, and how much a p50 time may grow.
    package var repeats: Int, clock: TimingClock, timeTolerance: Double
    /// Pass although entries were not run on both sides.
    package var allowMissing = false
    /// Where the runs' folder (`against-<commit>`) goes, and where profiles are kept if given.
    package var outDirectory: String, profileFolder: String?

    package init(
        revision: String, packageDirectory: String, product: String, headExecutable: String, options: [String], tracePaths: [String],
        traceOption: String, profileOption: String, repeats: Int, clock: TimingClock, timeTolerance: Double, outDirectory: String
    ) {
        (self.revision, self.packageDirectory, self.product, self.headExecutable) = (revision, packageDirectory, product, headExecutable)
        (self.options, self.tracePaths, self.traceOption, self.profileOption) = (options, tracePaths, traceOption, profileOption)
        (self.repeats, self.clock, self.timeTolerance, self.outDirectory) = (repeats, clock, timeTolerance, outDirectory)
    }

    /// Builds base, runs both sides and judges head; `note` hears each step. Throws `AgainstRunError` when base
    /// cannot be had, lacks an option head's runs need, or a run fails.
    package func run(note: (String) -> Void) throws -> AgainstReport {
        func fail(_ text: String) -> AgainstRunError { AgainstRunError(description: text) }
        let base: BaseRevision
        do throws(BaseRevisionError) {
            base = try BaseRevision.prepare(revision: revision, packageDirectory: packageDirectory, product: product) {
                note("compare --against: \($0)")
            }
        } catch {
            throw fail(error.description)
        }
        let folder = outDirectory + "/against-" + String(base.commit.prefix(12))
        let known = base.compareOptions()
        // On the instruction clock both sides keep their profiles, so a change is named by function as `--check`
        // names it (in `--profile DIR`, else beside the verdict); a base too old to keep them is judged without.
        var profile = profileFolder
        if profile == nil, !clock.measuresTime {
            if known.contains(profileOption) {
                profile = folder + "/profiles"
            } else {
                note("compare --against: base \(base.name)'s \(Program.name) keeps no profiles (no \(profileOption)): no function diff")
            }
        }
        // An older base lacks newer options: refused with the names, before anything runs.
        let needed = (options + [traceOption] + (profile == nil ? [] : [profileOption])).filter { $0.hasPrefix("--") }.map {
            String($0.prefix { $0 != "=" })
        }
        let lacking = Array(Set(needed).subtracting(known)).sorted()
        guard lacking.isEmpty else {
            throw fail(
                "compare --against: base \(base.name)'s \(Program.name) has no option \(lacking.joined(separator: ", ")) "
                    + "(it is older than this one); compare without it, or against a newer revision")
        }
        var paired = PairedRun(
            sides: [PairedRun.Side(name: "base", executable: base.executable), PairedRun.Side(name: "head", executable: headExecutable)],
            options: options, repeats: repeats, folder: folder)
        paired.units = tracePaths.map { [traceOption, $0] }
        paired.sideOptions["head"] = headArguments
        if let profile {
            for side in ["base", "head"] { paired.sideOptions[side, default: []] += [profileOption, profile + "/" + side] }
        }
        note("compare --against: \(repeats) repeat\(repeats == 1 ? "" : "s") of base \(base.name) and head, interleaved (ABBA)")
        let runs: [String: [SideRun]]
        do {
            runs = try paired.run(
                progress: { note("compare --against: \($0)") },
                read: { folder in try SideRun(comparisonsIn: folder) })
        } catch let error as PairedRunError {
            throw fail("compare --against: " + error.description)
        } catch let error as ResultFileError {
            throw fail("compare --against: " + error.description)
        }
        var judge = HeadAgainstBase(base: runs["base"] ?? [], head: runs["head"] ?? [], clock: clock, baseName: base.name)
        judge.timeTolerance = timeTolerance
        judge.allowMissing = allowMissing
        var verdict = judge.verdict()
        if let machine = runs["head"]?.first?.machine { verdict.notes.append("both sides ran on \(machine.summary)") }
        if !headArguments.isEmpty { verdict.notes.append("head's runs had extra options: \(headArguments.joined(separator: " "))") }
        if let profile {
            let diffs = try ProfileDiffing.against(verdict: verdict, folder: profile)
            verdict.notes += diffs.notes
            verdict.functionChanges = diffs.changes
        }
        return AgainstReport(judge: judge, verdict: verdict, baseName: base.name, folder: folder)
    }
}
