import BenchSuite
import DeviceImport
import Foundation
import FrameTiming
import InputFiles
import JSONText
import RenderStrategies
import StrategyRun

/// The committed expectations `harness compare --check` gates on (`hitchbench-baseline/2`).
///
/// It records every setting of the run that made it, and a check with other settings is refused before it
/// runs. Work counters and visible effects are exact on every machine, so they are compared exactly (or
/// within `counterTolerance`). Absolute times differ by machine, so time enters only as measures relative to
/// render-all in the same run (`GateMeasure`), each within its tolerance.
package struct Baseline: Sendable {
    /// The format tag a baseline file carries and must carry to be read.
    package static let format = "hitchbench-baseline/2"
    /// Most trace/strategy entries a baseline file may hold: the shipped one has 30 (6 traces × 5 strategies).
    package static let maxEntries = 1_000
    /// Most bytes one entry may take in a file: a written entry takes about 600, one field a line about 900.
    package static let maxEntryBytes = 2_048
    /// The largest baseline file read: `maxEntries` entries of `maxEntryBytes` plus 64 KiB for the rest,
    /// 2,113,536 bytes. Larger files are refused before they are read.
    package static let fileLimit = InputLimit(
        maxBytes: maxEntries * maxEntryBytes + 65_536, kind: "baselines",
        allowance: "1,000 trace/strategy entries of up to 2,048 bytes"
    )

    /// What one strategy did on one trace.
    package struct Entry: Equatable, Sendable {
        /// Where the strategy's scrolls rested (`none`, `noon`, `day`).
        package var snap: String
        /// Frames produced (idle vsyncs produce none).
        package var frames: Int
        /// Work counter totals over the trace, by counter name.
        package var counters: [String: Int]
        /// Visible effects by name: content jumps, the largest jump (whole pixels), y rescales, edge stalls and
        /// peak cache bytes.
        package var effects: [String: Int]
        /// Each measure's value (median over repeats); a measure the recording run could not take is absent.
        package var measures: [GateMeasure: Double]

        /// An entry from its figures.
        package init(snap: String, frames: Int, counters: [String: Int], effects: [String: Int], measures: [GateMeasure: Double] = [:]) {
            self.snap = snap
            self.frames = frames
            self.counters = counters
            self.effects = effects
            self.measures = measures
        }
    }

    /// The command that recorded the baseline.
    package var command: String
    /// Every setting the baseline was recorded with.
    package var settings: RecordedSettings
    /// Allowed relative difference of a counter or effect (0: exact).
    package var counterTolerance = 0.0
    /// Allowed relative growth of each measure (0.5: up to 50 % more).
    package var tolerances: [GateMeasure: Double] = Dictionary(uniqueKeysWithValues: GateMeasure.allCases.map { ($0, $0.defaultTolerance) })
    /// Entries by trace, then strategy.
    package var entries: [String: [String: Entry]]
    /// The machine that recorded the baseline (`MachineInfo.fields`: CPU model and features, the build's ISA
    /// level, kernel, toolchain, C library), in the file's order; empty in a file written before it was recorded.
    package var machine = MachineRecord(fields: [])

    /// What one device (the runs of one label) measured.
    package struct DeviceEntry: Equatable, Sendable {
        /// `instruments` or `metrickit`.
        package var source: String
        /// The runs the figures are medians of.
        package var runs: Int
        /// Which hitch time ratio it is judged by: `scroll` or `trace`; nil when it had none.
        package var ratio: String?
        /// Each measure's value (the median over the runs); a measure the runs did not give is absent.
        package var measures: [DeviceMeasure: Double]
        /// Each measure's largest value over the runs (the slowest take); absent in a baseline written before it
        /// was recorded. A run no worse than one of the baseline's own takes passes.
        package var highs: [DeviceMeasure: Double] = [:]

        /// An entry from its figures.
        package init(source: String, runs: Int, ratio: String?, measures: [DeviceMeasure: Double]) {
            self.source = source
            self.runs = runs
            self.ratio = ratio
            self.measures = measures
        }

        /// The entry of a device row.
        package init(_ row: DeviceRow) {
            var measures: [DeviceMeasure: Double] = [:]
            measures[.hitchTimeRatio] = row.hitchTimeRatio?.value
            measures[.maxHitchMs] = row.maxHitchMs?.value
            self.init(source: row.source.rawValue, runs: row.runs, ratio: row.ratioKind?.rawValue, measures: measures)
            highs[.hitchTimeRatio] = row.hitchTimeRatio.map { $0.high ?? $0.value }
            highs[.maxHitchMs] = row.maxHitchMs.map { $0.high ?? $0.value }
        }
    }

    /// Device entries by label (`compare --device`); none in a baseline of the model alone.
    package var devices: [String: DeviceEntry] = [:]
    /// Allowed relative growth of each device measure.
    package var deviceTolerances: [DeviceMeasure: Double] = Dictionary(
        uniqueKeysWithValues: DeviceMeasure.allCases.map { ($0, $0.defaultTolerance) })

    /// A baseline made from a comparison run with `settings`, recorded by `command`.
    package init(comparisons: [TraceComparison], settings run: RunSettings, command: String) {
        self.command = command
        settings = run.recorded
        entries = [:]
        machine = MachineRecord.current
        for comparison in comparisons {
            for (row, result) in zip(comparison.rows, comparison.results) {
                var measures: [GateMeasure: Double] = [:]
                for measure in GateMeasure.taken(on: run.clock) {
                    if case .success(let estimate) = measure.value(of: row, in: comparison) {
                        measures[measure] = estimate.value
                    }
                }
                entries[comparison.traceName, default: [:]][row.strategy] = Entry(
                    snap: row.snap.rawValue, frames: result.report.frames.count, counters: result.namedTotals.byName,
                    effects: Self.effects(row.effects), measures: measures
                )
            }
        }
    }

    package init(command: String, settings: RecordedSettings) {
        self.command = command
        self.settings = settings
        entries = [:]
    }

    /// The effects as whole numbers by name (the largest jump rounded to a pixel).
    package static func effects(_ effects: VisibleEffects) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: effects.fields.map { ($0.key, Int($0.value.rounded())) })
    }

    /// Every entry's name, `<trace>/<strategy>` and `device/<label>`, sorted.
    package var entryNames: [String] {
        (entries.flatMap { trace, strategies in strategies.keys.map { "\(trace)/\($0)" } } + devices.keys.map(Self.deviceEntryName))
            .sorted()
    }

    /// How the gate names a device entry: `device/<label>`.
    package static func deviceEntryName(_ label: String) -> String { "device/\(label)" }

    /// The settings of a run that differ from the baseline's, each with both values; a check with any of
    /// them is refused, since its figures would not be comparable.
    package func settingsDifferences(from run: RecordedSettings) -> [(name: String, run: String, baseline: String)] {
        run.differences(from: settings)
    }

    /// The traces and strategies of this baseline that a run of `traces` × `strategies` leaves out; writing
    /// that run over this baseline would drop them.
    package func leftOut(traces: [String], strategies: [String]) -> (traces: [String], strategies: [String]) {
        let baselineStrategies = Set(entries.values.flatMap(\.keys))
        return (entries.keys.filter { !traces.contains($0) }.sorted(), baselineStrategies.filter { !strategies.contains($0) }.sorted())
    }

    /// The device labels of this baseline that a run of `devices` leaves out.
    package func leftOut(devices labels: [String]) -> [String] {
        devices.keys.filter { !labels.contains($0) }.sorted()
    }

    /// Baseline entries a run of `traces` × `strategies` (and `devices` by label) will not produce,
    /// `<trace>/<strategy>` and `device/<label>`, sorted.
    package func notRun(traces: [String], strategies: [String], devices labels: [String] = []) -> [String] {
        (entries.flatMap { trace, byStrategy in
            byStrategy.keys.filter { !traces.contains(trace) || !strategies.contains($0) }.map { "\(trace)/\($0)" }
        } + leftOut(devices: labels).map(Self.deviceEntryName)).sorted()
    }

    /// Why a time baseline cannot judge a run on `run`'s machine, or nil when it can: time ratios between
    /// strategies do not carry over between CPU models (docs/Results.md), nor between builds for different ISA
    /// levels, so a baseline from another CPU model or build, or one that records no machine, is refused.
    /// Instruction baselines are not refused (their counts depend on the image, not the CPU model).
    package func machineMismatch(run: MachineInfo) -> String? {
        guard let clock = settings["clock"].flatMap(TimingClock.init(rawValue:)), clock.measuresTime else { return nil }
        guard let model = machine["cpuModel"] else {
            return "records no CPU model (it was written before HitchBench recorded machines), and this run is on \(run.cpuModel)"
        }
        var differences: [String] = []
        if model != run.cpuModel { differences.append("CPU model \(run.cpuModel) (baseline \(model))") }
        if let isa = machine["buildISA"], isa != run.buildISA { differences.append("build ISA \(run.buildISA) (baseline \(isa))") }
        return differences.isEmpty ? nil : "was recorded on another machine: " + differences.joined(separator: ", ")
    }
}
