import TestSupport
import Testing

@testable import ScrollReplay

/// What happens past the ends of the content: bounded overshoot, continuous catching, flicks back in.
@Suite("Edges")
struct EdgeBehaviourTests {
    let physics = ScrollPhysics()

    /// A stroke of `points` to the right over 0.1 s from x = 20, lifted at speed, then `then` (a 4 s rest).
    static func fling(points: Double, then builder: ((inout TraceBuilder) -> Void)? = nil) -> Trace {
        flingTrace(from: 20, points: points, then: builder)
    }

    static func offsets(_ session: inout ScrollSession, seconds: Double, hz: Int = 240) -> [Double] {
        (0...Int(seconds * Double(hz))).map { session.advance(to: Double($0) / Double(hz)).offset }
    }

    /// 10 days of content leave 2.5 days = 121 pt of range. Flings of 10,000, 15,000 and 40,000 pt/s used to
    /// overshoot by the raw spring peak v/(e·ω): 431, 544 and 1,464 pt, beyond the band's 402 pt limit.
    @Test(arguments: [10_000.0, 15_000, 40_000])
    func overshootStaysInsideTheRubberBand(velocity: Double) throws {
        let trace = Self.fling(points: velocity * 0.1)
        var session = ScrollSession(trace: trace, contentRange: 0...121, initialOffset: 121)
        let lowest = try #require(Self.offsets(&session, seconds: 4).min())
        #expect(lowest < 0)
        #expect(lowest > -physics.viewportWidthPoints)
        #expect(session.offset == 0)
    }

    /// A glide reaching an edge enters the band at its own speed (the band's slope at the edge is c), so
    /// faster flings overshoot further, but never to the limit.
    @Test func fasterGlidesOvershootFurther() throws {
        var peaks: [Double] = []
        for velocity in [1000.0, 2000, 4000] {
            var session = ScrollSession(
                trace: Self.fling(points: velocity * 0.1), contentRange: 0...100_000,
                initialOffset: 400 + velocity * 0.1)
            peaks.append(-(try #require(Self.offsets(&session, seconds: 5).min())))
        }
        #expect(peaks[0] > 0 && peaks[0] < peaks[1] && peaks[1] < peaks[2])
    }

    /// Caught at the height of its overshoot, the content stays where it is, and the next finger move moves it
    /// by no more than the move (the band only slows it). It used to jump to −402 pt and ignore 49 pt of travel.
    @Test func catchingOvershootIsContinuous() throws {
        // Find when the overshoot peaks, then catch it there and move the finger 10 pt back toward the content.
        var probe = ScrollSession(trace: Self.fling(points: 1000), contentRange: 0...121, initialOffset: 121)
        let samples = Self.offsets(&probe, seconds: 2, hz: 1000)
        let peakIndex = try #require(samples.indices.min { samples[$0] < samples[$1] })
        let peakSeconds = Double(peakIndex) / 1000
        let trace = Self.fling(points: 1000) { b in
            b.wait(peakSeconds - 0.1)
            b.touchDown(x: 200)
            b.wait(0.01)
            b.move(to: 190, durationSeconds: 0.01, sampleHz: 100)
            b.holdAndLift(0.2)
            b.wait(2)
        }
        var session = ScrollSession(trace: trace, contentRange: 0...121, initialOffset: 121)
        _ = session.advance(to: peakSeconds - 1e-6)
        let before = session.offset
        _ = session.advance(to: peakSeconds + 0.005)
        #expect(abs(session.offset - before) < 0.01, "caught where it was")
        _ = session.advance(to: peakSeconds + 0.03)
        let moved = session.offset - before
        #expect(moved > 0 && moved < 10, "10 pt of finger moved the banded content \(moved) pt toward the range")
    }

    /// Dragged 600 pt past the lower edge and flicked back in at 3,000 pt/s: the flick's glide reaches the edge,
    /// so the content carries on into the range and rests there, as a scroll view lets it (it used to cross by
    /// 35 pt and spring back to the edge).
    @Test func aFlickBackInFromTheBandCarriesOnIntoTheContent() throws {
        var b = TraceBuilder()
        b.touchDown(x: 20)
        b.move(to: 620, durationSeconds: 0.6)
        b.wait(0.2)
        b.move(to: 320, durationSeconds: 0.1)
        b.touchUp()
        b.wait(5)
        var session = ScrollSession(trace: b.finish(name: "t", description: ""), contentRange: 0...10_000, initialOffset: 0)
        _ = session.advance(to: 0.9)
        let released = session.offset
        #expect(released < 0, "still in the band at the lift")
        let after = Self.offsets(&session, seconds: 5.9).suffix(from: Int(0.9 * 240))
        #expect(zip(after, after.dropFirst()).allSatisfy { $0 <= $1 }, "never pulled back")
        #expect(session.offset > 1000, "glides 3000/|k| ≈ 1,500 pt from \(released) pt")
    }

    /// A release past an edge too slow to reach the content springs back without crossing the edge: the
    /// spring's speed toward rest stays below ω × its displacement, so it never overshoots.
    @Test(arguments: [0.0, 10, 20, -400])
    func slowReleasesPastTheEdgeSpringBackWithoutCrossing(flickPoints: Double) {
        var b = TraceBuilder()
        b.touchDown(x: 20)
        b.move(to: 420, durationSeconds: 0.4)
        b.wait(0.2)
        b.move(to: 420 - flickPoints, durationSeconds: 0.1)
        b.touchUp()
        b.wait(3)
        var session = ScrollSession(trace: b.finish(name: "t", description: ""), contentRange: 0...10_000, initialOffset: 0)
        let offsets = Self.offsets(&session, seconds: 3.7)
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(offsets.last == 0)
    }

    /// The spring-back settles at a trace time of its own (found from its start), so a rest time does not
    /// depend on the frame rate.
    @Test func springSettlesAtTheSameTraceTimeAt60And120Hz() throws {
        var b = TraceBuilder()
        b.touchDown(x: 20)
        b.move(to: 320, durationSeconds: 0.3)
        b.holdAndLift(0.1)
        b.wait(3)
        let trace = b.finish(name: "t", description: "")
        func restTime(_ hz: Int) -> Double? {
            var session = ScrollSession(trace: trace, contentRange: 0...1000, initialOffset: 0)
            var rest: Double?
            for index in 0...(4 * hz) { rest = session.advance(to: Double(index) / Double(hz)).restingSinceSeconds }
            return rest
        }
        let at60 = try #require(restTime(60))
        #expect(at60 == restTime(120))
        #expect(at60 > 0.4 && at60 < 2)
    }
}
