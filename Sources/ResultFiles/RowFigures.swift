import BenchSuite
import JSONText

/// One compare row's figures by machine-readable name (`ComparisonColumns.keys`): what `ComparisonRow.fields`
/// makes, its numbers rounded as a compare file stores them, and what a compare file's row holds. A table made
/// from either reads the same digits, so the docs' tables are the ones `harness compare` prints.
package struct RowFigures: Sendable {
    private var values: [String: RowValue]
    /// Each swap frame's work in ms (the JSON row's `swapFrameMs`), to pool over traces; nil on the instruction
    /// clock.
    package var swapFrameMs: [Double]?

    /// The figures of a row read from a file.
    init(values: [String: RowValue], swapFrameMs: [Double]?) {
        self.values = values
        self.swapFrameMs = swapFrameMs
    }

    /// The figures of a row in memory, each number rounded to the decimals a compare file writes.
    package init(_ row: ComparisonRow) {
        var values: [String: RowValue] = [:]
        for (key, value) in row.fields {
            if case .number(let number) = value {
                values[key] = .number(JSONText.rounded(number, decimals: RowValue.decimals))
            } else {
                values[key] = value
            }
        }
        self.init(values: values, swapFrameMs: row.swapFrames.ms.map { JSONText.rounded($0, decimals: RowValue.decimals) })
    }

    /// The row's strategy.
    package var strategy: String { text("strategy") ?? "" }

    /// A word (`strategy`, `snap`, `band`, `worstFrameNotes`); nil when null or not a word.
    package func text(_ key: String) -> String? {
        if case .text(let text) = values[key] { return text }
        return nil
    }

    /// A whole number (a count, bytes, instructions); nil when null or not whole.
    package func int(_ key: String) -> Int? {
        switch values[key] {
        case .count(let count): count
        case .number(let number) where number == number.rounded() && abs(number) <= 9_007_199_254_740_992: Int(number)
        default: nil
        }
    }

    /// A number (ms, ms/s, a ratio, or a count as a number); nil when null.
    package func number(_ key: String) -> Double? {
        switch values[key] {
        case .count(let count): Double(count)
        case .number(let number): number
        default: nil
        }
    }
}
