import Foundation

/// The y domain `0...maximum` and its tick values, chosen on a 1-2-5 ladder.
///
/// Like Swift Charts' `.automatic(desiredCount:)` and DGCharts' `computeAxisValues`, the step is
/// the smallest "nice" number (1, 2 or 5 × 10^k) that covers the data in at most
/// `desiredCount - 1` intervals, and the maximum is the data's maximum rounded up to a step.
public struct YTicks: Equatable, Sendable {
    /// Top of the domain (the bottom is always 0: stacked sales are never negative).
    public let maximum: Double
    /// Distance between ticks.
    package let step: Double

    /// Nice ticks for data whose largest stacked total is `dataMaximum`.
    public init(dataMaximum: Double, desiredCount: Int = 6) {
        // An all-zero (or invalid) chart still needs an axis: show 0...1 as Swift Charts does.
        let top = dataMaximum.isFinite && dataMaximum > 0 ? dataMaximum : 1
        let intervals = Double(max(desiredCount - 1, 1))
        let rawStep = top / intervals
        let magnitude = pow(10, (log10(rawStep)).rounded(.down))
        var step = 10 * magnitude
        for factor in [1.0, 2.0, 5.0] where factor * magnitude >= rawStep * (1 - 1e-12) {
            step = factor * magnitude
            break
        }
        self.step = step
        maximum = max((top / step * (1 - 1e-12)).rounded(.up), 1) * step
    }

    /// Number of ticks, including 0 and the maximum.
    public var count: Int { Int((maximum / step).rounded()) + 1 }

    /// The value of tick `index` (0 at the bottom).
    package func value(at index: Int) -> Double { Double(index) * step }
}
