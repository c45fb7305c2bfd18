/// CPU and wall time of one measured piece of work, in nanoseconds.
package struct FrameSample: Equatable, Sendable {
    /// Thread CPU time spent, in nanoseconds.
    package var cpuNanoseconds: UInt64
    /// Wall time elapsed, in nanoseconds.
    package var wallNanoseconds: UInt64

    /// Creates a sample from both durations.
    package init(cpuNanoseconds: UInt64, wallNanoseconds: UInt64) {
        self.cpuNanoseconds = cpuNanoseconds
        self.wallNanoseconds = wallNanoseconds
    }

    /// CPU time in milliseconds.
    package var cpuMilliseconds: Double { Double(cpuNanoseconds) / 1_000_000 }
    /// Wall time in milliseconds.
    package var wallMilliseconds: Double { Double(wallNanoseconds) / 1_000_000 }

    /// Both durations summed (work split over several measured pieces).
    package static func + (lhs: FrameSample, rhs: FrameSample) -> FrameSample {
        FrameSample(
            cpuNanoseconds: lhs.cpuNanoseconds &+ rhs.cpuNanoseconds,
            wallNanoseconds: lhs.wallNanoseconds &+ rhs.wallNanoseconds)
    }
}

/// Measures CPU and wall time around a frame's work without allocating; the clocks are injectable for tests.
package struct FrameStopwatch<CPU: NanosecondClock, Wall: NanosecondClock>: Sendable {
    private let cpuClock: CPU
    private let wallClock: Wall
    private var cpuStart: UInt64 = 0
    private var wallStart: UInt64 = 0

    /// Creates a stopwatch reading the given clocks.
    package init(cpu: CPU, wall: Wall) {
        self.cpuClock = cpu
        self.wallClock = wall
    }

    /// Marks the start of the work.
    package mutating func start() {
        wallStart = wallClock.now()
        cpuStart = cpuClock.now()
    }

    /// Time since the last `start()`; readings that went backwards count as zero.
    package func stop() -> FrameSample {
        let cpuEnd = cpuClock.now()
        let wallEnd = wallClock.now()
        return FrameSample(
            cpuNanoseconds: cpuEnd >= cpuStart ? cpuEnd - cpuStart : 0,
            wallNanoseconds: wallEnd >= wallStart ? wallEnd - wallStart : 0)
    }

    /// Runs `work` between a start and a stop and returns its result with the sample.
    package mutating func measure<Result>(_ work: () throws -> Result) rethrows -> (result: Result, sample: FrameSample) {
        start()
        let result = try work()
        return (result, stop())
    }
}

extension FrameStopwatch where CPU == CPUClock, Wall == WallClock {
    /// Creates a stopwatch on the real thread-CPU and monotonic clocks.
    package init() {
        self.init(cpu: CPUClock(), wall: WallClock())
    }
}
