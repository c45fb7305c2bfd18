import BenchGate
import BenchSuite
import ChartKit
import FrameTiming
import InputFiles
import JSONText
import ResultFiles
import ScrollReplay
import StrategyRun

/// `harness trace synth|check`: make traces from parameters, or validate one.
enum TraceCommand {
    static let specs = [
        OptionSpec(name: "velocity", value: "PT/S", help: "fling: release velocity (100...10000; default 2500)"),
        OptionSpec(name: "count", value: "N", help: "fling: number of flings (default 4); scrub: back-and-forth cycles (default 9)"),
        OptionSpec(name: "pause", value: "S", help: "fling: seconds between flings (default: until the glide stops)"),
        OptionSpec(name: "duration", value: "S", help: "drag: seconds the drag takes (1...500; default 20)"),
        OptionSpec(name: "distance", value: "PT", help: "drag: points travelled (default 2904, all of 60 days)"),
        OptionSpec(name: "name", value: "NAME", help: "the trace's name field (default: the gesture; results are named after the file)"),
        OptionSpec(name: "out", value: "FILE.json", help: "where to write the trace (required for synth)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "trace", maxPositionals: 2)
        let usage = "\(Harness.program) trace synth fling|drag|scrub [options] --out FILE.json\n       \(Harness.program) trace check TRACE"
        if options.has("help") || options.positionals.isEmpty {
            print(
                helpText(
                    usage: usage,
                    about: """
                        synth writes a trace made from parameters (format in Scenarios/README.md);
                        check validates a trace against the seed channels and prints its length, name and
                        description (results are named after the trace's file, not its name field).
                        """, specs: specs))
            return options.has("help") ? 0 : 2
        }
        switch options.positionals[0] {
        case "synth": return try synth(options)
        case "check": return try check(options, context: context)
        default: throw UsageError("trace: unknown action '\(options.positionals[0])' (actions: synth, check)")
        }
    }

    private static func synth(_ options: ParsedOptions) throws -> Int32 {
        guard options.positionals.count == 2 else { throw UsageError("trace synth: name a gesture: fling, drag or scrub") }
        guard let out = options.string("out") else { throw UsageError("trace synth: --out FILE.json is required") }
        let gesture = options.positionals[1]
        let allowed: [String: Set<String>] = [
            "fling": ["velocity", "count", "pause"], "drag": ["duration", "distance"], "scrub": ["count"],
        ]
        guard let accepted = allowed[gesture] else {
            throw UsageError("trace synth: unknown gesture '\(gesture)' (gestures: fling, drag, scrub)")
        }
        for option in ["velocity", "count", "pause", "duration", "distance"] where options.has(option) && !accepted.contains(option) {
            throw UsageError(
                "trace synth \(gesture): --\(option) does not apply (accepted: \(accepted.sorted().map { "--" + $0 }.joined(separator: ", ")))"
            )
        }
        let name = options.string("name")
        let trace: Trace
        do {
            switch gesture {
            case "fling":
                trace = try TraceSynth.fling(
                    velocityPointsPerSecond: try options.double("velocity", in: -1e9...1e9) ?? 2500,
                    count: try options.int("count", in: Int.min...Int.max) ?? 4,
                    pauseSeconds: try options.double("pause", in: -1e9...1e9),
                    name: name ?? "fling"
                )
            case "drag":
                trace = try TraceSynth.drag(
                    distancePoints: try options.double("distance", in: -1e9...1e9) ?? 2904,
                    durationSeconds: try options.double("duration", in: -1e9...1e9) ?? 20,
                    name: name ?? "slow-drag"
                )
            default:
                trace = try TraceSynth.scrub(count: try options.int("count", in: Int.min...Int.max) ?? 9, name: name ?? "scrub")
            }
        } catch let error as TraceSynthError {
            throw UsageError("trace synth \(gesture): \(error.description)")
        }
        try DataOptions.checkOutputs([out], inputs: [])
        try AtomicFile.write(trace.jsonData(), to: out)
        Harness.wrote(
            out, "trace of \(JSONText.counted(trace.events.count, "event")), \(JSONText.number(trace.durationSeconds, decimals: 2)) s")
        return 0
    }

    private static func check(_ options: ParsedOptions, context: CommandContext) throws -> Int32 {
        guard options.positionals.count == 2 else { throw UsageError("trace check: name a trace file") }
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
