import Testing

@testable import ChartKit

@Suite struct DayLabelFormatterTests {
    // 2025-09-01 was a Monday and 2025-10-30 a Thursday (Python's datetime agrees).
    @Test(arguments: [("2025-09-01", "09/01", "Mon"), ("2025-10-30", "10/30", "Thu"), ("2024-02-29", "02/29", "Thu")])
    func labelsAreMonthDayAndWeekday(iso: String, date: String, weekday: String) throws {
        let formatter = DayLabelFormatter()
        let label = formatter.label(for: try #require(CivilDay(iso: Substring(iso))))
        #expect(label == DayLabel(date: date, weekday: weekday))
    }

    @Test func eachDayIsFormattedOnce() throws {
        let formatter = DayLabelFormatter()
        let day = try #require(CivilDay(iso: "2025-09-01"))
        _ = formatter.label(for: day)
        _ = formatter.label(for: day)
        _ = formatter.label(for: day.adding(days: 1))
        #expect(formatter.formattedCount == 2)
    }

    /// The seed's cell makes one formatter per label, `MM/dd\nEEE`: the same two lines as the cached labels, one
    /// formatter created for each label formatted.
    @Test func aNewFormatterPerLabelGivesTheSameLabelsWithOneFormatterEach() throws {
        let cached = DayLabelFormatter()
        let fresh = DayLabelFormatter(policy: .newFormatterEveryTime)
        let first = try #require(CivilDay(iso: "2024-02-27"))
        for offset in 0..<4 {
            #expect(fresh.label(for: first.adding(days: offset)) == cached.label(for: first.adding(days: offset)))
        }
        _ = fresh.label(for: first)
        #expect(fresh.formattedCount == 5 && fresh.formattersCreated == 5)
        #expect(cached.formattedCount == 4 && cached.formattersCreated == 0)
    }

    @Test func aReusedFormatterCountsLabelsButNoFormatters() throws {
        let formatter = DayLabelFormatter(policy: .everyTime)
        let day = try #require(CivilDay(iso: "2025-09-01"))
        _ = formatter.label(for: day)
        _ = formatter.label(for: day)
        #expect(formatter.formattedCount == 2 && formatter.formattersCreated == 0)
    }
}
