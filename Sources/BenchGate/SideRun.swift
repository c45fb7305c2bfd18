import FrameTiming

/// What one process of one side of a paired comparison (`compare --against`) measured: one repeat of every
/// trace × strategy entry, as its compare files record it.
package struct SideRun: Equatable, Sendable {
    /// One trace × strategy entry of the run.
    package struct Entry: Equatable, Sendable {
        /// Where the strategy's scrolls rested (`none`, `noon`, `day`).
        package var snap: String
        /// Frames produced.
        package var frames: Int
        /// Work counter totals by name.
        package var counters: [String: Int]
        /// Visible effects by name, whole numbers (as a baseline records them).
        package var effects: [String: Int]
        /// The median frame's time in ms on the run's clock; nil on the instruction clock.
        package var p50FrameMs: Double?
        /// Instructions in all and the median and 99th percentile frame's, on the instruction clock.
        package var instructions: [GateMeasure: Double]

        /// An entry from its figures.
        package init(
            snap: String, frames: Int, counters: [String: Int], effects: [String: Int], p50FrameMs: Double?,
            instructions: [GateMeasure: Double] = [:]
        ) {
            self.snap = snap
            self.frames = frames
            self.counters = counters
            self.effects = effects
            self.p50FrameMs = p50FrameMs
            self.instructions = instructions
        }
    }

    /// Entries by `<trace>/<strategy>`.
    package var entries: [String: Entry]
    /// The machine the run was on, as its results record it; nil when they do not.
    package var machine: MachineRecord?
    /// The run's settings as its compare files record them (`settings` object), as JSON text by name.
    package var settings: [String: String]

    /// A run of `entries` on `machine` with `settings`.
    package init(entries: [String: Entry], machine: MachineRecord?, settings: [String: String] = [:]) {
        self.entries = entries
        self.machine = machine
        self.settings = settings
    }
}
