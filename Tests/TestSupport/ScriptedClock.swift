import FrameTiming

/// A clock for `FrameStopwatch` that makes every measured piece of work last a chosen time: the n-th measurement
/// (counting from 0) takes `durationMs(n)`. The stopwatch reads a clock once at `start` and once at `stop`, so
/// every second reading advances time. Tests run on one thread; the counters are not shared.
package final class ScriptedClock: NanosecondClock, @unchecked Sendable {
    private let durationMs: (Int) -> Double
    private var readings = 0
    private var nowNanoseconds: UInt64 = 0

    package init(durationMs: @escaping (Int) -> Double) {
        self.durationMs = durationMs
    }

    /// Every measurement takes `milliseconds`.
    package convenience init(everyFrameMs milliseconds: Double) {
        self.init { _ in milliseconds }
    }

    package func now() -> UInt64 {
        if readings % 2 == 1 { nowNanoseconds += UInt64((durationMs(readings / 2) * 1_000_000).rounded()) }
        readings += 1
        return nowNanoseconds
    }

    /// A stopwatch whose CPU and wall clocks both give `durationMs`.
    package static func stopwatch(durationMs: @escaping (Int) -> Double) -> FrameStopwatch<ScriptedClock, ScriptedClock> {
        FrameStopwatch(cpu: ScriptedClock(durationMs: durationMs), wall: ScriptedClock(durationMs: durationMs))
    }
}
