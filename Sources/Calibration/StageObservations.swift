import DisplayModel
import PhoneModel

/// One stage's least-squares problem: a row per observation of what the phone measured, a column per fitted
/// cost (a column of ones for the fixed cost), targets in µs with the costs not fitted (the base profile's
/// typical) taken off.
///
/// Each run is matched to its replay one of three ways (`Mode`): frame by frame when the device file has that
/// stage's per-frame durations and as many as the replay has frames; else the mean duration against the
/// replay's mean counts (one row, as the frames cannot be paired); else, with no durations, the counted hitches
/// of that stage: a stage late by a hitch of H ms took between H and H + one refresh interval under double
/// buffering, so the mean of H plus half an interval is set against the mean counts of the replay's as many
/// heaviest frames in that stage (heaviest as the base profile prices them).
package struct StageObservations: Sendable {
    /// How a run's durations were matched to its replay.
    package enum Mode: String, Sendable {
        /// Frame by frame, in order.
        case perFrame = "per-frame"
        /// The mean duration against the mean counts.
        case mean
        /// The counted hitches of the stage against the heaviest frames.
        case hitches
        /// Nothing this stage can use.
        case none
    }

    /// The stage observed.
    package var stage: PhoneStage
    /// The fitted costs' names, in column order.
    package var columns: [String]
    /// A row per observation: the counts (1 for `fixed`).
    package var rows: [[Double]] = []
    /// The targets, µs.
    package var targets: [Double] = []
    /// The run each row comes from (an index into the runs).
    package var runOfRow: [Int] = []
    /// How each run was matched.
    package var modes: [Mode] = []

    /// The observations of `stage` from `runs`, fitting `columns` of `base`'s costs.
    package init(
        stage: PhoneStage, columns: [String], base: StageCosts, refreshHz: Int, runs: [(replay: ReplayedRun, device: DeviceObservations)]
    ) {
        self.stage = stage
        self.columns = columns
        let interval = FrameClock.budgetMilliseconds(refreshHz: refreshHz)
        for (runIndex, run) in runs.enumerated() {
            let counts = run.replay.counts[stage] ?? []
            let names = run.replay.counterNames
            // µs of the work not fitted, per frame: the base profile's typical costs.
            let kept = counts.map { frame in
                var sum = columns.contains("fixed") ? 0 : base.fixed.typical
                for (slot, name) in names.enumerated() where !columns.contains(name) {
                    sum += frame[slot] * (base.cost(of: name)?.typical ?? 0)
                }
                return sum
            }
            let row = { (frame: [Double]) in columns.map { name in name == "fixed" ? 1 : names.firstIndex(of: name).map { frame[$0] } ?? 0 }
            }
            let durations = run.device.durations(of: stage.rawValue)
            let hitches = run.device.hitches.filter { $0.stage == stage.rawValue }
            guard !counts.isEmpty else {
                modes.append(.none)
                continue
            }
            if durations.count == counts.count {
                for (frame, duration) in zip(counts.indices, durations) {
                    append(row(counts[frame]), target: duration * 1000 - kept[frame], run: runIndex)
                }
                modes.append(.perFrame)
            } else if !durations.isEmpty {
                let mean = durations.reduce(0, +) / Double(durations.count)
                append(row(Self.mean(counts)), target: mean * 1000 - Self.mean(kept), run: runIndex)
                modes.append(.mean)
            } else if !hitches.isEmpty {
                let priced = run.replay.pricedMs[stage] ?? []
                let heaviest = counts.indices.sorted { priced[$0] > priced[$1] }.prefix(hitches.count)
                let late = hitches.map(\.durationMs).reduce(0, +) / Double(hitches.count) + interval / 2
                append(
                    row(Self.mean(heaviest.map { counts[$0] })), target: late * 1000 - Self.mean(heaviest.map { kept[$0] }), run: runIndex)
                modes.append(.hitches)
            } else {
                modes.append(.none)
            }
        }
    }

    private mutating func append(_ row: [Double], target: Double, run: Int) {
        rows.append(row)
        targets.append(target)
        runOfRow.append(run)
    }

    private static func mean(_ rows: [[Double]]) -> [Double] {
        guard let first = rows.first else { return [] }
        var sum = [Double](repeating: 0, count: first.count)
        for row in rows { for (slot, value) in row.enumerated() { sum[slot] += value } }
        return sum.map { $0 / Double(rows.count) }
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
