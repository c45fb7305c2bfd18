import Testing

@testable import FrameTiming

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A clock that advances by a fixed step at every reading, so elapsed times are known exactly.
final class SteppingClock: NanosecondClock, @unchecked Sendable {
    private var value: UInt64
    private let step: UInt64

    init(start: UInt64 = 1_000, step: UInt64) {
        value = start
        self.step = step
    }

    func now() -> UInt64 {
        value += step
        return value
    }
}

@Suite("Measurement")
struct MeasurementTests {
    /// Each clock is read once at start and once at stop, so the elapsed time is one step.
    @Test func stopwatchMeasuresBothClocks() {
        var stopwatch = FrameStopwatch(cpu: SteppingClock(step: 2_000_000), wall: SteppingClock(step: 3_500_000))
        let (value, sample) = stopwatch.measure { 42 }
        #expect(value == 42)
        #expect(sample == FrameSample(cpuNanoseconds: 2_000_000, wallNanoseconds: 3_500_000))
        #expect(sample.cpuMilliseconds == 2)
        #expect(sample.wallMilliseconds == 3.5)
    }

    /// Each clock reads the POSIX clock its documentation names, in nanoseconds: its reading lies between two
    /// readings of that clock taken around it (a clock on another id, or in other units, would fall outside).
    @Test func theWallClockIsTheMonotonicClockInNanoseconds() {
        let before = Self.posix(CLOCK_MONOTONIC)
        let reading = WallClock().now()
        let after = Self.posix(CLOCK_MONOTONIC)
        #expect(before <= reading && reading <= after)
    }

    @Test func theCPUClockIsTheThreadsCPUTimeInNanoseconds() {
        let before = Self.posix(CLOCK_THREAD_CPUTIME_ID)
        let reading = CPUClock().now()
        let after = Self.posix(CLOCK_THREAD_CPUTIME_ID)
        #expect(before <= reading && reading <= after)
        // Thread CPU time since the thread started is far below the monotonic clock's uptime-scale reading.
        #expect(reading < Self.posix(CLOCK_MONOTONIC))
    }

    static func posix(_ id: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(id, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Values are stored inline (32 × Int64: thirteen shared counters and up to eight of a strategy's own fit)
    /// beside one shared reference to the run's names: recording a frame's counters copies 256 bytes and retains
    /// the names, and never allocates. (272: the names' 8-byte reference padded to the values' 16-byte alignment.)
    @Test func counterValuesAreInlineNamedAndAdd() {
        #expect(MemoryLayout<CounterValues>.size == 272)
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        var a = CounterValues(names: names, values: [1, 2, 3])
        a[7] = 10
        let b = CounterValues(names: names, values: [10, 20, 30, 0, 0, 0, 0, 5])
        let sum = a + b
        #expect(sum.values == [11, 22, 33, 0, 0, 0, 0, 15])
        #expect(sum["c"] == 33 && sum["h"] == 15 && sum["z"] == nil)
        #expect(sum[8] == 0 && sum[-1] == 0, "slots without a name read as 0")
        a += b
        #expect(a == sum)
    }

    @Test func unnamedCountersTakeTheNamesOfWhatIsAddedToThem() {
        var total = CounterValues()
        total += CounterValues(names: ["tiles"], values: [2])
        #expect(total.named.map(\.name) == ["tiles"] && total["tiles"] == 2)
    }

    @Test func recorderKeepsOrderAndReservedCapacity() {
        var recorder = FrameRecorder(expectedFrames: 100)
        let capacity = recorder.records.capacity
        for index in 0..<100 {
            recorder.record(FrameRecord(index: index, vsyncSeconds: Double(index) / 60, positionDays: 0, cpuMs: 1, wallMs: 1))
        }
        #expect(recorder.count == 100)
        #expect(recorder.records.capacity == capacity, "no reallocation within the reserved capacity")
        #expect(recorder.records.map(\.index) == Array(0..<100))
    }
}
