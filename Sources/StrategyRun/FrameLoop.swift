import ChartKit
import DisplayModel
import FrameTiming
import Raster
import RenderStrategies
import ScrollReplay

/// One run's mutable state: the scroll session, the render loops, the strategy and what it has been told, and
/// the recorder. `TraceRunner` builds one per run and `run` visits every vsync.
///
/// Each produced frame is timed in two stages: the commit (the strategy's `update` and `commit`, plus the
/// timers the frame commits) and the render (its `render`). The render loop on the clock that paces the run
/// decides when frames begin and places each; a second one places the same frames with the other time clock's
/// durations, for that clock's summary.
struct FrameLoop<CPU: NanosecondClock, Wall: NanosecondClock> {
    let strategy: any ChartStrategy
    let guardRail: StrategyGuard
    let viewport: ChartViewport
    let channels: [String]
    let trace: Trace
    let clock: FrameClock
    let pacing: TimingClock?
    /// Each measured commit-stage time is multiplied by this before the render loops place the frame.
    let appSlowdown: Double
    /// Counts each stage's work in instructions when the run is on the instruction clock.
    let counter: (any FrameWorkCounter)?
    var stopwatch: FrameStopwatch<CPU, Wall>
    var session: ScrollSession
    var renderLoop: RenderLoop
    /// Places each frame with the other time clock's durations (see `FrameRecord.otherClockPresentation`).
    var otherClockLoop: RenderLoop
    var range: ClosedRange<Double>
    var recorder: FrameRecorder
    var effects = VisibleEffects()
    var before: WorkCounters
    let start: WorkCounters
    var idleVsyncs = 0
    /// The shared counters' names and the strategy's own.
    let counterNames: [String]
    /// The strategy's own counters' names, as its reading before the run set them.
    let customNames: [String]
    /// The pixel offset the last produced frame shows.
    var shownOffset: Double
    /// The rest time the strategy was last told, so a rest that begins without a pixel of motion still reaches it.
    var toldRestingSince: Double?
    /// Taps and the last highlight change that arrived since the strategy last saw them.
    var pendingTaps: [Point] = []
    var pendingHighlight: Int??
    /// Commit-stage work not yet committed by a frame: timers since the last frame (and, on the one-stage
    /// pipeline, updates that changed nothing on screen), which the next frame commits.
    var carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
    var carriedOutcome = FrameEffects()
    /// Trace time of the first timer since the last frame: the next frame commits from there.
    var timerSeconds: Double?
    /// A timer fired since the last frame: the strategy's content changed by itself.
    var timerFired = false

    init(
        strategy: any ChartStrategy, guardRail: StrategyGuard, options: StrategyOptions, trace: Trace, clock: FrameClock,
        alignment: ScrollTargetAlignment?, pacing: TimingClock?,
        model: (pipeline: FramePipeline, buffering: Buffering, appSlowdown: Double),
        counter: (any FrameWorkCounter)?, stopwatch: FrameStopwatch<CPU, Wall>
    ) throws(StrategyFailure) {
        self.strategy = strategy
        self.guardRail = guardRail
        viewport = options.layout.viewport
        channels = options.data.channels
        self.trace = trace
        self.clock = clock
        self.pacing = pacing
        appSlowdown = model.appSlowdown
        self.counter = counter
        self.stopwatch = stopwatch
        range = strategy.scrollRangeDays
        let viewport = self.viewport
        session = ScrollSession(
            trace: trace, contentRange: Self.points(range, viewport),
            initialOffset: viewport.offsetPoints(positionDays: viewport.initialPositionDays(dayCount: options.data.dayCount)),
            displayScale: viewport.scale, alignment: alignment
        )
        renderLoop = RenderLoop(refreshHz: clock.refreshHz, pipeline: model.pipeline, buffering: model.buffering)
        otherClockLoop = renderLoop
        recorder = FrameRecorder(expectedFrames: clock.frameCount(forDurationSeconds: trace.durationSeconds))
        pendingTaps.reserveCapacity(8)
        // The screen is on display before the trace starts: its first frame is not measured.
        let initial = session.offset
        try guardRail.call {
            _ = try strategy.update(
                FrameUpdate(
                    timeSeconds: 0, positionDays: viewport.positionDays(offsetPoints: initial),
                    restingSinceSeconds: 0))
            try strategy.commit()
            try strategy.render()
        }
        try guardRail.checkFrame(strategy.frame)
        customNames = try guardRail.checkCustomCounters(strategy.counters.custom)
        counterNames = WorkCounters.names + customNames
        toldRestingSince = 0
        shownOffset = ScrollPhysics.snapToPixel(initial, displayScale: viewport.scale)
        start = strategy.counters
        before = start
    }

    private static func points(_ days: ClosedRange<Double>, _ viewport: ChartViewport) -> ClosedRange<Double> {
        viewport.offsetPoints(positionDays: days.lowerBound)...viewport.offsetPoints(positionDays: days.upperBound)
    }

    /// Visits every vsync of the trace, and past its end the first vsync a frame may begin at if a change is
    /// still due, so the last state of any motion reaches the screen. Nil if `shouldStop`, asked before every
    /// vsync, answers true.
    mutating func run(shouldStop: () -> Bool, frameDone: (ShownFrame) -> Void) throws(StrategyFailure) -> TraceRunner.Output? {
        let vsyncs = clock.frameCount(forDurationSeconds: trace.durationSeconds)
        var index = 0
        while index < vsyncs || renderLoop.hasPendingChange {
            if shouldStop() { return nil }
            let produced = try visit(vsync: index, firesTimers: index < vsyncs)
            frameDone(
                ShownFrame(
                    vsync: index, produced: produced, positionDays: viewport.positionDays(offsetPoints: shownOffset),
                    strategy: strategy))
            index += 1
        }
        let scrolls = session.scrollIntervals(closingAt: trace.durationSeconds)
        let tracked = VsyncSpan.merged(scrolls, on: clock)
        let paced = pacing ?? .cpu
        func summary(_ on: TimingClock) -> HitchSummary {
            HitchSummary(
                records: recorder.records, clock: on, pacing: paced, tracked: tracked, totalVsyncs: vsyncs, idleVsyncs: idleVsyncs,
                refreshHz: clock.refreshHz)
        }
        return TraceRunner.Output(
            frames: recorder.records, display: clock, vsyncs: vsyncs, idleVsyncs: idleVsyncs, scrolls: scrolls, effects: effects,
            totals: before - start, counterNames: counterNames, summary: summary(paced), otherClockSummary: summary(paced.otherTimeClock))
    }

    /// One vsync; true if a frame was produced there.
    private mutating func visit(vsync index: Int, firesTimers: Bool) throws(StrategyFailure) -> Bool {
        let time = clock.vsyncTime(index: index)
        if firesTimers { try fireTimers(through: time) }
        let input = session.advance(to: time, eventHorizon: clock.eventHorizon(ofVsync: index))
        if !input.taps.isEmpty { pendingTaps += input.taps.lazy.map { Point(x: $0.x, y: $0.y) } }
        switch input.highlightChange {
        case nil: break
        case .clear: pendingHighlight = .some(nil)
        case let .set(name): pendingHighlight = .some(channels.firstIndex(of: name))
        }
        let moved = input.offset != shownOffset
        // Taps, a highlight and a rest the strategy has not seen may change nothing on screen: the update decides.
        let wantsUpdate =
            moved || timerFired || !pendingTaps.isEmpty || pendingHighlight != nil
            || input.restingSinceSeconds != toldRestingSince
        switch renderLoop.decide(atVsync: index, hasChange: wantsUpdate) {
        case .idle:
            idleVsyncs += 1
            return false
        case .deferred:
            return false
        case .start(let due):
            return try frame(at: index, due: due, input: input, moved: moved)
        }
    }

    /// Fires the strategy's timers due by `time`, at their own trace times; their work is commit-stage work the
    /// next frame commits, from the first timer's fire time.
    private mutating func fireTimers(through time: Double) throws(StrategyFailure) {
        var fired = 0
        while let deadline = strategy.deadlineSeconds, deadline <= time, fired < 8 {
            fired += 1
            let input = session.advance(to: deadline)
            stopwatch.start()
            let timerUpdate = update(input, delivering: false)
            let outcome = try guardRail.call { try counted { try strategy.update(timerUpdate) } }
            carried = carried + stopwatch.stop()
            if timerSeconds == nil { timerSeconds = deadline }
            apply(outcome)
            timerFired = true
        }
    }

    /// The update for `input`, delivering the pending taps and highlight when `delivering`.
    private mutating func update(_ input: FrameInput, delivering: Bool) -> FrameUpdate {
        toldRestingSince = input.restingSinceSeconds
        var update = FrameUpdate(
            timeSeconds: input.timeSeconds, positionDays: viewport.positionDays(offsetPoints: input.offset),
            isScrolling: input.isTracking || input.isMoving, restingSinceSeconds: input.restingSinceSeconds)
        guard delivering else { return update }
        if !pendingTaps.isEmpty {
            update.taps = pendingTaps
            pendingTaps.removeAll(keepingCapacity: true)
        }
        update.highlight = pendingHighlight
        pendingHighlight = nil
        return update
    }

    /// Updates the strategy; if the screen changes, commits, renders and records a frame begun at vsync `index`.
    private mutating func frame(at index: Int, due: Int, input: FrameInput, moved: Bool) throws(StrategyFailure) -> Bool {
        let stateBefore = strategy.state
        let frameUpdate = update(input, delivering: true)
        stopwatch.start()
        let outcome = try guardRail.call { try counted { try strategy.update(frameUpdate) } }
        let visible = moved || timerFired || !outcome.isEmpty || strategy.state != stateBefore
        guard visible else {
            // A highlight set to what it is, a tap that selects what is selected, a rest beginning: no frame. Its
            // work kept the main thread busy (the one-stage model carries it into the next frame, as before).
            let work = stopwatch.stop()
            if renderLoop.pipeline == .oneStage {
                carried = carried + work
            } else {
                let seconds = clock.vsyncTime(index: index)
                if let pacing { renderLoop.mainThreadWork(atSeconds: seconds, durationMs: appSlowdown * work.milliseconds(on: pacing)) }
                otherClockLoop.mainThreadWork(
                    atSeconds: seconds, durationMs: appSlowdown * (pacing.map { work.milliseconds(on: $0.otherTimeClock) } ?? 0))
            }
            renderLoop.discardFrame()
            idleVsyncs += 1
            return false
        }
        try guardRail.call { try counted { try strategy.commit() } }
        let commitSample = stopwatch.stop() + carried
        // Each stage is one instruction sample; the commit's holds the carried work counted since the last frame.
        counter?.endSample()
        stopwatch.start()
        try guardRail.call { try counted { try strategy.render() } }
        let renderSample = stopwatch.stop()
        counter?.endSample()
        try guardRail.checkFrame(strategy.frame)
        apply(outcome)

        let now = strategy.counters
        let work = now - before
        try guardRail.checkCounters(now.custom, work, customNames: customNames, names: counterNames)
        before = now
        shownOffset = ScrollPhysics.snapToPixel(session.offset, displayScale: viewport.scale)
        // The app's slowdown scales the measured commit (`--app-slowdown`); the render server's work is as measured.
        let commit = StageTimes(
            cpuMs: appSlowdown * commitSample.cpuMilliseconds, wallMs: appSlowdown * commitSample.wallMilliseconds)
        let render = StageTimes(cpuMs: renderSample.cpuMilliseconds, wallMs: renderSample.wallMilliseconds)
        // The render loops place the frame once, here: on the clock that paces the run (which decides when later
        // frames begin) and, for that clock's summary, where the other time clock's durations would put it.
        // Without pacing (instructions) every frame is on time.
        func frameWork(on clock: TimingClock?) -> FrameWork {
            FrameWork(
                dueVsync: due, vsync: index, timerSeconds: timerSeconds, commitMs: clock.map(commit.ms(on:)) ?? 0,
                renderMs: clock.map(render.ms(on:)) ?? 0)
        }
        let presentation = renderLoop.place(frameWork(on: pacing))
        let otherClockPresentation = otherClockLoop.place(frameWork(on: pacing?.otherTimeClock))
        recorder.record(
            FrameRecord(
                index: index, dueIndex: due, vsyncSeconds: clock.vsyncTime(index: index),
                positionDays: viewport.positionDays(offsetPoints: shownOffset), commit: commit, render: render,
                counters: work.named(counterNames, customNames: customNames), effects: carriedOutcome,
                timerSeconds: renderLoop.pipeline == .twoStage ? timerSeconds : nil,
                presentation: presentation, otherClockPresentation: otherClockPresentation
            ))
        carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
        carriedOutcome = FrameEffects()
        timerSeconds = nil
        timerFired = false
        return true
    }

    /// Runs a strategy's work, counting its instructions on the instruction clock.
    private func counted<Result>(_ work: () throws -> Result) throws -> Result {
        guard let counter else { return try work() }
        return try counter.counting(work)
    }

    /// Takes what an update did to the scroll position and range, and counts its effects.
    private mutating func apply(_ outcome: FrameEffects) {
        if let reposition = outcome.repositionDays {
            session.setOffsetProgrammatically(viewport.offsetPoints(positionDays: reposition))
        }
        if strategy.scrollRangeDays != range {
            range = strategy.scrollRangeDays
            session.setContentRange(Self.points(range, viewport))
        }
        effects.record(outcome)
        carriedOutcome.merge(outcome)
        effects.peakCacheBytes = max(effects.peakCacheBytes, strategy.cacheBytes)
    }
}

extension FrameSample {
    /// The duration on `clock`, in milliseconds.
    func milliseconds(on clock: TimingClock) -> Double {
        switch clock {
        case .cpu, .instructions: cpuMilliseconds
        case .wall: wallMilliseconds
        }
    }
}
