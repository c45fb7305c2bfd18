/// A run's figures on the phone model: its work priced on a named device profile, in passes paced on the phone.
/// Modelled, not measured: the same on every machine.
package struct PhoneFigures: Equatable, Sendable {
    /// The profile's short name (`iphone-16-pro`).
    package var profile: String
    /// The device it models (`iPhone 16 Pro`).
    package var device: String
    /// The cost column of the headline summary.
    package var level: String
    /// Hitches and ratios at that column; nil when no pass was paced on the phone.
    package var summary: HitchSummary?
    /// The same at the profile's low costs, for the range; nil when not asked.
    package var low: HitchSummary?
    /// The same at its high costs.
    package var high: HitchSummary?

    /// The phone figures of a run priced on `profile` (of `device`) at the cost column named `level`.
    package init(
        profile: String, device: String, level: String, summary: HitchSummary?, low: HitchSummary? = nil, high: HitchSummary? = nil
    ) {
        self.profile = profile
        self.device = device
        self.level = level
        self.summary = summary
        self.low = low
        self.high = high
    }
}
