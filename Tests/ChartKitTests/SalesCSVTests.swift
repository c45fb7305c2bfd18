import Testing

@testable import ChartKit

@Suite struct SalesCSVTests {
    @Test func rowsBecomeAStackedDatasetWithGapsAsZero() throws {
        let data = try SalesCSV.parse(
            """
            date,channel,value
            2025-09-01,zozotown,10
            2025-09-01,wear,5
            2025-09-03,zozotown,7
            """)
        #expect(data.channels == ["zozotown", "wear"])
        #expect(data.dayCount == 3)
        #expect(data.firstDay.isoString == "2025-09-01")
        #expect(data.values == [10, 5, 0, 0, 7, 0])
    }

    @Test func windowsLineEndingsAndBlankLinesAreAccepted() throws {
        let data = try SalesCSV.parse("date,channel,value\r\n2025-09-01,a,1\r\n\r\n")
        #expect(data.values == [1])
    }

    @Test(arguments: [
        ("day,channel,value\n", 1, "expected the header 'date,channel,value', found 'day,channel,value'"),
        ("date,channel,value\n2025-09-01,wear,1\n2025-09-01,Wear,2\n", 3, "channel 'Wear' differs from 'wear' (line 2) only in case"),
        ("date,channel,value\n2025-09-01,a\n", 2, "3 fields"),
        ("date,channel,value\n2025-09-01,a,1\n2025-02-30,a,1\n", 3, "2025-02-30"),
        ("date,channel,value\n2025-09-01,a,-3\n", 2, "-3"),
        ("date,channel,value\n2025-09-01,a,1.5\n", 2, "1.5"),
        ("date,channel,value\n2025-09-01,a,99999999999999999\n", 2, "whole number"),
        ("date,channel,value\n2025-09-01,a,1\n2025-09-01,a,2\n", 3, "second value"),
        ("date,channel,value\n2025-09-01,,1\n", 2, "empty"),
        ("date,channel,value\n", 1, "no data rows"),
        ("", 1, "empty"),
    ])
    func badInputNamesTheLine(text: String, line: Int, fragment: String) {
        #expect {
            _ = try SalesCSV.parse(text)
        } throws: { error in
            guard let error = error as? SalesCSVError else { return false }
            return error.line == line && error.description.contains(fragment) && error.description.hasPrefix("line \(line): ")
        }
    }

    /// Surrounding spaces are trimmed, so ` wear ` is the same channel as `wear`, not a fifth series.
    @Test func spacesAroundAChannelNameDoNotMakeANewChannel() throws {
        let data = try SalesCSV.parse("date,channel,value\n2025-09-01,wear,1\n2025-09-02, wear ,2\n")
        #expect(data.channels == ["wear"])
        #expect(data.values == [1, 2])
    }

    @Test func moreThanAHundredYearsIsRefused() {
        let text = "date,channel,value\n1900-01-01,a,1\n2025-01-01,a,1\n"
        #expect(throws: SalesCSVError.self) { try SalesCSV.parse(text) }
    }
}
