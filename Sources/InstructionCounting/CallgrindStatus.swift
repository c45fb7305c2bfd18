/// Reads instruction totals out of the answers Callgrind writes to Valgrind's log for the monitor command
/// `status internal` (the interface `callgrind_control` uses).
///
/// An answer opens with `instrumentation: on`, names the events (`events: Ir`) and gives, per thread `t`, a line
/// `events-t: <costs>` with the costs collected since the last dump, in the events' order; lines for the call
/// stack (`function-t-i:`, `calls-t-i:`, `events-t-i:`) follow. The total of an answer is the `Ir` column summed
/// over threads. Other lines in the log (Valgrind's own messages) are not part of any answer.
enum CallgrindStatus {
    /// Each answer's total instructions, in the order written; nil for an answer without a readable total.
    static func totals(inLog text: String) -> [UInt64?] {
        var answers: [(sum: UInt64, threads: Int, readable: Bool)] = []
        var column = 0
        // Only `instrumentation:` and `events…:` lines matter; the others are skipped on their first byte, which
        // keeps reading cheap when it runs instrumented.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let first = bytes.first, first == UInt8(ascii: "i") || first == UInt8(ascii: "e"),
                let (key, value) = keyAndValue(Substring(bytes))
            else { continue }
            let words = value.split(separator: " ")
            switch (key.name, key.numbers) {
            case ("instrumentation", 0):
                answers.append((0, 0, true))
                column = 0
            case ("events", 0):
                column = words.firstIndex(of: "Ir") ?? 0
            case ("events", 1) where !answers.isEmpty:
                let cost = words.indices.contains(column) ? UInt64(words[column]) : nil
                answers[answers.count - 1].sum += cost ?? 0
                answers[answers.count - 1].threads += 1
                answers[answers.count - 1].readable = answers[answers.count - 1].readable && cost != nil
            default:
                break
            }
        }
        return answers.map { $0.readable && $0.threads > 0 ? $0.sum : nil }
    }

    /// True for a line of a status answer, false for anything else in the log (to pass on to stderr).
    static func isStatusLine(_ line: Substring) -> Bool {
        guard let (key, _) = keyAndValue(line) else { return false }
        switch key.numbers {
        case 0: return plainKeys.contains(key.name)
        case 1...2: return numberedKeys.contains(key.name)
        default: return false
        }
    }

    private static let plainKeys: Set<Substring> = [
        "instrumentation", "executed-bbs", "executed-calls", "distinct-bbs", "distinct-calls", "distinct-functions",
        "distinct-contexts", "events", "part", "threads", "current-tid",
    ]
    private static let numberedKeys: Set<Substring> = ["events", "frames", "function", "calls"]

    /// A line `name[-n[-m]]: value` as the name, how many numbers follow it, and the value; nil for other lines.
    private static func keyAndValue(_ line: Substring) -> (key: (name: Substring, numbers: Int), value: Substring)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        var parts = line[..<colon].split(separator: "-", omittingEmptySubsequences: false)
        var numbers = 0
        while parts.count > 1, let last = parts.last, !last.isEmpty, last.allSatisfy(\.isASCIIDigit) {
            parts.removeLast()
            numbers += 1
        }
        let name = line[..<colon].prefix(parts.map(\.count).reduce(parts.count - 1, +))
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return ((name, numbers), line[line.index(after: colon)...])
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
