import Testing

@testable import ChartKit

@Suite struct SalesDatasetTests {
    @Test func defaultDataCoversTheSeedsSixtyDays() {
        let data = SalesDataset.generated()
        #expect(data.dayCount == 60)
        #expect(data.firstDay.isoString == "2025-09-01")
        #expect(data.civilDay(ofIndex: 59).isoString == "2025-10-30")
        #expect(data.channels == ["zozotown", "wear", "yahoo!Shopping", "ownedEc"])
    }

    @Test func valuesAreWholeNumbersWithinTheSeedsRange() {
        let data = SalesDataset.generated(days: 365, seed: 9)
        #expect(data.values.allSatisfy { $0 >= 0 && $0 <= 50_000_000 && $0 == $0.rounded() })
    }

    @Test func theSameSeedGivesTheSameDataAndAnotherSeedDoesNot() {
        #expect(SalesDataset.generated(seed: 7) == SalesDataset.generated(seed: 7))
        #expect(SalesDataset.generated(seed: 7).values != SalesDataset.generated(seed: 8).values)
    }

    @Test func generatorOutputIsPinned() {
        // Vigna's reference SplitMix64 (recomputed in Python) gives these for seed 1; pinning them
        // guards the promise that every machine generates the same data.
        var generator = SeededGenerator(seed: 1)
        #expect(generator.next() == 0x910A_2DEC_8902_5CC1)
        #expect(generator.next() == 0xBEEB_8DA1_658E_EC67)
    }

    @Test func hundredYearsEndOnTheSeedsLastDay() {
        let data = SalesDataset.generated(days: 36_500, seed: 1)
        #expect(data.dayCount == 36_500)
        #expect(data.civilDay(ofIndex: 36_499).isoString == "2025-10-30")
        #expect(data.firstDay.isoString == "1925-11-25")
    }

    @Test func totalsStackEveryChannel() {
        let data = SalesDataset(channels: ["a", "b"], firstDay: CivilDay(daysSinceEpoch: 0), values: [1, 2, 30, 40])
        #expect(data.totals == [3, 70])
        #expect(data.maxTotal == 70)
    }

    @Test func extractingKeepsTheDaysAndMovesTheFirstDay() {
        let data = SalesDataset.generated(days: 60)
        let window = data.extracting(days: 10..<20)
        #expect(window.dayCount == 10)
        #expect(window.firstDay == data.civilDay(ofIndex: 10))
        #expect(window.value(day: 0, channel: 2) == data.value(day: 10, channel: 2))
    }
}
