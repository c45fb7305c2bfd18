import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// What every comparison of one run shares, for titles and files.
package struct ComparisonContext: Sendable {
    /// Days of data the strategies ran on.
    package var days: Int
    /// Refresh rate of the virtual display in Hz.
    package var refreshHz: Int
    /// The clock the summaries are on.
    package var clock: TimingClock
    /// Repeats each summary is the median of.
    package var repeats: Int
    /// The command line that produced the run.
    package var command: String
    /// Every setting of the run, as a baseline records them.
    package var settings: ComparisonSettings

    /// Describes a run on `days` of generated data (seed 1) with the strategies' default knobs.
    package init(days: Int, refreshHz: Int, clock: TimingClock, repeats: Int, command: String) {
        let data = SalesDataset.generated(days: days)
        self.init(
            data: DatasetSpec(days: days), dataset: data, refreshHz: refreshHz, clock: clock, snap: nil,
            options: StrategyOptions(data: data), repeats: repeats, command: command)
    }

    /// Describes a run with every setting as the command line resolved it.
    package init(
        data spec: DatasetSpec, dataset: SalesDataset, refreshHz: Int, clock: TimingClock, snap: ScrollSnap?,
        settle: SnapSettle = .fast, options: StrategyOptions, repeats: Int, command: String
    ) {
        days = dataset.dayCount
        self.refreshHz = refreshHz
        self.clock = clock
        self.repeats = repeats
        self.command = command
        settings = ComparisonSettings(
            data: spec, dataset: dataset, refreshHz: refreshHz, clock: clock, snap: snap,
            settle: settle, options: options, repeats: repeats)
    }
}
