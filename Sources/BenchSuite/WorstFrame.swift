import FrameTiming

/// The longest frame of a run's last repeat (the frames its result keeps), on the run's clock, with what it
/// showed: the figure the docs' decision table names as a strategy's worst single frame.
package struct WorstFrame: Equatable, Sendable {
    /// The vsync the frame started at: its `index` among the result's frames.
    package var index: Int
    /// Its work, both stages, in ms.
    package var ms: Double
    /// Its commit stage's work in ms.
    package var commitMs: Double
    /// Its render stage's work in ms.
    package var renderMs: Double
    /// What it showed besides scrolling, in words (`FrameRecord.notes`); empty for an ordinary frame.
    package var notes: String

    /// A worst frame with the given figures.
    package init(index: Int, ms: Double, commitMs: Double, renderMs: Double, notes: String) {
        self.index = index
        self.ms = ms
        self.commitMs = commitMs
        self.renderMs = renderMs
        self.notes = notes
    }

    /// The longest of `frames` on `clock` (the first of equals); nil for no frames.
    package init?(frames: [FrameRecord], clock: TimingClock) {
        guard var worst = frames.first else { return nil }
        for frame in frames.dropFirst() where frame.durationMs(on: clock) > worst.durationMs(on: clock) { worst = frame }
        self.init(
            index: worst.index, ms: worst.durationMs(on: clock), commitMs: worst.commitMs(on: clock),
            renderMs: worst.renderMs(on: clock), notes: worst.notes)
    }
}
