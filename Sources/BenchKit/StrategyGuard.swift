import ChartKit
import Raster
import RenderStrategies

/// A strategy that failed during a run: it threw, drew a frame of the wrong size, or its counters went
/// backwards. Reported as one line naming the strategy; nothing of the run is written.
public struct StrategyFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The strategy's command-line name.
    public var strategy: String
    /// What went wrong.
    public var reason: String

    /// A failure of `strategy` (its command-line name) for `reason`.
    public init(strategy: String, reason: String) {
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
            throw StrategyFailure(strategy: name, reason: "frame is \(frame.width)x\(frame.height) px; "
                + "the viewport is \(viewport.widthPixels)x\(viewport.heightPixels) px")
        }
    }

    /// Work counters only grow: a frame's difference must not be negative. Checked every frame without
    /// allocating; the names are looked up only to report a failure.
    func checkCounters(_ work: WorkCounters) throws(StrategyFailure) {
        var slot = 0
        var negative: (slot: Int, value: Int)?
        work.forEachValue { value in
            if value < 0, negative == nil { negative = (slot, value) }
            slot += 1
        }
        if let negative {
            throw StrategyFailure(strategy: name, reason: "counter \(WorkCounters.names[negative.slot]) went backwards by \(-negative.value)")
        }
    }
}
