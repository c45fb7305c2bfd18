import JSONText
import Testing

@Suite struct JSONTextTests {
    // Past 2^53 the digits are the scaled double's: 123456789.987654321 × 10^9 is 123456789987654336 as a double.
    @Test(arguments: [
        (1.5, 4, "1.5000"), (-0.00001, 4, "0.0000"), (2.0, 0, "2"), (0.12345, 4, "0.1235"), (-3.25, 2, "-3.25"), (-2.5, 1, "-2.5"),
        (12.0, 0, "12"), (0.0, 3, "0.000"), (1e19, 2, "9.2e18"), (-1e19, 2, "-9.2e18"), (123_456_789.987654321, 9, "123456789.987654336"),
    ])
    func fixedHasExactlyTheDecimals(value: Double, decimals: Int, text: String) {
        #expect(JSONText.fixed(value, decimals: decimals) == text)
    }

    @Test(arguments: [
        (7623.0, "7623"), (72.6, "72.6"), (-0.00001, "0"), (2.12345, "2.1235"), (0.5, "0.5"), (100.0, "100"), (-0.5, "-0.5"),
        (0.0001, "0.0001"), (-100.00001, "-100"),
    ])
    func numberDropsTrailingZeros(value: Double, text: String) {
        #expect(JSONText.number(value, decimals: 4) == text)
    }

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSONText.fixed(.nan, decimals: 2) == "null")
        #expect(JSONText.number(.infinity, decimals: 2) == "null")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONText.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }

    @Test func countedNounsEndingInAHissTakeEs() {
        #expect(JSONText.counted(1, "hitch") == "1 hitch")
        #expect(JSONText.counted(3, "commit hitch") == "3 commit hitches")
        #expect(JSONText.counted(0, "stall") == "0 stalls")
        #expect(JSONText.counted(2, "box") == "2 boxes")
    }

    @Test func csvFieldsAreQuotedOnlyWhenNeeded() {
        #expect(JSONText.csvField("plain") == "plain")
        #expect(JSONText.csvField("a, \"b\"") == "\"a, \"\"b\"\"\"")
    }
}

@Suite struct QuotedExcerptTests {
    @Test func shortTextIsQuotedWhole() {
        #expect(JSONText.quotedExcerpt("swipe") == "\"swipe\"")
    }

    @Test func longTextIsCutWithAnEllipsisAndLineBreaksEscaped() {
        #expect(JSONText.quotedExcerpt("a\nb" + String(repeating: "c", count: 100), maxCharacters: 5) == "\"a\\nbcc…\"")
    }
}
