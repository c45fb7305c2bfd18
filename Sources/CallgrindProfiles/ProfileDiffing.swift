import BenchGate
import Foundation

/// Where a regressed entry's instructions went: the per-entry Callgrind profiles of an instruction run kept as
/// files, summarised beside an instruction baseline, and diffed by function against the baseline's summary or
/// against base's profiles (`compare --against … --profile DIR`).
package enum ProfileDiffing {
    /// The file a profile labelled `label` (`fling/tiles`, `fling/tiles#2`) is kept as: `fling.tiles.callgrind.out`.
    package static func fileName(ofLabel label: String) -> String {
        label.replacingOccurrences(of: "/", with: ".").replacingOccurrences(of: "#", with: ".r") + ".callgrind.out"
    }

    /// Copies the dumped profiles `files` into `folder` (made if needed), each named after its trigger label;
    /// returns each copy's profile by label, for the entries whose label is in `labels` (nil: every one).
    @discardableResult
    package static func keep(
        _ files: [String], in folder: String, labels: Set<String>? = nil
    ) throws -> [String: CallgrindProfile] {
        var kept: [String: CallgrindProfile] = [:]
        for file in files {
            guard let profile = CallgrindProfile.load(path: file), let label = profile.trigger else { continue }
            guard labels?.contains(label) ?? true else { continue }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let destination = folder + "/" + fileName(ofLabel: label)
            try? FileManager.default.removeItem(atPath: destination)
            try FileManager.default.copyItem(atPath: file, toPath: destination)
            kept[label] = profile
        }
        return kept
    }

    /// The profiles of `files` by trigger label, first repeats only (unlabelled dumps passed over).
    package static func profiles(_ files: [String]) -> [String: CallgrindProfile] {
        var out: [String: CallgrindProfile] = [:]
        for file in files {
            guard let profile = CallgrindProfile.load(path: file), let label = profile.trigger, !label.contains("#") else { continue }
            out[label] = profile
        }
        return out
    }

    /// The entries of `verdict` whose instruction checks failed, sorted.
    package static func regressedEntries(_ verdict: GateVerdict) -> [String] {
        let names = Set(GateMeasure.allCases.filter { !$0.isTaken(on: .cpu) }.map(\.rawValue))
        return Set(verdict.regressions.filter { names.contains($0.name) }.map(\.entry)).sorted()
    }

    /// For each regressed entry of `verdict` (instructions), head's profile against the baseline's summary
    /// beside `baselinePath`; notes say where the profiles are, or why there is no diff.
    package static func againstBaseline(
        verdict: GateVerdict, baselinePath: String, headProfiles: [String: CallgrindProfile], keptIn folder: String
    ) -> (changes: [FunctionChanges], notes: [String]) {
        let regressed = regressedEntries(verdict)
        guard !regressed.isEmpty else { return ([], []) }
        var notes = ["the regressed entries' Callgrind profiles are in \(folder) (callgrind_annotate FILE reads one)"]
        let summaryPath = ProfileSummary.path(besideBaseline: baselinePath)
        let summary: ProfileSummary
        switch ProfileSummary.load(path: summaryPath) {
        case .success(let loaded): summary = loaded
        case .failure(let error):
            notes.append(
                "no function diff: the baseline's profile summary cannot be read (\(error.description)); "
                    + "--write-baseline on the instruction clock writes it")
            return ([], notes)
        }
        var changes: [FunctionChanges] = []
        for entry in regressed {
            guard let head = headProfiles[entry], let base = summary.entries[entry] else {
                notes.append(
                    "no function diff for \(entry): \(headProfiles[entry] == nil ? "head has no profile" : "the summary has no entry")")
                continue
            }
            changes.append(diff(entry, before: base.functions, totalBefore: base.total, after: head, keep: base.functions))
        }
        return (changes, notes)
    }

    /// For `compare --against` on the instruction clock: each regressed entry's profiles of base (`DIR/base`)
    /// and head (`DIR/head`) diffed by function, as `againstBaseline` diffs head's against a baseline's summary.
    package static func against(verdict: GateVerdict, folder: String) throws -> (changes: [FunctionChanges], notes: [String]) {
        let regressed = regressedEntries(verdict)
        guard !regressed.isEmpty else { return ([], []) }
        var notes = ["both sides' Callgrind profiles are in \(folder)/base and \(folder)/head, one per entry"]
        var changes: [FunctionChanges] = []
        for entry in regressed {
            let name = fileName(ofLabel: entry)
            guard let base = CallgrindProfile.load(path: "\(folder)/base/\(name)"),
                let head = CallgrindProfile.load(path: "\(folder)/head/\(name)")
            else {
                notes.append("no function diff for \(entry): a side has no profile \(name)")
                continue
            }
            changes.append(diff(entry, before: base.selfCost, totalBefore: base.total, after: head, keep: nil))
        }
        return (changes, notes)
    }

    /// The diff of `after` against `before`; with `keep` (a baseline summary's functions), head's functions the
    /// summary did not keep are summed under its "(other functions)" as the baseline's were.
    private static func diff(
        _ entry: String, before: [String: Int], totalBefore: Int, after: CallgrindProfile, keep: [String: Int]?
    ) -> FunctionChanges {
        var head = after.selfCost
        if let keep {
            let cut = max(1, Int(Double(after.total) * ProfileSummary.keptShare))
            var folded: [String: Int] = [:]
            for (function, cost) in head {
                let kept = keep[function] != nil || cost >= cut
                folded[kept ? function : ProfileSummary.otherName, default: 0] += cost
            }
            head = folded
        }
        return FunctionChanges(
            entry: entry, before: before, totalBefore: totalBefore, after: head, totalAfter: after.total, name: SwiftDemangler.readable)
    }
}
