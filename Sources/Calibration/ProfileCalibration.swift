import JSONText
import PhoneModel

/// Fits a profile's unit costs to device runs: per stage, the non-negative least-squares costs whose priced
/// counts best match what the phone measured (`StageObservations`), every cost not fitted kept from the base
/// profile. A fit that the runs cannot determine is refused, naming the costs and what else to record.
package struct ProfileCalibration: Sendable {
    /// The profile whose costs are kept where not fitted, and whose other costs are subtracted from the targets.
    package var base: DeviceProfile
    /// The costs fitted per stage: `fixed` and counter names.
    package var fitted: [PhoneStage: [String]]
    /// The display's refresh rate during the runs, Hz (places a hitch's duration within its interval).
    package var refreshHz: Int
    /// The trace replayed, for the record.
    package var traceName: String

    /// A calibration of `base` fitting `fitted`; by default every stage's fixed cost and every counter it prices.
    package init(base: DeviceProfile, fitted: [PhoneStage: [String]]? = nil, refreshHz: Int, traceName: String) {
        self.base = base
        self.fitted =
            fitted
            ?? Dictionary(uniqueKeysWithValues: PhoneStage.allCases.map { ($0, ["fixed"] + base.costs(of: $0).perCounter.map(\.counter)) })
        self.refreshHz = refreshHz
        self.traceName = traceName
    }

    /// The base profile with the fitted costs replaced, marked fitted, and the fit's residuals in `calibration`;
    /// `name` names the new profile. Throws one line when a stage's fit is under-determined.
    package func fit(_ runs: [(replay: ReplayedRun, device: DeviceObservations)], name: String) throws(CalibrationError) -> DeviceProfile {
        var profile = base
        profile.name = name
        var stageRecords: [(key: String, value: JSONNode)] = []
        var runModes: [[(key: String, value: JSONNode)]] = runs.map { run in
            [("run", .scalar(.string(run.replay.name))), ("label", .scalar(.string(run.device.label)))]
        }
        for stage in PhoneStage.allCases {
            let columns = fitted[stage] ?? []
            guard !columns.isEmpty else { continue }
            let observations = StageObservations(
                stage: stage, columns: columns, base: base.costs(of: stage), refreshHz: refreshHz, runs: runs)
            for (index, mode) in observations.modes.enumerated() {
                runModes[index].append((stage.rawValue, .scalar(.string(mode.rawValue))))
                if observations.updateModes[index] != .none {
                    runModes[index].append(("frameUpdates", .scalar(.string(observations.updateModes[index].rawValue))))
                }
            }
            let fit = try StageFit(observations, names: runs.map(\.replay.name))
            var costs = profile.costs(of: stage)
            let what = Self.what(stage: stage, observations: observations, runs: runs)
            for (column, name) in columns.enumerated() {
                let cost = UnitCost(
                    low: fit.low[column], typical: fit.x[column], high: fit.high[column], source: CostSource(kind: .fitted, what: what))
                if name == "fixed" {
                    costs.fixed = cost
                } else if let slot = costs.perCounter.firstIndex(where: { $0.counter == name }) {
                    costs.perCounter[slot].cost = cost
                } else {
                    costs.perCounter.append((name, cost))
                }
            }
            if stage == .commit { profile.commit = costs } else { profile.render = costs }
            var record = fit.record
            // How many hitches display-surface-swap paced (their deadline's minimum quanta widened their range).
            if observations.pacedHitches > 0, case .object(var members) = record {
                let count = observations.pacedHitches
                members.append(("pacedHitches", .scalar(.number(JSONNumber(double: Double(count), exactInt: count)))))
                record = .object(members)
            }
            stageRecords.append((stage.rawValue, record))
        }
        let number = { (value: Double) in JSONNode.scalar(.number(JSONNumber(double: value))) }
        profile.calibration = .object([
            ("tool", .scalar(.string("harness calibrate"))), ("base", .scalar(.string(base.name))),
            ("trace", .scalar(.string(traceName))), ("refreshHz", number(Double(refreshHz))),
            ("runs", .array(runModes.map(JSONNode.object))), ("stages", .object(stageRecords)),
        ])
        return profile
    }

    /// A fitted cost's `what`: the method, the runs and how their durations were used.
    private static func what(
        stage: PhoneStage, observations: StageObservations, runs: [(replay: ReplayedRun, device: DeviceObservations)]
    ) -> String {
        let named = runs.indices.compactMap { index -> String? in
            let modes = [observations.modes[index], observations.updateModes[index]]
            guard modes.contains(where: { $0 != .none }) else { return nil }
            let how = [
                observations.modes[index] == .none ? nil : observations.modes[index].rawValue,
                observations.updateModes[index] == .none ? nil : "SwiftUI updates \(observations.updateModes[index].rawValue)",
            ]
            return "\(runs[index].replay.name) (\(runs[index].device.label), \(how.compactMap { $0 }.joined(separator: "; ")))"
        }
        return "Fitted by harness calibrate: non-negative least squares on \(observations.rows.count) \(stage.rawValue) observations "
            + "from the device runs \(named.joined(separator: ", ")); low and high are the fit's typical ∓ 2 standard errors."
    }
}
