import BenchSuite
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a sweep stops before it has run every size: Ctrl-C or SIGTERM (a partial result, exit 128 + the
/// signal, which `merge --partial` takes), or its time budget running out (a result marked incomplete, exit 0:
/// keeping the finished sizes is the plan, and `merge` says what is missing).
package struct SweepStop {
    /// `--budget TIME` as given (`40m`) and in seconds.
    package var budget: (text: String, seconds: Double)?
    private let deadline: ContinuousClock.Instant?

    /// Starts the budget's clock now and has SIGINT and SIGTERM stop the sweep after the current frame.
    package init(budget: (text: String, seconds: Double)?) {
        self.budget = budget
        deadline = budget.map { ContinuousClock.now + .milliseconds(Int64($0.seconds * 1000)) }
        if #available(macOS 15.0, *) { InterruptSignals.install() }
    }

    /// `90`, `90s`, `40m`, `2h` in seconds (more than 0, at most a week); nil for anything else.
    package static func seconds(of text: String) -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        let unit = text.last.flatMap { units[$0] }
        guard let number = Double(unit == nil ? text : String(text.dropLast())), number.isFinite, number > 0, number <= 7 * 86_400 else {
            return nil
        }
        return number * (unit ?? 1)
    }

    /// Whether the sweep should stop now: a signal came, or the budget ran out.
    package func shouldStop() -> Bool { signal != nil || deadline.map { ContinuousClock.now >= $0 } ?? false }

    private var signal: Int32? {
        guard #available(macOS 15.0, *) else { return nil }
        return InterruptSignals.received
    }

    /// What to write of a stopped sweep, the line saying why and what it kept, what the file is, and the exit
    /// status; `program` is the executable's name for the line's advice.
    package func stopped(
        _ interrupted: SweepInterrupted, program: String
    ) -> (result: SweepResult, line: String, what: String, status: Int32) {
        var partial = interrupted.partial
        if signal == nil, let budget {
            let missing = partial.missingDays.map(String.init).joined(separator: ",")
            let marker = "\(SweepResult.incompleteMarker) of \(budget.text); missing \(missing)"
            // A part keeps its `I/N`; a whole sweep's text is the marker alone.
            partial.shard = partial.shard.flatMap { $0.first?.isNumber == true ? "\($0.prefix { $0 != " " }) (\(marker))" : nil } ?? marker
            let line =
                "sweep: incomplete: the time budget of \(budget.text) ran out while measuring \(interrupted.interruptedDays) days; kept the "
                + "finished sizes, missing days \(missing) ('\(program) merge' takes the file and says what is missing)"
            return (partial, line, "incomplete sweep", 0)
        }
        let number = signal ?? SIGINT
        let measured = Set(partial.points.map(\.days)).sorted()
        let line =
            "sweep: interrupted by \(number == SIGTERM ? "SIGTERM" : "SIGINT") while measuring \(interrupted.interruptedDays) days; "
            + (measured.isEmpty
                ? "no size was finished" : "kept the finished sizes (days \(measured.map(String.init).joined(separator: ",")))")
            + "; '\(program) merge --partial' takes the file"
        return (partial, line, "partial sweep", 128 + number)
    }
}
