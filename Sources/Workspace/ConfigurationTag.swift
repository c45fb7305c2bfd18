import BenchSuite
import ChartKit
import FrameTiming
import PhoneModel
import RenderStrategies
import ScrollReplay
import ShippedProfiles

/// The settings that change a run's numbers, spelled into default file names so that two different
/// configurations never share a file: `compare-fling-365d-120hz.json`. Defaults add nothing, so the
/// seed's own configuration keeps the plain name (`compare-fling.json`).
package struct ConfigurationTag: Equatable, Sendable {
    /// The parts, in a fixed order, e.g. `["365d", "120hz"]`.
    private(set) var parts: [String] = []

    /// An empty tag: every setting at its default.
    package init() {}

    /// The tag of a run or comparison: data, refresh rate, clock, the strategies' knobs and the snap.
    package init(_ settings: RunSettings) {
        let defaults = DatasetSpec()
        switch settings.origin {
        case let .csv(path, hash):
            parts.append("data-" + Self.stem(of: path) + "-" + DataOrigin.hex(hash))
        case let .generated(days, seed):
            if days != defaults.days { parts.append("\(days)d") }
            if seed != defaults.seed { parts.append("seed\(seed)") }
        }
        add(settings)
    }

    /// The tag of a sweep: its sizes (when not the default list), seed, refresh rate, clock, knobs and snap.
    package init(sweepDays days: [Int], defaultDays: [Int], seed: UInt64, settings: RunSettings) {
        if days != defaultDays { parts.append("days-" + days.map(String.init).joined(separator: "+")) }
        if seed != DatasetSpec().seed { parts.append("seed\(seed)") }
        add(settings)
    }

    /// Adds a part of its own, such as a non-default strategy list.
    package mutating func append(_ part: String) { parts.append(part) }

    /// `-365d-120hz`, or empty when every setting is the default.
    package var suffix: String { parts.isEmpty ? "" : "-" + parts.joined(separator: "-") }

    private mutating func add(_ settings: RunSettings) {
        let options = settings.options
        let defaults = StrategyOptions(data: options.data)
        if settings.refreshHz != 60 { parts.append("\(settings.refreshHz)hz") }
        if settings.clock != .cpu { parts.append(settings.clock.rawValue) }
        if let phone = settings.phone {
            if phone.profile.name != ShippedProfiles.defaultName { parts.append(Self.stem(of: phone.profile.name)) }
            if phone.level != .typical { parts.append("\(phone.level.rawValue)-cost") }
        }
        if options.tileDays != defaults.tileDays { parts.append("tile\(options.tileDays)d") }
        if options.windowRadiusDays != defaults.windowRadiusDays { parts.append("radius\(options.windowRadiusDays)d") }
        if options.fixedY != defaults.fixedY { parts.append("fixedy") }
        if options.windowMarginDays != defaults.windowMarginDays { parts.append("margin\(options.windowMarginDays)d") }
        if options.layout.style.cornerRadiusPoints != defaults.layout.style.cornerRadiusPoints {
            parts.append("corner" + Self.compact(options.layout.style.cornerRadiusPoints) + "pt")
        }
        if let snap = settings.replay.snap { parts.append("snap-\(snap.rawValue)") }
        if settings.replay.settle != .fast { parts.append("settle-\(settings.replay.settle.rawValue)") }
        if settings.replay.pipeline != .twoStage { parts.append(settings.replay.pipeline.rawValue) }
        if settings.replay.buffering != .double { parts.append(settings.replay.buffering.rawValue) }
        let slowdown = settings.appSlowdown
        if slowdown.framework == slowdown.drawing, slowdown.framework != 1 {
            parts.append("slowdown" + Self.compact(slowdown.framework) + "x")
        } else if !slowdown.isNone {
            parts.append("slowdown-framework" + Self.compact(slowdown.framework) + "x-drawing" + Self.compact(slowdown.drawing) + "x")
        }
    }

    /// The CSV's file name without folders or extension, reduced to letters, digits, `-` and `_`.
    package static func stem(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "data")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        let kept = name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : "_"
        }
        return String(kept.prefix(40))
    }

    private static func compact(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value).replacingOccurrences(of: ".", with: "_")
    }
}
