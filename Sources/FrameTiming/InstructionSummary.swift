/// Instructions executed by a run's frames, counted under Valgrind's Callgrind (`--clock instructions`): the
/// measure a CI gate can compare within 1 % on a shared machine, where times vary by tens of percent.
package struct InstructionSummary: Equatable, Sendable {
    /// Frames counted.
    package var frames: Int
    /// Instructions of every frame, summed.
    package var total: Int
    /// Median instructions per frame (nearest rank).
    package var p50PerFrame: Int
    /// 99th percentile instructions per frame (nearest rank).
    package var p99PerFrame: Int
    /// The most instructions one frame executed.
    package var maxPerFrame: Int

    /// A summary with the given figures (as read back from a file).
    package init(frames: Int, total: Int, p50PerFrame: Int, p99PerFrame: Int, maxPerFrame: Int) {
        self.frames = frames
        self.total = total
        self.p50PerFrame = p50PerFrame
        self.p99PerFrame = p99PerFrame
        self.maxPerFrame = maxPerFrame
    }

    /// The fields by name, as result, sweep and baseline files store them.
    package var fields: [(key: String, value: Int)] {
        [("frames", frames), ("total", total), ("p50PerFrame", p50PerFrame), ("p99PerFrame", p99PerFrame), ("maxPerFrame", maxPerFrame)]
    }

    /// The summary stored as `fields`, or nil if one is missing.
    package init?(fields: [String: Int]) {
        guard let frames = fields["frames"], let total = fields["total"], let p50 = fields["p50PerFrame"],
            let p99 = fields["p99PerFrame"], let maximum = fields["maxPerFrame"]
        else { return nil }
        self.init(frames: frames, total: total, p50PerFrame: p50, p99PerFrame: p99, maxPerFrame: maximum)
    }

    /// The summary of frames that executed `perFrame` instructions each.
    package init(perFrame: [Int]) {
        let sorted = perFrame.sorted()
        frames = sorted.count
        total = sorted.reduce(0, &+)
        func rank(_ percentile: Double) -> Int {
            guard !sorted.isEmpty else { return 0 }
            let index = Int((percentile / 100 * Double(sorted.count)).rounded(.up))
            return sorted[min(max(index, 1), sorted.count) - 1]
        }
        p50PerFrame = rank(50)
        p99PerFrame = rank(99)
        maxPerFrame = sorted.last ?? 0
    }
}
