/// Work on the app's main thread that no frame committed: an update that changed nothing on screen (a tap that
/// selects what is selected, a rest beginning). It still keeps the main thread busy, so a result file records it
/// beside the frames, and every frame's commit start can be rebuilt from the file.
package struct IdleWork: Equatable, Sendable {
    /// The vsync the update ran at.
    package var vsyncIndex: Int
    /// When it started, in seconds from the start of the run.
    package var startSeconds: Double
    /// Its duration on each clock (the phone's priced without a frame's fixed cost).
    package var commit: StageTimes

    /// Work started at `startSeconds` (vsync `vsyncIndex`) lasting `commit`.
    package init(vsyncIndex: Int, startSeconds: Double, commit: StageTimes) {
        self.vsyncIndex = vsyncIndex
        self.startSeconds = startSeconds
        self.commit = commit
    }
}
