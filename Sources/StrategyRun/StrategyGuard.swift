import ChartKit
import Raster
import RenderStrategies

/// A strategy that failed during a run: it threw, drew a frame of the wrong size, or its counters went
/// backwards. Reported as one line naming the strategy; nothing of the run is written.
public struct StrategyFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The strategy's command-line name.
    package var strategy: String
    /// What went wrong.
    package var reason: String

    /// A failure of `strategy` (its command-line name) for `reason`.
    package init(strategy: String, reason: String) {
        self.strategy = strategy
        self.reason = reason
    }

    /// One line naming the strategy and the problem.
    public var description: String { "strategy \(strategy): \(reason)" }
}

/// Checks what a strategy hands back, so one strategy's fault is reported as its own error and cannot
/// corrupt another's results.
struct StrategyGuard {
    let name: String
    let viewport: ChartViewport

    /// Runs `body`, turning anything it throws into this strategy's failure.
    func call<Result>(_ body: () throws -> Result) throws(StrategyFailure) -> Result {
        do {
            return try body()
        } catch let failure as StrategyFailure where failure.strategy == name {
            // The runner's own checks, passed on; a strategy cannot blame another by throwing one of these.
            throw failure
        } catch {
            throw StrategyFailure(strategy: name, reason: "threw \(error)")
        }
    }

    /// The frame must be the viewport's size.
    func checkFrame(_ frame: Canvas) throws(StrategyFailure) {
        guard frame.width == viewport.widthPixels, frame.height == viewport.heightPixels else {
            throw StrategyFailure(
                strategy: name,
                reason: "frame is \(frame.width)x\(frame.height) px; "
                    + "the viewport is \(viewport.widthPixels)x\(viewport.heightPixels) px")
        }
    }

    /// Work counters only grow: a frame's difference must not be negative, and the strategy's own counters are
    /// the ones it set before the run (a reading with a name more is a counter that would be lost). Checked
    /// every frame without allocating; the names are looked up only to report a failure.
    func checkCounters(_ custom: CustomCounters, _ work: WorkCounters, customNames: [String], names: [String]) throws(StrategyFailure) {
        if custom.overflowed {
            throw StrategyFailure(strategy: name, reason: "sets more than \(CustomCounters.capacity) counters of its own")
        }
        var slot = 0
        var negative: (slot: Int, value: Int)?
        work.forEachValue(customNames: customNames) { value in
            if value < 0, negative == nil { negative = (slot, value) }
            slot += 1
        }
        if let negative {
            throw StrategyFailure(strategy: name, reason: "counter \(names[negative.slot]) went backwards by \(-negative.value)")
        }
        if let extra = custom.firstName(notIn: customNames) {
            throw StrategyFailure(
                strategy: name, reason: "counter '\(extra)' was not set before the run (set every counter in every reading)")
        }
    }

    /// A strategy's own counters as its reading before the run set them, checked: at most
    /// `CustomCounters.capacity`, each 1–40 ASCII letters and digits starting with a lowercase letter (safe as a
    /// JSON key, a CSV column and a plot label), none a shared counter's name. Returns their names.
    func checkCustomCounters(_ custom: CustomCounters) throws(StrategyFailure) -> [String] {
        guard !custom.overflowed else {
            throw StrategyFailure(
                strategy: name,
                reason: "sets more than \(CustomCounters.capacity) counters of its own; at most \(CustomCounters.capacity) are supported")
        }
        let names = custom.names
        var seen = Set(WorkCounters.names)
        for counter in names {
            let valid =
                !counter.isEmpty && counter.utf8.count <= 40
                && counter.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
                && counter.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            guard valid else {
                throw StrategyFailure(
                    strategy: name,
                    reason: "counter name '\(counter)' must be 1-40 ASCII letters and digits starting with a lowercase letter")
            }
            guard seen.insert(counter).inserted else {
                throw StrategyFailure(strategy: name, reason: "counter name '\(counter)' is a shared counter's name")
            }
        }
        return names
    }
}
