import ChartKit
import DisplayModel
import FrameTiming
import PhoneModel
import Raster
import RenderStrategies
import ScrollReplay

/// One run's mutable state: the scroll session, the render loops, the strategy and what it has been told, and
/// the recorder. `TraceRunner` builds one per run and `run` visits every vsync.
///
/// Each produced frame is timed in two stages: the commit (the strategy's `update` and `commit`, plus the
/// timers the frame commits) and the render (its `render`), on the host's CPU and wall clocks, and priced on the
/// phone from the stage's counted work when the run has a `FramePricer`. The render loop on the clock that paces
/// the run decides when frames begin and places each; the other clocks' loops place the same frames with their
/// durations, for their summaries (`ClockLoops`).
struct FrameLoop<CPU: NanosecondClock, Wall: NanosecondClock> {
    let strategy: any ChartStrategy
    let guardRail: StrategyGuard
    let viewport: ChartViewport
    let channels: [String]
    let trace: Trace
    let clock: FrameClock
    let pacing: TimingClock?
    /// Each measured stage time (commit and render) is multiplied by this before the render loops place the
    /// frame: a stress knob on the host clocks, not the phone model, which it leaves alone.
    let appSlowdown: Double
    /// Prices each stage's counted work on the phone; nil leaves the phone clock's durations at 0.
    let pricer: FramePricer?
    /// Counts each stage's work in instructions when the run is on the instruction clock.
    let counter: (any FrameWorkCounter)?
    var stopwatch: FrameStopwatch<CPU, Wall>
    var session: ScrollSession
    var loops: ClockLoops
    var range: ClosedRange<Double>
    var recorder: FrameRecorder
    var effects = VisibleEffects()
    var before: WorkCounters
    /// The counters through the last work the phone clock priced (a frame, or an update that changed nothing).
    var pricedThrough: WorkCounters
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
    /// The sum of the frame pixels read before each render (kept so the reads are not dropped).
    var touched: UInt32 = 0
    var carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
    var carriedOutcome = FrameEffects()
    /// Trace time of the first timer since the last frame: the next frame commits from there.
    var timerSeconds: Double?
    /// A timer fired since the last frame: the strategy's content changed by itself.
    var timerFired = false

    init(
        strategy: any ChartStrategy, guardRail: StrategyGuard, options: StrategyOptions, trace: Trace, clock: FrameClock,
        alignment: ScrollTargetAlignment?, pacing: TimingClock?,
        model: (pipeline: FramePipeline, buffering: Buffering, appSlowdown: Double), pricer: FramePricer?,
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
        self.pricer = pricer
        self.counter = counter
        self.stopwatch = stopwatch

        range = strategy.scrollRangeDays
        let viewport = self.viewport
        session = ScrollSession(
            trace: trace, contentRange: Self.points(range, viewport),
            initialOffset: viewport.offsetPoints(positionDays: viewport.initialPositionDays(dayCount: options.data.dayCount)),
            displayScale: viewport.scale, alignment: alignment
        )
        loops = ClockLoops(refreshHz: clock.refreshHz, pipeline: model.pipeline, buffering: model.buffering, pacing: pacing)
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
        pricedThrough = start
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
        while index < vsyncs || loops.deciding.hasPendingChange {
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
        func summary(_ on: TimingClock) -> HitchSummary {
            HitchSummary(
                records: recorder.records, clock: on, tracked: tracked, totalVsyncs: vsyncs, idleVsyncs: idleVsyncs,
                refreshHz: clock.refreshHz)
        }
        return TraceRunner.Output(
            frames: recorder.records, display: clock, vsyncs: vsyncs, idleVsyncs: idleVsyncs, scrolls: scrolls, effects: effects,
            totals: before - start, counterNames: counterNames, idleWork: recorder.idleWork, pacing: pacing,
            summaries: ClockSummaries(cpu: summary(.cpu), wall: summary(.wall), phone: pricer.map { _ in summary(.phone) }))
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
        switch loops.deciding.decide(atVsync: index, hasChange: wantsUpdate) {
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
            if loops.deciding.pipeline == .oneStage {
                carried = carried + work
            } else {
                // Priced apart from the next frame's commit, without a frame's fixed cost: no frame was committed.
                let now = strategy.counters
                let phoneMs = price(.commit, now - pricedThrough, includesFixed: false)
                pricedThrough = now
                let idle = IdleWork(
                    vsyncIndex: index, startSeconds: clock.vsyncTime(index: index),
                    commit: StageTimes(
                        cpuMs: appSlowdown * work.cpuMilliseconds, wallMs: appSlowdown * work.wallMilliseconds, phoneMs: phoneMs))
                loops.mainThreadWork(atSeconds: idle.startSeconds, idle.commit)
                recorder.record(idle)
            }
            loops.deciding.discardFrame()
            idleVsyncs += 1
            return false
        }
        try guardRail.call { try counted { try strategy.commit() } }
        let commitSample = stopwatch.stop() + carried
        // Each stage is one instruction sample; the commit's holds the carried work counted since the last frame.
        counter?.endSample()
        let committed = strategy.counters
        // The phone's render server is another process on its own core: the app's commit does not flush its
        // frame buffers and glyphs. Here both stages share one core, so the render's own working set is read
        // back into the caches before its clock starts (not under Callgrind, where it would be counted).
        if counter == nil { touched &+= strategy.frame.touchWorkingSet() }
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
        // The stress knob (`--app-slowdown`) scales both measured stages; the phone clock prices the counted work
        // of each stage (the commit's includes timers' work since the last priced work) on the profile.
        let (commitWork, renderWork) = (committed - pricedThrough, now - committed)
        let commit = StageTimes(
            cpuMs: appSlowdown * commitSample.cpuMilliseconds, wallMs: appSlowdown * commitSample.wallMilliseconds,
            phoneMs: price(.commit, commitWork, includesFixed: true))
        let render = StageTimes(
            cpuMs: appSlowdown * renderSample.cpuMilliseconds, wallMs: appSlowdown * renderSample.wallMilliseconds,
            phoneMs: price(.render, renderWork, includesFixed: true))
        pricedThrough = now
        // The render loops place the frame once, here: on the clock that paces the run (which decides when later
        // frames begin) and where each other clock's durations would put it. Without pacing (instructions) the
        // host clocks have every frame on time.
        let placed = loops.place(dueVsync: due, vsync: index, timerSeconds: timerSeconds, commit: commit, render: render)
        var record = FrameRecord(
            index: index, dueIndex: due, vsyncSeconds: clock.vsyncTime(index: index),
            positionDays: viewport.positionDays(offsetPoints: shownOffset), commit: commit, render: render,
            counters: work.named(counterNames, customNames: customNames), effects: carriedOutcome,
            timerSeconds: loops.deciding.pipeline == .twoStage ? timerSeconds : nil,
            presentation: placed.paced, presentations: placed.all
        )
        record.commitCounters = commitWork.named(counterNames, customNames: customNames)
        record.renderCounters = renderWork.named(counterNames, customNames: customNames)
        recorder.record(record)
        carried = FrameSample(cpuNanoseconds: 0, wallNanoseconds: 0)
        carriedOutcome = FrameEffects()
        timerSeconds = nil
        timerFired = false
        return true
    }

    /// The phone model's duration of `work` in `stage`, ms (0 without a pricer).
    private func price(_ stage: PhoneStage, _ work: WorkCounters, includesFixed: Bool) -> Double {
        guard let pricer else { return 0 }
        return pricer.milliseconds(stage, includesFixed: includesFixed) { visit in work.forEachValue(customNames: customNames, visit) }
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
