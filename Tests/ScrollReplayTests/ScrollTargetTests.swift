import TestSupport
import Testing

@testable import ScrollReplay

/// The seed's `.valueAligned(matching: 12:00)`: every release comes to rest with the leading edge on a noon.
@Suite("Scroll target alignment")
struct ScrollTargetTests {
    static let day = 48.4
    /// Noons: 24.2 + n × 48.4 pt.
    static let noon = ScrollTargetAlignment(periodPoints: day, phasePoints: day / 2)
    let physics = ScrollPhysics()

    static func isNoon(_ offset: Double) -> Bool {
        let steps = (offset - day / 2) / day
        return abs(steps - steps.rounded()) < 1e-9
    }

    static func fling(velocity: Double, toward sign: Double = 1) -> Trace {
        let seconds = min(0.1, 150 / velocity)
        return flingTrace(from: 200, points: sign * velocity * seconds, seconds: seconds, sampleHz: 240, restSeconds: 8)
    }

    static func rest(
        _ trace: Trace, range: ClosedRange<Double> = 0...100_000, from offset: Double = 50_000,
        alignment: ScrollTargetAlignment? = noon, hz: Int = 60
    ) -> (offset: Double, frames: [FrameInput]) {
        var session = ScrollSession(trace: trace, contentRange: range, initialOffset: offset, alignment: alignment)
        let frames = (0...Int(trace.durationSeconds * Double(hz))).map { session.advance(to: Double($0) / Double(hz)) }
        return (session.offset, frames)
    }

    @Test(arguments: [500.0, 1000, 2500, 4000, 6000, 9000])
    func flingsEndOnANoon(velocity: Double) {
        for sign in [1.0, -1.0] {
            let trace = Self.fling(velocity: velocity, toward: sign)
            let (offset, frames) = Self.rest(trace)
            #expect(Self.isNoon(offset), "\(velocity) pt/s rested at \(offset)")
            #expect(frames.last?.restingSinceSeconds != nil, "and is at rest")
        }
    }

    /// Moving, the target is the next noon beyond where the free glide would rest, in the direction of motion.
    @Test func aMovingReleaseSnapsForwardOfItsProjection() throws {
        let trace = Self.fling(velocity: 1000)
        let free = Self.rest(trace, alignment: nil).offset
        let snapped = Self.rest(trace).offset
        // Finger right: content moves toward smaller offsets, so the noon at or below the projection.
        let projection = try #require(Self.projection(of: trace))
        #expect(snapped <= projection && projection - snapped < Self.day)
        #expect(abs(free - projection) < 0.5 / 3)
    }

    static func projection(of trace: Trace) -> Double? {
        var session = ScrollSession(trace: trace, contentRange: 0...100_000, initialOffset: 50_000)
        guard let up = trace.events.first(where: { $0.kind == .touchUp }) else { return nil }
        _ = session.advance(to: up.timeSeconds)
        return ScrollPhysics().projectedRest(offset: session.offset, velocity: -1000)
    }

    /// A finger held still before the lift releases at 0 and glides to the nearest noon: from 50,010 pt the
    /// nearest noon is 24.2 + 1033 × 48.4 = 50,021.4 pt (50,010 − 24.2 = 49,985.8 is 1032.76 days).
    @Test func aReleaseAtRestSnapsToTheNearestNoon() {
        var b = TraceBuilder()
        b.touchDown(x: 200)
        b.holdAndLift(0.2)
        b.wait(4)
        let (offset, _) = Self.rest(b.finish(name: "t", description: ""), from: 50_010)
        #expect(abs(offset - (24.2 + 1033 * 48.4)) < 1e-9)
    }

    /// The range wins at either end: a glide projected past the end bounces and rests on the end itself, and
    /// one whose noon lies beyond the end glides exactly onto the end.
    @Test func nearEitherEndTheRangeWins() {
        let range = 0.0...1000.0  // 1000 pt is not a noon (20.16 days)
        let pastLower = Self.rest(Self.fling(velocity: 3000, toward: 1), range: range, from: 500)
        #expect(pastLower.offset == 0)
        #expect(pastLower.frames.contains { $0.offset < 0 }, "bounced")
        let pastUpper = Self.rest(Self.fling(velocity: 3000, toward: -1), range: range, from: 500)
        #expect(pastUpper.offset == 1000)
        // From 980 a slow push toward the end projects to ~995: inside, but the next noon (992.2 + 48.4) is not.
        let gentle = Self.rest(Self.fling(velocity: 30, toward: -1), range: range, from: 980)
        #expect(gentle.offset == 1000)
        #expect(gentle.frames.allSatisfy { $0.offset <= 1000 }, "no bounce: it glides onto the end")
    }

    @Test func sixtyAndHundredTwentyHertzPassThroughTheSamePositions() throws {
        let trace = try TraceSynth.fling(velocityPointsPerSecond: 4000, count: 3, pauseSeconds: 1.2)
        let at60 = Self.rest(trace, range: 0...3000, from: 2900, hz: 60).frames
        let at120 = Self.rest(trace, range: 0...3000, from: 2900, hz: 120).frames
        #expect(at60.indices.allSatisfy { at60[$0].offset == at120[2 * $0].offset })
        #expect(Self.isNoon(at60.last?.offset ?? 0) || at60.last?.offset == 0)
    }

    /// The targets themselves (noons at 24.2, 72.6, 121.0 pt): forward and backward take the next aligned
    /// offset, at rest the nearest (100 is 27.4 pt past 72.6 and 21 pt short of 121); an aligned offset stays.
    @Test(arguments: [
        (100.0, 1, 121.0), (100.0, -1, 72.6), (100.0, 0, 121.0), (80.0, 0, 72.6), (72.6, 1, 72.6), (72.6, -1, 72.6),
        (-30.0, -1, -72.6),
    ])
    func targetsFollowTheDirectionOfMotion(projected: Double, direction: Int, expected: Double) {
        #expect(abs(Self.noon.target(forProjected: projected, direction: direction) - expected) < 1e-9)
    }
}
