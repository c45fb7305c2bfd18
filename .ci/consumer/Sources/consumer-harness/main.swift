import HitchBench
import HitchBenchCommandLine

// HitchBench's whole command line with one strategy of this package's own added, as a user's package has it.
HarnessCommandLine.main(strategies: [StrategyEntry(UnculledStrategy.self)])
