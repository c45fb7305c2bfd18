import CommandLineOptions
import Foundation
import RenderStrategies
import Workspace

/// The `harness` command line as a library: an executable hands it its arguments (and optionally its own
/// strategies and traces folder) and gets every command, option, help text, error message and output
/// format of HitchBench's own `harness`.
public enum HarnessCommandLine {
    /// Runs the command line on `arguments` (without the program name) with the built-in strategies plus
    /// `strategies`; `scenariosDirectory`'s traces can be named like the shipped ones (it is searched after
    /// the project's `Scenarios/` and before them) and join `compare --all`. Returns the exit status: 0
    /// success, 1 a failed gate or equivalence check or tables that differ from their documents, 2 a usage,
    /// input or strategy error or a strategy that could not be registered (one line on stderr, no partial
    /// output file).
    public static func run(arguments: [String], strategies: [StrategyEntry] = [], scenariosDirectory: String? = nil) -> Int32 {
        nameProgram()
        do {
            var registry = StrategyRegistry.builtIn
            for entry in strategies { try registry.register(entry) }
            let context = CommandContext(registry: registry, extraScenariosDirectory: scenariosDirectory)
            return try Harness.run(arguments, context: context)
        } catch let error as UsageError {
            Harness.note("\(Harness.program): \(error.description)")
            return 2
        } catch {
            Harness.note("\(Harness.program): \(error)")
            return 2
        }
    }

    /// Runs the command line on `arguments` (by default the process's own) and exits with its status; a
    /// strategy that traps still leaves one line naming what was running and exit status 2.
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        strategies: [StrategyEntry] = [], scenariosDirectory: String? = nil
    ) -> Never {
        nameProgram()
        TrapReporter.install()
        exit(run(arguments: arguments, strategies: strategies, scenariosDirectory: scenariosDirectory))
    }
}

extension HarnessCommandLine {
    /// Help texts, messages and recorded commands use the executable's own name.
    fileprivate static func nameProgram() {
        if let program = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }), !program.isEmpty {
            Program.name = program
        }
    }
}

/// What every command needs besides its options: the strategies it may run and the executable's own traces folder.
struct CommandContext {
    let registry: StrategyRegistry
    let extraScenariosDirectory: String?

    /// Folders searched for trace names after the project's `Scenarios/` and before the shipped traces.
    var traceFolders: [String] { extraScenariosDirectory.map { [$0] } ?? [] }
}
