import CommandLineOptions
import DeviceImport
import DisplayModel
import Foundation
import InputFiles
import MetricKitFiles
import ResultFiles
import ResultText
import Workspace

/// `harness import instruments|metrickit FILE…`: what a phone measured, as a device file the other commands take.
enum ImportCommand: Command {
    static let name = "import"
    static let process = Option(
        "process", "NAME|PID",
        help: "instruments: the process whose hitches count (default: the recording's target, or the one with hitches)",
        parse: InstrumentsImport.ProcessChoice.init)
    static let display = Option.text(
        "display", "NAME", help: "instruments: the display whose frames count (default: the one the app's hitches are on, or the only one)")
    static let scroll = Option(
        "scroll", "START-END[,...]|signpost:NAME",
        help: "instruments: the scrolling intervals in seconds, or the os_signpost intervals of that name (gives the scroll ratio)",
        parse: parseScrolls)
    static let label = Option<String>(
        "label", "TEXT", help: "the name compare and the gate know the run by (default: <process or app> on <device>)"
    ) { text throws(UsageError) in
        guard !text.isEmpty, text.count <= 200 else { throw UsageError("--label: give 1 to 200 characters") }
        return text
    }
    static let out = Option.text("out", "FILE.json", help: "the device file (default results/device-<label>.json)")
    static let declarations = [
        process.declaration, display.declaration, scroll.declaration, label.declaration, out.declaration, Flag.help.declaration,
    ]
    static let positionals = Positionals(upTo: 10_000, helpWhen: .withoutPositionals)

    static var usage: String {
        "\(Harness.program) import instruments FILE.xml... [--process NAME|PID] [--display NAME] [--scroll START-END|signpost:NAME] "
            + "[--label TEXT] [--out FILE]\n       \(Harness.program) import metrickit FILE.json... [--label TEXT] [--out FILE]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        instruments reads what 'xcrun xctrace export --input RUN.trace --xpath …' writes for an Animation
        Hitches recording, one table per file (hitches or hitches-summary, hitches-renders,
        displayed-surfaces-interval, display-vsyncs-interval, device-display-info, hitches-updates and
        iOS 18's commit and render tables, OSSignpostIntervals, display-surface-swap, swiftui-updates) and
        the '--toc' table of contents, which gives the device, the recorded process and the recording's
        length; any other table is skipped with a warning. Tables that name one display differently are
        matched by evidence (the hitches whole intervals of the vsyncs), and what is set aside is noted.
        --out may not be one of the inputs (Samples/Instruments holds real exports to try). Files of up to
        \(InstrumentsImport.fileLimit.maxBytes) bytes are read as a stream: memory grows with the rows
        kept (frames, hitches), not with the columns HitchBench does not read. metrickit reads MXMetricPayload JSON (jsonRepresentation(): one payload, or an array).
        Both print a summary and write a hitchbench-device/1 file (results/README.md) that compare --device
        and the gate take (and calibrate: each frame's commit, render and SwiftUI updates); what the data
        do not give is null, never 0. A bad file gets one line naming the
        file, the table and row, and the problem, exit 2, and no output.
        """
    }

    /// A source, files, and for metrickit none of the options only Instruments' recordings answer.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        let kind = options.positionals[0]
        guard kind == "instruments" || kind == "metrickit" else {
            throw UsageError("import: unknown source '\(kind)' (sources: instruments, metrickit)")
        }
        guard options.positionals.count > 1 else { throw UsageError("import \(kind): give the files to import") }
        if kind == "metrickit" {
            for option in [process.declaration, display.declaration, scroll.declaration] where options.given(option) {
                throw UsageError(
                    "import metrickit: --\(option.name) applies to instruments only (a payload has no processes, displays or intervals)")
            }
        }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let (kind, files) = (options.positionals[0], Array(options.positionals.dropFirst()))
        let label = options[Self.label]
        // The default output needs the label, which may come from the data; a given --out is checked before any work.
        if let out = options[Self.out] { try DataOptions.checkOutputs([out], inputs: files) }

        let run: DeviceRun
        do throws(DeviceImportError) {
            if kind == "instruments" {
                let choice = InstrumentsImport(
                    process: options[Self.process], display: options[Self.display], label: label, scrolls: options[Self.scroll])
                run = try choice.run(files: files)
            } else {
                run = try MetricKitImport.run(files: files, label: label)
            }
        } catch {
            throw UsageError(error.description)
        }
        let out = options[Self.out] ?? ProjectFolders.result("device-\(ConfigurationTag.stem(of: run.label + ".json")).json")
        try DataOptions.checkOutputs([out], inputs: files)
        for table in run.skipped { Harness.note("import: warning: \(table)") }
        // Streamed into the temporary file: a run of millions of frames is never one string in memory.
        try AtomicFile.write(to: out) { run.writeJSON(toolVersion: HitchBenchVersion.tool, to: &$0) }
        print(run.textSummary(), terminator: "")
        Harness.wrote(out, "device run")
        return 0
    }

    /// `1.5-4,6-9.25` as intervals in seconds, or `signpost:NAME`.
    static func parseScrolls(_ text: String) throws(UsageError) -> InstrumentsImport.ScrollChoice {
        if text.hasPrefix("signpost:") {
            let name = String(text.dropFirst("signpost:".count))
            guard !name.isEmpty else { throw UsageError("--scroll signpost:NAME: give the signpost's name") }
            return .signpost(name)
        }
        var intervals: [TrackedInterval] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let start = Double(ends[0]), let end = Double(ends[1]), start.isFinite, end.isFinite, start >= 0,
                end > start,
                end <= 1_209_600
            else {
                throw UsageError("--scroll: '\(part)' is not START-END in seconds (0 ≤ START < END ≤ 1209600, e.g. 1.5-4.2)")
            }
            intervals.append(TrackedInterval(startSeconds: start, endSeconds: end))
        }
        return .intervals(intervals)
    }
}
