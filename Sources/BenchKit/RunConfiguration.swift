import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// Everything one strategy-on-a-trace run needs, as the command line resolved it.
package struct RunConfiguration: Sendable {
    /// The strategy to run.
    package var strategy: StrategyEntry
    /// The data, look and knobs the strategy is built from.
    package var options: StrategyOptions
    /// The trace to replay.
    package var trace: Trace
    /// The trace's short name, used in result file names (`fling`).
    package var traceName: String
    /// Refresh rate of the virtual display in Hz (60 or 120).
    package var refreshHz: Int = 60
    /// The clock whose durations drive the summary; both are recorded.
    package var clock: TimingClock = .cpu
    /// Runs of the whole trace; the summary is the field-wise median over them.
    package var repeats: Int = 1
    /// How the data was made, for the result's metadata.
    package var dataLabel: String
    /// Where scrolls come to rest (`--snap`); nil uses each strategy's own default.
    package var snap: ScrollSnap?
    /// How a snap settles onto its aligned offset (`--snap-settle`).
    package var settle: SnapSettle = .fast

    /// One pass at 60 Hz on the CPU clock, resting as the strategy's default.
    package init(strategy: StrategyEntry, options: StrategyOptions, trace: Trace, traceName: String, dataLabel: String) {
        self.strategy = strategy
        self.options = options
        self.trace = trace
        self.traceName = traceName
        self.dataLabel = dataLabel
    }

    /// The strategy's command-line name.
    package var strategyName: String { strategy.name }

    /// The snap in effect: `snap`, or the strategy's default.
    package var effectiveSnap: ScrollSnap {
        snap ?? strategy.defaultSnap
    }

    /// Ordered metadata for the result file.
    var metadata: [(key: String, value: String)] {
        [
            ("strategy", strategyName), ("trace", traceName), ("traceDescription", trace.description),
            ("data", dataLabel), ("days", String(options.data.dayCount)),
            ("refreshHz", String(refreshHz)), ("clock", clock.rawValue), ("repeats", String(repeats)),
            ("tileDays", String(options.tileDays)), ("windowRadiusDays", String(options.windowRadiusDays)),
            ("fixedY", String(options.fixedY)), ("windowMarginDays", String(options.windowMarginDays)), ("snap", effectiveSnap.rawValue),
            ("snapSettle", settle.rawValue), ("build", BuildMode.current),
        ] + MachineInfo.current.metadataEntries
    }
}

/// Whether this binary was built with optimisation; debug figures are not representative.
enum BuildMode {
    #if DEBUG
    /// This build: `debug`.
    static let current = "debug"
    #else
    /// This build: `release`.
    static let current = "release"
    #endif
}
