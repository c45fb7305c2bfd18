import FrameTiming
import JSONText

/// A sweep point's figures on the phone model, as a sweep file stores them: hitches, scroll hitch ratio and the
/// longest hitch paced on the phone at the run's cost column, and at the profile's low and high ends.
package struct SweepPhoneFigures: Equatable, Sendable {
    /// One cost column's figures.
    package struct Figures: Equatable, Sendable {
        /// Frames presented late.
        package var hitches: Int
        /// Hitch ms per second of scrolling; nil when the trace has no scroll.
        package var scrollHitchTimeRatioMsPerSecond: Double?
        /// The longest hitch, ms.
        package var maxHitchMs: Double

        /// Figures rounded once, here, to what a sweep file stores (as `SweepPoint`'s are).
        package init(hitches: Int, scrollHitchTimeRatioMsPerSecond: Double?, maxHitchMs: Double) {
            let stored = { (value: Double) in JSONText.rounded(value, decimals: SweepResult.decimals) }
            self.hitches = hitches
            self.scrollHitchTimeRatioMsPerSecond = scrollHitchTimeRatioMsPerSecond.map(stored)
            self.maxHitchMs = stored(maxHitchMs)
        }

        /// The figures of a summary paced on the phone.
        package init(_ summary: HitchSummary) {
            self.init(
                hitches: summary.hitches, scrollHitchTimeRatioMsPerSecond: summary.scrollHitchTimeRatioMsPerSecond,
                maxHitchMs: summary.maxHitchMs)
        }
    }

    /// The profile's short name.
    package var profile: String
    /// The cost column of `typical` (its name: `typical` unless `--cost` chose another).
    package var level: String
    /// At the run's cost column.
    package var typical: Figures
    /// At the profile's low costs; nil when the range was not run.
    package var low: Figures?
    /// At its high costs.
    package var high: Figures?

    /// The figures of a run's phone passes; nil when the run has no phone summary.
    package init?(_ phone: PhoneFigures?) {
        guard let phone, let summary = phone.summary else { return nil }
        self.init(
            profile: phone.profile, level: phone.level, typical: Figures(summary), low: phone.low.map(Figures.init),
            high: phone.high.map(Figures.init))
    }

    /// Figures as read from a file.
    package init(profile: String, level: String, typical: Figures, low: Figures?, high: Figures?) {
        self.profile = profile
        self.level = level
        self.typical = typical
        self.low = low
        self.high = high
    }
}
