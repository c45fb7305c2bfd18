import Foundation
import Testing

@testable import ScrollReplay

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    let physics = ScrollPhysics()

    /// Golden values of (1 − 1/(x·0.55/402 + 1))·402; at x = d it is d·c/(1 + c) = 402·0.55/1.55 = 142.645…
    @Test(arguments: [
        (0.0, 0.0),
        (10.0, 5.425766871165657),
        (100.0, 48.380743982494515),
        (402.0, 142.6451612903226),
        (-100.0, -48.380743982494515),
    ])
    func rubberBandMatchesFormula(overshoot: Double, expected: Double) {
        #expect(abs(physics.rubberBand(overshoot: overshoot) - expected) < 1e-9)
    }

    @Test(arguments: [0.0, 12.5, 500.0, 1000.0])
    func rubberBandIsIdentityInsideRange(offset: Double) {
        #expect(physics.rubberBandedOffset(offset, in: 0...1000) == offset)
    }

    @Test func rubberBandBeyondRangeAddsBandedOvershoot() {
        #expect(abs(physics.rubberBandedOffset(1100, in: 0...1000) - 1048.380743982494515) < 1e-9)
        #expect(abs(physics.rubberBandedOffset(-100, in: 0...1000) + 48.380743982494515) < 1e-9)
    }

    @Test(arguments: [-300.0, -5.0, 0.0, 5.0, 120.0, 300.0])
    func inverseRubberBandUndoesRubberBand(displayed: Double) {
        let roundTrip = physics.rubberBand(overshoot: physics.inverseRubberBand(displayed: displayed))
        #expect(abs(roundTrip - displayed) < 1e-9)
    }

    /// k = 1000·ln 0.998 = −2.0020026706730794 /s; after 0.5 s a 1000 pt/s glide has covered 1000·(e^(0.5k) − 1)/k.
    @Test func decelerationFollowsRatePerMillisecond() {
        #expect(abs(physics.decayPerSecond - (-2.0020026706730794)) < 1e-12)
        #expect(abs(physics.decelerationVelocity(initial: 1000, after: 0.001) - 998) < 1e-9)
        #expect(abs(physics.decelerationVelocity(initial: 1000, after: 0.5) - 1000 * pow(0.998, 500)) < 1e-9)
        #expect(abs(physics.decelerationDistance(initial: 1000, after: 0.5) - 315.92802267850965) < 1e-9)
    }

    /// Stop speed = half a 1/3 pt pixel × |k| = 0.5/3 × 2.002 = 0.3337 pt/s; 1000 pt/s decays to it in ln(3000/… )/|k| = 3.9987 s.
    @Test func decelerationStopsBelowHalfPixelOfRemainingGlide() {
        #expect(abs(physics.stopSpeedPointsPerSecond(displayScale: 3) - 0.33366711177884656) < 1e-12)
        #expect(abs(physics.decelerationDuration(initial: 1000, displayScale: 3) - 3.998679347727387) < 1e-9)
        #expect(physics.decelerationDuration(initial: 0.3, displayScale: 3) == 0)
    }

    @Test func timeToTravelInvertsDistance() throws {
        let seconds = try #require(physics.decelerationTime(toTravel: 300, initial: 1000))
        #expect(abs(physics.decelerationDistance(initial: 1000, after: seconds) - 300) < 1e-9)
        // A 1000 pt/s glide covers at most 1000/|k| = 499.5 pt, so 600 pt is never reached.
        #expect(physics.decelerationTime(toTravel: 600, initial: 1000) == nil)
        #expect(physics.decelerationTime(toTravel: -10, initial: 1000) == nil)
    }

    @Test func springReturnsToRestWithoutOvershoot() {
        var previous = 50.0
        for step in 1...100 {
            let state = physics.spring(displacement: 50, velocity: 0, after: Double(step) / 100)
            #expect(state.displacement > 0, "critically damped: never crosses the edge")
            #expect(state.displacement < previous)
            previous = state.displacement
        }
        let late = physics.spring(displacement: 50, velocity: 0, after: 2)
        #expect(physics.springIsSettled(displacement: late.displacement, velocity: late.velocity, displayScale: 3))
    }

    /// Halves round away from zero: 1/6 pt is exactly half a 1/3 pt pixel (0.5 device pixels).
    static let snapCases: [(offset: Double, expected: Double)] = [
        (0, 0), (0.1, 0), (0.2, 1.0 / 3), (1.0 / 6, 1.0 / 3), (-1.0 / 6, -1.0 / 3), (10.5, 32.0 / 3),
    ]

    @Test(arguments: snapCases)
    func snapsToThirdOfAPoint(offset: Double, expected: Double) {
        #expect(abs(ScrollPhysics.snapToPixel(offset, displayScale: 3) - expected) < 1e-12)
    }
}
