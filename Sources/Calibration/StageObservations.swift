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
/// heaviest frames in that stage (heaviest as the base profile prices them). A hitch whose frame was paced at
/// q intervals (its swap's minimum quanta, its deadline) took between H and H + q intervals, so q halves of an
/// interval are added for it.
///
/// The commit stage also takes SwiftUI's view updates summed per frame (`frameUpdates`) as evidence of the
/// declarative framework's costs alone (`frameworkCounters`): a row per frame, with the other costs' columns 0,
/// paired in order with the replay's frames that have such work when there are as many, else their means.
package struct StageObservations: Sendable {
    /// The counters whose work SwiftUI's view updates time: the chart's marks, axis labels, their text and the
    /// labels formatted in the chart's bodies (Swift Charts evaluates them in view updates, "Understanding and
    /// improving SwiftUI performance"); cells configured, formatters made, data swaps and CPU drawing are not.
    package static let frameworkCounters: Set<String> = ["barMarks", "ruleMarks", "axisLabels", "textRuns", "labelsFormatted"]

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
    /// How each run's SwiftUI updates were matched (commit stage; `none` for the render stage or without them).
    package var updateModes: [Mode] = []
    /// Hitches whose frame's pace (minimum quanta) the device file gave, over the runs in hitch mode.
    package var pacedHitches = 0

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
            } else if let hitches = Self.hitches(of: stage, in: run.device, intervalMs: interval) {
                let priced = run.replay.pricedMs[stage] ?? []
                let heaviest = counts.indices.sorted { priced[$0] > priced[$1] }.prefix(hitches.count)
                pacedHitches += hitches.paced
                let late = hitches.lateMs
                append(
                    row(Self.mean(heaviest.map { counts[$0] })), target: late * 1000 - Self.mean(heaviest.map { kept[$0] }), run: runIndex)
                modes.append(.hitches)
            } else {
                modes.append(.none)
            }
        }
        updateModes = runs.map { _ in .none }
        if stage == .commit, columns.contains(where: Self.frameworkCounters.contains) { addFrameUpdates(base: base, runs: runs) }
    }

    /// A row per frame of each run's SwiftUI updates (`frameUpdates`), on the framework's counters alone, with
    /// the framework's costs not fitted (the base's typical) taken off.
    private mutating func addFrameUpdates(base: StageCosts, runs: [(replay: ReplayedRun, device: DeviceObservations)]) {
        let (stage, columns) = (self.stage, self.columns)
        for (runIndex, run) in runs.enumerated() where !run.device.frameUpdates.isEmpty {
            let names = run.replay.counterNames
            let slots = names.indices.filter { Self.frameworkCounters.contains(names[$0]) }
            let frames = (run.replay.counts[stage] ?? []).filter { frame in slots.contains { frame[$0] > 0 } }
            guard !frames.isEmpty else { continue }
            // µs of the framework's work not fitted, per frame, at the base profile's typical costs.
            let kept = frames.map { frame in
                slots.filter { !columns.contains(names[$0]) }.reduce(0) { $0 + frame[$1] * (base.cost(of: names[$1])?.typical ?? 0) }
            }
            let row = { (frame: [Double]) in
                columns.map { name in Self.frameworkCounters.contains(name) ? names.firstIndex(of: name).map { frame[$0] } ?? 0 : 0 }
            }
            let updates = run.device.frameUpdates
            if updates.count == frames.count {
                for (frame, duration) in zip(frames.indices, updates) {
                    append(row(frames[frame]), target: duration * 1000 - kept[frame], run: runIndex)
                }
                updateModes[runIndex] = .perFrame
            } else {
                append(row(Self.mean(frames)), target: Self.mean(updates) * 1000 - Self.mean(kept), run: runIndex)
                updateModes[runIndex] = .mean
            }
        }
    }

    /// True when some run measured the whole stage (its durations or hitches), not only SwiftUI's updates.
    package var measuresWholeStage: Bool { modes.contains { $0 != .none } }

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

    /// The counted hitches of `stage` in `device`, summed in one pass (a run may hold millions, so none is copied):
    /// how many, how many display-surface-swap paced, and how late their frames were on average, in ms, each a
    /// hitch's duration and half the intervals it was paced at (one when not paced); nil when there are none.
    private static func hitches(
        of stage: PhoneStage, in device: DeviceObservations, intervalMs: Double
    ) -> (count: Int, paced: Int, lateMs: Double)? {
        var (count, paced, lateSum) = (0, 0, 0.0)
        for hitch in device.hitches where hitch.stage == stage.rawValue {
            count += 1
            if hitch.minQuanta != nil { paced += 1 }
            lateSum += hitch.durationMs + Double(hitch.minQuanta ?? 1) * intervalMs / 2
        }
        return count == 0 ? nil : (count, paced, lateSum / Double(count))
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
