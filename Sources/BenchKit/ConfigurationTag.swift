import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// The settings that change a run's numbers, spelled into default file names so that two different
/// configurations never share a file: `compare-fling-365d-120hz.json`. Defaults add nothing, so the
/// seed's own configuration keeps the plain name (`compare-fling.json`).
package struct ConfigurationTag: Equatable, Sendable {
    /// The parts, in a fixed order, e.g. `["365d", "120hz"]`.
    package private(set) var parts: [String] = []

    /// An empty tag: every setting at its default.
    package init() {}

    /// The tag of a run or comparison: data, refresh rate, clock, the strategies' knobs and the snap.
    package init(
        data: DatasetSpec, dataset: SalesDataset, refreshHz: Int, clock: TimingClock,
        options: StrategyOptions, snap: ScrollSnap?, settle: SnapSettle = .fast
    ) {
        let defaults = DatasetSpec()
        if let csv = data.csvPath {
            parts.append("data-" + Self.stem(of: csv) + "-" + Self.hex(Self.contentHash(of: dataset)))
        } else {
            if data.days != defaults.days { parts.append("\(data.days)d") }
            if data.seed != defaults.seed { parts.append("seed\(data.seed)") }
        }
        add(refreshHz: refreshHz, clock: clock, options: options, snap: snap, settle: settle)
    }

    /// The tag of a sweep: its sizes (when not the default list), seed, refresh rate, clock, knobs and snap.
    package init(
        sweepDays days: [Int], defaultDays: [Int], seed: UInt64, refreshHz: Int, clock: TimingClock,
        options: StrategyOptions, snap: ScrollSnap?, settle: SnapSettle = .fast
    ) {
        if days != defaultDays { parts.append("days-" + days.map(String.init).joined(separator: "+")) }
        if seed != DatasetSpec().seed { parts.append("seed\(seed)") }
        add(refreshHz: refreshHz, clock: clock, options: options, snap: snap, settle: settle)
    }

    /// Adds a part of its own, such as a non-default strategy list.
    package mutating func append(_ part: String) { parts.append(part) }

    /// `-365d-120hz`, or empty when every setting is the default.
    package var suffix: String { parts.isEmpty ? "" : "-" + parts.joined(separator: "-") }

    private mutating func add(refreshHz: Int, clock: TimingClock, options: StrategyOptions, snap: ScrollSnap?, settle: SnapSettle) {
        let defaults = StrategyOptions(data: options.data)
        if refreshHz != 60 { parts.append("\(refreshHz)hz") }
        if clock != .cpu { parts.append(clock.rawValue) }
        if options.tileDays != defaults.tileDays { parts.append("tile\(options.tileDays)d") }
        if options.windowRadiusDays != defaults.windowRadiusDays { parts.append("radius\(options.windowRadiusDays)d") }
        if options.fixedY != defaults.fixedY { parts.append("fixedy") }
        if options.windowMarginDays != defaults.windowMarginDays { parts.append("margin\(options.windowMarginDays)d") }
        if options.layout.style.cornerRadiusPoints != defaults.layout.style.cornerRadiusPoints {
            parts.append("corner" + Self.compact(options.layout.style.cornerRadiusPoints) + "pt")
        }
        if let snap { parts.append("snap-\(snap.rawValue)") }
        if settle != .fast { parts.append("settle-\(settle.rawValue)") }
    }

    /// The CSV's file name without folders or extension, reduced to letters, digits, `-` and `_`.
    static func stem(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "data")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        let kept = name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : "_"
        }
        return String(kept.prefix(40))
    }

    /// FNV-1a over the dataset's first day, channel names and values: two different CSVs that happen to share
    /// a file name still get different tags.
    static func contentHash(of data: SalesDataset) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        func mix(_ byte: UInt8) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        for byte in data.firstDay.isoString.utf8 { mix(byte) }
        for name in data.channels {
            for byte in name.utf8 { mix(byte) }
            mix(0)
        }
        for value in data.values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
        return hash
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func compact(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value).replacingOccurrences(of: ".", with: "_")
    }
}
