import DisplayModel
import FrameTiming
import InstructionCounting
import PhoneModel
import Raster
import RenderStrategies
import ScrollReplay
import StrategyRun

/// One strategy's result on one trace: the report (summary and frames) and what it showed.
package struct StrategyResult: Sendable {
    /// The run report: summaries (medians over repeats), run metrics and the frames of the last repeat.
    package var report: RunReport
    /// What the strategy showed besides time (content jumps, rescales, stalls, peak cache bytes); the same on
    /// every repeat.
    package var effects: VisibleEffects
    /// Work over the whole trace (identical on every repeat and machine as long as no frame overran its budget).
    package var totals: WorkCounters
    /// The totals by counter name, the strategy's own counters included.
    package var namedTotals: CounterValues
    /// The chosen clock's summary of each repeat, in the order run.
    package var repeatSummaries: [HitchSummary]
}

/// A pass abandoned because its caller asked it to stop (an interrupted sweep); nothing of it is kept.
package struct RunStopped: Error, Sendable {}

/// Runs a configuration `repeats` times and folds the runs into one result.
package enum StrategyRunner {
    /// Runs every repeat; `frameDone` sees the frames of the last repeat (for PNG dumps).
    package static func run(_ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in }) throws -> StrategyResult {
        var outputs: [TraceRunner.Output] = []
        let repeats = max(1, configuration.settings.repeats)
        for repeatIndex in 0..<repeats {
            let isLast = repeatIndex == repeats - 1
            outputs.append(try runOnce(configuration, frameDone: isLast ? frameDone : { _ in }))
        }
        return fold(outputs, phone: try runPhone(configuration), configuration: configuration)
    }

    /// The passes paced on the phone that a run on another clock adds for its phone figures (one at the
    /// settings' cost column), and any run for the range (the low and high columns, when asked); nil without a
    /// phone model. Each is deterministic, so one pass of each is all there is to run.
    package static func runPhone(_ configuration: RunConfiguration, shouldStop: () -> Bool = { false }) throws -> PhonePasses? {
        let settings = configuration.settings
        guard let phone = settings.phone, settings.clock != .instructions else { return nil }
        func pass(_ level: CostLevel) throws -> TraceRunner.Output {
            try runOnce(configuration, shouldStop: shouldStop, phoneLevel: level)
        }
        var passes = PhonePasses(headline: settings.clock == .phone ? nil : try pass(phone.level))
        if phone.range {
            // The headline's pass serves as the end of the range at its own column; on the phone clock that pass is
            // the run's own, which `fold` does not see here, so the end is run (deterministic: the same figures).
            passes.low = phone.level == .low ? try passes.headline ?? pass(.low) : try pass(.low)
            passes.high = phone.level == .high ? try passes.headline ?? pass(.high) : try pass(.high)
        }
        return passes
    }

    /// One pass over the trace. `shouldStop` is asked before every vsync; once it answers true the pass is
    /// abandoned with `RunStopped`.
    /// On the instruction clock, `profileLabel` (`fling/tiles`) dumps the pass's Callgrind profile under that
    /// label once it is counted (`InstructionCounter.dumpProfile`).
    package static func runOnce(
        _ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in },
        shouldStop: () -> Bool = { false }, profileLabel: String? = nil, phoneLevel: CostLevel? = nil
    ) throws -> TraceRunner.Output {
        let settings = configuration.settings
        // A pass paced on the phone runs at the phone's display rate.
        let clock = try FrameClock(refreshHz: phoneLevel.flatMap { _ in settings.phone?.refreshHz } ?? settings.refreshHz)
        var runner = TraceRunner(
            strategy: configuration.strategy, options: settings.options,
            trace: configuration.trace, clock: clock
        )
        runner.replay = settings.replay
        runner.appSlowdown = settings.appSlowdown.factor(for: configuration.strategy.commitWork)
        runner.pricer = settings.phone.map { $0.pricer(phoneLevel ?? $0.level) }
        let output: TraceRunner.Output?
        if phoneLevel != nil, settings.phone != nil {
            // Priced durations are the same on every machine: a pass paced on the phone needs no `pacesFrames`.
            runner.pacing = .phone
            output = try runner.run(stoppingWhen: shouldStop, frameDone: frameDone)
        } else if settings.clock.measuresTime {
            runner.pacing = settings.pacesFrames ? settings.clock : nil
            output = try runner.run(stoppingWhen: shouldStop, frameDone: frameDone)
        } else {
            output = try runner.run(counting: try InstructionCounter(), stoppingWhen: shouldStop, frameDone: frameDone)
            if let profileLabel { InstructionCounter.dumpProfile(labelled: profileLabel) }
        }
        guard let output else { throw RunStopped() }
        return output
    }

    /// Builds the result from finished passes: frames of the last pass, summaries as medians, the phone model's
    /// from `phone`'s passes (or the passes themselves on the phone clock).
    package static func fold(_ outputs: [TraceRunner.Output], phone: PhonePasses? = nil, configuration: RunConfiguration) -> StrategyResult
    {
        let clock = configuration.settings.clock
        let reports = outputs.map {
            RunReport(
                metadata: configuration.metadata, counterNames: $0.counterNames, clock: clock, display: $0.display,
                scrolls: $0.scrolls, cpuSummary: $0.summary(on: .cpu), wallSummary: $0.summary(on: .wall), frames: $0.frames)
        }
        guard var report = reports.last, let last = outputs.last else {
            preconditionFailure("fold needs at least one pass")
        }
        report.idleWork = last.idleWork
        report.repeats = reports.count
        let settings = configuration.settings
        (report.pipeline, report.buffering) = (settings.replay.pipeline, settings.replay.buffering)
        let work = configuration.strategy.commitWork
        let factor = settings.appSlowdown.factor(for: work)
        report.commitSlowdown = factor == 1 ? nil : (factor, work.rawValue)
        if reports.count > 1 {
            report.cpuSummary = HitchSummary.median(of: reports.map(\.cpuSummary)) ?? report.cpuSummary
            report.wallSummary = HitchSummary.median(of: reports.map(\.wallSummary)) ?? report.wallSummary
        }
        if let settings = configuration.settings.phone {
            let headline = clock == .phone ? last : phone?.headline
            report.phone = PhoneFigures(
                profile: settings.profile.name, device: settings.profile.device, level: settings.level.rawValue,
                summary: headline?.summaries.phone, low: phone?.low?.summaries.phone, high: phone?.high?.summaries.phone)
        }
        let named = last.namedTotals
        report.metrics = last.effects.fields + named.named.map { ("total." + $0.name, Double($0.value)) }
        return StrategyResult(
            report: report, effects: last.effects, totals: last.totals, namedTotals: named,
            repeatSummaries: reports.map(\.summary))
    }
}

/// The passes paced on the phone that give a run its phone figures: the headline's cost column (nil when the
/// run itself was on the phone clock) and the range's low and high columns (nil when not asked).
package struct PhonePasses {
    /// The pass at the settings' cost column.
    package var headline: TraceRunner.Output?
    /// The pass at the low column.
    package var low: TraceRunner.Output?
    /// The pass at the high column.
    package var high: TraceRunner.Output?

    /// Passes with `headline` and no range yet.
    package init(headline: TraceRunner.Output?) { self.headline = headline }
}
