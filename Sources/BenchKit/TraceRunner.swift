import ChartKit
import FrameTiming
import Raster
import RenderStrategies
import ScrollReplay

/// Drives one strategy through one trace on a virtual display.
///
/// At every vsync the trace's events up to it are applied through the scroll physics. A frame is produced
/// only when something changed since the last one (a pixel of scroll, a tap, a highlight, a glide or spring
/// in progress, a strategy's timer); then the strategy's `update` and `render` are timed on the thread's CPU
/// clock and the wall clock, and the frame's exact work counters and effects are recorded. Idle vsyncs
/// produce nothing, as an unchanged screen commits no frame on iOS. A strategy's timer (`deadlineSeconds`)
/// fires at its own trace time, between vsyncs; its work is timed into the next produced frame.
///
/// The trace runs in virtual time: the run takes as long as its rendering, and the frames, their
/// positions and their counters are the same on every run.
public struct TraceRunner {
    /// The strategy to run.
    public var strategy: StrategyEntry
    /// The data, look and knobs the strategy is built from.
    public var options: StrategyOptions
    /// The trace to replay.
    public var trace: Trace
    /// The virtual display: its refresh rate sets the vsync times.
    public var clock: FrameClock
    /// Where scrolls come to rest; nil uses the strategy's own default.
    public var snap: ScrollSnap?

    /// A runner of `strategy` on `trace`; `snap` nil rests as the strategy's default.
    public init(strategy: StrategyEntry, options: StrategyOptions, trace: Trace, clock: FrameClock, snap: ScrollSnap? = nil) {
        self.strategy = strategy
        self.options = options
        self.trace = trace
        self.clock = clock
        self.snap = snap
    }

    /// The frames of one run and the effects the strategy showed.
    public struct Output: Sendable {
        /// The produced frames, in vsync order (`index` is the vsync).
        public var frames: [FrameRecord]
        /// Vsyncs the trace spans, idle ones included.
        public var vsyncs: Int
        /// What the strategy showed besides time: content jumps, rescales, edge stalls, peak cache bytes.
        public var effects: VisibleEffects
        /// Work over the whole run, summed from the frames.
        public var totals: WorkCounters
    }

    /// Runs the trace; `frameDone` sees every vsync (the last produced frame at an idle one) outside the timed
    /// region, for dumping chosen frames or checking them against the reference.
    public func run(frameDone: (ShownFrame) -> Void = { _ in }) throws(StrategyFailure) -> Output {
        guard let output = try run(stoppingWhen: { false }, frameDone: frameDone) else {
            preconditionFailure("a run that nothing asks to stop runs to the end")
        }
        return output
    }

    /// Runs the trace as `run(frameDone:)` does, but asks `shouldStop` before every vsync, outside the timed
    /// region, and abandons the run (nil) once it answers true: how a sweep stops within a long size when it
    /// is interrupted. A frame already started is finished first.
    public func run(stoppingWhen shouldStop: () -> Bool, frameDone: (ShownFrame) -> Void = { _ in }) throws(StrategyFailure) -> Output? {
        let guardRail = StrategyGuard(name: self.strategy.name, viewport: options.layout.viewport)
        let strategy = try guardRail.call { try self.strategy.make(options) }
        let viewport = options.layout.viewport
        let channels = options.data.channels
        func pointsRange(_ days: ClosedRange<Double>) -> ClosedRange<Double> {
            viewport.offsetPoints(positionDays: days.lowerBound)...viewport.offsetPoints(positionDays: days.upperBound)
        }
        var range = strategy.scrollRangeDays
        let alignment = (snap ?? self.strategy.defaultSnap).alignmentDays.map {
            ScrollTargetAlignment(periodPoints: viewport.offsetPoints(positionDays: $0.periodDays),
                                  phasePoints: viewport.offsetPoints(positionDays: $0.phaseDays))
        }
        var session = ScrollSession(
            trace: trace, contentRange: pointsRange(range),
            initialOffset: viewport.offsetPoints(positionDays: viewport.initialPositionDays(dayCount: options.data.dayCount)),
            displayScale: viewport.scale, alignment: alignment
        )
        // The screen is on display before the trace starts: its first render is not measured.
        try guardRail.call {
            _ = try strategy.update(FrameUpdate(timeSeconds: 0, positionDays: viewport.positionDays(offsetPoints: session.offset),
                                                restingSinceSeconds: 0))
            try strategy.render()
        }
        try guardRail.checkFrame(strategy.frame)

        let vsyncs = clock.frameCount(forDurationSeconds: trace.durationSeconds)
        var recorder = FrameRecorder(expectedFrames: vsyncs)
        var effects = VisibleEffects()
        var stopwatch = FrameStopwatch()
        let start = strategy.counters
        var before = start
        var shownOffset = ScrollPhysics.snapToPixel(session.offset, displayScale: viewport.scale)
        // Work and effects of timers fired since the last produced frame, carried into the next one.
        var carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
        var carriedOutcome = FrameOutcome()

        func apply(_ outcome: FrameOutcome) {
            if let reposition = outcome.repositionDays {
                session.setOffsetProgrammatically(viewport.offsetPoints(positionDays: reposition))
            }
            if strategy.scrollRangeDays != range {
                range = strategy.scrollRangeDays
                session.setContentRange(pointsRange(range))
            }
            effects.record(outcome)
            carriedOutcome.merge(outcome)
            effects.peakCacheBytes = max(effects.peakCacheBytes, strategy.cacheBytes)
        }
        func frameUpdate(_ input: FrameInput) -> FrameUpdate {
            var update = FrameUpdate(
                timeSeconds: input.timeSeconds, positionDays: viewport.positionDays(offsetPoints: input.offset),
                isScrolling: input.isTracking || input.isMoving, restingSinceSeconds: input.restingSinceSeconds
            )
            if !input.taps.isEmpty { update.taps = input.taps.map { Point(x: $0.x, y: $0.y) } }
            switch input.highlightChange {
            case nil: break
            case .clear: update.highlight = .some(nil)
            case let .set(name): update.highlight = .some(channels.firstIndex(of: name))
            }
            return update
        }

        for index in 0..<vsyncs {
            if shouldStop() { return nil }
            let time = clock.vsyncTime(index: index)
            // A strategy's timers fire at their own trace time, before this vsync's frame; a fired timer changed
            // the strategy's content, so the vsync produces a frame.
            var timersFired = 0
            while let deadline = strategy.deadlineSeconds, deadline <= time, timersFired < 8 {
                timersFired += 1
                let update = frameUpdate(session.advance(to: deadline))
                stopwatch.start()
                let outcome = try guardRail.call { try strategy.update(update) }
                carried = carried + stopwatch.stop()
                apply(outcome)
            }
            let input = session.advance(to: time)
            let changed = timersFired > 0 || input.offset != shownOffset || !input.taps.isEmpty
                || input.highlightChange != nil || input.isAnimating
            guard changed else {
                frameDone(ShownFrame(vsync: index, produced: false, positionDays: viewport.positionDays(offsetPoints: shownOffset),
                                     strategy: strategy))
                continue
            }

            let update = frameUpdate(input)
            stopwatch.start()
            let outcome = try guardRail.call { () throws -> FrameOutcome in
                let outcome = try strategy.update(update)
                try strategy.render()
                return outcome
            }
            let sample = stopwatch.stop() + carried
            try guardRail.checkFrame(strategy.frame)
            apply(outcome)

            let now = strategy.counters
            let work = now - before
            try guardRail.checkCounters(work)
            before = now
            var counters = CounterValues()
            var slot = 0
            work.forEachValue { counters[slot] = $0; slot += 1 }
            recorder.record(
                index: index, vsyncSeconds: time, positionDays: viewport.positionDays(offsetPoints: session.offset),
                cpuMs: sample.cpuMilliseconds, wallMs: sample.wallMilliseconds,
                counters: counters, notes: carriedOutcome.frameNotes(tilesConfigured: work.tilesConfigured)
            )
            shownOffset = ScrollPhysics.snapToPixel(session.offset, displayScale: viewport.scale)
            carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
            carriedOutcome = FrameOutcome()
            frameDone(ShownFrame(vsync: index, produced: true, positionDays: viewport.positionDays(offsetPoints: shownOffset),
                                 strategy: strategy))
        }
        return Output(frames: recorder.records, vsyncs: vsyncs, effects: effects, totals: before - start)
    }
}

/// The screen at one vsync of a run, handed to `TraceRunner.run(frameDone:)` outside the timed region.
public struct ShownFrame {
    /// The vsync's index.
    public var vsync: Int
    /// True if a frame was produced at this vsync; false at an idle vsync, which shows the last one.
    public var produced: Bool
    /// The scroll position shown, in days (snapped to a device pixel).
    public var positionDays: Double
    /// The strategy, whose `frame`, `state` and `yTicks` describe what is on screen.
    public var strategy: any ChartStrategy

    /// The pixels on screen.
    public var canvas: Canvas { strategy.frame }
}
