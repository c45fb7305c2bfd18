import ChartKit

/// The days a windowed chart currently holds: `radius` days on each side of a centre day,
/// clipped to the data, copied out of the whole as the seed's `extractWindowData` filters it.
struct DataWindow {
    /// Content columns (whole-data day indices) the window covers.
    let days: Range<Int>
    /// The window's own copy of its days' values.
    let data: SalesDataset

    init(centre: Int, radius: Int, of whole: SalesDataset) {
        let lower = max(0, centre - radius)
        let upper = min(whole.dayCount, centre + radius + 1)
        days = lower..<max(lower + 1, upper)
        data = whole.extracting(days: days)
    }

    /// Scroll positions (days) that keep the viewport inside the window.
    func scrollRange(visibleDays: Double) -> ClosedRange<Double> {
        let lower = Double(days.lowerBound)
        return lower...max(lower, Double(days.upperBound) - visibleDays)
    }

    /// Bytes of the window's copy of the data.
    var byteCount: Int { (data.values.count + data.totals.count) * MemoryLayout<Double>.stride }
}
