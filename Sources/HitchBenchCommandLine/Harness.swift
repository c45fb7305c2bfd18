import BenchGate
import BenchSuite
import CommandLineOptions
import Foundation
import FrameTiming
import InstructionCounting
import ResultFiles
import StrategyRun
import Workspace

/// The top-level command table.
enum Harness {
    /// The executable's name (`harness`, or an outside package's own), for help texts, messages and recorded
    /// commands; `HarnessCommandLine` sets `Program.name` before any command runs.
    static var program: String { Program.name }

    static func overview(_ context: CommandContext) -> String {
        """
        HitchBench: replays scripted scroll traces through interchangeable ways of drawing a horizontally
        scrolling stacked bar chart, times every frame's real rendering work on a virtual display (any
        whole rate from 1 to 240 Hz, 60 by default), and counts hitches the way Apple's tools do.

        USAGE: \(program) --strategy NAME --trace TRACE [options]
               \(program) <command> [options]

        COMMANDS:
          (none)      run one strategy on one trace (see '\(program) run --help'; strategies: \(context.registry.names.joined(separator: ", ")))
          run         the same, named
          render      render one viewport frame to PNG and/or its display list to JSON
          bench       render benchmark: '\(program) bench render'
          trace       make or check traces: '\(program) trace synth fling|drag|scrub', '\(program) trace check FILE'
          compare     run strategies side by side on the same traces; the CI gate
          sweep       grow the data and see how each strategy's frame time grows
          merge       join sweep shards into one result
          slowdown    how much slower each strategy's commit may be before it hitches (its headroom)
          tables      the docs' result tables from the reference results: print, --write or --check
          import      a phone's run, measured by Instruments or MetricKit, as a device file compare and the gate take
          calibrate   fit a device profile's unit costs to a phone's runs (device files of known strategy and size)
          equivalence check that a strategy draws the same chart as the reference
          help        '\(program) help <command>' shows a command's options

        Build with 'swift build -c release' (or 'swift run -c release \(program) ...'): figures from a
        debug build are not representative.
        """
    }

    /// Every command, in the order the overview lists them.
    static let commandTypes: [any Command.Type] = [
        RunCommand.self, RenderCommand.self, BenchCommand.self, TraceCommand.self, CompareCommand.self, SweepCommand.self,
        MergeCommand.self,
        SlowdownCommand.self, TablesCommand.self, ImportCommand.self, CalibrateCommand.self, EquivalenceCommand.self,
    ]

    static let commands = commandTypes.map { $0.name } + ["help"]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        guard let first = arguments.first else {
            print(overview(context))
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            print(overview(context))
            return 0
        case "--version":
            print("\(program) \(HitchBenchVersion.current)")
            return 0
        case "help":
            guard let command = rest.first else {
                print(overview(context))
                return 0
            }
            return try run([command, "--help"], context: context)
        default:
            if let command = commandTypes.first(where: { $0.name == first }) { return try command.run(rest, context: context) }
            // Options first (`--strategy tiles`, or a one-dash typo such as `-strategy`) mean the run command.
            guard first.hasPrefix("-") else {
                let near = ParsedOptions.nearest(to: first, in: commands).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown command '\(first)'\(near) (commands: \(commands.joined(separator: ", ")))")
            }
            return try RunCommand.run(arguments, context: context)
        }
    }

    /// Writes one line on stderr.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Says that a file was written, as the path a reader finds it by from the working directory: on stdout,
    /// or on stderr when stdout carries machine-readable output (`compare --format csv|json`).
    static func wrote(_ path: String, _ what: String, toStandardError: Bool = false) {
        let line = "wrote \(what) -> \(ProjectFolders.display(path))"
        if toStandardError { note(line) } else { print(line) }
    }

    /// On the instruction clock, runs the command again under Callgrind and gives its exit status to return
    /// (`InstructionClockLaunch`); nil when the command goes on here.
    static func relaunchIfNeeded(_ clock: TimingClock) throws -> Int32? {
        do throws(InstructionCountingError) {
            return try InstructionClockLaunch.relaunchIfNeeded(clock, note: note)
        } catch {
            throw UsageError("--clock instructions: \(error.description)")
        }
    }

    /// Warns, once, that a debug build's times mean little.
    static func warnIfDebugBuild() {
        #if DEBUG
        note("warning: this is a debug build; times are not representative (use 'swift run -c release \(program) ...')")
        #endif
    }
}
