import FrameTiming
import InstructionCounting

/// `--clock instructions`: the command runs again under Valgrind's Callgrind, which counts each frame's work.
package enum InstructionClockLaunch {
    /// On the instruction clock and not yet under Callgrind, runs this command again there (same arguments) and
    /// returns its exit status for the caller to return; nil when the command should go on here. Called after
    /// the options and outputs are checked, so a bad command fails at once rather than under Valgrind; `note`
    /// hears the line saying so before the relaunch.
    package static func relaunchIfNeeded(_ clock: TimingClock, note: (String) -> Void) throws(InstructionCountingError) -> Int32? {
        guard !clock.measuresTime, !isCountingChild else { return nil }
        // Valgrind starts the child as /proc/self/exe resolved; the command it records is the one typed here.
        let invokedAs = Invocation.invokedAsVariable + "=" + (CommandLine.arguments.first ?? Program.name)
        return try InstructionCounter.relaunchUnderValgrind(arguments: Array(CommandLine.arguments.dropFirst()), environment: [invokedAs]) {
            note("counting instructions: running again under valgrind's callgrind (tens of times slower than natively)")
        }
    }

    /// True in the run that Callgrind counts (the relaunched command), which need not repeat the parent's checks
    /// before its work.
    package static var isCountingChild: Bool { InstructionCounter.isActive }
}
