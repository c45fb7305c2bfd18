/// Short axis labels for sales figures: `0`, `500K`, `12.5M`, `40M`, `1.2B`.
package enum CompactNumber {
    private static let units: [(scale: Double, suffix: String)] = [
        (1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K"),
    ]

    /// Formats `value` with a K/M/B/T suffix and at most one decimal, dropping a trailing `.0`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let magnitude = abs(value)
        for unit in units where magnitude >= unit.scale {
            return decimal(value / unit.scale) + unit.suffix
        }
        return decimal(value)
    }

    /// One decimal at most, computed in integers so every platform prints the same digits.
    private static func decimal(_ value: Double) -> String {
        let tenths = Int64((abs(value) * 10).rounded())
        let sign = value < 0 && tenths != 0 ? "-" : ""
        let whole = tenths / 10
        let fraction = tenths % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
