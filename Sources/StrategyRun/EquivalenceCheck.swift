import ChartKit
import DisplayModel
import Raster
import RenderStrategies
import ScrollReplay

/// Checks that a strategy draws the same chart as the reference (the viewport laid out directly and drawn
/// in one pass, `ReferenceRenderer`): at many scroll positions, plain, with a day selected, with a channel
/// highlighted and with both, it reports the share of pixels within `tolerance`/255 on every channel.
///
/// The strategy is driven as a run drives it: each position arrives as a scroll that then rests, and any
/// timer it sets (a window's swap) fires before the frame is compared. The reference uses the strategy's
/// own y domain, so a window that rescales its axis is compared with the chart it means to draw.
public struct EquivalenceCheck {
    /// The strategy under test.
    public var strategy: StrategyEntry
    /// Its data and look.
    public var options: StrategyOptions
    /// Positions compared, spread evenly over every position the data allows (ends included), whatever range
    /// the strategy itself allows; at least 2.
    public var positionCount = 24
    /// Largest per-channel difference (of 255) that still counts a pixel as matching.
    public var tolerance = 2
    /// Share of matching pixels every frame must reach.
    public var threshold = 0.995

    /// Creates a check of `strategy` on `options`: 24 positions, a tolerance of 2/255 and a threshold of 99.5 % of
    /// the pixels of every frame.
    public init(strategy: StrategyEntry, options: StrategyOptions) {
        self.strategy = strategy
        self.options = options
    }

    /// One compared frame.
    public struct Frame: Sendable {
        /// Position (days) the strategy ended at, after any repositioning of its own.
        public var positionDays: Double
        /// `plain`, `selected`, `highlighted` or `selected+highlighted`.
        public var look: String
        /// Share of pixels within the tolerance.
        public var matchingFraction: Double
    }

    /// Every frame compared, and the verdict.
    public struct Report: Sendable {
        /// The strategy's command-line name.
        public var strategy: String
        /// Every frame compared, in the order compared.
        public var frames: [Frame]
        /// Share of matching pixels every frame had to reach.
        public var threshold: Double
        /// The frame with the fewest matching pixels.
        public var worst: Frame? { frames.min { $0.matchingFraction < $1.matchingFraction } }
        /// Share of matching pixels over all frames (the mean of the frames' shares; every frame has the
        /// viewport's size).
        public var overallFraction: Double {
            frames.isEmpty ? 0 : frames.reduce(0) { $0 + $1.matchingFraction } / Double(frames.count)
        }
        /// True when every frame reaches the threshold.
        public var passed: Bool { frames.allSatisfy { $0.matchingFraction >= threshold } }
        /// Produced frames of a trace not compared because they showed the rubber band past the strategy's own
        /// scroll range where the data goes on (a window at its window's edge, blank where the chart has days:
        /// the edge stall the run reports as an effect, not a different drawing of the same chart).
        public var framesPastOwnRange = 0
    }

    /// Runs the comparison; a strategy that throws or draws a frame of the wrong size fails with its error.
    public func run() throws(StrategyFailure) -> Report {
        let guardRail = StrategyGuard(name: strategy.name, viewport: options.layout.viewport)
        let reference = ReferenceRenderer(data: options.data, layout: options.layout)
        let maximum = options.layout.viewport.maxPositionDays(dayCount: options.data.dayCount)
        let count = max(2, positionCount)
        let positions = (0..<count).map { maximum * Double($0) / Double(count - 1) }
        // A tap at the middle of the plot selects the day under it; channel 1 is highlighted.
        let tap = Point(x: options.layout.viewport.plotWidthPoints / 2, y: options.layout.viewport.heightPoints / 2)
        let looks: [(name: String, select: Bool, highlight: Int?)] = [
            ("plain", false, nil), ("selected", true, nil), ("highlighted", false, 1), ("selected+highlighted", true, 1),
        ]
        var frames: [Frame] = []
        for look in looks {
            let instance = try guardRail.call { try strategy.make(options) }
            var time = 0.0
            for position in positions {
                time += 1
                let restingSince = time
                var update = FrameUpdate(timeSeconds: time, positionDays: position, restingSinceSeconds: restingSince)
                if look.select { update.taps = [tap] }
                update.highlight = .some(look.highlight.flatMap { options.data.channels.indices.contains($0) ? $0 : nil })
                var shown = position
                let outcome = try guardRail.call { try instance.update(update) }
                if let moved = outcome.repositionDays { shown = moved }
                // Let timers fire as a run would, at their own times, before the frame is drawn; the clock moves on
                // to each, so the next position comes later than any timer (time never goes backwards).
                var timers = 0
                while let deadline = instance.deadlineSeconds, deadline <= time + 10, timers < 8 {
                    timers += 1
                    time = max(time, deadline)
                    let fired = try guardRail.call {
                        try instance.update(FrameUpdate(timeSeconds: time, positionDays: shown, restingSinceSeconds: restingSince))
                    }
                    if let moved = fired.repositionDays { shown = moved }
                }
                try guardRail.call {
                    try instance.commit()
                    try instance.render()
                }
                try guardRail.checkFrame(instance.frame)
                reference.render(positionDays: shown, state: instance.state, yTicks: instance.yTicks)
                frames.append(
                    Frame(
                        positionDays: shown, look: look.name,
                        matchingFraction: instance.frame.matchingFraction(with: reference.canvas, tolerance: tolerance)))
            }
        }
        return Report(strategy: strategy.name, frames: frames, threshold: threshold)
    }

    /// Runs `trace` through the runner with `snap` and compares every `every`-th produced frame with the
    /// reference at the position, selection, highlight and y domain it shows: equivalence as a run sees it,
    /// windows swapping and scrolls coming to rest on their snap included. A frame past the strategy's own
    /// scroll range where the data goes on is counted in `framesPastOwnRange`, not compared. A refresh rate the
    /// display does not support (a whole rate from 1 to 240 Hz) is reported as a failure too.
    public func run(trace: Trace, snap: ScrollSnap, refreshHz: Int = 60, every: Int = 5) throws(StrategyFailure) -> Report {
        let clock: FrameClock
        do { clock = try FrameClock(refreshHz: refreshHz) } catch {
            throw StrategyFailure(strategy: strategy.name, reason: error.description)
        }
        let reference = ReferenceRenderer(data: options.data, layout: options.layout)
        var frames: [Frame] = []
        var produced = 0
        var pastOwnRange = 0
        let dataRange = 0...options.layout.viewport.maxPositionDays(dayCount: options.data.dayCount)
        var runner = TraceRunner(strategy: strategy, options: options, trace: trace, clock: clock, snap: snap)
        // Every frame on time, so the frames compared are the same on any machine and build.
        runner.pacing = nil
        _ = try runner.run { shown in
            guard shown.produced else { return }
            produced += 1
            guard produced % max(1, every) == 0 else { return }
            let position = shown.positionDays
            let ownRange = shown.strategy.scrollRangeDays
            if !ownRange.contains(position), position > dataRange.lowerBound, position < dataRange.upperBound {
                pastOwnRange += 1
                return
            }
            let state = shown.strategy.state
            reference.render(positionDays: shown.positionDays, state: state, yTicks: shown.strategy.yTicks)
            let look = (state.selectedDay == nil ? "" : "selected") + (state.highlightedChannel == nil ? "" : "+highlighted")
            frames.append(
                Frame(
                    positionDays: shown.positionDays,
                    look: "\(trace.name) vsync \(shown.vsync) snap \(snap.rawValue)"
                        + (look.isEmpty ? "" : " " + look),
                    matchingFraction: shown.canvas.matchingFraction(with: reference.canvas, tolerance: tolerance)))
        }
        var report = Report(strategy: strategy.name, frames: frames, threshold: threshold)
        report.framesPastOwnRange = pastOwnRange
        return report
    }
}
