extension SalesDataset {
    /// The seed screen's channels, bottom of the stack first.
    public static let seedChannels = ["zozotown", "wear", "yahoo!Shopping", "ownedEc"]
    /// The seed's last day, 2025-10-30; generated data always ends here.
    package static let seedLastDay = CivilDay(year: 2025, month: 10, day: 30) ?? CivilDay(daysSinceEpoch: 20_391)
    /// The seed's range of values: `round(Double.random(in: 0...50000000))`.
    package static let seedMaxValue: UInt64 = 50_000_000
    /// The most days a dataset may span (100 years).
    package static let maxDays = 36_500

    /// `days` consecutive days (1…36,500) ending on the seed's last day, each value a whole number in
    /// 0…50,000,000 drawn from `seed`; with the defaults, 2025-09-01…2025-10-30 as in the seed. The same
    /// arguments give the same data on every run and machine.
    public static func generated(days: Int = 60, seed: UInt64 = 1, channels: [String] = seedChannels) -> SalesDataset {
        precondition((1...maxDays).contains(days), "days must be in 1...\(maxDays)")
        var generator = SeededGenerator(seed: seed)
        var values = [Double](repeating: 0, count: days * channels.count)
        for index in values.indices {
            values[index] = Double(generator.wholeNumber(upTo: seedMaxValue))
        }
        return SalesDataset(channels: channels, firstDay: seedLastDay.adding(days: 1 - days), values: values)
    }
}
