import InstructionCounting
import StrategyRun

/// The instruction clock as the runner's frame work counter: each strategy call counted under Callgrind, one
/// sample per produced frame.
extension InstructionCounter: FrameWorkCounter {
    /// Runs `work` with Callgrind collecting.
    package func counting<Result>(_ work: () throws -> Result) throws -> Result {
        try count(work)
    }

    /// Stops instrumentation and reads every sample from Valgrind's log; throws unless there are `expected`.
    package func finishedSamples(expected: Int) throws -> [UInt64] {
        finish()
        let counted = try samples()
        guard counted.count == expected else {
            throw InstructionCountingError.unreadableStatus(expected: expected, readable: counted.count)
        }
        return counted
    }
}
