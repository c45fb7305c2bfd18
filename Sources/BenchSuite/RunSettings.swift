import ChartKit
import DisplayModel
import FrameTiming
import PhoneModel
import RenderStrategies
import ScrollReplay
import StrategyRun

/// Every setting of a run besides the strategy and the trace: the data and the strategies' knobs, the display,
/// the clock, the repeats and where scrolls rest. One value travels from the command line to a run, a
/// comparison, a sweep, the result files and the baseline, which records it (`recorded`).
package struct RunSettings: Sendable {
    /// The data, look and knobs the strategies are built from.
    package var options: StrategyOptions
    /// Where the data came from, for the results' metadata and the baseline's settings.
    package var origin: DataOrigin
    /// Refresh rate of the virtual display in whole Hz (1…240).
    package var refreshHz = 60
    /// The clock whose durations drive the summaries; the CPU and wall clocks are both recorded.
    package var clock: TimingClock = .cpu
    /// Passes over each trace per strategy; summaries are medians over them.
    package var repeats = 1
    /// Where scrolls rest (nil: each strategy's own default), how a snap settles, the pipeline and buffering.
    package var replay = ReplaySettings()
    /// The factors each frame's measured commit time is multiplied by before it is scheduled, by the kind of
    /// work the strategy's commit stands for (`--app-slowdown`).
    package var appSlowdown = AppSlowdown()
    /// The phone model every run is also priced on: a device profile and the column of its costs (`--phone-profile`,
    /// `--cost`); nil records no phone figures (and the phone clock then has nothing to price with).
    package var phone: PhoneSettings?
    /// Whether the time clock decides when frames begin (true, as on the phone). False puts every frame on time,
    /// as the instruction clock does, so which frames are produced and their counters do not depend on this
    /// machine's speed; tests that compare two runs' counters use it. Not a command-line setting.
    package var pacesFrames = true

    /// One pass at 60 Hz on the CPU clock over `options`' data from `origin`, each strategy resting as its default.
    package init(options: StrategyOptions, origin: DataOrigin) {
        self.options = options
        self.origin = origin
    }

    /// The seed's configuration on `days` days of generated data (seed 1) with the strategies' default knobs.
    package init(generatedDays days: Int, seed: UInt64 = 1) {
        self.init(options: StrategyOptions(data: .generated(days: days, seed: seed)), origin: .generated(days: days, seed: seed))
    }

    /// These settings on `days` days generated from `seed`, every other setting kept (a sweep's size).
    package func generated(days: Int, seed: UInt64) -> RunSettings {
        var copy = self
        copy.options.data = .generated(days: days, seed: seed)
        copy.origin = .generated(days: days, seed: seed)
        return copy
    }

    /// The snap `strategy` rests with: `snap`, or its default.
    package func snap(of strategy: StrategyEntry) -> ScrollSnap {
        replay.snap ?? strategy.defaultSnap
    }

    /// The refresh interval, which is the frame budget, in milliseconds.
    package var budgetMilliseconds: Double { FrameClock.budgetMilliseconds(refreshHz: refreshHz) }

    /// Ordered metadata of `strategy`'s result on `trace` (named `traceName`): the strategy and the trace, these
    /// settings as `declared` shows them, the build and the machine.
    package func metadata(strategy: StrategyEntry, trace: Trace, traceName: String) -> [(key: String, value: String)] {
        let shown = Self.declared.compactMap { setting in setting.shown.map { (key: setting.name, value: $0(self, strategy)) } }
        return [("strategy", strategy.name), ("trace", traceName), ("traceDescription", trace.description)] + shown
            + MachineInfo.current.metadataEntries
    }
}

/// One strategy on one trace with the settings of its run.
package struct RunConfiguration: Sendable {
    /// The strategy to run.
    package var strategy: StrategyEntry
    /// The trace to replay.
    package var trace: Trace
    /// The trace's short name, used in result file names (`fling`).
    package var traceName: String
    /// Everything else: data, display, clock, repeats, snap.
    package var settings: RunSettings

    /// `strategy` on `trace` (named `traceName`) with `settings`.
    package init(strategy: StrategyEntry, trace: Trace, traceName: String, settings: RunSettings) {
        self.strategy = strategy
        self.trace = trace
        self.traceName = traceName
        self.settings = settings
    }

    /// Ordered metadata for the result file.
    package var metadata: [(key: String, value: String)] {
        settings.metadata(strategy: strategy, trace: trace, traceName: traceName)
    }
}

/// Whether this binary was built with optimisation; debug figures are not representative.
package enum BuildMode {
    #if DEBUG
    /// This build: `debug`.
    package static let current = "debug"
    #else
    /// This build: `release`.
    package static let current = "release"
    #endif
}

extension RunSettings {
    /// The settings as result files and baselines record them.
    package var recorded: RecordedSettings { RecordedSettings(self) }
}

/// The phone model a run is priced on: which profile, and which column of its costs.
package struct PhoneSettings: Equatable, Sendable {
    /// The device profile.
    package var profile: DeviceProfile
    /// The column of its costs the headline uses (`--cost`, default typical).
    package var level: CostLevel = .typical
    /// The display rate the phone's passes run at: nil runs them at the run's `refreshHz`; the command line sets
    /// the profile's highest rate (the phone's while scrolling: 120 Hz on ProMotion) when `--refresh` is not given.
    package var refreshHz: Int?
    /// Whether a run also prices its low and high columns, each in a pass of its own paced on the phone, for the
    /// range shown beside the headline (on by default; a sweep of many sizes can turn it off).
    package var range = true

    /// `profile` priced at `level`.
    package init(profile: DeviceProfile, level: CostLevel = .typical) {
        self.profile = profile
        self.level = level
    }

    /// The pricer of `level`'s column for the shared counters (a strategy's own counters cost nothing).
    package func pricer(_ level: CostLevel) -> FramePricer {
        FramePricer(profile: profile, level: level, counterNames: WorkCounters.names)
    }
}
