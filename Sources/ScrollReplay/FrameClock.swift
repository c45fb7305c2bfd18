/// Why a frame clock could not be made.
public struct FrameClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason.
    public var description: String
}

/// Vsync times of a virtual 60 or 120 Hz display, computed from the frame index so they never drift.
public struct FrameClock: Equatable, Sendable {
    /// Display refresh rate in hertz (60 or 120, the rates of current iPhones).
    public let refreshHz: Int

    /// Creates a clock for 60 or 120 Hz; any other rate is rejected.
    public init(refreshHz: Int) throws(FrameClockError) {
        guard refreshHz == 60 || refreshHz == 120 else {
            throw FrameClockError(description: "refresh rate must be 60 or 120 Hz, got \(refreshHz)")
        }
        self.refreshHz = refreshHz
    }

    /// Time available to one frame: 1000 / hz milliseconds (16.67 ms at 60 Hz, 8.33 ms at 120 Hz).
    public var budgetMilliseconds: Double { 1000 / Double(refreshHz) }

    /// Time of vsync `index` in seconds: index / hz, from the index rather than by accumulation.
    public func vsyncTime(index: Int) -> Double {
        Double(index) / Double(refreshHz)
    }

    /// Number of vsyncs from time 0 through `durationSeconds` inclusive: floor(d·hz) + 1 (0 for negative d).
    public func frameCount(forDurationSeconds durationSeconds: Double) -> Int {
        guard durationSeconds.isFinite, durationSeconds >= 0 else { return 0 }
        // The epsilon keeps an exact multiple such as 0.1 s × 120 = 12 (computed as 11.999…) from losing its last vsync.
        return Int((durationSeconds * Double(refreshHz) + 1e-9).rounded(.down)) + 1
    }
}
