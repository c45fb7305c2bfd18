import ChartKit
import DisplayModel
import FrameTiming
import PhoneModel
import Raster
import RenderStrategies
import ScrollReplay

/// Drives one strategy through one trace on a virtual display.
///
/// At every vsync the trace's events that belong to it are applied through the scroll physics, and the
/// render loop (`RenderLoop`) decides what happens: nothing when the screen would not change, a frame when it
/// would, or waiting while the app's main thread is still busy or the render server is too far behind (the
/// newest state is then drawn at the first free vsync, as iOS coalesces input behind a long frame). A frame's
/// commit (`update` and `commit`) and render (`render`) are timed apart on the thread's CPU clock and the wall
/// clock, placed on their own deadlines, and its exact work counters and effects are recorded. A strategy's
/// timer (`deadlineSeconds`) fires at its own trace time, between vsyncs; in the two-stage model its work
/// occupies the main thread from then (an update that changed nothing on screen likewise), so all work lands on
/// the timeline.
///
/// The trace runs in virtual time: a run takes as long as its rendering. Frames, positions and counters are the
/// same on every run as long as no frame overruns its budget; a late frame defers the next state by measured
/// time, so which intermediate states a run draws then depends on the machine, as on a device.
public struct TraceRunner {
    /// The strategy to run.
    public var strategy: StrategyEntry
    /// The data, look and knobs the strategy is built from.
    public var options: StrategyOptions
    /// The trace to replay.
    public var trace: Trace
    /// The virtual display: its refresh rate sets the vsync times.
    public var clock: FrameClock
    /// Where scrolls come to rest, how a snap settles, and the render loop's pipeline and buffering.
    package var replay: ReplaySettings
    /// Where scrolls come to rest; nil uses the strategy's own default.
    public var snap: ScrollSnap? {
        get { replay.snap }
        set { replay.snap = newValue }
    }
    /// The measured duration that decides when a frame is late and the next one deferred; nil treats every
    /// frame as on time (a run whose work is measured on a clock that is not time, such as instruction counts).
    public var pacing: TimingClock? = .cpu
    /// Each frame's measured stage times (commit and render) are multiplied by this before they are scheduled
    /// (1: as measured): a stress knob, as Chrome DevTools' CPU throttling slows a page, not the phone model.
    package var appSlowdown = 1.0
    /// Prices each stage's counted work on a device profile (the phone clock); nil records no phone figures, and
    /// pacing on `.phone` then needs one.
    package var pricer: FramePricer?

    /// A runner of `strategy` on `trace`; `snap` nil rests as the strategy's default.
    public init(strategy: StrategyEntry, options: StrategyOptions, trace: Trace, clock: FrameClock, snap: ScrollSnap? = nil) {
        self.strategy = strategy
        self.options = options
        self.trace = trace
        self.clock = clock
        replay = ReplaySettings(snap: snap)
    }

    /// The frames of one run and the effects the strategy showed.
    public struct Output: Sendable {
        /// The produced frames, in start order (`index` is the vsync each started at).
        public var frames: [FrameRecord]
        /// The display the run was on.
        public var display: FrameClock
        /// Vsyncs the trace spans, idle ones included.
        public var vsyncs: Int
        /// Vsyncs at which nothing new was shown.
        public var idleVsyncs: Int
        /// The trace's scrolling intervals (touch-down through the end of each glide or spring-back).
        public var scrolls: [TrackedInterval]
        /// What the strategy showed besides time: content jumps, rescales, edge stalls, peak cache bytes.
        public var effects: VisibleEffects
        /// Work over the whole run, summed from the frames.
        public var totals: WorkCounters
        /// Names of the run's counters: the shared ones, then the strategy's own.
        package var counterNames: [String]
        /// Main-thread work that produced no frame, in order (it delays the next frame's commit).
        package var idleWork: [IdleWork]
        /// The clock that decided when frames began (nil: none, every frame on time, as on the instruction clock).
        package var pacing: TimingClock?
        /// Hitches, hitch time ratios and frame-time percentiles on every time clock: on the one that paced the
        /// run as it ran, on the others where their durations would have put the same frames.
        public var summaries: ClockSummaries

        /// The frames of a run and what was derived from them when they were recorded.
        package init(
            frames: [FrameRecord], display: FrameClock, vsyncs: Int, idleVsyncs: Int, scrolls: [TrackedInterval],
            effects: VisibleEffects, totals: WorkCounters, counterNames: [String], idleWork: [IdleWork] = [], pacing: TimingClock?,
            summaries: ClockSummaries
        ) {
            self.frames = frames
            self.display = display
            self.vsyncs = vsyncs
            self.idleVsyncs = idleVsyncs
            self.scrolls = scrolls
            self.effects = effects
            self.totals = totals
            self.counterNames = counterNames
            self.idleWork = idleWork
            self.pacing = pacing
            self.summaries = summaries
        }

        /// The summary on the clock that paced the run (CPU by default; with every frame on time when nothing
        /// paced it, as on the instruction clock).
        public var summary: HitchSummary { summaries[pacing ?? .cpu] ?? summaries.cpu }

        /// The totals by counter name, the strategy's own counters included.
        public var namedTotals: CounterValues {
            totals.named(counterNames, customNames: Array(counterNames.dropFirst(WorkCounters.names.count)))
        }

        /// The summary on a time clock: `summary` on the clock that paced the run; on another, where the same
        /// frames would have landed with its durations (the CPU's for the phone when the run priced nothing).
        public func summary(on clock: TimingClock) -> HitchSummary {
            summaries[clock] ?? summaries.cpu
        }
    }

    /// Runs the trace; `frameDone` sees every vsync (the last produced frame where none was produced) outside
    /// the timed region, for dumping chosen frames or checking them against the reference.
    public func run(frameDone: (ShownFrame) -> Void = { _ in }) throws(StrategyFailure) -> Output {
        guard let output = try run(stoppingWhen: { false }, frameDone: frameDone) else {
            preconditionFailure("a run that nothing asks to stop runs to the end")
        }
        return output
    }

    /// Runs the trace as `run(frameDone:)` does, but asks `shouldStop` before every vsync, outside the timed
    /// region, and abandons the run (nil) once it answers true: how a sweep stops within a long size when it
    /// is interrupted. A frame already started is finished first.
    package func run(stoppingWhen shouldStop: () -> Bool, frameDone: (ShownFrame) -> Void = { _ in }) throws(StrategyFailure) -> Output? {
        try run(stopwatch: FrameStopwatch(), shouldStop: shouldStop, frameDone: frameDone)
    }

    /// Runs the trace with each produced frame's work counted by `counter` (instructions under Callgrind, as
    /// `--clock instructions` relaunches the process); every frame is taken as on time. Nil when `shouldStop`
    /// answered true before the end.
    package func run(
        counting counter: any FrameWorkCounter, stoppingWhen shouldStop: () -> Bool = { false },
        frameDone: (ShownFrame) -> Void = { _ in }
    ) throws -> Output? {
        var runner = self
        runner.pacing = nil
        guard
            var output = try runner.run(
                stopwatch: FrameStopwatch(), counter: counter, shouldStop: shouldStop,
                frameDone: frameDone)
        else { return nil }
        // Two samples a frame: its commit, then its render.
        let samples = try counter.finishedSamples(expected: 2 * output.frames.count)
        for index in output.frames.indices {
            output.frames[index].commitInstructions = Int(clamping: samples[2 * index])
            output.frames[index].renderInstructions = Int(clamping: samples[2 * index + 1])
        }
        return output
    }

    /// Runs the trace timing frames with `stopwatch` (tests inject clocks that give chosen durations).
    func run<CPU: NanosecondClock, Wall: NanosecondClock>(
        stopwatch: FrameStopwatch<CPU, Wall>, counter: (any FrameWorkCounter)? = nil, shouldStop: () -> Bool = { false },
        frameDone: (ShownFrame) -> Void = { _ in }
    ) throws(StrategyFailure) -> Output? {
        let guardRail = StrategyGuard(name: strategy.name, viewport: options.layout.viewport)
        let instance = try guardRail.call { try strategy.make(options) }
        let alignment = (replay.snap ?? strategy.defaultSnap).alignmentDays.map {
            ScrollTargetAlignment(
                periodPoints: options.layout.viewport.offsetPoints(positionDays: $0.periodDays),
                phasePoints: options.layout.viewport.offsetPoints(positionDays: $0.phaseDays),
                settle: replay.settle)
        }
        var loop = try FrameLoop(
            strategy: instance, guardRail: guardRail, options: options, trace: trace, clock: clock,
            alignment: alignment, pacing: pacing, model: (replay.pipeline, replay.buffering, appSlowdown), pricer: pricer, counter: counter,
            stopwatch: stopwatch)
        return try loop.run(shouldStop: shouldStop, frameDone: frameDone)
    }
}

/// The screen at one vsync of a run, handed to `TraceRunner.run(frameDone:)` outside the timed region.
public struct ShownFrame {
    /// The vsync's index.
    public var vsync: Int
    /// True if a frame was produced at this vsync; false at an idle or busy one, which shows the last one.
    public var produced: Bool
    /// The scroll position shown, in days (snapped to a device pixel).
    public var positionDays: Double
    /// The strategy, whose `frame`, `state` and `yTicks` describe what is on screen.
    public var strategy: any ChartStrategy

    /// The pixels on screen.
    package var canvas: Canvas { strategy.frame }
}
