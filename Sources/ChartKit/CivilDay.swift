/// A calendar day in the proleptic Gregorian calendar, counted in days since 1970-01-01.
///
/// Day arithmetic stays in integers so that the chart never touches a `Calendar` in its hot
/// paths; Foundation is used only to format labels (see `DayLabelFormatter`).
package struct CivilDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (negative before it).
    package var daysSinceEpoch: Int

    /// The day `daysSinceEpoch` days after 1970-01-01 (before it when negative).
    package init(daysSinceEpoch: Int) { self.daysSinceEpoch = daysSinceEpoch }

    /// The day with the given year, month (1…12) and day of month; nil when the date does not exist.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilDay.daysIn(month: month, year: year),
            (1...9999).contains(year)
        else { return nil }
        // Howard Hinnant's days_from_civil: shifts the year to start in March so leap days fall last.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        daysSinceEpoch = era * 146_097 + doe - 719_468
    }

    /// Parses an ISO `YYYY-MM-DD` date; nil for any other shape or a date that does not exist.
    package init?(iso text: Substring) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month and day of month.
    package var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days, the inverse of the initializer above.
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `YYYY-MM-DD`.
    package var isoString: String {
        let (y, m, d) = components
        return "\(y)-\(m < 10 ? "0" : "")\(m)-\(d < 10 ? "0" : "")\(d)"
    }

    /// The day `days` days later (earlier when negative).
    package func adding(days: Int) -> CivilDay { CivilDay(daysSinceEpoch: daysSinceEpoch + days) }

    /// Earlier days order first.
    package static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
