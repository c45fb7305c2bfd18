/// Why a frame clock could not be made.
public struct FrameClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason.
    public var description: String
}

/// The vsyncs of a virtual display and which trace events belong to each, computed from the vsync index so
/// they never drift.
public struct FrameClock: Equatable, Sendable {
    /// Refresh rates a display can be given, in whole hertz: 60 for iPhones, 120 on ProMotion iPhones (which also
    /// run at 80, 60, 48, 40, 30, 24, 20, …: 120 Hz divided by a whole number, Apple's "Optimizing ProMotion"
    /// table), and anything else from 1 to 240 (iPad Pro touch sampling's top rate).
    package static let supportedRates = 1...240

    /// Resolution of trace times in seconds: the trace format writes times to the microsecond, so a touch
    /// sampled on a vsync may be stored up to half a microsecond after it (k/120 s is written 0.516667).
    package static let eventResolutionSeconds = 1e-6

    /// Display refresh rate in hertz.
    public let refreshHz: Int

    /// Creates a clock for a whole rate in `supportedRates`; any other rate is rejected.
    public init(refreshHz: Int) throws(FrameClockError) {
        guard Self.supportedRates.contains(refreshHz) else {
            throw FrameClockError(
                description: "refresh rate must be a whole number of Hz from \(Self.supportedRates.lowerBound) "
                    + "to \(Self.supportedRates.upperBound) (60 for iPhones; 120 and its divisors 80, 60, 48, 40, … on ProMotion), got \(refreshHz)"
            )
        }
        self.refreshHz = refreshHz
    }

    /// Time available to one frame: 1000 / hz milliseconds (16.67 ms at 60 Hz, 8.33 ms at 120 Hz).
    package var budgetMilliseconds: Double { Self.budgetMilliseconds(refreshHz: refreshHz) }

    /// The frame budget at `refreshHz` (at least 1 Hz): one refresh interval, 1000 / hz milliseconds. Every
    /// budget and refresh interval in HitchBench is this one.
    package static func budgetMilliseconds(refreshHz: Int) -> Double { 1000 / Double(max(1, refreshHz)) }

    /// Time of vsync `index` in seconds: index / hz, from the index rather than by accumulation.
    package func vsyncTime(index: Int) -> Double {
        Self.vsyncTime(index: index, refreshHz: refreshHz)
    }

    /// Time of vsync `index` at `refreshHz` (at least 1 Hz) in seconds, for a figure that keeps only the rate.
    package static func vsyncTime(index: Int, refreshHz: Int) -> Double {
        Double(index) / Double(max(1, refreshHz))
    }

    /// Number of vsyncs from time 0 through `durationSeconds` inclusive: floor(d·hz) + 1 (0 for negative d).
    package func frameCount(forDurationSeconds durationSeconds: Double) -> Int {
        guard durationSeconds.isFinite, durationSeconds >= 0 else { return 0 }
        return vsync(forEventAt: durationSeconds, roundingDown: true) + 1
    }

    /// The latest trace time whose events belong to vsync `index`: its time plus the trace resolution, so a
    /// touch written a fraction of a microsecond after the vsync it was sampled on is applied there, not one
    /// vsync late.
    package func eventHorizon(ofVsync index: Int) -> Double {
        vsyncTime(index: index) + Self.eventResolutionSeconds
    }

    /// The vsync an event at `seconds` is first shown at: the first vsync whose event horizon reaches it.
    package func vsync(forEventAt seconds: Double) -> Int {
        vsync(forEventAt: seconds, roundingDown: false)
    }

    /// Whole vsyncs from 0 to `seconds`, an event within the resolution of a vsync counting as on it; rounded
    /// up (the vsync that shows it) or down (the last vsync at or before it). Clamped so absurd times cannot trap.
    private func vsync(forEventAt seconds: Double, roundingDown: Bool) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        let exact = seconds * Double(refreshHz)
        let slack = Self.eventResolutionSeconds * Double(refreshHz)
        let index = roundingDown ? (exact + slack).rounded(.down) : (exact - slack).rounded(.up)
        return Int(min(max(index, 0), Double(Int32.max)))
    }
}
