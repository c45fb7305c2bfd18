import Foundation

/// The two lines under a day's bar: `MM/dd` and the weekday `EEE`.
package struct DayLabel: Equatable, Sendable {
    /// `MM/dd`, e.g. `09/01`.
    package let date: String
    /// The abbreviated English weekday, e.g. `Mon`.
    package let weekday: String
}

/// Formats day labels with Foundation in a fixed locale and time zone, caching them by day.
///
/// A `DateFormatter` is expensive to create (~48 µs on Linux) and the first format call loads
/// ICU, so one formatter is kept and warmed up before any measured frame. The cache is keyed by
/// day so a label is formatted once per strategy, and `formattedCount` counts real formats.
public final class DayLabelFormatter {
    private let dateFormatter: DateFormatter
    private let weekdayFormatter: DateFormatter
    private var cache: [Int: DayLabel] = [:]
    /// How many labels were formatted (cache misses) since creation.
    package private(set) var formattedCount = 0

    /// A formatter in `en_US_POSIX` and UTC with an empty cache, already warmed up so no measured frame
    /// loads ICU.
    package init() {
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.dateFormat = format
            return formatter
        }
        dateFormatter = formatter("MM/dd")
        weekdayFormatter = formatter("EEE")
        // Load ICU now, outside any measured frame.
        _ = dateFormatter.string(from: Date(timeIntervalSince1970: 0))
        _ = weekdayFormatter.string(from: Date(timeIntervalSince1970: 0))
    }

    /// The label of a day, formatted on first use.
    package func label(for day: CivilDay) -> DayLabel {
        if let cached = cache[day.daysSinceEpoch] { return cached }
        let date = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
        let label = DayLabel(date: dateFormatter.string(from: date), weekday: weekdayFormatter.string(from: date))
        cache[day.daysSinceEpoch] = label
        formattedCount += 1
        return label
    }

    /// Bytes the cache holds, approximately (two short strings and a key per day).
    package var cacheBytes: Int { cache.count * (MemoryLayout<Int>.stride + MemoryLayout<DayLabel>.stride) }

    /// Forgets every cached label (a rebuilt chart starts cold).
    package func removeAll() { cache.removeAll(keepingCapacity: true) }
}
