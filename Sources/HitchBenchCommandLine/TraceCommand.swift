import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import FrameTiming
import InputFiles
import JSONText
import ResultFiles
import ScrollReplay
import StrategyRun
import Workspace

/// `harness trace synth|check`: make traces from parameters, or validate one.
enum TraceCommand: Command {
    static let name = "trace"
    static let velocity = Option.number("velocity", "PT/S", in: -1e9...1e9, help: "fling: release velocity (100...10000; default 2500)")
    static let count = Option.int(
        "count", "N", in: Int.min...Int.max, help: "fling: number of flings (default 4); scrub: back-and-forth cycles (default 9)")
    static let pause = Option.number("pause", "S", in: -1e9...1e9, help: "fling: seconds between flings (default: until the glide stops)")
    static let duration = Option.number("duration", "S", in: -1e9...1e9, help: "drag: seconds the drag takes (1...500; default 20)")
    static let distance = Option.number("distance", "PT", in: -1e9...1e9, help: "drag: points travelled (default 2904, all of 60 days)")
    static let traceName = Option.text(
        "name", "NAME", help: "the trace's name field (default: the gesture; results are named after the file)")
    static let out = Option.text("out", "FILE.json", help: "where to write the trace (required for synth)")
    static let declarations = [
        velocity.declaration, count.declaration, pause.declaration, duration.declaration, distance.declaration, traceName.declaration,
        out.declaration, Flag.help.declaration,
    ]
    static let positionals = Positionals(upTo: 2, helpWhen: .withoutPositionals)
    /// The gestures `synth` makes and the options each takes.
    static let gestures: [String: [OptionDeclaration]] = [
        "fling": [velocity.declaration, count.declaration, pause.declaration], "drag": [duration.declaration, distance.declaration],
        "scrub": [count.declaration],
    ]

    static var usage: String {
        "\(Harness.program) trace synth fling|drag|scrub [options] --out FILE.json\n       \(Harness.program) trace check TRACE"
    }

    static func about(_ context: CommandContext) -> String {
        """
        synth writes a trace made from parameters (format in Scenarios/README.md);
        check validates a trace against the seed channels and prints its length, name and
        description (results are named after the trace's file, not its name field).
        """
    }

    /// An action; for synth a gesture, `--out` and only the gesture's options; for check a trace.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        switch options.positionals[0] {
        case "synth":
            guard options.positionals.count == 2 else { throw UsageError("trace synth: name a gesture: fling, drag or scrub") }
            guard options[Self.out] != nil else { throw UsageError("trace synth: --out FILE.json is required") }
            let gesture = options.positionals[1]
            guard let accepted = gestures[gesture]?.map(\.name) else {
                throw UsageError("trace synth: unknown gesture '\(gesture)' (gestures: fling, drag, scrub)")
            }
            let shaping = [velocity.declaration, count.declaration, pause.declaration, duration.declaration, distance.declaration]
            for option in shaping where options.given(option) && !accepted.contains(option.name) {
                throw UsageError(
                    "trace synth \(gesture): --\(option.name) does not apply (accepted: \(accepted.sorted().map { "--" + $0 }.joined(separator: ", ")))"
                )
            }
        case "check":
            guard options.positionals.count == 2 else { throw UsageError("trace check: name a trace file") }
        default: throw UsageError("trace: unknown action '\(options.positionals[0])' (actions: synth, check)")
        }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        options.positionals[0] == "synth" ? try synth(options) : try check(options, context: context)
    }

    private static func synth(_ options: ParsedOptions) throws -> Int32 {
        let gesture = options.positionals[1]
        let out = options[Self.out] ?? ""
        let name = options[Self.traceName]
        let velocity = options[Self.velocity] ?? 2500
        let pause = options[Self.pause]
        let (distance, duration) = (options[Self.distance] ?? 2904, options[Self.duration] ?? 20)
        let count = options[Self.count]
        let trace: Trace
        do throws(TraceSynthError) {
            switch gesture {
            case "fling":
                trace = try TraceSynth.fling(
                    velocityPointsPerSecond: velocity, count: count ?? 4, pauseSeconds: pause, name: name ?? "fling")
            case "drag":
                trace = try TraceSynth.drag(distancePoints: distance, durationSeconds: duration, name: name ?? "slow-drag")
            default:
                trace = try TraceSynth.scrub(count: count ?? 9, name: name ?? "scrub")
            }
        } catch {
            throw UsageError("trace synth \(gesture): \(error.description)")
        }
        try DataOptions.checkOutputs([out], inputs: [])
        try AtomicFile.write(trace.jsonData(), to: out)
        Harness.wrote(
            out, "trace of \(JSONText.counted(trace.events.count, "event")), \(JSONText.number(trace.durationSeconds, decimals: 2)) s")
        return 0
    }

    private static func check(_ options: ParsedOptions, context: CommandContext) throws -> Int32 {
        let (trace, path) = try RunCommand.loadTrace(options.positionals[1], channels: SalesDataset.seedChannels, context: context)
        print(
            "\(ProjectFolders.display(path)): valid, \(JSONText.counted(trace.events.count, "event")), "
                + "\(JSONText.number(trace.durationSeconds, decimals: 2)) s")
        // Results are named after the file, so a trace copied under another name never overwrites the original's.
        print("name: \(JSONText.quoted(trace.name)) (results are named after the file: \(TraceLocator.shortName(ofPath: path)))")
        if !trace.description.isEmpty { print("description: \(trace.description)") }
        return 0
    }
}
