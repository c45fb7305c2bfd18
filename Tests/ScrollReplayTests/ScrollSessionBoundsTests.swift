import Foundation
import ScrollReplay
import Testing

/// The rubber band's promise, as the fuzz target checks it: the offset never goes more than the
/// viewport width past the content range, whatever the trace.
@Suite("Scroll session bounds")
struct ScrollSessionBoundsTests {
    static let range = 0.0...2502.6

    /// The farthest the offset gets past `range` while replaying `trace` at `refreshHz`, until a second after its end.
    static func farthestPastTheRange(_ trace: Trace, refreshHz: Double) -> Double {
        var session = ScrollSession(trace: trace, contentRange: range, initialOffset: range.upperBound, displayScale: 3)
        var farthest = 0.0
        for frame in 0...Int(((trace.durationSeconds + 1) * refreshHz).rounded(.up)) {
            _ = session.advance(to: Double(frame) / refreshHz)
            farthest = max(farthest, range.lowerBound - session.offset, session.offset - range.upperBound)
        }
        return farthest
    }

    @Test(arguments: [60.0, 120.0])
    func flingsAtTheDefaultSynthesisedSpeedStayWithinTheRubberBand(refreshHz: Double) throws {
        let trace = try TraceSynth.fling(velocityPointsPerSecond: 2_500, count: 3)
        #expect(Self.farthestPastTheRange(trace, refreshHz: refreshHz) <= ScrollPhysics().viewportWidthPoints)
    }

    /// A fling at `harness trace synth`'s top speed that reaches the oldest edge used to spring 460 pt past
    /// it, when the spring back was not rubber-banded; it now runs on the unbanded overshoot.
    @Test(arguments: [60.0, 120.0])
    func flingsAtTheFastestSynthesisedSpeedStayWithinTheRubberBand(refreshHz: Double) throws {
        let trace = try TraceSynth.fling(velocityPointsPerSecond: 10_000, count: 3)
        #expect(Self.farthestPastTheRange(trace, refreshHz: refreshHz) <= ScrollPhysics().viewportWidthPoints)
    }

    /// Found by the fuzz-trace seed Fuzz/corpus/fuzz-trace/overshoot.json: a drag 10,000 pt past the newest
    /// edge released at 200,000 pt/s used to spring about 7,600 pt past it (a critically damped spring started
    /// with velocity v travels up to v/(ω·e) before it turns); through the band it stays under 402 pt.
    @Test(arguments: [60.0, 120.0])
    func aReleaseFarPastTheEdgeAtFuzzSpeedStaysWithinTheRubberBand(refreshHz: Double) throws {
        let json = #"""
            {"format":"hitchbench-trace/1","name":"over","events":[{"t":0,"type":"touchDown","x":0},
            {"t":0.2,"type":"touchMove","x":10000},{"t":0.3,"type":"touchMove","x":-10000},{"t":0.31,"type":"touchUp"},
            {"t":2,"type":"end"}]}
            """#
        let trace = try TraceLoader.load(data: Data(json.utf8), knownSeries: [])
        #expect(Self.farthestPastTheRange(trace, refreshHz: refreshHz) <= ScrollPhysics().viewportWidthPoints)
    }
}
