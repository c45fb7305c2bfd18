import BenchSuite
import Calibration
import CommandLineOptions
import DisplayModel
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
enum CalibrateCommand: Command {
    static let name = "calibrate"
    static let trace = Option.text("trace", "TRACE", help: "the trace the phone ran (every run is of this trace)")
    static let out = Option.text("out", "FILE.json", help: "the fitted profile (hitchbench-device-profile/1); not one of the inputs")
    static let phoneProfile = Option.text(
        "phone-profile", "NAME|FILE", default: ShippedProfiles.defaultName,
        help: "the base profile: the costs not fitted, and the pacing of the replays (default \(ShippedProfiles.defaultName))")
    static let fit = Option.text(
        "fit", "COST[,COST...]",
        help: "the costs to fit: fixed, a counter, or commit.NAME / render.NAME (default: every cost of the base profile)")
    static let refresh = Option.int(
        "refresh", "HZ", in: FrameClock.supportedRates, help: "the rate the runs were recorded at (default: the device files' refresh rate)"
    )
    static let declarations = [
        trace.declaration, out.declaration, phoneProfile.declaration, fit.declaration, refresh.declaration, Flag.help.declaration,
    ]
    static let positionals = Positionals(upTo: 1_000, helpWhen: .withoutArguments)

    static var usage: String {
        "\(Harness.program) calibrate STRATEGY:DAYS=DEVICE.json... --trace TRACE --out FILE.json [--phone-profile NAME|FILE] [--fit COST,...] [--refresh HZ]"
    }

    static func about(_ context: CommandContext) -> String {
        """
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
        """
    }

    /// Runs, `--out` and `--trace`.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        guard !options.positionals.isEmpty else { throw UsageError("calibrate: give the runs, as STRATEGY:DAYS=DEVICE.json") }
        guard options[Self.out] != nil else { throw UsageError("calibrate: --out FILE.json is required") }
        guard options[Self.trace] != nil else { throw UsageError("calibrate: --trace is required") }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let (out, traceName) = (options[Self.out] ?? "", options[Self.trace] ?? "")
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
        let refreshHz = options[Self.refresh]
        let profileName = options[Self.phoneProfile] ?? ShippedProfiles.defaultName
        let base = try usage { () throws(ProfileError) in try DeviceProfile.load(nameOrPath: profileName, counters: WorkCounters.names) }
        let fitted = try options[Self.fit].map { text in
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
        print(profile.fittedCostsText(base: base), terminator: "")
        Harness.wrote(out, "profile")
        return 0
    }

    /// Runs `body`, turning its typed error into one line for stderr.
    private static func usage<T, Failure: Error & CustomStringConvertible>(_ body: () throws(Failure) -> T) throws(UsageError) -> T {
        do { return try body() } catch { throw UsageError(error.description) }
    }
}
