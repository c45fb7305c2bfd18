import BenchSuite
import Calibration
import Foundation
import InputFiles
import PhoneModel
import RenderStrategies
import ResultFiles
import ScrollReplay
import ShippedProfiles
import StrategyRun

/// `harness calibrate STRATEGY:DAYS=FILE... --trace T --out FILE`: a device profile's unit costs fitted to
/// a phone's runs (`Calibration`); parsing and checks here, the fit in the library.
enum CalibrateCommand {
    static let specs = [
        OptionSpec(name: "trace", value: "TRACE", help: "the trace the phone ran (every run is of this trace)"),
        OptionSpec(name: "out", value: "FILE.json", help: "the fitted profile (hitchbench-device-profile/1); not one of the inputs"),
        OptionSpec(
            name: "phone-profile", value: "NAME|FILE",
            help: "the base profile: the costs not fitted, and the pacing of the replays (default \(ShippedProfiles.defaultName))"),
        OptionSpec(
            name: "fit", value: "COST[,COST...]",
            help: "the costs to fit: fixed, a counter, or commit.NAME / render.NAME (default: every cost of the base profile)"),
        OptionSpec(
            name: "refresh", value: "HZ", help: "the rate the runs were recorded at (default: the device files' refresh rate)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "calibrate", maxPositionals: 1_000)
        if options.has("help") || arguments.isEmpty {
            print(
                helpText(
                    usage:
                        "\(Harness.program) calibrate STRATEGY:DAYS=DEVICE.json... --trace TRACE --out FILE.json [--phone-profile NAME|FILE] [--fit COST,...] [--refresh HZ]",
                    about: """
                        Fits a device profile's unit costs to what a phone measured. Each run names the strategy the phone
                        ran, the data size in days and the device file 'harness import' wrote (render-all:60=phone-a.json);
                        every run is of --trace. Each is replayed here paced on the base profile, giving every frame's
                        counted work per stage, and each stage's costs are the non-negative least-squares fit of that work
                        to the device's durations: per frame when the file has as many as the replay has frames, else their
                        mean, else the stage's hitches; SwiftUI's updates per frame are more commit rows, on the chart's own
                        costs (docs/MeasuringOnAPhone.md). The profile written has each fitted cost
                        marked fitted (low and high two standard errors apart), every other cost kept from the base with
                        its source, and the residuals in its calibration block. A fit the runs cannot determine is refused,
                        naming the costs and what else to record.
                        """, specs: specs))
            return options.has("help") ? 0 : 2
        }
        guard !options.positionals.isEmpty else { throw UsageError("calibrate: give the runs, as STRATEGY:DAYS=DEVICE.json") }
        guard let out = options.string("out") else { throw UsageError("calibrate: --out FILE.json is required") }
        guard let traceName = options.string("trace") else { throw UsageError("calibrate: --trace is required") }
        var runs: [(run: CalibrationRun, strategy: StrategyEntry)] = []
        for text in options.positionals {
            let run = try usage { () throws(CalibrationError) in try CalibrationRun.parse(text) }
            guard let strategy = context.registry[run.strategy] else {
                throw UsageError(
                    "calibrate: run '\(text)': unknown strategy '\(run.strategy)' (strategies: \(context.registry.names.joined(separator: ", ")))"
                )
            }
            runs.append((run, strategy))
        }
        let refreshHz = options.has("refresh") ? try DataOptions.refreshHz(options) : nil
        let profileName = options.string("phone-profile") ?? ShippedProfiles.defaultName
        let base = try usage { () throws(ProfileError) in try DeviceProfile.load(nameOrPath: profileName, counters: WorkCounters.names) }
        let fitted = try options.string("fit").map { text in
            try usage { () throws(CalibrationError) in try CalibrationJob.fitted(text, base: base, counters: WorkCounters.names) }
        }
        let channels = RunSettings(generatedDays: 1).options.data.channels
        let (trace, tracePath) = try RunCommand.loadTrace(traceName, channels: channels, context: context)
        let inputs = runs.map(\.run.file) + [tracePath] + [DeviceProfile.file(nameOrPath: profileName)].compactMap { $0 }
        try DataOptions.checkOutputs([out], inputs: inputs)

        let job = CalibrationJob(
            runs: runs, trace: trace, traceName: TraceLocator.shortName(ofPath: tracePath), base: base, fitted: fitted, refreshHz: refreshHz
        )
        let name = URL(fileURLWithPath: out).deletingPathExtension().lastPathComponent
        let profile = try usage { () throws(CalibrationError) in
            do { return try job.run(name: name) } catch let error as CalibrationError { throw error } catch {
                throw CalibrationError("calibrate: \(error)")
            }
        }
        try AtomicFile.write(profile.jsonString(), to: out)
        print(summary(profile, base: base), terminator: "")
        Harness.wrote(out, "profile")
        return 0
    }

    /// The fitted costs beside the base's, one line each, and each stage's residual.
    static func summary(_ profile: DeviceProfile, base: DeviceProfile) -> String {
        var out = ""
        for stage in PhoneStage.allCases {
            let costs = profile.costs(of: stage)
            let entries =
                [("fixed", costs.fixed, base.costs(of: stage).fixed)]
                + costs.perCounter.map { ($0.counter, $0.cost, base.costs(of: stage).cost(of: $0.counter)) }
            for (name, cost, was) in entries where cost.source.kind == .fitted && cost != was {
                let before = was.map { "\(DeviceProfile.costText($0.typical)) µs" } ?? "not priced"
                out +=
                    "\(stage.rawValue).\(name): \(DeviceProfile.costText(cost.typical)) µs (\(DeviceProfile.costText(cost.low))–\(DeviceProfile.costText(cost.high))), base \(before)\n"
            }
        }
        return out
    }

    /// Runs `body`, turning its typed error into one line for stderr.
    private static func usage<T, Failure: Error & CustomStringConvertible>(_ body: () throws(Failure) -> T) throws(UsageError) -> T {
        do { return try body() } catch { throw UsageError(error.description) }
    }
}
