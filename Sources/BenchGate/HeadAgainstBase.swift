import Foundation
import FrameTiming

/// `compare --against REV`: head judged against base from runs of both on the same machine, repeat by repeat.
///
/// Counters, frames, effects and where scrolls rest are deterministic, so each entry's must equal the base's
/// exactly (repeat 1 of each side). Instructions are absolute and nearly exact, within `instructionTolerance`.
/// Time is judged as paired ratios: in each repeat, each entry's p50 frame time on head over its p50 on base;
/// for a group of entries (all of them, and each strategy over its traces) the geometric mean of that repeat's
/// ratios; over the repeats a `PairedInterval`. A group regresses when its interval's lower bound is past
/// 1 + `timeTolerance`. The bounds are one-sided at 1 − α/k for the k groups (Bonferroni), so the chance that
/// unchanged code fails any group is at most α = `falseAlarmRate` whatever the number of strategies.
package struct HeadAgainstBase: Sendable {
    /// Base's runs, one per repeat, in the order run.
    package var base: [SideRun]
    /// Head's runs, paired with `base` by index.
    package var head: [SideRun]
    /// The clock both sides ran on.
    package var clock: TimingClock
    /// What base is, for messages (`main (2b2040c1a2b3)`).
    package var baseName: String
    /// A time regression is a group ratio whose lower bound passes 1 + this (0.03: +3 %).
    package var timeTolerance = HeadAgainstBase.defaultTimeTolerance
    /// Allowed growth of instructions (0.01: +1 %).
    package var instructionTolerance = GateMeasure.instructionsTotal.defaultTolerance
    /// Family-wise chance that unchanged code fails some time group.
    package var falseAlarmRate = 0.05
    /// Whether entries base has and head did not run pass (`--allow-missing`).
    package var allowMissing = false

    /// The default time tolerance, +3 %: above the +1–2 % a rebuild in another folder can move a binary's
    /// speed by code layout alone, and below the 5 % a pull request's slowdown is worth stopping.
    package static let defaultTimeTolerance = 0.03

    /// Base and head runs paired by index on `clock`; `baseName` names base in messages.
    package init(base: [SideRun], head: [SideRun], clock: TimingClock, baseName: String) {
        self.base = base
        self.head = head
        self.clock = clock
        self.baseName = baseName
    }

    /// The entries both sides ran, sorted.
    package var commonEntries: [String] {
        guard let first = base.first, let other = head.first else { return [] }
        return first.entries.keys.filter { other.entries[$0] != nil }.sorted()
    }

    /// One time group: all entries, or one strategy's on every trace.
    package struct TimeGroup: Sendable {
        /// `all entries` or the strategy's name.
        package var name: String
        /// The entries pooled.
        package var entries: [String]
        /// The interval of head's time over base's; nil when some repeat lacks a time.
        package var interval: PairedInterval?
    }

    /// Each entry's own interval (not judged: shown in the table), in entry order.
    package func entryIntervals() -> [(entry: String, interval: PairedInterval?)] {
        commonEntries.map { ($0, interval(of: [$0])) }
    }

    /// The groups judged: all entries first, then each strategy in name order.
    package func timeGroups() -> [TimeGroup] {
        guard clock.measuresTime else { return [] }
        let entries = commonEntries
        let strategies = Set(entries.map(Self.strategy(of:))).sorted()
        let groups =
            [("all entries", entries)] + strategies.map { strategy in (strategy, entries.filter { Self.strategy(of: $0) == strategy }) }
        return groups.map { TimeGroup(name: $0.0, entries: $0.1, interval: interval(of: $0.1)) }
    }

    /// The one-sided confidence of each group's bound: 1 − α/k.
    package var groupLevel: Double {
        let groups = max(1, 1 + Set(commonEntries.map(Self.strategy(of:))).count)
        return 1 - falseAlarmRate / Double(groups)
    }

    /// The verdict: counters exactly, instructions within their tolerance, each time group by its bound.
    package func verdict() -> GateVerdict {
        let baseEntries = base.first?.entries ?? [:]
        let headEntries = head.first?.entries ?? [:]
        let common = commonEntries
        var verdict = GateVerdict(baselinePath: baseName, entriesInBaseline: baseEntries.count, entriesChecked: common.count)
        verdict.against = baseName
        verdict.notRun = baseEntries.keys.filter { headEntries[$0] == nil }.sorted()
        verdict.missingAllowed = allowMissing
        verdict.tolerances = [("counters", 0)]
        let added = headEntries.keys.filter { baseEntries[$0] == nil }.sorted()
        if !added.isEmpty { verdict.notes.append("new in head, not compared: " + added.joined(separator: ", ")) }
        for name in common {
            guard let was = baseEntries[name], let now = headEntries[name] else { continue }
            guard was.snap == now.snap else {
                verdict.problems.append("\(name): scrolls rest with snap \(now.snap), base \(was.snap)")
                continue
            }
            verdict.checks.append(exact(name, "frames", now.frames, was.frames))
            for (mine, theirs) in [(now.counters, was.counters), (now.effects, was.effects)] {
                for key in Set(mine.keys).union(theirs.keys).sorted() {
                    guard let value = mine[key], let old = theirs[key] else {
                        verdict.problems.append("\(name): \(key) is measured by \(mine[key] == nil ? "base" : "head") only")
                        continue
                    }
                    verdict.checks.append(exact(name, key, value, old))
                }
            }
            if !clock.measuresTime {
                for measure in GateMeasure.taken(on: clock) {
                    guard let value = now.instructions[measure], let old = was.instructions[measure] else { continue }
                    let limit = old + abs(old) * instructionTolerance
                    verdict.checks.append(
                        GateCheck(
                            entry: name, name: measure.rawValue, value: value, baseline: old, tolerance: instructionTolerance,
                            growthOnly: true, passed: value <= limit))
                }
            }
        }
        if !clock.measuresTime {
            verdict.tolerances += GateMeasure.taken(on: clock).map { ($0.rawValue, instructionTolerance) }
        }
        judgeTime(into: &verdict)
        return verdict
    }

    private func judgeTime(into verdict: inout GateVerdict) {
        guard clock.measuresTime else { return }
        let level = groupLevel
        let repeats = min(base.count, head.count)
        verdict.methods.append(
            "p50 frame time head/base up to \(Self.percent(timeTolerance)) per group (all entries, each strategy), judged by "
                + "the lower bound of a one-sided \(Self.percent(level, signed: false)) signed-rank interval (Hodges–Lehmann) over "
                + "\(repeats) paired repeat" + (repeats == 1 ? "" : "s") + " (false alarms at most "
                + "\(Self.percent(falseAlarmRate, signed: false)) in all)")
        for group in timeGroups() {
            guard let interval = group.interval else {
                verdict.notes.append("time not compared for \(group.name): a repeat has no p50 frame time for some entry")
                continue
            }
            let judged = interval.low ?? interval.ratio
            verdict.checks.append(
                GateCheck(
                    entry: group.name == "all entries" ? "all entries" : "\(group.name) (\(group.entries.count) entries)",
                    name: "p50TimeHeadOverBase", value: interval.ratio, low: interval.low, high: interval.high, baseline: 1,
                    tolerance: timeTolerance, growthOnly: true, passed: judged <= 1 + timeTolerance,
                    label: "p50 frame time head/base", isRatio: true))
        }
        if timeGroups().contains(where: { $0.interval != nil && $0.interval?.low == nil }) {
            let fewest = (2...100).first { SignedRank.lowerCriticalValue(repeats: $0, tail: 1 - level) != nil } ?? 100
            verdict.notes.append(
                "time: \(repeats) repeat\(repeats == 1 ? " gives" : "s give") no bound at this level, so each group's estimate was judged "
                    + "(use --repeat \(fewest) or more)")
        } else if let all = timeGroups().first?.interval, let smallest = all.smallestFlagged(tolerance: timeTolerance) {
            let needed = all.repeatsNeeded(slowdown: 0.05, tolerance: timeTolerance)
            verdict.notes.append(
                "time: one repeat's ratio of all entries varied by \(Self.percent(all.perRepeatSpread ?? 0, signed: false)) (robust s.d.), so with "
                    + "\(repeats) repeats a slowdown of all entries from about \(Self.percent(smallest)) on fails; "
                    + (needed.map { "a 5 % slowdown needs about \($0) repeats here" } ?? "5 % is within the tolerance"))
        }
    }

    private func interval(of entries: [String]) -> PairedInterval? {
        var ratios: [Double] = []
        for (was, now) in zip(base, head) {
            var logSum = 0.0
            for name in entries {
                guard let old = was.entries[name]?.p50FrameMs, let new = now.entries[name]?.p50FrameMs, old > 0, new > 0 else { return nil }
                logSum += log(new / old)
            }
            ratios.append(exp(logSum / Double(max(1, entries.count))))
        }
        return PairedInterval(ratios: ratios, level: groupLevel)
    }

    private func exact(_ entry: String, _ name: String, _ value: Int, _ old: Int) -> GateCheck {
        GateCheck(
            entry: entry, name: name, value: Double(value), baseline: Double(old), tolerance: 0, growthOnly: false, passed: value == old)
    }

    /// The strategy part of `<trace>/<strategy>`.
    package static func strategy(of entry: String) -> String {
        entry.split(separator: "/", maxSplits: 1).last.map(String.init) ?? entry
    }

    private static func percent(_ fraction: Double, signed: Bool = true) -> String {
        let value = (fraction * 1000).rounded() / 10
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return (signed && fraction > 0 ? "+" : "") + text + " %"
    }
}
