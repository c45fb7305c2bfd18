/// A scroll target behaviour in the manner of SwiftUI's `.valueAligned`: every scroll comes to rest on an
/// offset `phasePoints + n × periodPoints` (for the chart, a noon or a midnight under the plot's leading edge).
public struct ScrollTargetAlignment: Equatable, Sendable {
    /// Distance between aligned offsets in points (one day's width for the chart).
    public var periodPoints: Double
    /// The aligned offset nearest zero, in points (half a day for noon, 0 for midnight).
    public var phasePoints: Double

    /// Creates an alignment; a period that is not positive and finite aligns nothing.
    public init(periodPoints: Double, phasePoints: Double) {
        self.periodPoints = periodPoints
        self.phasePoints = phasePoints
    }

    /// The aligned offset for a glide projected to rest at `projected`: the next one in the direction of
    /// `direction` (+1 toward larger offsets, −1 toward smaller), or the nearest when `direction` is 0.
    public func target(forProjected projected: Double, direction: Int) -> Double {
        guard periodPoints.isFinite, periodPoints > 0, projected.isFinite else { return projected }
        let steps = (projected - phasePoints) / periodPoints
        // Within a millionth of a period counts as on it, so a rest already aligned does not move a period on.
        let tolerance = 1e-6
        let n: Double
        switch direction {
        case 1...: n = (steps - tolerance).rounded(.up)
        case ...(-1): n = (steps + tolerance).rounded(.down)
        default: n = steps.rounded(.toNearestOrAwayFromZero)
        }
        return phasePoints + n * periodPoints
    }
}
