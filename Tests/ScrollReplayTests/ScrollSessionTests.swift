import TestSupport
import Testing

@testable import ScrollReplay

@Suite("Scroll session")
struct ScrollSessionTests {
    let physics = ScrollPhysics()

    /// Advances `session` one vsync at a time through `seconds` and returns every frame.
    static func run(_ session: inout ScrollSession, hz: Int, seconds: Double) -> [FrameInput] {
        (0...Int(seconds * Double(hz))).map { session.advance(to: Double($0) / Double(hz)) }
    }

    /// A single 100 ms stroke of `points` to the right starting at t = 0 and released at speed.
    static func flingTrace(points: Double, from x: Double = 40) -> Trace {
        TestSupport.flingTrace(from: x, points: points, restSeconds: 10)
    }

    @Test func fingerTracksContentOneToOne() {
        var builder = TraceBuilder()
        builder.touchDown(x: 300)
        builder.wait(0.1)
        builder.move(to: 250, durationSeconds: 0.01, sampleHz: 100)
        builder.wait(0.1)
        builder.move(to: 280, durationSeconds: 0.01, sampleHz: 100)
        var session = ScrollSession(
            trace: builder.finish(name: "t", description: ""), contentRange: 0...10_000,
            initialOffset: 5000)
        #expect(session.advance(to: 0).offset == 5000)
        #expect(session.advance(to: 0.15).offset == 5050, "finger left 50 pt → offset +50 (newer)")
        #expect(session.advance(to: 0.3).offset == 5020, "finger right 30 pt → offset −30 (older)")
        #expect(session.isTracking)
    }

    /// Finger right at 2500 pt/s gives content velocity −2500 pt/s; 0.5 s later the glide has covered
    /// 2500·(e^(0.5k) − 1)/k pt in closed form.
    @Test func glideAfterReleaseFollowsClosedForm() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        _ = session.advance(to: 0.1)
        #expect(abs(session.offset - 49_750) < 1e-9)
        #expect(session.isDecelerating)
        _ = session.advance(to: 0.6)
        let expected = 49_750 + physics.decelerationDistance(initial: -2500, after: 0.5)
        #expect(abs(session.offset - expected) < 1e-6)
    }

    @Test func glideStopsWhenSpeedFallsBelowThreshold() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        let glide = physics.decelerationDuration(initial: 2500, displayScale: 3)
        _ = session.advance(to: 0.1 + glide - 0.01)
        #expect(session.isDecelerating)
        _ = session.advance(to: 0.1 + glide + 0.01)
        #expect(!session.isDecelerating)
        let rest = 49_750 + physics.decelerationDistance(initial: -2500, after: glide)
        #expect(abs(session.offset - rest) < 1e-6)
        // The glide stopped less than half a pixel short of its asymptote 2500/|k|.
        #expect(abs(session.offset - (49_750 - 2500 / abs(physics.decayPerSecond))) < 0.5 / 3)
    }

    @Test(arguments: [
        (0.0...100_000.0, 50_000.0),  // free glides
        (0.0...1_000.0, 900.0),  // glides that bounce off the lower edge
    ])
    func restingPointIsTheSameAt60And120Hz(range: ClosedRange<Double>, initial: Double) throws {
        let trace = try TraceSynth.fling(velocityPointsPerSecond: 3000, count: 3, pauseSeconds: 1.5)
        var at60 = ScrollSession(trace: trace, contentRange: range, initialOffset: initial)
        var at120 = ScrollSession(trace: trace, contentRange: range, initialOffset: initial)
        let frames60 = Self.run(&at60, hz: 60, seconds: trace.durationSeconds + 6)
        let frames120 = Self.run(&at120, hz: 120, seconds: trace.durationSeconds + 6)
        let last60 = try #require(frames60.last)
        let last120 = try #require(frames120.last)
        #expect(abs(last60.offset - last120.offset) <= 1.0 / 3 + 1e-9)
        #expect(!last60.isMoving && !last120.isMoving)
    }

    @Test func dragPastEdgeRubberBandsThenSpringsBack() throws {
        var builder = TraceBuilder()
        builder.touchDown(x: 40)
        builder.move(to: 440, durationSeconds: 0.4)  // 400 pt right from offset 100 → 300 pt past the lower edge
        builder.holdAndLift(0.1)
        builder.wait(2)
        var session = ScrollSession(
            trace: builder.finish(name: "t", description: ""), contentRange: 0...1000,
            initialOffset: 100)
        _ = session.advance(to: 0.45)
        #expect(abs(session.offset - physics.rubberBand(overshoot: -300)) < 1e-9)
        _ = session.advance(to: 0.5)
        #expect(session.isDecelerating, "released outside the range: springing back")
        let frames = Self.run(&session, hz: 60, seconds: 2.5)
        #expect(frames.allSatisfy { $0.offset <= 0 }, "critically damped: no overshoot into the range")
        #expect(frames.last?.offset == 0)
        #expect(!session.isDecelerating)
    }

    @Test func glidePastEdgeBouncesAndSettlesAtEdge() throws {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...1000, initialOffset: 400)
        let frames = Self.run(&session, hz: 120, seconds: 5)
        let lowest = try #require(frames.map(\.offset).min())
        #expect(lowest < 0, "the glide carries past the edge")
        #expect(lowest > -physics.viewportWidthPoints)
        #expect(frames.last?.offset == 0)
        #expect(!session.isDecelerating)
    }

    @Test func fingerHeldStillReleasesWithoutGlide() {
        var builder = TraceBuilder()
        builder.touchDown(x: 40)
        builder.move(to: 340, durationSeconds: 0.2)
        builder.holdAndLift(0.1)
        builder.wait(1)
        var session = ScrollSession(
            trace: builder.finish(name: "t", description: ""), contentRange: 0...10_000,
            initialOffset: 5000)
        let frame = session.advance(to: 0.31)
        #expect(!session.isDecelerating)
        #expect(frame.offset == 4700)
    }

    /// Lifting a finger that has been still for the velocity window moves nothing: the rest began at the last
    /// move, and the frame after the lift has nothing to show.
    @Test func aStillReleaseIsNotAMove() {
        var builder = TraceBuilder()
        builder.touchDown(x: 40)
        builder.move(to: 100, durationSeconds: 0.1)
        builder.holdAndLift(0.15)
        builder.wait(1)
        var session = ScrollSession(
            trace: builder.finish(name: "t", description: ""), contentRange: 0...10_000,
            initialOffset: 5000)
        _ = session.advance(to: 0.2)
        let afterLift = session.advance(to: 0.3)
        #expect(afterLift.restingSinceSeconds == 0.1)
        #expect(!afterLift.isMoving && !afterLift.isAnimating)
    }

    @Test func tapsAndHighlightsArriveOnTheFrameAfterTheirTime() {
        let trace = Trace(
            name: "t", description: "",
            events: [
                TraceEvent(timeSeconds: 0.04, kind: .tap(Point2(x: 10, y: 20))),
                TraceEvent(timeSeconds: 0.045, kind: .tap(Point2(x: 30, y: 40))),
                TraceEvent(timeSeconds: 0.06, kind: .highlight(series: "wear")),
                TraceEvent(timeSeconds: 0.065, kind: .highlight(series: nil)),
                TraceEvent(timeSeconds: 0.07, kind: .highlight(series: "ownedEc")),
                TraceEvent(timeSeconds: 0.1, kind: .end),
            ])
        var session = ScrollSession(trace: trace, contentRange: 0...100, initialOffset: 0)
        let frames = Self.run(&session, hz: 60, seconds: 0.1)
        // Vsyncs are k/60 s: 0.04 and 0.045 fall in (2/60, 3/60]; 0.06 and 0.065 in (3/60, 4/60]; 0.07 in (4/60, 5/60].
        #expect(frames[2].taps.isEmpty)
        #expect(frames[3].taps == [Point2(x: 10, y: 20), Point2(x: 30, y: 40)])
        #expect(frames[4].taps.isEmpty)
        #expect(frames[3].highlightChange == nil)
        #expect(frames[4].highlightChange == .clear, "the last change since the previous frame wins")
        #expect(frames[5].highlightChange == .set("ownedEc"))
        #expect(frames[6].highlightChange == nil)
        #expect(!frames[5].ended && frames[6].ended)
    }

    @Test func programmaticOffsetStopsTheGlide() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        _ = session.advance(to: 0.2)
        session.setOffsetProgrammatically(1234)
        let frame = session.advance(to: 0.5)
        #expect(frame.offset == 1234)
        #expect(!session.isDecelerating)
    }

    @Test func shrinkingRangeAtRestClampsTheOffset() {
        var session = ScrollSession(trace: Self.flingTrace(points: 0), contentRange: 0...1000, initialOffset: 900)
        session.setContentRange(0...500)
        #expect(session.offset == 500)
    }

    @Test func shrinkingRangeWhileGlidingSpringsBackToNewEdge() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        _ = session.advance(to: 0.2)
        session.setContentRange(0...40_000)
        #expect(session.isDecelerating)
        let frames = Self.run(&session, hz: 60, seconds: 3)
        #expect(frames.last?.offset == 40_000)
    }

    @Test func reportedOffsetIsSnappedToThirdsOfAPoint() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        for frame in Self.run(&session, hz: 120, seconds: 3) {
            let pixels = frame.offset * 3
            #expect(abs(pixels - pixels.rounded()) < 1e-6)
        }
    }

    @Test func touchDownCatchesTheGlideWhereItIs() {
        var builder = TraceBuilder()
        builder.touchDown(x: 40)
        builder.move(to: 290, durationSeconds: 0.1)
        builder.touchUp()
        builder.wait(0.4)
        builder.touchDown(x: 200)
        builder.wait(1)
        var session = ScrollSession(
            trace: builder.finish(name: "t", description: ""), contentRange: 0...100_000,
            initialOffset: 50_000)
        _ = session.advance(to: 0.7)
        // Caught at t = 0.5, 0.4 s into the glide, and held there by the still finger.
        let caught = 49_750 + physics.decelerationDistance(initial: -2500, after: 0.4)
        #expect(abs(session.offset - caught) < 1e-6)
        #expect(session.isTracking && !session.isDecelerating)
    }

    @Test func restingContentIsNotMoving() {
        var session = ScrollSession(trace: Self.flingTrace(points: 250), contentRange: 0...100_000, initialOffset: 50_000)
        #expect(session.advance(to: 0).isMoving == false)
        #expect(session.advance(to: 0.05).isMoving == true)
        _ = session.advance(to: 8)
        #expect(session.advance(to: 8.1).isMoving == false)
    }

    @Test func initialOffsetOutsideRangeIsClamped() {
        let session = ScrollSession(trace: Self.flingTrace(points: 0), contentRange: 0...1000, initialOffset: 5000)
        #expect(session.offset == 1000)
    }
}
