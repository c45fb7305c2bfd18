import ChartKit
import DisplayModel
import FrameTiming
import RenderStrategies
import ScrollReplay
import StrategyRun

/// `harness sweep`: runs each strategy on one trace for growing amounts of generated data.
///
/// Sweeps over large data take long (render-all at 36,500 days pays ~1 s a frame), so a sweep
/// can be split: part `i` of `n` runs the sizes `SweepPlan` gives it (balanced by expected cost), and
/// `SweepResult.merge` joins the parts. A sweep asked to stop keeps the sizes it finished (`SweepInterrupted`).
package struct Sweep {
    /// Every data size of the whole sweep in days (1…36,500), in order; a shard runs some of them.
    package var days: [Int]
    /// The trace replayed at every size.
    package var trace: Trace
    /// The trace's short name, for the result.
    package var traceName: String
    /// The strategies run at every size, in order.
    package var strategies: [StrategyEntry]
    /// The display, clock, repeats, snap and knobs of every size; its data is replaced by each size's.
    package var settings: RunSettings
    /// Seed of the generated data at every size.
    package var seed: UInt64 = 1
    /// Part `index` (1-based) of `count`.
    package var shard: (index: Int, count: Int)?
    /// Seconds between progress lines within one pass over the trace; a shorter pass gets only its first line.
    package var progressIntervalSeconds = 2.0

    /// A whole sweep (no shard) of data generated from seed 1 at each size, with `settings`' display, clock,
    /// repeats, snap and knobs.
    package init(days: [Int], trace: Trace, traceName: String, strategies: [StrategyEntry], settings: RunSettings) {
        self.days = days
        self.trace = trace
        self.traceName = traceName
        self.strategies = strategies
        self.settings = settings
    }

    private var refreshHz: Int { settings.refreshHz }
    private var clock: TimingClock { settings.clock }
    private var repeats: Int { max(1, settings.repeats) }

    /// How the whole sweep's sizes are split between its parts (one part when not sharded).
    package var plan: SweepPlan {
        SweepPlan(days: days, strategies: strategies.map(\.name), count: shard?.count ?? 1, vsyncs: vsyncs, repeats: repeats)
    }

    /// Vsyncs the trace spans at the sweep's refresh rate (0 for a rate the runner will refuse).
    private var vsyncs: Int {
        (try? FrameClock(refreshHz: refreshHz))?.frameCount(forDurationSeconds: trace.durationSeconds) ?? 0
    }

    /// The data sizes this part runs (none for a part outside 1…count).
    package var sizesToRun: [Int] {
        guard let shard else { return days }
        let parts = plan.parts
        return parts.indices.contains(shard.index - 1) ? parts[shard.index - 1] : []
    }

    /// Runs this part's sizes, the strategies interleaved per repeat. `progress` gets a line as each pass starts
    /// and, within a pass, one every `progressIntervalSeconds` with the vsyncs and frames done. `shouldStop` is
    /// asked before every pass and vsync; once it answers true the sweep throws `SweepInterrupted` with the sizes
    /// it finished. The first other error ends the sweep.
    package func run(progress: (String) -> Void = { _ in }, shouldStop: () -> Bool = { false }) throws -> SweepResult {
        var result = SweepResult(
            trace: traceName, refreshHz: refreshHz, clock: clock, repeats: repeats, strategies: strategies.map(\.name), days: days,
            shard: shard.map { "\($0.index)/\($0.count)" }, points: [], snap: settings.replay.snap?.rawValue ?? "default",
            snapSettle: settings.replay.settle.rawValue
        )
        result.settings = settings.generated(days: days.first ?? 1, seed: seed).recorded.removing("days")
        result.machines = [MachineRecord.current]
        let sizes = sizesToRun
        var step = 0
        for size in sizes {
            let sized = settings.generated(days: size, seed: seed)
            var outputs = [[TraceRunner.Output]](repeating: [], count: strategies.count)
            var phones: [PhonePasses?] = []
            do {
                for _ in 0..<repeats {
                    for (position, strategy) in strategies.enumerated() {
                        if shouldStop() { throw RunStopped() }
                        step += 1
                        let pass = "[\(step)/\(sizes.count * strategies.count * repeats)] \(size) days · \(strategy.name)"
                        progress(pass)
                        var reporter = PassProgress(pass: pass, vsyncs: vsyncs, intervalSeconds: progressIntervalSeconds, clock: clock)
                        outputs[position].append(
                            try StrategyRunner.runOnce(
                                RunConfiguration(strategy: strategy, trace: trace, traceName: traceName, settings: sized),
                                frameDone: { reporter.saw($0, report: progress) },
                                shouldStop: shouldStop))
                    }
                }
                // The phone model's passes, each deterministic, once per strategy.
                for strategy in strategies {
                    if sized.phone != nil, clock != .instructions {
                        progress("[phone] \(size) days · \(strategy.name) · paced on the phone model")
                    }
                    phones.append(
                        try StrategyRunner.runPhone(
                            RunConfiguration(strategy: strategy, trace: trace, traceName: traceName, settings: sized),
                            shouldStop: shouldStop))
                }
            } catch is RunStopped {
                result.sortPoints()
                let missing = sizes.drop { $0 != size }.map(String.init).joined(separator: ",")
                result.shard = result.shard.map { "\($0) (interrupted; missing \(missing))" } ?? "interrupted; missing \(missing)"
                throw SweepInterrupted(partial: result, interruptedDays: size)
            }
            for (position, strategy) in strategies.enumerated() {
                let configuration = RunConfiguration(strategy: strategy, trace: trace, traceName: traceName, settings: sized)
                let folded = StrategyRunner.fold(outputs[position], phone: phones[position], configuration: configuration)
                let summary = folded.report.summary
                // On the instruction clock every frame was taken as on time: there are no hitches to report, and
                // the times are Valgrind's emulation (kept for what they are; `instructions` is the measure).
                let timed = clock.measuresTime
                result.points.append(
                    SweepPoint(
                        strategy: strategy.name, days: size, frames: summary.frames, p50FrameMs: summary.p50FrameMs,
                        p99FrameMs: summary.p99FrameMs, maxFrameMs: summary.maxFrameMs, hitches: timed ? summary.hitches : 0,
                        maxHitchMs: timed ? summary.maxHitchMs : 0,
                        scrollHitchTimeRatioMsPerSecond: timed ? summary.scrollHitchTimeRatioMsPerSecond : nil,
                        traceHitchTimeRatioMsPerSecond: timed ? summary.traceHitchTimeRatioMsPerSecond : 0,
                        peakCacheBytes: folded.effects.peakCacheBytes,
                        totals: folded.namedTotals.byName, instructions: folded.report.instructions,
                        commitP50Ms: summary.commit.p50Ms, renderP50Ms: summary.render.p50Ms,
                        hitchesByStage: timed ? (summary.commit.hitches, summary.render.hitches, summary.bothHitches) : (0, 0, 0),
                        phone: SweepPhoneFigures(folded.report.phone)
                    ))
            }
        }
        result.sortPoints()
        return result
    }
}

/// A sweep that was asked to stop: the sizes it had finished, as a part `SweepResult.merge` takes with
/// `allowPartial` (its `shard` says "I/N (interrupted; missing …)", or "interrupted; missing …" for a whole sweep).
package struct SweepInterrupted: Error, Sendable {
    /// Every point of the sizes measured before the stop; the size being measured is left out whole.
    package var partial: SweepResult
    /// The size that was being measured when the sweep stopped.
    package var interruptedDays: Int
}

/// Progress within one pass, with the vsyncs and frames done: on the time clocks a line at most every
/// `intervalSeconds` of wall time; on the instruction clock a line every tenth of the trace's vsyncs, since
/// anything timed between frames would change the heap the counted frames run on.
private struct PassProgress {
    let pass: String
    let vsyncs: Int
    let intervalSeconds: Double
    let byTime: Bool
    private var frames = 0
    private var last = ContinuousClock.now

    init(pass: String, vsyncs: Int, intervalSeconds: Double, clock: TimingClock) {
        self.pass = pass
        self.vsyncs = vsyncs
        self.intervalSeconds = intervalSeconds
        byTime = clock.measuresTime
    }

    mutating func saw(_ shown: ShownFrame, report: (String) -> Void) {
        if shown.produced { frames += 1 }
        if byTime {
            let now = ContinuousClock.now
            guard now - last >= .seconds(intervalSeconds) else { return }
            last = now
        } else {
            let tenth = max(1, vsyncs / 10)
            guard (shown.vsync + 1) % tenth == 0 else { return }
        }
        report(
            "\(pass): vsync \(shown.vsync + 1)/\(vsyncs) (\(100 * (shown.vsync + 1) / max(1, vsyncs)) %), \(frames) frame\(frames == 1 ? "" : "s")"
        )
    }
}
