import ChartKit
import FrameTiming
import Raster
import RenderStrategies
import ScrollReplay

/// Drives one strategy through one trace on a virtual display: every vsync's input is applied,
/// the strategy's `update` and `render` are timed on the thread's CPU clock and the wall clock,
/// and each frame's exact work counters and effects are recorded.
///
/// The trace runs in virtual time: the run takes as long as its rendering, and the frames, their
/// positions and their counters are the same on every run.
public struct TraceRunner {
    public var strategyName: String
    public var options: StrategyOptions
    public var trace: Trace
    public var clock: FrameClock

    public init(strategyName: String, options: StrategyOptions, trace: Trace, clock: FrameClock) {
        self.strategyName = strategyName
        self.options = options
        self.trace = trace
        self.clock = clock
    }

    /// The frames of one run and the effects the strategy showed.
    public struct Output: Sendable {
        public var frames: [FrameRecord]
        public var effects: VisibleEffects
        /// Work over the whole run, summed from the frames.
        public var totals: WorkCounters
    }

    /// Runs the trace; `frameDone` sees each frame's index and canvas after it is recorded
    /// (outside the timed region), for dumping chosen frames.
    public func run(frameDone: (Int, Canvas) -> Void = { _, _ in }) -> Output {
        guard let strategy = StrategyCatalog.make(strategyName, options: options) else {
            preconditionFailure("unknown strategy \(strategyName); validate names with StrategyCatalog.names")
        }
        let viewport = options.layout.viewport
        let channels = options.data.channels
        func pointsRange(_ days: ClosedRange<Double>) -> ClosedRange<Double> {
            viewport.offsetPoints(positionDays: days.lowerBound)...viewport.offsetPoints(positionDays: days.upperBound)
        }
        var range = strategy.scrollRangeDays
        var session = ScrollSession(
            trace: trace, contentRange: pointsRange(range),
            initialOffset: viewport.offsetPoints(positionDays: viewport.initialPositionDays(dayCount: options.data.dayCount)),
            displayScale: viewport.scale
        )
        // The screen is on display before the trace starts: its first render is not measured.
        _ = strategy.update(FrameUpdate(timeSeconds: 0, positionDays: viewport.positionDays(offsetPoints: session.offset)))
        strategy.render()

        let frameCount = clock.frameCount(forDurationSeconds: trace.durationSeconds)
        var recorder = FrameRecorder(expectedFrames: frameCount)
        var effects = VisibleEffects()
        var stopwatch = FrameStopwatch()
        let start = strategy.counters
        var before = start
        for index in 0..<frameCount {
            let time = clock.vsyncTime(index: index)
            let input = session.advance(to: time)
            var update = FrameUpdate(
                timeSeconds: time, positionDays: viewport.positionDays(offsetPoints: input.offset),
                isScrolling: input.isTracking || input.isMoving
            )
            if !input.taps.isEmpty { update.taps = input.taps.map { Point(x: $0.x, y: $0.y) } }
            switch input.highlightChange {
            case nil: break
            case .clear: update.highlight = .some(nil)
            case let .set(name): update.highlight = .some(channels.firstIndex(of: name))
            }

            stopwatch.start()
            let outcome = strategy.update(update)
            strategy.render()
            let sample = stopwatch.stop()

            if let reposition = outcome.repositionDays {
                session.setOffsetProgrammatically(viewport.offsetPoints(positionDays: reposition))
            }
            if strategy.scrollRangeDays != range {
                range = strategy.scrollRangeDays
                session.setContentRange(pointsRange(range))
            }
            if outcome.contentJumpPixels != 0 {
                effects.contentJumps += 1
                effects.maxContentJumpPixels = max(effects.maxContentJumpPixels, abs(outcome.contentJumpPixels))
            }
            if outcome.yRescaled { effects.yRescales += 1 }
            if outcome.edgeStall { effects.edgeStalls += 1 }
            effects.peakCacheBytes = max(effects.peakCacheBytes, strategy.cacheBytes)

            let now = strategy.counters
            let work = now - before
            before = now
            var counters = CounterValues()
            var slot = 0
            work.forEachValue { counters[slot] = $0; slot += 1 }
            recorder.record(
                index: index, vsyncSeconds: time, positionDays: outcome.repositionDays ?? update.positionDays,
                cpuMs: sample.cpuMilliseconds, wallMs: sample.wallMilliseconds,
                counters: counters, notes: Self.notes(outcome, tilesConfigured: work.tilesConfigured)
            )
            frameDone(index, strategy.frame)
        }
        return Output(frames: recorder.records, effects: effects, totals: before - start)
    }

    private static func notes(_ outcome: FrameOutcome, tilesConfigured: Int) -> String {
        var notes = outcome.notes
        if tilesConfigured > 0 {
            notes += (notes.isEmpty ? "" : "; ") + (tilesConfigured == 1 ? "1 tile configured" : "\(tilesConfigured) tiles configured")
        }
        if outcome.contentJumpPixels != 0 {
            notes += (notes.isEmpty ? "" : "; ") + "content jump \(Int(outcome.contentJumpPixels)) px"
        }
        if outcome.yRescaled { notes += (notes.isEmpty ? "" : "; ") + "y rescaled" }
        if outcome.edgeStall { notes += (notes.isEmpty ? "" : "; ") + "edge stall" }
        return notes
    }
}
