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
}
