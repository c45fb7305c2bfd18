import Foundation

/// The top-level command table.
enum Harness {
    static let version = "0.1.0"

    static let overview = """
    HitchBench: replays scripted scroll traces through three ways of drawing a horizontally
    scrolling stacked bar chart, times every frame's real rendering work on a virtual 60/120 Hz
    display, and counts hitches.

    USAGE: harness --strategy render-all|tiles|window --trace TRACE [options]
           harness <command> [options]

    COMMANDS:
      (none)      run one strategy on one trace (see 'harness run --help')
      render      render one viewport frame to PNG and/or its display list to JSON
      bench       render benchmark: 'harness bench render'
      trace       make or check traces: 'harness trace synth fling|drag|scrub', 'harness trace check FILE'
      compare     run strategies side by side on the same traces
      sweep       grow the data and see how each strategy's frame time grows
      merge       join sweep shards into one result
      help        'harness help <command>' shows a command's options

    Build with 'swift build -c release' (or 'swift run -c release harness ...'): figures from a
    debug build are not representative.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let first = arguments.first else {
            print(overview)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            print(overview)
            return 0
        case "--version":
            print("harness \(version)")
            return 0
        case "help":
            guard let command = rest.first else { print(overview); return 0 }
            return try run([command, "--help"])
        case "run": return try RunCommand.run(rest)
        case "render": return try RenderCommand.run(rest)
        case "bench": return try BenchCommand.run(rest)
        case "trace": return try TraceCommand.run(rest)
        case "compare": return try CompareCommand.run(rest)
        case "sweep": return try SweepCommand.run(rest)
        case "merge": return try MergeCommand.run(rest)
        default:
            guard first.hasPrefix("--") else {
                throw UsageError("unknown command '\(first)' (commands: run, render, bench, trace, compare, sweep, merge, help)")
            }
            return try RunCommand.run(arguments)
        }
    }

    /// Writes one line on stderr.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Warns, once, that a debug build's times mean little.
    static func warnIfDebugBuild() {
        #if DEBUG
        note("warning: this is a debug build; times are not representative (use 'swift run -c release harness ...')")
        #endif
    }
}
