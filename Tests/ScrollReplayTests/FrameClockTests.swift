import Testing
@testable import ScrollReplay

@Suite("Frame clock")
struct FrameClockTests {
    @Test(arguments: [(60, 1000.0 / 60), (120, 1000.0 / 120)])
    func budgetIsOneRefreshInterval(hz: Int, budget: Double) throws {
        #expect(try FrameClock(refreshHz: hz).budgetMilliseconds == budget)
    }

    @Test(arguments: [0, 30, 59, 90, 144])
    func rejectsOtherRates(hz: Int) {
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
    @Test(arguments: [(60, 1.0, 61), (120, 0.1, 13), (60, 0.0, 1), (60, 0.02, 2), (60, -1.0, 0)])
    func frameCountIncludesBothEnds(hz: Int, seconds: Double, expected: Int) throws {
        #expect(try FrameClock(refreshHz: hz).frameCount(forDurationSeconds: seconds) == expected)
    }
}
