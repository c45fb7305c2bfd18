import FrameTiming
import JSONText
import RenderStrategies
import StrategyRun

/// One strategy at one data size.
package struct SweepPoint: Equatable, Sendable {
    /// The strategy's command-line name.
    package var strategy: String
    /// Days of generated data.
    package var days: Int
    /// Frames produced (idle vsyncs produce none).
    package var frames: Int
    /// Nearest-rank median of the frames' work in ms (median over repeats).
    package var p50FrameMs: Double
    /// Nearest-rank 99th percentile of the frames' work in ms (median over repeats).
    package var p99FrameMs: Double
    /// The longest frame's work in ms.
    package var maxFrameMs: Double
    /// Frames presented later than the vsync they were expected at.
    package var hitches: Int
    /// The longest hitch in ms.
    package var maxHitchMs: Double
    /// Hitch time per second of scrolling (ms/s, the headline ratio): unlike the hitch count, it keeps growing
    /// when frames get so slow that most vsyncs have no frame left to hitch; nil when the trace has no scroll.
    package var scrollHitchTimeRatioMsPerSecond: Double?
    /// Hitch time per second of the whole trace (ms/s), every hitch counted.
    package var traceHitchTimeRatioMsPerSecond: Double
    /// Most bytes the strategy's caches held at once.
    package var peakCacheBytes: Int
    /// Work over the trace, by counter name (exact).
    package var totals: [String: Int]
    /// Instructions the frames executed, on the instruction clock (nil on the time clocks, where the times above
    /// are the measure; on it the times are Valgrind's emulation).
    package var instructions: InstructionSummary?
    /// Median commit-stage work in ms; nil in a file written before the two-stage model.
    package var commitP50Ms: Double?
    /// Median render-stage work in ms; nil in a file written before the two-stage model.
    package var renderP50Ms: Double?
    /// Hitches by the stage that caused them (commit, render, both); nil in a file written before the two-stage model.
    package var hitchesByStage: (commit: Int, render: Int, both: Int)?
    /// The phone model's figures at this size: at the settings' cost column and at the profile's low and high
    /// ends; nil without a profile (and in a file written before the phone model).
    package var phone: SweepPhoneFigures?

    /// A point whose times and ratios are rounded once, here, to the precision a sweep file stores
    /// (`SweepResult.decimals`): the value read back from the file is this one, so a part's table and its
    /// merge's agree (rounding 0.33496 to two decimals gives 0.33, its stored 0.3350 gives 0.34).
    package init(
        strategy: String, days: Int, frames: Int, p50FrameMs: Double, p99FrameMs: Double, maxFrameMs: Double, hitches: Int,
        maxHitchMs: Double, scrollHitchTimeRatioMsPerSecond: Double?, traceHitchTimeRatioMsPerSecond: Double,
        peakCacheBytes: Int, totals: [String: Int], instructions: InstructionSummary? = nil, commitP50Ms: Double? = nil,
        renderP50Ms: Double? = nil, hitchesByStage: (commit: Int, render: Int, both: Int)? = nil, phone: SweepPhoneFigures? = nil
    ) {
        let stored = { (value: Double) in JSONText.rounded(value, decimals: SweepResult.decimals) }
        self.strategy = strategy
        self.days = days
        self.frames = frames
        self.p50FrameMs = stored(p50FrameMs)
        self.p99FrameMs = stored(p99FrameMs)
        self.maxFrameMs = stored(maxFrameMs)
        self.hitches = hitches
        self.maxHitchMs = stored(maxHitchMs)
        self.scrollHitchTimeRatioMsPerSecond = scrollHitchTimeRatioMsPerSecond.map(stored)
        self.traceHitchTimeRatioMsPerSecond = stored(traceHitchTimeRatioMsPerSecond)
        self.peakCacheBytes = peakCacheBytes
        self.totals = totals
        self.instructions = instructions
        self.commitP50Ms = commitP50Ms.map(stored)
        self.renderP50Ms = renderP50Ms.map(stored)
        self.hitchesByStage = hitchesByStage
        self.phone = phone
    }

    /// Equal in every field (the stage counts compared as values).
    package static func == (lhs: SweepPoint, rhs: SweepPoint) -> Bool {
        lhs.phone == rhs.phone && lhs.strategy == rhs.strategy && lhs.days == rhs.days && lhs.frames == rhs.frames
            && lhs.p50FrameMs == rhs.p50FrameMs
            && lhs.p99FrameMs == rhs.p99FrameMs && lhs.maxFrameMs == rhs.maxFrameMs && lhs.hitches == rhs.hitches
            && lhs.maxHitchMs == rhs.maxHitchMs && lhs.scrollHitchTimeRatioMsPerSecond == rhs.scrollHitchTimeRatioMsPerSecond
            && lhs.traceHitchTimeRatioMsPerSecond == rhs.traceHitchTimeRatioMsPerSecond && lhs.peakCacheBytes == rhs.peakCacheBytes
            && lhs.totals == rhs.totals && lhs.instructions == rhs.instructions && lhs.commitP50Ms == rhs.commitP50Ms
            && lhs.renderP50Ms == rhs.renderP50Ms
            && lhs.hitchesByStage.map { [$0.commit, $0.render, $0.both] }
                == rhs.hitchesByStage.map { [$0.commit, $0.render, $0.both] }
    }
}

/// How frame time, hitches and memory grow with the data (`hitchbench-sweep/2`).
package struct SweepResult: Equatable, Sendable {
    /// The format tag written into sweep files and required of those read.
    package static let format = "hitchbench-sweep/2"
    /// Most points a sweep file may hold: 3 strategies × 3,333 sizes, where each point is at least one
    /// replay of the trace, is days of running.
    package static let maxPoints = 10_000
    /// Most sizes the `days` list may hold: every size from 1 to 36,500 days once.
    package static let maxSizes = 36_500
    /// Decimals of every time and ratio in a sweep file.
    package static let decimals = 4

    /// The trace's short name.
    package var trace: String
    /// Refresh rate of the virtual display in Hz.
    package var refreshHz: Int
    /// The clock the points' times are on.
    package var clock: TimingClock
    /// Passes per strategy and size that each point's figures are the median of.
    package var repeats: Int
    /// The strategies' names, in the order run.
    package var strategies: [String]
    /// Every data size of the whole sweep, also in a shard.
    package var days: [Int]
    /// `i/n` for part i of n, nil for a whole (or merged) sweep; "partial: missing …" for a partial merge and
    /// "… (interrupted; missing …)" for a sweep or part that was stopped.
    package var shard: String?
    /// The measured points; sorted by days, then strategy order, when made by a sweep or a merge.
    package var points: [SweepPoint]
    /// Where scrolls rested (`default`: each strategy's own, else `none`, `noon` or `day`); nil when the file
    /// does not say.
    package var snap: String? = nil
    /// How a snap settled onto its aligned offset (`fast` or `normal`); nil when the file does not say.
    package var snapSettle: String? = nil
    /// Every setting the sweep ran with, as a run records it (`RunSettings.recorded`) less `days`, which `days`
    /// above lists; nil in a file written before sweeps recorded them. `merge` refuses parts whose settings differ.
    package var settings: RecordedSettings? = nil
    /// The machines that measured the points, each once (a merge of parts run on different runners lists each);
    /// empty in a file written before machines were recorded.
    package var machines: [MachineRecord] = []

    /// A sweep's result from its parts, as a sweep makes it or a file holds it.
    package init(
        trace: String, refreshHz: Int, clock: TimingClock, repeats: Int, strategies: [String], days: [Int], shard: String?,
        points: [SweepPoint], snap: String? = nil, snapSettle: String? = nil
    ) {
        self.trace = trace
        self.refreshHz = refreshHz
        self.clock = clock
        self.repeats = repeats
        self.strategies = strategies
        self.days = days
        self.shard = shard
        self.points = points
        self.snap = snap
        self.snapSettle = snapSettle
    }

    /// For each strategy, the largest data size at which it and every smaller size had no hitch; nil when
    /// even the smallest hitched, or when a size was not measured (a shard, a partial merge).
    package var hitchFreeMaxDays: [String: Int?] {
        var out: [String: Int?] = [:]
        // Instruction counts say nothing about hitches.
        guard clock.measuresTime else { return Dictionary(uniqueKeysWithValues: strategies.map { ($0, Int?.none) }) }
        for strategy in strategies {
            let measured = days.sorted().map { size in points.first { $0.strategy == strategy && $0.days == size } }
            guard measured.allSatisfy({ $0 != nil }) else {
                out[strategy] = .some(nil)
                continue
            }
            var best: Int?
            for point in measured.compactMap({ $0 }) {
                guard point.hitches == 0 else { break }
                best = point.days
            }
            out[strategy] = .some(best)
        }
        return out
    }

    /// Points in a stable order: by days, then by strategy order.
    package mutating func sortPoints() {
        points.sort { lhs, rhs in
            lhs.days != rhs.days
                ? lhs.days < rhs.days
                : (strategies.firstIndex(of: lhs.strategy) ?? 0) < (strategies.firstIndex(of: rhs.strategy) ?? 0)
        }
    }
}
