import Testing

@testable import ChartKit

@Suite struct CivilDayTests {
    // Golden day numbers from Python's datetime: (date(y, m, d) - date(1970, 1, 1)).days.
    @Test(arguments: [
        ("2025-09-01", 20_332), ("2025-10-30", 20_391), ("2024-02-29", 19_782), ("1969-12-31", -1), ("1970-01-01", 0),
    ])
    func isoDateMapsToDaysSinceEpoch(iso: String, days: Int) {
        let day = CivilDay(iso: Substring(iso))
        #expect(day?.daysSinceEpoch == days)
        #expect(day?.isoString == iso)
    }

    @Test(arguments: ["2025-02-29", "2025-13-01", "2025-00-10", "2025-1-01", "2025/01/01", "abcd-ef-gh", ""])
    func invalidDatesAreRejected(text: String) {
        #expect(CivilDay(iso: Substring(text)) == nil)
    }

    @Test func componentsRoundTripAcrossCenturies() {
        for days in stride(from: -40_000, to: 80_000, by: 997) {
            let day = CivilDay(daysSinceEpoch: days)
            let (y, m, d) = day.components
            #expect(CivilDay(year: y, month: m, day: d) == day)
        }
    }
}
