import BenchGate
import Foundation
import InputFiles
import JSONText

/// A profile summary that cannot be read: one line naming the file and the problem.
package struct ProfileSummaryError: Error, CustomStringConvertible {
    /// One line naming the file and the problem.
    package let description: String
}

/// The functions an instruction baseline's entries spent their instructions in (`hitchbench-profile/1`), written
/// beside the baseline by `compare --clock instructions --write-baseline` as `<baseline>.profile.json`, so a
/// failing gate can say where head's extra instructions went without the baseline's build.
///
/// Per entry: the profile's total and each function's own instructions, for the functions that hold at least
/// `keptShare` of the entry (at most `keptPerEntry` of them; the rest are summed as `(other functions)`), by
/// mangled name. A function below the cut counts as 0 in a diff, so its change is overstated by at most the cut.
package struct ProfileSummary: Equatable, Sendable {
    /// The format tag.
    package static let format = "hitchbench-profile/1"
    /// A function is kept when it holds at least this share of its entry's instructions (0.02 %).
    package static let keptShare = 0.0002
    /// Most functions kept per entry.
    package static let keptPerEntry = 300
    /// The name the functions below the cut are summed under.
    package static let otherName = "(other functions)"
    /// The largest file read.
    package static let fileLimit = InputLimit(maxBytes: 64 * 1_048_576, kind: "profile summaries", allowance: "64 MiB")

    /// One entry's profile.
    package struct Entry: Equatable, Sendable {
        /// Instructions in all, as the profile counts them.
        package var total: Int
        /// Own instructions by function (mangled name), the kept ones and `otherName`.
        package var functions: [String: Int]
    }

    /// The command that wrote it.
    package var command: String
    /// Entries by `<trace>/<strategy>`.
    package var entries: [String: Entry]

    /// The summary of `profiles` (entry → profile).
    package init(command: String, profiles: [String: CallgrindProfile]) {
        self.command = command
        entries = profiles.mapValues { profile in
            let cut = max(1, Int(Double(profile.total) * Self.keptShare))
            let kept = profile.selfCost.filter { $0.value >= cut }.sorted { $0.value > $1.value }.prefix(Self.keptPerEntry)
            var functions = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
            let rest = profile.selfCost.values.reduce(0, +) - functions.values.reduce(0, +)
            if rest > 0 { functions[Self.otherName] = rest }
            return Entry(total: profile.total, functions: functions)
        }
    }

    /// The path of the summary that belongs to baseline `path`: `x.json` → `x.profile.json`.
    package static func path(besideBaseline path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".profile.json"
    }

    /// The summary as JSON, entries and functions sorted (functions by count, largest first).
    package func jsonString() -> String {
        let entries = entries.keys.sorted().map { name -> (key: String, value: JSONValue) in
            let entry = self.entries[name] ?? Entry(total: 0, functions: [:])
            let functions = entry.functions.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return (
                name, .object([("total", .int(entry.total)), ("functions", .object(functions.map { ($0.key, .int($0.value)) }, .lines))])
            )
        }
        return JSONValue.object(
            [("format", .string(Self.format)), ("command", .string(command)), ("entries", .object(entries, .lines))], .lines
        )
        .document
    }

    /// Reads a summary file; nil (with why) when it is missing or not one.
    package static func load(path: String) -> Result<ProfileSummary, ProfileSummaryError> {
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.read(path, limit: fileLimit)
        } catch {
            return .failure(ProfileSummaryError(description: "\(path): \(error.reason)"))
        }
        var summary = ProfileSummary(command: "", profiles: [:])
        do {
            try JSONEnvelope.read(bytes, format: format, known: ["command", "entries"]) { reader, key throws(JSONError) in
                if key == "command" {
                    summary.command = try reader.readScalar().string ?? ""
                    return
                }
                try reader.readObject { reader, name throws(JSONError) in
                    var entry = Entry(total: 0, functions: [:])
                    try reader.readObject { reader, field throws(JSONError) in
                        if field == "total" {
                            entry.total = try reader.readScalar().int ?? 0
                            return
                        }
                        guard field == "functions", try reader.peek() == .object else { return try reader.skipValue() }
                        try reader.readObject { reader, function throws(JSONError) in
                            entry.functions[function] = try reader.readScalar().int ?? 0
                        }
                    }
                    summary.entries[name] = entry
                }
            }
        } catch {
            return .failure(ProfileSummaryError(description: "\(path): \(error.reason)"))
        }
        return .success(summary)
    }
}
