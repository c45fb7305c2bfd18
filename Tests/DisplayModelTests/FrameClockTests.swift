import Testing

@testable import DisplayModel

@Suite("Frame clock")
struct FrameClockTests {
    @Test(arguments: [(60, 1000.0 / 60), (120, 1000.0 / 120)])
    func budgetIsOneRefreshInterval(hz: Int, budget: Double) throws {
        #expect(try FrameClock(refreshHz: hz).budgetMilliseconds == budget)
    }

    /// The rates a ProMotion display runs at besides 60 and 120, and the ends of the supported range.
    @Test(arguments: [1, 80, 48, 40, 90, 144, 240])
    func acceptsProMotionAndWholeRates(hz: Int) throws {
        #expect(try FrameClock(refreshHz: hz).refreshHz == hz)
    }

    @Test(arguments: [0, -60, 241, 1000])
    func rejectsRatesOutsideOneTo240(hz: Int) {
        #expect(throws: FrameClockError.self) { try FrameClock(refreshHz: hz) }
    }

    /// Index 7 at 120 Hz is 7/120 s exactly, however many vsyncs came before.
    @Test func vsyncTimeIsComputedFromIndex() throws {
        let clock = try FrameClock(refreshHz: 120)
        #expect(clock.vsyncTime(index: 0) == 0)
        #expect(clock.vsyncTime(index: 7) == 7.0 / 120)
        #expect(clock.vsyncTime(index: 120 * 600) == 600)
    }

    /// Vsyncs 0…floor(d·hz) inclusive: 1 s at 60 Hz is 61 vsyncs; 0.1 s at 120 Hz is 13 (0…12).
    @Test(arguments: [(60, 1.0, 61), (120, 0.1, 13), (60, 0.0, 1), (60, 0.02, 2), (60, -1.0, 0), (120, 5.6, 673)])
    func frameCountIncludesBothEnds(hz: Int, seconds: Double, expected: Int) throws {
        #expect(try FrameClock(refreshHz: hz).frameCount(forDurationSeconds: seconds) == expected)
    }

    /// A touch sampled on vsync 62 at 120 Hz (62/120 = 0.51666… s) is written to the microsecond as 0.516667,
    /// a third of a microsecond after the vsync: it belongs to vsync 62, not 63.
    @Test func anEventWrittenToTheMicrosecondBelongsToItsVsync() throws {
        let clock = try FrameClock(refreshHz: 120)
        #expect(clock.vsync(forEventAt: 0.516667) == 62)
        #expect(0.516667 <= clock.eventHorizon(ofVsync: 62))
        #expect(0.516667 > clock.eventHorizon(ofVsync: 61))
    }

    /// Beyond the trace's resolution an event is after its vsync and shows at the next one; just before a vsync
    /// it shows at that vsync.
    @Test(arguments: [(0.516669, 63), (0.516666, 62), (0.5, 60), (0.500001, 60), (0.500002, 61), (0.0, 0)])
    func eventsBeyondTheResolutionShowAtTheNextVsync(seconds: Double, vsync: Int) throws {
        #expect(try FrameClock(refreshHz: 120).vsync(forEventAt: seconds) == vsync)
    }
}
