import Foundation

/// The two lines under a day's bar: `MM/dd` and the weekday `EEE`.
package struct DayLabel: Equatable, Sendable {
    /// `MM/dd`, e.g. `09/01`.
    package let date: String
    /// The abbreviated English weekday, e.g. `Mon`.
    package let weekday: String
}

/// How a chart formats its day labels, as the code it models does.
package enum DayLabelPolicy: Equatable, Sendable {
    /// Each day's label formatted once and kept (a renderer that caches them).
    case cachedByDay
    /// Every label formatted every time the layout asks, with one reused formatter: Swift Charts re-evaluating
    /// `AxisMarks(values: .stride(by: .day))` with the seed's stored `dateFormatter`, and DGCharts' axis value
    /// formatter called on every draw.
    case everyTime
    /// Every label formatted with a formatter made for it: the seed's cell code, `Text(DateFormatter(with:
    /// .weeklyChart).string(from: date))`, each time a cell is configured. One formatter per label, formatting
    /// both lines at once (`MM/dd\nEEE`), as `.weeklyChart` does.
    case newFormatterEveryTime
}

/// Formats day labels with Foundation in a fixed locale and time zone, as its `DayLabelPolicy` says.
///
/// A `DateFormatter` is expensive to create (~48 µs on Linux) and the first format call loads
/// ICU, so one formatter is kept and warmed up before any measured frame. With the default policy the cache
/// is keyed by day so a label is formatted once per strategy; `formattedCount` counts real formats and
/// `formattersCreated` the formatters made for them.
public final class DayLabelFormatter {
    private let dateFormatter: DateFormatter
    private let weekdayFormatter: DateFormatter
    private var cache: [Int: DayLabel] = [:]
    private let policy: DayLabelPolicy
    /// How many labels were formatted (cache misses) since creation, with a new formatter or a reused one.
    package private(set) var formattedCount = 0
    /// How many `DateFormatter`s were made for labels since creation (the two made and warmed up by `init`
    /// are not counted).
    package private(set) var formattersCreated = 0

    /// A formatter in `en_US_POSIX` and UTC with an empty cache, already warmed up so no measured frame
    /// loads ICU.
    package init(policy: DayLabelPolicy = .cachedByDay) {
        self.policy = policy
        dateFormatter = Self.formatter("MM/dd")
        weekdayFormatter = Self.formatter("EEE")
        // Load ICU now, outside any measured frame.
        _ = dateFormatter.string(from: Date(timeIntervalSince1970: 0))
        _ = weekdayFormatter.string(from: Date(timeIntervalSince1970: 0))
    }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = format
        return formatter
    }

    /// The label of a day: from the cache, or formatted now, as the policy says.
    package func label(for day: CivilDay) -> DayLabel {
        let date = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
        switch policy {
        case .cachedByDay:
            if let cached = cache[day.daysSinceEpoch] { return cached }
            let label = DayLabel(date: dateFormatter.string(from: date), weekday: weekdayFormatter.string(from: date))
            cache[day.daysSinceEpoch] = label
            formattedCount += 1
            return label
        case .everyTime:
            formattedCount += 1
            return DayLabel(date: dateFormatter.string(from: date), weekday: weekdayFormatter.string(from: date))
        case .newFormatterEveryTime:
            formattedCount += 1
            formattersCreated += 1
            let text = Self.formatter("MM/dd\nEEE").string(from: date)
            guard let newline = text.firstIndex(of: "\n") else { return DayLabel(date: text, weekday: "") }
            return DayLabel(date: String(text[..<newline]), weekday: String(text[text.index(after: newline)...]))
        }
    }

    /// Bytes the cache holds, approximately (two short strings and a key per day).
    package var cacheBytes: Int { cache.count * (MemoryLayout<Int>.stride + MemoryLayout<DayLabel>.stride) }

    /// Forgets every cached label (a rebuilt chart starts cold).
    package func removeAll() { cache.removeAll(keepingCapacity: true) }
}
