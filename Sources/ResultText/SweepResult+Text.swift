import BenchSuite
import DisplayModel
import JSONText
import ResultFiles

extension SweepResult {
    /// A readable table: one line per data size and strategy, then the hitch-free limits.
    package func textTable() -> String {
        var out =
            "sweep over \(trace) at \(refreshHz) Hz (budget \(JSONText.fixed(FrameClock.budgetMilliseconds(refreshHz: refreshHz), decimals: 2)) ms), "
            + "\(clock.rawValue) clock" + (snap.map { ", snap \($0)" + (snapSettle.map { " (settle \($0))" } ?? "") } ?? "")
            + (shard.map { ($0.first?.isNumber == true ? ", part " : ", ") + $0 } ?? "") + "\n"
        // The strategy column is as wide as the longest name, so a long outside name does not push its row's numbers out.
        let nameWidth = max("strategy".count, strategies.map(\.count).max() ?? 0, points.map(\.strategy.count).max() ?? 0)
        func left(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        if clock == .instructions {
            // Valgrind's emulated times mean nothing: instructions per frame and in all, exact.
            out +=
                right("days", 8) + "  " + left("strategy", nameWidth) + right("p50 instr/frame", 17)
                + right("p99 instr/frame", 17) + right("total instructions", 20) + right("cache MB", 10) + "\n"
            for point in points {
                let counted = point.instructions
                out += right(String(point.days), 8) + "  " + left(point.strategy, nameWidth)
                out += right(counted.map { JSONText.grouped($0.p50PerFrame) } ?? "-", 17)
                out += right(counted.map { JSONText.grouped($0.p99PerFrame) } ?? "-", 17)
                out += right(counted.map { JSONText.grouped($0.total) } ?? "-", 20)
                out += right(GateText.megabytes(point.peakCacheBytes), 10) + "\n"
            }
            return out
        }
        out +=
            right("days", 8) + "  " + left("strategy", nameWidth)
            + right("p50 ms", 10) + right("p99 ms", 10) + right("max ms", 10) + right("commit p50", 12) + right("render p50", 12)
            + right("hitches", 9) + right("c/r/b", 14) + right("scroll ms/s", 13)
            + right("trace ms/s", 12) + right("cache MB", 10) + "\n"
        for point in points {
            out += right(String(point.days), 8) + "  " + left(point.strategy, nameWidth)
            for value in [point.p50FrameMs, point.p99FrameMs, point.maxFrameMs] {
                out += right(JSONText.fixed(value, decimals: 2), 10)
            }
            out += right(point.commitP50Ms.map { JSONText.fixed($0, decimals: 2) } ?? "-", 12)
            out += right(point.renderP50Ms.map { JSONText.fixed($0, decimals: 2) } ?? "-", 12)
            out += right(String(point.hitches), 9)
            out += right(point.hitchesByStage.map { "\($0.commit)/\($0.render)/\($0.both)" } ?? "-", 14)
            out += right(point.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 1) } ?? "-", 13)
            out += right(JSONText.fixed(point.traceHitchTimeRatioMsPerSecond, decimals: 1), 12)
            out += right(GateText.megabytes(point.peakCacheBytes), 10) + "\n"
        }
        if shard == nil {
            out +=
                "largest hitch-free data size: "
                + strategies.map { strategy in
                    "\(strategy) " + ((hitchFreeMaxDays[strategy] ?? nil).map { "\($0) days" } ?? "none")
                }.joined(separator: ", ") + "\n"
        }
        return out
    }
}
