import HitchBench
import Testing

@testable import ScrollBlit

/// scroll-blit must draw the reference chart byte for byte: moving whole pixels is exact in this rasteriser,
/// so any difference is a bug in what it moves or redraws. The library's `EquivalenceCheck` is run at its
/// strictest (tolerance 0, every pixel of every frame).
@Suite struct ScrollBlitEquivalenceTests {
    /// The check as `harness equivalence` runs it, held to byte identity.
    func strictCheck(_ options: StrategyOptions, positions: Int = 24) -> EquivalenceCheck {
        var check = EquivalenceCheck(strategy: scrollBlitEntry, options: options)
        check.positionCount = positions
        check.tolerance = 0
        check.threshold = 1
        return check
    }

    @Test func positionsPlainSelectedAndHighlightedAreByteIdentical() throws {
        let report = try strictCheck(options(), positions: 48).run()
        #expect(report.frames.count == 48 * 4)
        #expect(report.passed, "worst: \(String(describing: report.worst))")
    }

    /// Every produced frame of a run, with each way of coming to rest. Scrolls of a few pixels, flings,
    /// taps and highlight changes in the middle of glides all go through the blit.
    @Test(arguments: ["fling", "slow-drag", "scrub", "highlight", "tap-select", "edge-stop"], ScrollSnap.allCases)
    func everyFrameOfATraceIsByteIdentical(trace name: String, snap: ScrollSnap) throws {
        let (trace, _) = try TraceLocator.load(name, channels: seedData.channels)
        let report = try strictCheck(options()).run(trace: trace, snap: snap, every: 1)
        #expect(report.frames.count > 20)
        #expect(report.passed, "worst: \(String(describing: report.worst))")
    }

    @Test func theExampleTraceIsByteIdenticalAt120Hz() throws {
        let (trace, _) = try TraceLocator.load(exampleTracePath("nudge.json"), channels: seedData.channels)
        let report = try strictCheck(options()).run(trace: trace, snap: .none, refreshHz: 120, every: 1)
        #expect(report.passed, "worst: \(String(describing: report.worst))")
    }

    @Test func roundedBarsAndFiveYearsOfDataAreByteIdentical() throws {
        let long = options(data: .generated(days: 1_825, seed: 7)) { $0.style.cornerRadiusPoints = 4 }
        let report = try strictCheck(long).run()
        #expect(report.passed, "worst: \(String(describing: report.worst))")
        let (trace, _) = try TraceLocator.load("fling", channels: seedData.channels)
        #expect(try strictCheck(long).run(trace: trace, snap: .none, every: 1).passed)
    }

    /// Thirty days across the plot: labels are wider than their columns and ink the neighbours', so a strip
    /// must redraw days whose columns it does not touch.
    @Test func labelsWiderThanTheirColumnsAreRedrawnFromTheNeighbours() throws {
        let narrow = options { $0.viewport.visibleDays = 30 }
        let strategy = try makeScrollBlit(narrow)
        let geometry = strategy.geometry
        #expect(geometry.canBlit)
        #expect(geometry.reachPixels > 0)
        #expect(try strictCheck(narrow).run().passed)
        let (trace, _) = try TraceLocator.load("slow-drag", channels: seedData.channels)
        #expect(try strictCheck(narrow).run(trace: trace, snap: .none, every: 1).passed)
    }

    /// A header tall enough to reach the bars: moving rows would carry it along, so every frame is redrawn.
    @Test func aHeaderOverTheBarsFallsBackToRedrawingEveryFrame() throws {
        let crowded = options { $0.viewport.headerHeightPoints = 4 }
        let strategy = try makeScrollBlit(crowded)
        #expect(strategy.geometry.canBlit == false)
        try step(strategy, to: 30)
        try step(strategy, to: 30.05)
        #expect(strategy.blits == 0)
        let (trace, _) = try TraceLocator.load("tap-select", channels: seedData.channels)
        #expect(try strictCheck(crowded).run(trace: trace, snap: .none, every: 1).passed)
    }
}
