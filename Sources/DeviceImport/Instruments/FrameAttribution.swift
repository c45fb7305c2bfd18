/// Places rows of an Animation Hitches or SwiftUI recording on frames by time: SwiftUI's view updates on the
/// frame whose commit they feed, and a hitch on the swap `display-surface-swap` presented at its end (whose
/// desired presentation time is the hitch's deadline).
enum FrameAttribution {
    /// One frame's view updates, summed.
    struct Updates: Equatable {
        /// The first update's start, ns.
        var start: Int64
        /// The updates' durations summed, ns.
        var duration: Int64
        /// How many updates.
        var count: Int
    }

    /// `updates` (sorted by start) summed per frame, in time order, in blocks (without a rate, each update is a
    /// frame). With `commits` (sorted by start), an update belongs to the first commit that ends at or after its
    /// start: the one it falls in, or the next one when that starts within `interval`, as SwiftUI updates a frame's
    /// views before its transaction commits. Any other update belongs to the refresh interval it starts in: from the
    /// last of `vsyncs` (sorted) at or before it (the last vsync's for `interval` after it), else counted from the
    /// first update every `interval` ns; without an interval each update is alone.
    static func frames(
        of updates: some Collection<InstrumentsRecording.ViewUpdate>, commits: [InstrumentsRecording.Span], vsyncs: [Int64],
        interval: Double?
    ) -> ChunkedRows<Updates> {
        var frames = ChunkedRows<Updates>()
        guard let origin = updates.first?.start else { return frames }
        // Where an update is placed: a commit, a vsync's interval, an interval counted from the first update, or
        // alone, by its number. A kind's numbers never go back in time order, so an update is added to the last
        // frame of its kind or starts one: no table of every frame is kept.
        var last: [(number: Int64, frame: Int)?] = [nil, nil, nil, nil]
        var next = 0
        for (index, update) in updates.enumerated() {
            while next < commits.count, commits[next].start + commits[next].duration < update.start { next += 1 }
            let (kind, number): (Int, Int64)
            if next < commits.count, Double(commits[next].start - update.start) <= (interval ?? .infinity) {
                (kind, number) = (0, Int64(next))
            } else if let vsync = lastIndex(in: vsyncs, atOrBefore: update.start),
                vsync + 1 < vsyncs.count || Double(update.start - vsyncs[vsync]) < (interval ?? .infinity)
            {
                (kind, number) = (1, Int64(vsync))
            } else if let interval, interval > 0 {
                (kind, number) = (2, Int64(Double(update.start - origin) / interval))
            } else {
                (kind, number) = (3, Int64(index))
            }
            if let frame = last[kind], frame.number == number {
                frames[frame.frame].duration += update.duration
                frames[frame.frame].count += 1
            } else {
                last[kind] = (number, frames.count)
                frames.append(Updates(start: update.start, duration: update.duration, count: 1))
            }
        }
        return frames
    }

    /// The swap of `swaps` (sorted by timestamp) that reached the display nearest to `end` (when a late frame was
    /// shown, ns), when within `tolerance` ns; nil otherwise.
    static func swap(
        presentedAt end: Int64, in swaps: InstrumentsRows<InstrumentsRecording.Swap>, tolerance: Int64
    ) -> InstrumentsRecording.Swap? {
        let after = firstIndex(in: swaps.lazy.map(\.timestamp), atOrAfter: end)
        let candidates = [after - 1, after].filter { swaps.indices.contains($0) }
        guard let best = candidates.min(by: { abs(swaps[$0].timestamp - end) < abs(swaps[$1].timestamp - end) }),
            abs(swaps[best].timestamp - end) <= tolerance
        else { return nil }
        return swaps[best]
    }

    /// The index of the last of `sorted` at or before `time`; nil when every one is after it.
    private static func lastIndex(in sorted: [Int64], atOrBefore time: Int64) -> Int? {
        let index = firstIndex(in: sorted, atOrAfter: time + 1)
        return index > 0 ? index - 1 : nil
    }

    /// The index of the first of `sorted` at or after `time` (`sorted.count` when none is).
    private static func firstIndex<Times: RandomAccessCollection<Int64>>(in sorted: Times, atOrAfter time: Int64) -> Int
    where Times.Index == Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
