/// Sales per day and channel: the data behind the chart, stored day-major in one contiguous array.
public struct SalesDataset: Sendable, Equatable {
    /// Channel names in stacking order, bottom first.
    public let channels: [String]
    /// The first day of the data; day index `i` is `firstDay + i`.
    package let firstDay: CivilDay
    /// Number of consecutive days.
    public let dayCount: Int
    /// `values[day * channels.count + channel]`, whole numbers stored as Double (exact below 2^53).
    package let values: [Double]
    /// Stacked total of each day.
    package let totals: [Double]

    /// Creates a dataset; `values` must hold `dayCount * channels.count` entries.
    package init(channels: [String], firstDay: CivilDay, values: [Double]) {
        precondition(!channels.isEmpty && values.count % channels.count == 0, "values must fill whole days")
        self.channels = channels
        self.firstDay = firstDay
        self.values = values
        dayCount = values.count / channels.count
        let width = channels.count
        totals = (0..<dayCount).map { day in
            var sum = 0.0
            for channel in 0..<width { sum += values[day * width + channel] }
            return sum
        }
    }

    /// The value of one channel on one day.
    public func value(day: Int, channel: Int) -> Double { values[day * channels.count + channel] }

    /// The calendar day of a day index.
    package func civilDay(ofIndex index: Int) -> CivilDay { firstDay.adding(days: index) }

    /// The index of a calendar day, or nil when it lies outside the data.
    package func index(of day: CivilDay) -> Int? {
        let index = day.daysSinceEpoch - firstDay.daysSinceEpoch
        return (0..<dayCount).contains(index) ? index : nil
    }

    /// The largest stacked total over a range of days (0 for an empty range).
    package func maxTotal(in days: Range<Int>) -> Double {
        var best = 0.0
        for day in days where totals[day] > best { best = totals[day] }
        return best
    }

    /// The largest stacked total over all days.
    public var maxTotal: Double { maxTotal(in: 0..<dayCount) }

    /// A copy of a range of days, as a windowed chart hands its data to the chart.
    package func extracting(days: Range<Int>) -> SalesDataset {
        let width = channels.count
        return SalesDataset(
            channels: channels,
            firstDay: firstDay.adding(days: days.lowerBound),
            values: Array(values[days.lowerBound * width..<days.upperBound * width])
        )
    }
}
