import Testing

@testable import ChartKit

@Suite struct YTicksTests {
    // With 6 ticks wanted, the data is covered in at most 5 steps of 1, 2 or 5 × 10^k.
    @Test(arguments: [
        (137_000_000.0, 50_000_000.0, 150_000_000.0),  // raw step 27.4M → 50M; 3 steps
        (100.0, 20.0, 100.0),  // raw step 20 is already nice
        (50.0, 10.0, 50.0),  // raw step 10
        (101.0, 50.0, 150.0),  // raw step 20.2 → 50
        (1.0, 0.2, 1.0),  // raw step 0.2
        (7.0, 2.0, 8.0),  // raw step 1.4 → 2, rounded up to 8
    ])
    func stepAndMaximumAreNice(data: Double, step: Double, maximum: Double) {
        let ticks = YTicks(dataMaximum: data)
        #expect(abs(ticks.step - step) < step * 1e-12)
        #expect(abs(ticks.maximum - maximum) < maximum * 1e-12)
        #expect(ticks.maximum >= data)
    }

    @Test func allZeroDataGetsAUnitDomain() {
        let ticks = YTicks(dataMaximum: 0)
        #expect(ticks.maximum == 1)
        #expect(ticks.count == 6)
    }

    @Test func totalsNearTwoToThe53StayFiniteAndCovered() {
        let top = 9_007_199_254_740_000.0
        let ticks = YTicks(dataMaximum: top)
        // raw step 1.8e15 → 2e15; five steps reach 1e16.
        #expect(ticks.step == 2e15)
        #expect(ticks.maximum == 1e16)
        #expect(ticks.count == 6)
    }

    @Test func tickCountStaysNearSix() {
        for exponent in 0..<15 {
            for mantissa in [1.0, 1.3, 2.7, 4.9, 7.7] {
                let ticks = YTicks(dataMaximum: mantissa * pow10(exponent))
                #expect((3...6).contains(ticks.count), "\(mantissa)e\(exponent) gave \(ticks.count) ticks")
            }
        }
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }
}

@Suite struct CompactNumberTests {
    @Test(arguments: [
        (0.0, "0"), (999.0, "999"), (500_000.0, "500K"), (12_500_000.0, "12.5M"), (40_000_000.0, "40M"),
        (1_250_000_000.0, "1.3B"), (2e15, "2000T"), (0.2, "0.2"),
    ])
    func labelsAreCompact(value: Double, label: String) {
        #expect(CompactNumber.format(value) == label)
    }
}
