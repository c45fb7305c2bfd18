#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic wall-clock time (`CLOCK_MONOTONIC`): what the user waits, including preemption by other processes.
public struct WallClock: NanosecondClock {
    /// Creates the clock; it has no state.
    public init() {}

    /// Monotonic time in nanoseconds.
    public func now() -> UInt64 {
        readClock(CLOCK_MONOTONIC)
    }
}
