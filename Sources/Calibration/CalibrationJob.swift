import BenchSuite
import JSONText
import PhoneModel
import RenderStrategies
import ScrollReplay
import StrategyRun

/// Everything `harness calibrate` was given, checked: the runs with their strategies, the trace, the base
/// profile and the costs to fit. `run()` reads the device files, replays each run and fits.
package struct CalibrationJob: Sendable {
    /// The device runs, each with the strategy it names.
    package var runs: [(run: CalibrationRun, strategy: StrategyEntry)]
    /// The trace the phone ran.
    package var trace: Trace
    /// Its short name (`fling`).
    package var traceName: String
    /// The profile the costs not fitted come from, and the replays are paced with.
    package var base: DeviceProfile
    /// The costs to fit per stage; nil fits every stage's fixed cost and every counter it prices.
    package var fitted: [PhoneStage: [String]]?
    /// The refresh rate the runs were recorded at; nil takes it from the device files (which must agree).
    package var refreshHz: Int?

    /// A job fitting `fitted` of `base` to `runs` of `trace`.
    package init(
        runs: [(run: CalibrationRun, strategy: StrategyEntry)], trace: Trace, traceName: String, base: DeviceProfile,
        fitted: [PhoneStage: [String]]? = nil, refreshHz: Int? = nil
    ) {
        self.runs = runs
        self.trace = trace
        self.traceName = traceName
        self.base = base
        self.fitted = fitted
        self.refreshHz = refreshHz
    }

    /// The fitted profile, named `name`: reads every device file first (a bad one is one line before any
    /// replay), then fits (`fit(_:name:)`).
    package func run(name: String) throws -> DeviceProfile {
        var devices: [DeviceObservations] = []
        for (run, _) in runs { devices.append(try DeviceObservations.read(path: run.file)) }
        return try fit(devices, name: name)
    }

    /// Replays each run paced on the base profile and fits; then, while the pacing changes what the replays
    /// produce, replays again paced on the fitted profile and refits (at most `passes` fits). A phone whose
    /// costs differ from the base's defers other frames than the base does; paced on the fit, the replay
    /// produces the frames the phone did, so the durations pair frame by frame. `calibration.passes` says how
    /// many fits it took.
    package func fit(_ devices: [DeviceObservations], name: String, passes: Int = 4) throws -> DeviceProfile {
        let rate = try refreshHz ?? Self.commonRate(devices, runs: runs.map(\.run))
        let calibration = ProfileCalibration(base: base, fitted: fitted, refreshHz: rate, traceName: traceName)
        var pacing = base
        var previous: [[PhoneStage: [[Double]]]] = []
        var profile = base
        for pass in 1...max(1, passes) {
            var settings = RunSettings(generatedDays: 1)
            settings.refreshHz = rate
            settings.phone = PhoneSettings(profile: pacing)
            var pairs: [(replay: ReplayedRun, device: DeviceObservations)] = []
            for ((run, strategy), device) in zip(runs, devices) {
                pairs.append(
                    (try ReplayedRun.replay(run, strategy: strategy, trace: trace, traceName: traceName, settings: settings), device))
            }
            let counts = pairs.map(\.replay.counts)
            if counts == previous { break }
            previous = counts
            profile = try calibration.fit(pairs, name: name)
            if case .object(var members) = profile.calibration {
                members.append(("passes", .scalar(.number(JSONNumber(double: Double(pass), exactInt: pass)))))
                profile.calibration = .object(members)
            }
            pacing = profile
        }
        return profile
    }

    /// The refresh rate every device file gives; one line when one gives none or two disagree.
    static func commonRate(_ devices: [DeviceObservations], runs: [CalibrationRun]) throws(CalibrationError) -> Int {
        var rate: Int?
        for (device, run) in zip(devices, runs) {
            guard let given = device.refreshHz else {
                throw CalibrationError(
                    "calibrate: device \(run.file) does not give its refresh rate; give the rate the runs were recorded at with --refresh HZ"
                )
            }
            if let rate, rate != given {
                throw CalibrationError(
                    "calibrate: the device runs were recorded at \(rate) and \(given) Hz; calibrate runs of one rate, or give it with --refresh HZ"
                )
            }
            rate = given
        }
        guard let rate else { throw CalibrationError("calibrate: give at least one run") }
        return rate
    }

    /// `--fit COST[,COST...]`: `fixed` or a counter (both stages where the base prices it, and the fixed cost in
    /// both), or `commit.NAME` / `render.NAME` for one stage. One line naming an unknown cost.
    package static func fitted(_ text: String, base: DeviceProfile, counters: [String]) throws(CalibrationError) -> [PhoneStage: [String]] {
        var out: [PhoneStage: [String]] = [.commit: [], .render: []]
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let parts = item.split(separator: ".", maxSplits: 1).map(String.init)
            let stages: [PhoneStage]
            let name: String
            if parts.count == 2 {
                guard let stage = PhoneStage(rawValue: parts[0]) else {
                    throw CalibrationError("--fit: '\(item)': the stage is commit or render")
                }
                (stages, name) = ([stage], parts[1])
            } else {
                name = item
                stages = name == "fixed" ? PhoneStage.allCases : PhoneStage.allCases.filter { base.costs(of: $0).cost(of: name) != nil }
            }
            guard name == "fixed" || counters.contains(name) else {
                throw CalibrationError("--fit: unknown cost '\(item)' (fixed, or a counter: \(counters.joined(separator: ", ")))")
            }
            guard !stages.isEmpty else {
                throw CalibrationError(
                    "--fit: the base profile prices \(name) in no stage; name the stage (commit.\(name) or render.\(name))")
            }
            for stage in stages {
                guard out[stage]?.contains(name) == false else { throw CalibrationError("--fit: '\(item)' is named twice") }
                out[stage]?.append(name)
            }
        }
        return out
    }
}
