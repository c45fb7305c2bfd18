import JSONText
import RenderStrategies

/// One entry of a run's settings, declared once: its name, how result files record it (`RecordedSettings`) and
/// how a result's metadata shows it (`RunSettings.metadata`). `RunSettings.declared` lists them all, so a new
/// setting is one entry there and shows in both, or is declared to show in one only.
package struct SettingDeclaration: Sendable {
    /// The setting's name in the recorded settings and in the metadata (`refreshHz`).
    package let name: String
    /// The value as canonical JSON text, as a file records it; nil for an entry the metadata alone shows (a figure
    /// of the strategy's, or one derived from a recorded setting).
    package let recorded: (@Sendable (RunSettings) -> String)?
    /// The value as a strategy's metadata shows it; nil for a setting the metadata does not show.
    package let shown: (@Sendable (RunSettings, StrategyEntry) -> String)?

    /// How a value written the same way in both places is recorded: as a JSON number or boolean, or as a string.
    package enum Kind: Sendable {
        /// A number or boolean: recorded as its text.
        case number
        /// A word: recorded quoted.
        case word
    }

    /// A setting recorded and shown as the same text, quoted in the record when it is a `word`.
    static func both(_ name: String, _ kind: Kind, _ text: @escaping @Sendable (RunSettings) -> String) -> SettingDeclaration {
        SettingDeclaration(
            name: name, recorded: { kind == .word ? JSONText.quoted(text($0)) : text($0) }, shown: { settings, _ in text(settings) })
    }

    /// A setting recorded and shown in forms of their own (the metadata's `none` where the record has `null`).
    static func both(
        _ name: String, recorded: @escaping @Sendable (RunSettings) -> String,
        shown: @escaping @Sendable (RunSettings, StrategyEntry) -> String
    ) -> SettingDeclaration {
        SettingDeclaration(name: name, recorded: recorded, shown: shown)
    }

    /// A setting files record and the metadata does not show (the CSV's path, the seed, the corner radius).
    static func recordedOnly(_ name: String, _ recorded: @escaping @Sendable (RunSettings) -> String) -> SettingDeclaration {
        SettingDeclaration(name: name, recorded: recorded, shown: nil)
    }

    /// An entry only the metadata shows, worked out from the strategy and the recorded settings.
    static func shownOnly(_ name: String, _ shown: @escaping @Sendable (RunSettings, StrategyEntry) -> String) -> SettingDeclaration {
        SettingDeclaration(name: name, recorded: nil, shown: shown)
    }
}
