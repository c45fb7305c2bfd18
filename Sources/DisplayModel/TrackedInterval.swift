/// A stretch of trace time during which the user scrolls: from a touch-down that moves the content through
/// the end of its glide or spring-back. This is the interval Apple's scroll metrics divide hitch time by
/// (XCTest's `scrollingAndDecelerationMetric`, MetricKit's scroll hitch time ratio).
public struct TrackedInterval: Equatable, Sendable {
    /// Trace time of the touch-down, in seconds.
    public var startSeconds: Double
    /// Trace time at which the content came to rest (or the trace ended), in seconds.
    public var endSeconds: Double

    /// Creates an interval; an end before the start is taken as the start.
    package init(startSeconds: Double, endSeconds: Double) {
        self.startSeconds = startSeconds
        self.endSeconds = max(startSeconds, endSeconds)
    }

    /// Length in seconds.
    package var durationSeconds: Double { endSeconds - startSeconds }
}

/// A closed range of vsyncs, `first` through `last`.
package struct VsyncSpan: Equatable, Sendable {
    /// The first vsync of the span.
    package var first: Int
    /// The last vsync of the span (≥ `first`).
    package var last: Int

    /// Creates a span; a `last` before `first` is taken as `first`.
    package init(first: Int, last: Int) {
        self.first = first
        self.last = max(first, last)
    }

    /// Refresh intervals the span covers: last − first.
    package var intervals: Int { last - first }

    /// True if `vsync` lies in the span.
    package func contains(_ vsync: Int) -> Bool { vsync >= first && vsync <= last }

    /// The vsyncs that show `intervals`' starts and ends on a display with `clock`, merged where they touch or
    /// overlap, in order.
    package static func merged(_ intervals: [TrackedInterval], on clock: FrameClock) -> [VsyncSpan] {
        merged(
            intervals.map {
                VsyncSpan(first: clock.vsync(forEventAt: $0.startSeconds), last: clock.vsync(forEventAt: $0.endSeconds))
            })
    }

    /// `spans` sorted and merged where they touch or overlap.
    package static func merged(_ spans: [VsyncSpan]) -> [VsyncSpan] {
        var out: [VsyncSpan] = []
        for span in spans.sorted(by: { ($0.first, $0.last) < ($1.first, $1.last) }) {
            if let previous = out.last, span.first <= previous.last {
                out[out.count - 1].last = max(previous.last, span.last)
            } else {
                out.append(span)
            }
        }
        return out
    }
}
