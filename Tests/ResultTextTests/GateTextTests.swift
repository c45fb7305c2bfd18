import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

@Suite struct GateTextTests {
    /// Two significant digits at least, so a change of one in billions still shows.
    @Test(arguments: [
        (0.125, "+12.5%"), (0.913, "+91.3%"), (-0.031, "-3.1%"), (0.00004, "+0.004%"), (0.0000042, "+0.00042%"),
        (1 / 4_060_447_072.0, "+0.000000025%"), (2.5, "+250%"), (0, "0%"),
    ])
    func aPercentageNeverRoundsARealChangeToZero(fraction: Double, text: String) {
        #expect(GateText.percent(fraction) == text)
    }

    @Test func aToleranceReadsUnsigned() {
        #expect(GateText.percent(0.5, signed: false) == "50%")
        #expect(GateText.percent(0.01, signed: false) == "1%")
    }

    /// Against a tolerance, a change gets the decimals it needs not to read as the tolerance; the tolerance itself
    /// reads as it.
    @Test(arguments: [(0.01021, "+1.02%"), (0.0100004, "+1.00004%"), (0.0099, "+0.99%"), (0.01, "+1%"), (0.013, "+1.3%")])
    func aChangeNearTheToleranceIsTold(fraction: Double, text: String) {
        #expect(GateText.percent(fraction, distinctFrom: 0.01) == text)
    }

    @Test func aChangeTooSmallForEighteenDecimalsStillShows() {
        #expect(GateText.percent(1e-30) == "+<0.000000000000000001%")
    }

    /// A baseline is input: a change of 10^307 must print, not trap.
    @Test func aHugeChangeDoesNotTrap() {
        #expect(GateText.percent(1e307).hasPrefix("+"))
        #expect(GateText.percent(-.infinity) == "-inf%")
    }

    @Test func aRatioShowsItsInterval() throws {
        #expect(GateText.ratio(try #require(RepeatEstimate(perRepeat: [0.146, 0.1401, 0.151]))) == "0.146× [0.140–0.151]")
    }
}
