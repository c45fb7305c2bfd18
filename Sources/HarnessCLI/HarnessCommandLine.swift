import Foundation

/// The `harness` command line as a library: an executable hands it its arguments and gets every
/// command, option, help text, error message and output format of HitchBench's own `harness`.
public enum HarnessCommandLine {
    /// Runs the command line on `arguments` (without the program name) and returns the exit status:
    /// 0 success, 1 a failed gate or check, 2 a usage or input error (one line on stderr).
    public static func run(arguments: [String]) -> Int32 {
        do {
            return try Harness.run(arguments)
        } catch let error as UsageError {
            Harness.note("harness: \(error.description)")
            return 2
        } catch {
            Harness.note("harness: \(error)")
            return 2
        }
    }

    /// Runs the command line on the process's arguments and exits with its status.
    public static func main() -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
