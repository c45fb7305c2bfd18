import Testing

@testable import ScrollReplay

@Suite("Trace synthesis")
struct TraceSynthTests {
    static let synthesized: [Trace] = [
        (try? TraceSynth.fling()) ?? Trace(name: "failed", description: "", events: []),
        (try? TraceSynth.drag()) ?? Trace(name: "failed", description: "", events: []),
        (try? TraceSynth.scrub()) ?? Trace(name: "failed", description: "", events: []),
    ]

    @Test(arguments: synthesized)
    func synthesizedTraceValidates(trace: Trace) throws {
        try TraceLoader.validate(trace, knownSeries: [])
        #expect(trace.events.last?.kind == .end)
        // Writing and re-reading keeps it valid (times are rounded to 0.1 ms on the way out).
        _ = try TraceLoader.load(data: trace.jsonData(), knownSeries: [])
    }

    @Test func synthesisIsDeterministic() throws {
        #expect(
            try TraceSynth.fling(velocityPointsPerSecond: 3100, count: 3)
                == TraceSynth.fling(velocityPointsPerSecond: 3100, count: 3))
    }

    /// The stroke fills the velocity window (or, for fast flings, the whole touch), so the session
    /// releases at the requested speed: 0.05 s after release the content has moved by the closed-form glide.
    @Test(arguments: [3000.0, 5000.0, 9000.0])
    func flingReleasesAtRequestedVelocity(velocity: Double) throws {
        let trace = try TraceSynth.fling(velocityPointsPerSecond: velocity, count: 1)
        var session = ScrollSession(trace: trace, contentRange: 0...100_000, initialOffset: 50_000)
        let releaseSeconds = try #require(trace.events.first { if case .touchUp = $0.kind { true } else { false } }).timeSeconds
        _ = session.advance(to: releaseSeconds)
        let atRelease = session.offset
        _ = session.advance(to: releaseSeconds + 0.05)
        let expected = ScrollPhysics().decelerationDistance(initial: -velocity, after: 0.05)
        #expect(abs((session.offset - atRelease) - expected) < 1e-6)
    }

    @Test func dragTravelsTheRequestedDistanceWithoutGlide() throws {
        let trace = try TraceSynth.drag(distancePoints: 2904, durationSeconds: 20)
        var session = ScrollSession(trace: trace, contentRange: 0...10_000, initialOffset: 5000)
        let frames = (0...Int(trace.durationSeconds * 60)).map { session.advance(to: Double($0) / 60) }
        #expect(frames.allSatisfy { $0.isTracking || !session.isDecelerating })
        #expect(abs((frames.last?.offset ?? 0) - (5000 - 2904)) < 1.0 / 3)
        #expect(abs(trace.durationSeconds - 21) < 0.01, "0.5 s lead-in + 17.5 s moving + 10 re-grips × 0.25 s + 0.5 s tail")
    }

    @Test func scrubKeepsTheFingerDown() throws {
        let trace = try TraceSynth.scrub(count: 2)
        let downs = trace.events.filter { if case .touchDown = $0.kind { true } else { false } }
        #expect(downs.count == 1)
        #expect(abs(trace.durationSeconds - 2.1) < 1e-9, "0.5 + 2 × 0.5 + 0.1 hold + 0.5")
    }

    @Test(arguments: [
        (50.0, 4, "--velocity must be 100…10000 pt/s, got 50.0"),
        (2500.0, 0, "--count must be 1…100, got 0"),
    ])
    func flingRejectsBadParameters(velocity: Double, count: Int, message: String) {
        #expect(throws: TraceSynthError(description: message)) {
            try TraceSynth.fling(velocityPointsPerSecond: velocity, count: count)
        }
    }

    @Test func dragRejectsDurationTooShortForItsStrokes() {
        #expect(throws: TraceSynthError(description: "--duration 2.0 s is too short for 10 strokes")) {
            try TraceSynth.drag(distancePoints: 2904, durationSeconds: 2)
        }
    }
}

extension Trace: CustomTestStringConvertible {
    public var testDescription: String { name }
}
