/// Order statistics used by the summaries.
package enum Statistics {
    /// Nearest-rank percentile of ascending `sorted` values: the value at rank ⌈p/100 · N⌉ (1-based, at least 1),
    /// so it is always an observed value; 0 for no values.
    package static func nearestRank(_ percentile: Double, ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((percentile / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Median of `values`: the middle value, or the mean of the two middle values for an even count; 0 for none.
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Median of integers, with an even count's half-way mean rounded half away from zero.
    package static func median(_ values: [Int]) -> Int {
        Int(median(values.map(Double.init)).rounded(.toNearestOrAwayFromZero))
    }
}
