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

    /// Where an update is placed: a commit, a vsync's interval, an interval counted from the first update, or
    /// alone.
    private enum Slot: Hashable {
        case commit(Int)
        case vsync(Int)
        case grid(Int64)
        case alone(Int)
    }

    /// `updates` summed per frame, in time order. With `commits` (sorted by start), an update belongs to the
    /// first commit that ends at or after its start: the one it falls in, or the next one when that starts within
    /// `interval`, as SwiftUI updates a frame's views before its transaction commits. Any other update belongs
    /// to the refresh interval it starts in: from the last of `vsyncs` (sorted) at or before it (the last vsync's
    /// for `interval` after it), else counted from the first update every `interval` ns; without an interval each
    /// update is alone.
    static func frames(
        of updates: [InstrumentsRecording.ViewUpdate], commits: [InstrumentsRecording.Span], vsyncs: [Int64], interval: Double?
    ) -> [Updates] {
        let sorted = updates.sorted { $0.start < $1.start }
        guard let origin = sorted.first?.start else { return [] }
        var sums: [Slot: Updates] = [:]
        var next = 0
        for (index, update) in sorted.enumerated() {
            while next < commits.count, commits[next].start + commits[next].duration < update.start { next += 1 }
            let slot: Slot
            if next < commits.count, Double(commits[next].start - update.start) <= (interval ?? .infinity) {
                slot = .commit(next)
            } else if let vsync = lastIndex(in: vsyncs, atOrBefore: update.start),
                vsync + 1 < vsyncs.count || Double(update.start - vsyncs[vsync]) < (interval ?? .infinity)
            {
                slot = .vsync(vsync)
            } else if let interval, interval > 0 {
                slot = .grid(Int64(Double(update.start - origin) / interval))
            } else {
                slot = .alone(index)
            }
            if var frame = sums[slot] {
                frame.duration += update.duration
                frame.count += 1
                sums[slot] = frame
            } else {
                sums[slot] = Updates(start: update.start, duration: update.duration, count: 1)
            }
        }
        return sums.values.sorted { $0.start < $1.start }
    }

    /// For each of `ends` (when a late frame was shown, ns), the swap of `swaps` (sorted by timestamp) that
    /// reached the display nearest to it, when within `tolerance` ns; nil otherwise.
    static func swaps(
        presentedAt ends: [Int64], in swaps: [InstrumentsRecording.Swap], tolerance: Int64
    ) -> [InstrumentsRecording.Swap?] {
        let times = swaps.map(\.timestamp)
        return ends.map { end in
            let after = firstIndex(in: times, atOrAfter: end)
            let candidates = [after - 1, after].filter { times.indices.contains($0) }
            guard let best = candidates.min(by: { abs(times[$0] - end) < abs(times[$1] - end) }), abs(times[best] - end) <= tolerance
            else { return nil }
            return swaps[best]
        }
    }

    /// The index of the last of `sorted` at or before `time`; nil when every one is after it.
    private static func lastIndex(in sorted: [Int64], atOrBefore time: Int64) -> Int? {
        let index = firstIndex(in: sorted, atOrAfter: time + 1)
        return index > 0 ? index - 1 : nil
    }

    /// The index of the first of `sorted` at or after `time` (`sorted.count` when none is).
    private static func firstIndex(in sorted: [Int64], atOrAfter time: Int64) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
