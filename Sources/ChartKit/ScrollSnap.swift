/// Where a scroll comes to rest, as the seed's `.chartScrollTargetBehavior(.valueAligned(matching:))`:
/// anywhere, or with the plot's leading edge on a noon or a midnight.
public enum ScrollSnap: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Free glides: a scroll rests wherever its deceleration ends.
    case none
    /// The leading edge rests at 12:00 of a day, half a day cut off ("stop where the left bar is cut off").
    case noon
    /// The leading edge rests at 00:00, on a day boundary.
    case day

    /// The aligned positions in days, as (period, phase): every rest is phase + n × period; nil for `none`.
    package var alignmentDays: (periodDays: Double, phaseDays: Double)? {
        switch self {
        case .none: nil
        case .noon: (1, 0.5)
        case .day: (1, 0)
        }
    }
}
