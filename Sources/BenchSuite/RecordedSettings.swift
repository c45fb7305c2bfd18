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

    /// The settings of a run as `RunSettings.declared` records them, in its order.
    package init(_ run: RunSettings) {
        values = RunSettings.declared.compactMap { setting in setting.recorded.map { Setting(name: setting.name, json: $0(run)) } }
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
    package var json: JSONValue { .object(values.map { ($0.name, .literal($0.json)) }) }

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

    /// Most settings a file may record: a run records 21.
    package static let maxSettings = 64

    /// A file's `settings` object (the reader at it), in the file's order, with the first problem with it
    /// (a setting named twice, too many, a value that is not a scalar) recorded rather than thrown, so that
    /// the caller reports problems in its own order.
    package static func read(_ reader: inout JSONReader) throws(JSONError) -> (values: [Setting], problem: String?) {
        var values: [Setting] = []
        var problem: String?
        try reader.readObject { reader, name throws(JSONError) in
            let scalar = try reader.readScalar()
            guard problem == nil else { return }
            if values.contains(where: { $0.name == name }) {
                problem = "settings.\(name.asFieldName) appears twice"
            } else if values.count == maxSettings {
                problem = "settings has more than \(maxSettings) fields"
            } else if let json = canonical(scalar) {
                values.append(Setting(name: name, json: json))
            } else {
                problem = "settings.\(name.asFieldName) is not a string, number, boolean or null"
            }
        }
        return (values, problem)
    }
}
