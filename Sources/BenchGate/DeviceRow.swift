import BenchSuite
import DeviceImport
import FrameTiming

/// The device runs of one label side by side with the strategies: each run is one recording, and the runs of a
/// label are its repeats, so its figures are medians with the runs' range, as a strategy's time ratios are.
package struct DeviceRow: Sendable {
    /// The label the runs share.
    package var label: String
    /// Where the runs come from (all of one source).
    package var source: DeviceRun.Source
    /// The device files read, in order.
    package var files: [String]
    /// Field-wise medians of the runs' summaries.
    package var summary: DeviceSummary
    /// Which hitch time ratio the row is judged by (all runs the same); nil when no run has one.
    package var ratioKind: DeviceSummary.RatioKind?
    /// That ratio over the runs: median, smallest and largest (no interval from one run).
    package var hitchTimeRatio: RepeatEstimate?
    /// The longest hitch over the runs (MetricKit gives none).
    package var maxHitchMs: RepeatEstimate?

    /// The number of runs.
    package var runs: Int { files.count }

    /// Why runs cannot be rows: one line naming the files.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// One row per label in order of first appearance; runs of one label must share their source and the ratio
    /// they are judged by.
    package static func rows(_ runs: [(file: String, run: DeviceRun)]) throws(Problem) -> [DeviceRow] {
        var labels: [String] = []
        var groups: [String: [(file: String, run: DeviceRun)]] = [:]
        for item in runs {
            if groups[item.run.label] == nil { labels.append(item.run.label) }
            groups[item.run.label, default: []].append(item)
        }
        var rows: [DeviceRow] = []
        for label in labels {
            let group = groups[label] ?? []
            let first = group[0]
            if let other = group.first(where: { $0.run.source != first.run.source }) {
                throw Problem(
                    description: "device \(other.file): \(other.run.source.rawValue) run labelled \"\(label)\" like the "
                        + "\(first.run.source.rawValue) run \(first.file); give each source its own --label")
            }
            let kinds = group.map { $0.run.summary.hitchTimeRatio?.kind }
            if let other = group.first(where: { $0.run.summary.hitchTimeRatio?.kind != kinds[0] }) {
                throw Problem(
                    description:
                        "device \(other.file): its hitch time ratio is over \(describe(other.run.summary.hitchTimeRatio?.kind)) but "
                        + "\(first.file)'s, of the same label, over \(describe(kinds[0])); import both with --scroll or both without")
            }
            let summaries = group.map(\.run.summary)
            rows.append(
                DeviceRow(
                    label: label, source: first.run.source, files: group.map(\.file),
                    summary: DeviceSummary.median(of: summaries) ?? DeviceSummary(), ratioKind: kinds[0],
                    hitchTimeRatio: RepeatEstimate(perRepeat: summaries.compactMap { $0.hitchTimeRatio?.msPerSecond }),
                    maxHitchMs: RepeatEstimate(perRepeat: summaries.compactMap(\.maxHitchMs))))
        }
        return rows
    }

    private static func describe(_ kind: DeviceSummary.RatioKind?) -> String {
        switch kind {
        case .scroll: "the scrolling intervals"
        case .trace: "the whole recording"
        case nil: "nothing (it has none)"
        }
    }
}
