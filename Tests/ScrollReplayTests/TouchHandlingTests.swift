import DisplayModel
import Testing

@testable import ScrollReplay

/// Issue 14 §2 and §5: touches as UIKit handles them — a tap on moving content stops it and selects nothing,
/// a finger that sends no move event did not move, and events written to the microsecond meet their vsync.
@Suite("Touch handling")
struct TouchHandlingTests {
    /// A 2,000 pt/s fling (a 100 ms stroke of 200 pt), then a tap 0.2 s after the lift.
    static func flingThenTap() -> Trace {
        var builder = TraceBuilder()
        builder.touchDown(x: 40)
        builder.move(to: 240, durationSeconds: 0.1)
        builder.touchUp()
        builder.wait(0.2)
        builder.tap(x: 150, y: 150)
        builder.wait(2)
        return builder.finish(name: "fling-tap", description: "")
    }

    /// UIKit: a touch on a decelerating scroll view stops the deceleration and is not delivered as a tap.
    @Test func aTapDuringAGlideStopsItAndSelectsNothing() {
        var session = ScrollSession(trace: Self.flingThenTap(), contentRange: 0...100_000, initialOffset: 50_000)
        _ = session.advance(to: 0.25)
        #expect(session.isDecelerating)
        let atTap = session.advance(to: 0.31)
        #expect(atTap.taps.isEmpty, "the tap is not delivered to the chart")
        #expect(!session.isDecelerating)
        let later = session.advance(to: 1.5)
        #expect(later.offset == atTap.offset, "the glide stopped where the tap caught it")
        #expect(later.taps.isEmpty)
    }

    /// A tap on content at rest is delivered as before.
    @Test func aTapAtRestIsDelivered() {
        var builder = TraceBuilder()
        builder.wait(0.2)
        builder.tap(x: 150, y: 150)
        builder.wait(0.2)
        var session = ScrollSession(trace: builder.finish(name: "tap", description: ""), contentRange: 0...1000, initialOffset: 500)
        #expect(session.advance(to: 0.25).taps.count == 1)
    }

    /// The scroll ends where the tap stopped the glide: one tracked interval from touch-down to the tap.
    @Test func aTapThatStopsAGlideEndsItsScroll() {
        var session = ScrollSession(trace: Self.flingThenTap(), contentRange: 0...100_000, initialOffset: 50_000)
        _ = session.advance(to: 2.5)
        let scrolls = session.scrollIntervals(closingAt: 2.3)
        #expect(scrolls.count == 1)
        #expect(scrolls.first?.startSeconds == 0)
        #expect(abs((scrolls.first?.endSeconds ?? 0) - 0.3) < 1e-9)
    }

    /// A touch that never moves the content (a press) is not a scroll; a drag held still in the middle is one
    /// interval from its touch-down through its lift.
    @Test func onlyTouchesThatMoveTheContentAreScrolls() {
        var builder = TraceBuilder()
        builder.wait(0.1)
        builder.touchDown(x: 100)
        builder.holdAndLift(0.3)
        builder.wait(0.2)
        builder.touchDown(x: 100)
        builder.move(to: 150, durationSeconds: 0.2)
        builder.wait(1)
        builder.move(to: 200, durationSeconds: 0.2)
        builder.holdAndLift(0.2)
        builder.wait(0.5)
        var session = ScrollSession(trace: builder.finish(name: "t", description: ""), contentRange: 0...10_000, initialOffset: 5000)
        _ = session.advance(to: 3)
        let scrolls = session.scrollIntervals(closingAt: 3)
        #expect(scrolls.count == 1)
        #expect(abs((scrolls.first?.startSeconds ?? 0) - 0.6) < 1e-9)
        #expect(abs((scrolls.first?.endSeconds ?? 0) - 2.2) < 1e-9, "1.6 s from touch-down to a still lift")
    }

    /// A finger held still for 0.5 s and then flicked at 2,000 pt/s for 48 ms released at 709, 852 and 925 pt/s
    /// sampled at 60, 120 and 240 Hz (a straight line drawn across the hold). The finger sent no event in the
    /// hold, so it did not move: at every rate from 60 to 240 Hz the release is the same speed within 5 %
    /// (96 pt in the last 100 ms: 960 pt/s).
    @Test func aFlickAfterAHoldReleasesAtTheSameSpeedAtEveryRate() {
        var speeds: [Double] = []
        for hz in [60.0, 90, 120, 144, 240] {
            var builder = TraceBuilder()
            builder.touchDown(x: 40)
            builder.wait(0.5)
            builder.move(to: 40 + 2000 * 0.048, durationSeconds: 0.048, sampleHz: hz)
            builder.touchUp()
            let events = builder.finish(name: "flick", description: "").events
            speeds.append(ReleaseVelocity.estimate(events: events, downIndex: 0, upIndex: events.count - 2, windowSeconds: 0.1))
        }
        let reference = speeds[0]
        for speed in speeds { #expect(abs(speed / reference - 1) < 0.05, "\(speeds)") }
        #expect(abs(reference - 960) < 1, "96 pt in the last 100 ms")
    }

    /// Issue 14 §2: a constant-speed drag sampled at the display's rate, with times written to the microsecond
    /// as trace files hold them, moves the content the same distance at every vsync: 8 pt at 120 Hz.
    @Test func aDragSampledAtTheDisplayRateMovesEveryVsync() throws {
        let clock = try FrameClock(refreshHz: 120)
        var events = [TraceEvent(timeSeconds: 0.5, kind: .touchDown(x: 80))]
        for sample in 1...30 {
            let t = ((0.5 + Double(sample) / 120) * 1_000_000).rounded() / 1_000_000
            events.append(TraceEvent(timeSeconds: t, kind: .touchMove(x: 80 + 8 * Double(sample))))
        }
        events.append(TraceEvent(timeSeconds: 1, kind: .end))
        var session = ScrollSession(
            trace: Trace(name: "t", description: "", events: events), contentRange: 0...10_000,
            initialOffset: 5000)
        var offsets: [Double] = []
        for vsync in 60...90 {
            offsets.append(session.advance(to: clock.vsyncTime(index: vsync), eventHorizon: clock.eventHorizon(ofVsync: vsync)).offset)
        }
        let steps = zip(offsets, offsets.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 - 8) < 1e-9 }, "\(steps)")
    }
}
