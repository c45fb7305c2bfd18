#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic wall-clock time (`CLOCK_MONOTONIC`): what the user waits, including preemption by other processes.
package struct WallClock: NanosecondClock {
    /// Creates the clock; it has no state.
    package init() {}

    /// Monotonic time in nanoseconds.
    package func now() -> UInt64 {
        readClock(CLOCK_MONOTONIC)
    }
}
