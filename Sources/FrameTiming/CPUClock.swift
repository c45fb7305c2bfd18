#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of nanosecond timestamps; the seam through which tests inject time.
package protocol NanosecondClock: Sendable {
    /// Current reading in nanoseconds from an arbitrary origin.
    func now() -> UInt64
}

/// CPU time consumed by the calling thread (`CLOCK_THREAD_CPUTIME_ID`): rendering work without waits or preemption.
package struct CPUClock: NanosecondClock {
    /// Creates the clock; it has no state.
    package init() {}

    /// Thread CPU time in nanoseconds.
    package func now() -> UInt64 {
        readClock(CLOCK_THREAD_CPUTIME_ID)
    }
}

/// Reads a POSIX clock as nanoseconds (0 if the clock is unavailable, which Linux never reports for these ids).
func readClock(_ id: clockid_t) -> UInt64 {
    var spec = timespec()
    guard clock_gettime(id, &spec) == 0 else { return 0 }
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}
