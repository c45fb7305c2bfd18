import Foundation

/// How this process was started, so that the command recorded in result files and baselines is the one that
/// was really run: `swift run [-c release] NAME …` only when SwiftPM's `swift run` started it, otherwise the
/// executable as invoked (`.build/release/harness …`, `/usr/local/bin/harness …`).
package struct Invocation {
    /// The executable as invoked (the process's first argument).
    package var executable: String
    /// Whether `swift run` started the process.
    package var throughSwiftRun: Bool

    /// Set by the instruction clock's relaunch to the executable as the parent was invoked, so the counted child
    /// records the command that was typed, not the resolved path Valgrind started it by.
    package static let invokedAsVariable = "HITCHBENCH_INVOKED_AS"

    /// This process's invocation. `swift run` replaces itself with the product, so no parent process tells;
    /// the shell does: it puts the path of the program it started in `_`, which is `…/swift` (or `swift-run`)
    /// for `swift run` and the executable's own path when it is run directly.
    package static func current(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Invocation {
        let started = environment["_"].map { URL(fileURLWithPath: $0).lastPathComponent }
        return Invocation(
            executable: environment[invokedAsVariable] ?? arguments.first ?? Program.name,
            throughSwiftRun: started == "swift" || started == "swift-run")
    }

    /// The command line that runs `arguments` (the command and its options) the way this process was run,
    /// each argument quoted for a POSIX shell when it needs to be.
    package func command(_ arguments: [String]) -> String {
        var prefix: [String]
        if throughSwiftRun {
            #if DEBUG
            prefix = ["swift", "run", Program.name]
            #else
            prefix = ["swift", "run", "-c", "release", Program.name]
            #endif
        } else {
            prefix = [Self.quoted(executable)]
        }
        return (prefix + arguments.map(Self.quoted)).joined(separator: " ")
    }

    /// `word` as a shell reads it back: unchanged when it holds only safe characters, else in single quotes.
    package static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:+@%")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
