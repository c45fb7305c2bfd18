/// Where `harness render` puts the viewport: the initial position, a position in days, or a day.
package enum ScrollTarget: Equatable, Sendable {
    /// The latest day against the plot's right edge.
    case initial
    /// The day coordinate under the plot's left edge, clamped to the scroll range.
    case position(days: Double)
    /// A calendar day at the plot's left edge (clamped to the scroll range).
    case day(CivilDay)

    /// The position in days for `data`; nil when a named day lies outside the data.
    package func positionDays(in data: SalesDataset, viewport: ChartViewport) -> Double? {
        let maximum = viewport.maxPositionDays(dayCount: data.dayCount)
        switch self {
        case .initial: return viewport.initialPositionDays(dayCount: data.dayCount)
        case let .position(days): return min(max(days, 0), maximum)
        case let .day(day):
            guard let index = data.index(of: day) else { return nil }
            return min(Double(index), maximum)
        }
    }
}
