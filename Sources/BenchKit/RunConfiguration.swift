import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// Everything one strategy-on-a-trace run needs, as the command line resolved it.
public struct RunConfiguration: Sendable {
    /// The strategy to run.
    public var strategy: StrategyEntry
    public var options: StrategyOptions
    public var trace: Trace
    /// The trace's short name, used in result file names (`fling`).
    public var traceName: String
    public var refreshHz: Int = 60
    public var clock: TimingClock = .cpu
    /// Runs of the whole trace; the summary is the field-wise median over them.
    public var repeats: Int = 1
    /// How the data was made, for the result's metadata.
    public var dataLabel: String
    /// Where scrolls come to rest (`--snap`); nil uses each strategy's own default.
    public var snap: ScrollSnap?

    public init(strategy: StrategyEntry, options: StrategyOptions, trace: Trace, traceName: String, dataLabel: String) {
        self.strategy = strategy
        self.options = options
        self.trace = trace
        self.traceName = traceName
        self.dataLabel = dataLabel
    }

    /// The strategy's command-line name.
    public var strategyName: String { strategy.name }

    /// The snap in effect: `snap`, or the strategy's default.
    public var effectiveSnap: ScrollSnap {
        snap ?? strategy.defaultSnap
    }

    /// Ordered metadata for the result file.
    var metadata: [(key: String, value: String)] {
        [
            ("strategy", strategyName), ("trace", traceName), ("traceDescription", trace.description),
            ("data", dataLabel), ("days", String(options.data.dayCount)),
            ("refreshHz", String(refreshHz)), ("clock", clock.rawValue), ("repeats", String(repeats)),
            ("tileDays", String(options.tileDays)), ("windowRadiusDays", String(options.windowRadiusDays)),
            ("fixedY", String(options.fixedY)), ("windowMarginDays", String(options.windowMarginDays)), ("snap", effectiveSnap.rawValue), ("build", BuildMode.current),
        ] + MachineInfo.current.metadataEntries
    }
}

/// Whether this binary was built with optimisation; debug figures are not representative.
public enum BuildMode {
    #if DEBUG
    public static let current = "debug"
    #else
    public static let current = "release"
    #endif
}
