import BenchSuite
import FrameTiming
import PhoneModel
import RenderStrategies
import ScrollReplay
import StrategyRun

/// One device run a calibration fits to, as the command line names it: `render-all:60=phone-a.json` is the
/// strategy render-all on 60 days of data, measured on the phone in the device file `phone-a.json`.
package struct CalibrationRun: Equatable, Sendable {
    /// The strategy the phone ran.
    package var strategy: String
    /// The data size, in days.
    package var days: Int
    /// The device file (`harness import`).
    package var file: String

    /// A run of `strategy` on `days` days measured in `file`.
    package init(strategy: String, days: Int, file: String) {
        self.strategy = strategy
        self.days = days
        self.file = file
    }

    /// `STRATEGY:DAYS=FILE`, as given.
    package var text: String { "\(strategy):\(days)=\(file)" }

    /// Parses `STRATEGY:DAYS=FILE` (days 1…36,500); one line naming the problem otherwise.
    package static func parse(_ text: String) throws(CalibrationError) -> CalibrationRun {
        let usage = "is not STRATEGY:DAYS=FILE (e.g. render-all:60=phone-a.json)"
        guard let equals = text.firstIndex(of: "="), let colon = text[..<equals].lastIndex(of: ":") else {
            throw CalibrationError("calibrate: run '\(text)' \(usage)")
        }
        let strategy = String(text[..<colon])
        let daysText = text[text.index(after: colon)..<equals]
        let file = String(text[text.index(after: equals)...])
        guard !strategy.isEmpty, !file.isEmpty else { throw CalibrationError("calibrate: run '\(text)' \(usage)") }
        guard let days = Int(daysText), (1...36_500).contains(days) else {
            throw CalibrationError("calibrate: run '\(text)': days '\(daysText)' is not a whole number from 1 to 36500")
        }
        return CalibrationRun(strategy: strategy, days: days, file: file)
    }
}

/// A strategy's replay of the trace paced on the phone with the base profile: each frame's counted work per
/// stage (what the costs multiply) and its priced duration per stage (which frames are the heaviest).
package struct ReplayedRun: Sendable {
    /// The run as named on the command line.
    package var name: String
    /// The counter names, in the order of each frame's counts.
    package var counterNames: [String]
    /// Each frame's counts per stage, in `counterNames` order.
    package var counts: [PhoneStage: [[Double]]]
    /// Each frame's duration per stage priced with the base profile, ms.
    package var pricedMs: [PhoneStage: [Double]]

    /// The replay's frames as counts and priced durations.
    package init(name: String, counterNames: [String], frames: [FrameRecord]) {
        self.name = name
        self.counterNames = counterNames
        func values(_ counters: CounterValues) -> [Double] { counterNames.map { Double(counters[$0] ?? 0) } }
        counts = [.commit: frames.map { values($0.commitCounters) }, .render: frames.map { values($0.renderCounters) }]
        pricedMs = [.commit: frames.map(\.commit.phoneMs), .render: frames.map(\.render.phoneMs)]
    }

    /// Replays `strategy` on `trace` over `days` days of generated data (seed 1) with `settings` (their phone
    /// profile, refresh rate, buffering), paced on the phone at the typical column.
    package static func replay(
        _ run: CalibrationRun, strategy: StrategyEntry, trace: Trace, traceName: String, settings: RunSettings
    ) throws -> ReplayedRun {
        var sized = settings.generated(days: run.days, seed: 1)
        sized.clock = .phone
        let configuration = RunConfiguration(strategy: strategy, trace: trace, traceName: traceName, settings: sized)
        let output = try StrategyRunner.runOnce(configuration, phoneLevel: .typical)
        return ReplayedRun(name: run.text, counterNames: WorkCounters.names, frames: output.frames)
    }
}
