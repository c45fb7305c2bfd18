import BenchSuite
import DeviceImport
import FrameTiming
import StrategyRun

extension Baseline {
    /// Checks `comparisons` against the baseline: for every entry both hold, the snap, the frames, each counter
    /// and effect (exactly, or within `counterTolerance`) and each measure (its growth within its tolerance,
    /// judged by the smallest repeat for a time). Entries the run lacks are listed as not run (a failure
    /// unless `allowMissing`), entries the baseline lacks are problems, and a measure the run cannot take
    /// is a note saying why. The settings are assumed equal (`settingsDifferences` is checked first).
    package func verdict(
        for comparisons: [TraceComparison], clock: TimingClock, baselinePath: String,
        allowMissing: Bool = false, devices: [DeviceRow] = []
    ) -> GateVerdict {
        let ran = Set(
            comparisons.flatMap { comparison in comparison.rows.map { "\(comparison.traceName)/\($0.strategy)" } }
                + devices.map { Self.deviceEntryName($0.label) })
        let names = entryNames
        var verdict = GateVerdict(
            baselinePath: baselinePath, entriesInBaseline: names.count,
            entriesChecked: names.filter(ran.contains).count)
        verdict.notRun = names.filter { !ran.contains($0) }
        verdict.missingAllowed = allowMissing
        let measures = GateMeasure.taken(on: clock)
        verdict.tolerances = [("counters", counterTolerance)] + measures.map { ($0.rawValue, tolerance(of: $0)) }
        var unavailable: [(measure: GateMeasure, reason: String, entry: String)] = []
        var singleRepeat: Set<GateMeasure> = []

        for comparison in comparisons {
            for (row, result) in zip(comparison.rows, comparison.results) {
                let name = "\(comparison.traceName)/\(row.strategy)"
                guard let expected = entries[comparison.traceName]?[row.strategy] else {
                    verdict.problems.append("\(name): not in the baseline (refresh it with --write-baseline)")
                    continue
                }
                guard expected.snap == row.snap.rawValue else {
                    verdict.problems.append("\(name): scrolls rest with snap \(row.snap.rawValue), baseline \(expected.snap)")
                    continue
                }
                verdict.checks.append(exactCheck(name, "frames", value: result.report.frames.count, baseline: expected.frames))
                for (actual, wanted) in [(result.namedTotals.byName, expected.counters), (Self.effects(row.effects), expected.effects)] {
                    for key in wanted.keys.sorted() {
                        guard let value = actual[key], let base = wanted[key] else {
                            verdict.problems.append("\(name): \(key) is in the baseline but not measured by this run")
                            continue
                        }
                        verdict.checks.append(exactCheck(name, key, value: value, baseline: base))
                    }
                }
                for measure in measures {
                    switch measure.value(of: row, in: comparison) {
                    case .failure(let why):
                        unavailable.append((measure, why.reason, name))
                    case .success(let estimate):
                        guard let base = expected.measures[measure] else {
                            unavailable.append(
                                (measure, "the baseline has no value (it was recorded without what the measure needs)", name))
                            continue
                        }
                        if measure.variesByRepeat, estimate.low == nil { singleRepeat.insert(measure) }
                        verdict.checks.append(check(name, measure, estimate, baseline: base))
                    }
                }
            }
        }
        verdict.notes =
            Self.notes(unavailable, checked: verdict.entriesChecked)
            + measures.filter(singleRepeat.contains).map {
                "\($0.label): one repeat gives no interval, so the check compared the single value (use --repeat 3 or more)"
            }
        if !devices.isEmpty || !self.devices.isEmpty {
            verdict.tolerances += DeviceMeasure.allCases.map { ($0.rawValue, tolerance(of: $0)) }
        }
        checkDevices(devices, into: &verdict)
        return verdict
    }

    /// The tolerance of a device measure: the file's, or the measure's default.
    package func tolerance(of measure: DeviceMeasure) -> Double {
        deviceTolerances[measure] ?? measure.defaultTolerance
    }

    /// Each device row against its entry: the same source and ratio, each measure's growth within its tolerance,
    /// judged by the row's lowest run; and the notes that say a device run is noisy.
    private func checkDevices(_ rows: [DeviceRow], into verdict: inout GateVerdict) {
        guard !rows.isEmpty else { return }
        var single: [String] = []
        for row in rows {
            let name = Self.deviceEntryName(row.label)
            guard let expected = devices[row.label] else {
                verdict.problems.append("\(name): not in the baseline (record it with --write-baseline)")
                continue
            }
            guard expected.source == row.source.rawValue else {
                verdict.problems.append("\(name): a \(row.source.rawValue) run, baseline \(expected.source)")
                continue
            }
            guard expected.ratio == row.ratioKind?.rawValue else {
                verdict.problems.append(
                    "\(name): its hitch time ratio is over \(row.ratioKind.map { $0 == .scroll ? "scrolling" : "the whole recording" } ?? "nothing"), "
                        + "the baseline's over \(expected.ratio.map { $0 == "scroll" ? "scrolling" : "the whole recording" } ?? "nothing") "
                        + "(import with --scroll as the baseline's runs were)")
                continue
            }
            if row.runs == 1 { single.append(name) }
            for measure in DeviceMeasure.allCases {
                let estimate = measure == .hitchTimeRatio ? row.hitchTimeRatio : row.maxHitchMs
                switch (estimate, expected.measures[measure]) {
                case (nil, nil): continue
                case (nil, .some):
                    verdict.problems.append("\(name): \(measure.field) is in the baseline but not in these runs")
                case (.some, nil):
                    verdict.notes.append("\(measure.label) not compared for \(name): the baseline has no value")
                case (.some(let estimate), .some(let base)):
                    let tolerance = tolerance(of: measure)
                    // Within the tolerance over the median, or no worse than the baseline's slowest take.
                    let limit = tolerance == .infinity ? .infinity : max(base + abs(base) * tolerance, expected.highs[measure] ?? 0)
                    verdict.checks.append(
                        GateCheck(
                            entry: name, name: measure.rawValue, value: estimate.value, low: estimate.low, high: estimate.high,
                            baseline: base, tolerance: tolerance, growthOnly: true, passed: estimate.lowerBound <= limit))
                }
            }
        }
        verdict.notes.append(
            "device runs are noisy: a recording's hitches move with the phone's temperature, other apps, the OS and the gesture "
                + "far more than the model's figures, so each device check judges the lowest of the label's runs and allows "
                + "\(DeviceMeasure.allCases.map { "\($0.label) +\(Int((tolerance(of: $0) * 100).rounded()))%" }.joined(separator: ", ")); "
                + "give several recordings of one label as repeats (docs/CIGate.md)")
        if !single.isEmpty {
            verdict.notes.append(
                "one recording gives no interval, so the checks compared its single value for \(single.joined(separator: ", ")) "
                    + "(import three or more recordings with the same --label)")
        }
    }

    /// The tolerance of `measure`: the file's, or the measure's default.
    package func tolerance(of measure: GateMeasure) -> Double {
        tolerances[measure] ?? measure.defaultTolerance
    }

    /// A counter, effect or frame count: equal, or within `counterTolerance`. A baseline is input, so its
    /// counts may be anything and the difference must not overflow.
    private func exactCheck(_ entry: String, _ name: String, value: Int, baseline: Int) -> GateCheck {
        let (difference, overflow) = value.subtractingReportingOverflow(baseline)
        let passed = !overflow && Double(difference.magnitude) <= Double(baseline.magnitude) * counterTolerance
        return GateCheck(
            entry: entry, name: name, value: Double(value), baseline: Double(baseline),
            tolerance: counterTolerance, growthOnly: false, passed: passed)
    }

    /// A measure: its growth (judged by the interval's low end when it varies by repeat) within its tolerance.
    private func check(_ entry: String, _ measure: GateMeasure, _ estimate: RepeatEstimate, baseline: Double) -> GateCheck {
        let tolerance = tolerance(of: measure)
        let judged = measure.variesByRepeat ? estimate.lowerBound : estimate.value
        let limit = tolerance == .infinity ? .infinity : baseline + abs(baseline) * tolerance
        return GateCheck(
            entry: entry, name: measure.rawValue, value: estimate.value, low: estimate.low, high: estimate.high,
            baseline: baseline, tolerance: tolerance, growthOnly: true, passed: judged <= limit)
    }

    /// One note per measure and reason, naming the entries unless it is every entry checked.
    private static func notes(_ unavailable: [(measure: GateMeasure, reason: String, entry: String)], checked: Int) -> [String] {
        var groups: [(measure: GateMeasure, reason: String, entries: [String])] = []
        for item in unavailable {
            if let index = groups.firstIndex(where: { $0.measure == item.measure && $0.reason == item.reason }) {
                groups[index].entries.append(item.entry)
            } else {
                groups.append((item.measure, item.reason, [item.entry]))
            }
        }
        return groups.map { group in
            let which = group.entries.count == checked ? "every entry" : group.entries.joined(separator: ", ")
            return "\(group.measure.label) not compared for \(which): \(group.reason)"
        }
    }
}
