import ChartKit
import FrameTiming
import JSONText
import RenderStrategies
import ScrollReplay
import StrategyRun

/// Every setting of a run as a file records it and `compare --check` compares it: where the data came from,
/// the display, the clock, the snap, the strategies' knobs, the build and the repeats (`RunSettings.recorded`).
///
/// Settings are kept as named JSON values in a fixed order, so a baseline written by a newer tool with a
/// setting this one does not know still shows it, and a setting missing on one side counts as different.
package struct RecordedSettings: Equatable, Sendable {
    /// One setting: its name and its value as canonical JSON text (`60`, `"cpu"`, `false`, `null`).
    package struct Setting: Equatable, Sendable {
        /// The setting's name (`days`, `refreshHz`).
        package var name: String
        /// The value as JSON text, written the same way for the same value.
        package var json: String

        /// A setting called `name` whose value is the canonical JSON text `json`.
        package init(name: String, json: String) {
            self.name = name
            self.json = json
        }

        /// The value as a message shows it: strings without quotes.
        package var display: String {
            json.hasPrefix("\"") ? String(json.dropFirst().dropLast()) : json
        }
    }

    /// Settings that are recorded but never refuse a check: the CSV's path (its content hash is compared) and
    /// the repeats (they change only how wide the time intervals are, not what is compared). The clock does
    /// refuse: a baseline on another clock has no figure the run could be held to but its counters, and a gate
    /// that compared only those would pass a slowdown without a word.
    package static let notCompared: Set<String> = ["dataFile", "repeats"]

    /// The settings in order.
    package private(set) var values: [Setting]

    /// Settings as read from a file, in the file's order.
    package init(values: [Setting]) { self.values = values }

    /// The settings of a run: data (`generated`, or `csv:<content hash>` with its path as `dataFile`), days,
    /// seed (null for a CSV), refresh rate, clock, snap (`default`: each strategy's own), how a snap settles,
    /// the pipeline, the buffering, the app slowdown,
    /// the strategies' knobs, the corner radius, the phone model's profile and cost column, the build (`release` or `debug`: a debug build's times and
    /// instructions are another program's) and the repeats.
    package init(_ run: RunSettings) {
        let options = run.options
        let data: String, dataFile: String, seed: String
        switch run.origin {
        case let .generated(_, generatedSeed):
            (data, dataFile) = (JSONText.quoted("generated"), "null")
            // A string: seeds go up to 2^64 − 1, past the whole numbers a JSON reader keeps exact.
            seed = JSONText.quoted(String(generatedSeed))
        case let .csv(path, hash):
            (data, dataFile, seed) = (JSONText.quoted("csv:" + DataOrigin.hex(hash)), JSONText.quoted(path), "null")
        }
        values = [
            Setting(name: "data", json: data),
            Setting(name: "dataFile", json: dataFile),
            Setting(name: "days", json: String(options.data.dayCount)),
            Setting(name: "seed", json: seed),
            Setting(name: "refreshHz", json: String(run.refreshHz)),
            Setting(name: "clock", json: JSONText.quoted(run.clock.rawValue)),
            Setting(name: "snap", json: JSONText.quoted(run.replay.snap?.rawValue ?? "default")),
            Setting(name: "snapSettle", json: JSONText.quoted(run.replay.settle.rawValue)),
            Setting(name: "pipeline", json: JSONText.quoted(run.replay.pipeline.rawValue)),
            Setting(name: "buffering", json: JSONText.quoted(run.replay.buffering.rawValue)),
            // A number when every kind has one factor, as before the kinds; else the option's text.
            Setting(
                name: "appSlowdown",
                json: run.appSlowdown.framework == run.appSlowdown.drawing
                    ? Self.canonical(run.appSlowdown.framework) : JSONText.quoted(run.appSlowdown.text)),
            Setting(name: "tileDays", json: String(options.tileDays)),
            Setting(name: "windowRadiusDays", json: String(options.windowRadiusDays)),
            Setting(name: "fixedY", json: String(options.fixedY)),
            Setting(name: "windowMarginDays", json: String(options.windowMarginDays)),
            Setting(name: "cornerRadiusPoints", json: Self.canonical(options.layout.style.cornerRadiusPoints)),
            Setting(name: "profile", json: run.phone.map { JSONText.quoted($0.profile.name) } ?? "null"),
            Setting(name: "cost", json: run.phone.map { JSONText.quoted($0.level.rawValue) } ?? "null"),
            Setting(name: "phoneRefreshHz", json: run.phone.map { String($0.refreshHz ?? run.refreshHz) } ?? "null"),
            Setting(name: "build", json: JSONText.quoted(BuildMode.current)),
            Setting(name: "repeats", json: String(run.repeats)),
        ]
    }

    /// These settings without the one called `name` (a sweep's `days`, which it lists apart).
    package func removing(_ name: String) -> RecordedSettings {
        RecordedSettings(values: values.filter { $0.name != name })
    }

    /// The value of the setting `name` as a message shows it; nil when it is not recorded.
    package subscript(_ name: String) -> String? {
        values.first { $0.name == name }?.display
    }

    /// Each compared setting whose value differs between these settings (a run's) and `baseline`'s, in
    /// order; a setting only one side records differs too ("not recorded" on the other).
    package func differences(from baseline: RecordedSettings) -> [(name: String, run: String, baseline: String)] {
        var names = values.map(\.name)
        names += baseline.values.map(\.name).filter { !names.contains($0) }
        return names.filter { !Self.notCompared.contains($0) }.compactMap { name in
            let mine = values.first { $0.name == name }, theirs = baseline.values.first { $0.name == name }
            guard mine?.json != theirs?.json else { return nil }
            return (name, mine?.display ?? "not recorded", theirs?.display ?? "not recorded")
        }
    }

    /// The settings as one JSON object on one line.
    package func jsonObject() -> String {
        "{" + values.map { "\(JSONText.quoted($0.name)): \($0.json)" }.joined(separator: ", ") + "}"
    }

    /// A number as canonical JSON text: a whole number without a fraction, else at most 6 decimals. A value
    /// read back from a file is written the same way, so equal values compare equal as text.
    package static func canonical(_ value: Double) -> String {
        JSONText.number(value, decimals: 6)
    }

    /// A scalar read from a file as canonical JSON text; nil for an array or object.
    package static func canonical(_ scalar: JSONScalar) -> String? {
        switch scalar {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .number(let number): number.exactInt.map(String.init) ?? canonical(number.double)
        case .string(let text): JSONText.quoted(text)
        case .array, .object: nil
        }
    }
}
