import BenchSuite
import FrameTiming
import JSONText

extension SlowdownResult {
    /// The format tag of a slowdown search's file.
    package static let format = "hitchbench-slowdown/1"

    /// The search as JSON with a fixed field order (documented in results/README.md): per strategy and longest
    /// hitch allowed, the median and range of the factors over repeats and each repeat's bracket.
    package func jsonString(toolVersion: String) -> String {
        let factor = { (value: Double) in JSONText.number(value, decimals: 4) }
        var out = "{\n  \"format\": \(JSONText.quoted(Self.format)),\n  \"tool\": \(JSONText.quoted(toolVersion)),\n"
        out += "  \"trace\": \(JSONText.quoted(traceName)),\n  \"refreshHz\": \(settings.refreshHz),\n"
        out += "  \"intervalMs\": \(JSONText.fixed(settings.budgetMilliseconds, decimals: 4)),\n"
        out += "  \"precision\": \(factor(precision)),\n  \"ceiling\": \(factor(AppSlowdown.range.upperBound)),\n"
        out += "  \"settings\": \(settings.recorded.jsonObject()),\n"
        out +=
            "  \"machine\": {"
            + MachineInfo.current.metadataEntries.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }
            .joined(separator: ", ") + "},\n"
        out +=
            "  \"strategies\": [\n"
            + strategies.map { strategy in
                let thresholds = (0...maxIntervals).map { intervals in
                    let range = strategy.factorRange(intervals: intervals)
                    let repeats = strategy.thresholds(intervals: intervals).map { threshold in
                        "{\"bound\": \(JSONText.quoted(threshold.bound.rawValue)), \"factor\": \(factor(threshold.factor)), "
                            + "\"exceededAt\": \(threshold.exceededAt.map(factor) ?? "null")}"
                    }
                    return "        {\"longestHitchIntervals\": \(intervals), "
                        + "\"longestHitchMs\": \(JSONText.fixed(Double(intervals) * settings.budgetMilliseconds, decimals: 4)), "
                        + "\"medianFactor\": \(factor(strategy.medianFactor(intervals: intervals))), "
                        + "\"minFactor\": \(factor(range.lowerBound)), \"maxFactor\": \(factor(range.upperBound)), "
                        + "\"repeatsBelowOne\": \(strategy.repeatsBelowOne(intervals: intervals)), "
                        + "\"repeatsAtCeiling\": \(strategy.repeatsAtCeiling(intervals: intervals)), "
                        + "\"exactly\": "
                        + (strategy.exactly(intervals: intervals).map {
                            "{\"fromFactor\": \(factor($0.from)), \"toFactor\": \(factor($0.to)), \"middleFactor\": \(factor($0.middle))}"
                        } ?? "null") + ", "
                        + "\"byRepeat\": [\(repeats.joined(separator: ", "))]}"
                }
                return
                    "    {\"strategy\": \(JSONText.quoted(strategy.name)), \"commitWork\": \(JSONText.quoted(strategy.commitWork.rawValue)), "
                    + "\"runs\": \(strategy.runs), \"thresholds\": [\n" + thresholds.joined(separator: ",\n") + "\n    ]}"
            }.joined(separator: ",\n") + "\n  ]\n}\n"
        return out
    }
}
