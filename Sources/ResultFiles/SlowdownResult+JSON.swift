import BenchSuite
import FrameTiming
import JSONText

extension SlowdownResult {
    /// The format tag of a slowdown search's file.
    package static let format = "hitchbench-slowdown/1"

    /// The search as JSON with a fixed field order (documented in results/README.md): per strategy and longest
    /// hitch allowed, the median and range of the factors over repeats and each repeat's bracket.
    package func jsonString(toolVersion: String) -> String {
        let fields: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.format)), ("tool", .string(toolVersion)), ("trace", .string(traceName)),
            ("refreshHz", .int(settings.refreshHz)), ("intervalMs", .fixed(settings.budgetMilliseconds, decimals: 4)),
            ("precision", Self.factor(precision)), ("ceiling", Self.factor(AppSlowdown.range.upperBound)),
            ("settings", settings.recorded.json), ("machine", .strings(MachineInfo.current.metadataEntries)),
            ("strategies", .array(strategies, .lines, json)),
        ]
        return JSONValue.object(fields, .lines).document
    }

    private static func factor(_ value: Double) -> JSONValue { .number(value, decimals: 4) }

    /// One strategy: its name, what its commit stands for, its runs, and one line per longest hitch allowed.
    private func json(_ strategy: Strategy) -> JSONValue {
        let factor = Self.factor
        let thresholds = (0...maxIntervals).map { intervals -> JSONValue in
            let range = strategy.factorRange(intervals: intervals)
            let repeats = strategy.thresholds(intervals: intervals).map { threshold -> JSONValue in
                .object([
                    ("bound", .string(threshold.bound.rawValue)), ("factor", factor(threshold.factor)),
                    ("exceededAt", .optional(threshold.exceededAt, factor)),
                ])
            }
            let exactly = JSONValue.optional(strategy.exactly(intervals: intervals)) {
                .object([("fromFactor", factor($0.from)), ("toFactor", factor($0.to)), ("middleFactor", factor($0.middle))])
            }
            return .object([
                ("longestHitchIntervals", .int(intervals)),
                ("longestHitchMs", .fixed(Double(intervals) * settings.budgetMilliseconds, decimals: 4)),
                ("medianFactor", factor(strategy.medianFactor(intervals: intervals))), ("minFactor", factor(range.lowerBound)),
                ("maxFactor", factor(range.upperBound)), ("repeatsBelowOne", .int(strategy.repeatsBelowOne(intervals: intervals))),
                ("repeatsAtCeiling", .int(strategy.repeatsAtCeiling(intervals: intervals))), ("exactly", exactly),
                ("byRepeat", .array(repeats)),
            ])
        }
        return .object([
            ("strategy", .string(strategy.name)), ("commitWork", .string(strategy.commitWork.rawValue)), ("runs", .int(strategy.runs)),
            ("thresholds", .array(thresholds, .lines)),
        ])
    }
}
