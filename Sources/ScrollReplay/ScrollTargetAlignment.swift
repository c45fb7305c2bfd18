/// How a release reaches the aligned offset a scroll target behaviour picked for it.
///
/// The target is the same either way: the normal deceleration projects where the release would rest and the
/// next aligned offset in its direction is chosen. What differs is the travel the release's own velocity does
/// not supply (all of it for a still release).
package enum SnapSettle: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The release glides at its own velocity on UIScrollView's normal rate (0.998/ms), and the rest of the way
    /// to the target settles at its fast rate (0.99/ms), which Apple's WebKit switches UIScrollView to whenever
    /// snap offsets exist: a 24 pt snap from a still release settles in about 0.5 s.
    case fast
    /// HitchBench 0.1's model: the release velocity is rescaled so the normal-rate curve ends on the target
    /// (v = |k|·distance), as a `targetContentOffset` adjustment changes it. A still release then creeps for
    /// ln(6·d)/2.002 s (2.5 s for 24 pt), which no observed iOS behaviour supports; kept for comparison.
    case normal
}

/// A scroll target behaviour in the manner of SwiftUI's `.valueAligned`: every scroll comes to rest on an
/// offset `phasePoints + n × periodPoints` (for the chart, a noon or a midnight under the plot's leading edge).
package struct ScrollTargetAlignment: Equatable, Sendable {
    /// Distance between aligned offsets in points (one day's width for the chart).
    package var periodPoints: Double
    /// The aligned offset nearest zero, in points (half a day for noon, 0 for midnight).
    package var phasePoints: Double
    /// How a release reaches its aligned offset.
    package var settle: SnapSettle

    /// Creates an alignment; a period that is not positive and finite aligns nothing.
    package init(periodPoints: Double, phasePoints: Double, settle: SnapSettle = .fast) {
        self.periodPoints = periodPoints
        self.phasePoints = phasePoints
        self.settle = settle
    }

    /// The aligned offset for a glide projected to rest at `projected`: the next one in the direction of
    /// `direction` (+1 toward larger offsets, −1 toward smaller), or the nearest when `direction` is 0.
    package func target(forProjected projected: Double, direction: Int) -> Double {
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
