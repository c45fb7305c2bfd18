import Testing

@testable import ScrollReplay

/// The release velocity of a finger moving at constant speed is that speed, whatever the touch sample rate
/// and the phase of the samples against the lift. (Taking the last sample at or before lift − 100 ms and
/// dividing by 100 ms gave 1,083.3 pt/s for a 1,000 pt/s stroke at 120 Hz, 1,066.7 at 75 Hz, 1,041.7 at 144 Hz.)
@Suite("Release velocity")
struct ReleaseVelocityTests {
    /// A 0.3 s stroke at `speed` pt/s sampled at `hz` from `startSeconds`, lifted at the last sample.
    static func stroke(speed: Double, hz: Double, startSeconds: Double) -> [TraceEvent] {
        var events = [TraceEvent(timeSeconds: startSeconds, kind: .touchDown(x: 20))]
        let samples = Int(0.3 * hz)
        for sample in 1...samples {
            let dt = Double(sample) / hz
            events.append(TraceEvent(timeSeconds: startSeconds + dt, kind: .touchMove(x: 20 + speed * dt)))
        }
        events.append(TraceEvent(timeSeconds: startSeconds + Double(samples) / hz, kind: .touchUp))
        return events
    }

    static let rates: [Double] = [60, 75, 120, 144, 240]
    static let starts: [Double] = [0, 0.0013, 0.0041, 0.1, 0.1234, 0.5, 1.0 / 3, 7.77]

    @Test(arguments: rates)
    func aConstantSpeedFingerReleasesAtItsSpeed(hz: Double) {
        for start in Self.starts {
            let events = Self.stroke(speed: 1000, hz: hz, startSeconds: start)
            let velocity = ReleaseVelocity.estimate(
                events: events, downIndex: 0, upIndex: events.count - 1,
                windowSeconds: 0.1)
            #expect(abs(velocity - 1000) < 1e-6, "at \(hz) Hz starting \(start) s: \(velocity)")
        }
    }

    /// The same gesture started 0.1 s later glides the same distance: 1000 / |k| = 499.5 pt, within half a pixel.
    @Test func theSameGestureGlidesTheSameDistanceWhenStartedLater() {
        var rests: [Double] = []
        for start in [0.0, 0.1, 0.2, 0.0137] {
            var events = Self.stroke(speed: 1000, hz: 120, startSeconds: start)
            events.append(TraceEvent(timeSeconds: start + 10, kind: .end))
            var session = ScrollSession(
                trace: Trace(name: "t", description: "", events: events),
                contentRange: 0...100_000, initialOffset: 50_000)
            let lift = events[events.count - 2].timeSeconds
            _ = session.advance(to: lift)
            let atLift = session.offset
            _ = session.advance(to: start + 10)
            rests.append(atLift - session.offset)
        }
        for rest in rests { #expect(abs(rest - 1000 / abs(ScrollPhysics().decayPerSecond)) < 0.5 / 3) }
    }

    @Test func aStillFingerReleasesAtZero() {
        var events = Self.stroke(speed: 1000, hz: 120, startSeconds: 0)
        let lift = events.removeLast()
        events.append(TraceEvent(timeSeconds: lift.timeSeconds + 0.1, kind: .touchUp))
        #expect(ReleaseVelocity.estimate(events: events, downIndex: 0, upIndex: events.count - 1, windowSeconds: 0.1) == 0)
    }

    /// A touch shorter than the window is measured from its touchDown: 36 pt in 36 ms is 1,000 pt/s.
    @Test func aShortTouchIsMeasuredFromItsTouchDown() {
        let events = [
            TraceEvent(timeSeconds: 1, kind: .touchDown(x: 0)),
            TraceEvent(timeSeconds: 1.018, kind: .touchMove(x: 18)),
            TraceEvent(timeSeconds: 1.036, kind: .touchMove(x: 36)),
            TraceEvent(timeSeconds: 1.036, kind: .touchUp),
        ]
        #expect(abs(ReleaseVelocity.estimate(events: events, downIndex: 0, upIndex: 3, windowSeconds: 0.1) - 1000) < 1e-9)
    }

    /// Written traces keep enough digits for a fast fling's short stroke: within 0.01 % of the velocity asked for
    /// (with times rounded to 0.1 ms, 9,000 pt/s came back as 8,988.8 and 7,000 as 7,002.2).
    @Test(arguments: [500.0, 3000, 7000, 9000, 10_000])
    func synthesizedFlingsKeepTheirVelocityThroughJSON(velocity: Double) throws {
        let written = try TraceSynth.fling(velocityPointsPerSecond: velocity, count: 1)
        let trace = try TraceLoader.load(data: written.jsonData(), knownSeries: [])
        let up = try #require(trace.events.firstIndex { $0.kind == .touchUp })
        let down = try #require(trace.events.firstIndex { if case .touchDown = $0.kind { true } else { false } })
        let released = ReleaseVelocity.estimate(events: trace.events, downIndex: down, upIndex: up, windowSeconds: 0.1)
        #expect(abs(released - velocity) / velocity < 1e-4, "released at \(released)")
    }
}
