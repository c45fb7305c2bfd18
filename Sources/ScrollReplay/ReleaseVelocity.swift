/// The finger velocity at a lift, estimated over the last `ScrollPhysics.velocityWindowSeconds`.
///
/// The estimate is (x(lift) − x(lift − window)) / window along the finger's path, which is built from its
/// samples as UIKit delivers them: a finger that produced no move event did not move. Touches are sampled at
/// least at the display's 60 Hz while a finger moves, so between two samples further apart than the touch's
/// own sampling interval (its shortest gap, at most 1/60 s) the finger stood still and moved only in the
/// last interval before the later sample; between regular samples it moves in a straight line. So a finger
/// moving at constant speed releases at exactly that speed whatever the sample rate and phase, and a flick
/// after a hold releases at the same speed at every sample rate. The finger is still after its last sample;
/// a touch shorter than the window is measured from its touchDown.
import DisplayModel

enum ReleaseVelocity {
    /// Longest interval between two touch samples of a moving finger: UIKit reports a moving touch at least at
    /// the 60 Hz of the slowest display.
    static let maxSampleIntervalSeconds = 1.0 / 60

    /// Velocity in pt/s (positive when the finger moves right) of the touch `events[downIndex...upIndex]`.
    static func estimate(events: [TraceEvent], downIndex: Int, upIndex: Int, windowSeconds: Double) -> Double {
        guard downIndex >= 0, upIndex < events.count, downIndex < upIndex else { return 0 }
        let upSeconds = events[upIndex].timeSeconds
        let windowStart = max(upSeconds - windowSeconds, events[downIndex].timeSeconds)
        let elapsed = upSeconds - windowStart
        guard elapsed > 0, let endX = lastSampleX(events, downIndex, upIndex) else {
            return 0
        }
        let moveSeconds = sampleInterval(events, downIndex, upIndex)
        let startX = position(at: windowStart, events: events, downIndex: downIndex, upIndex: upIndex, moveSeconds: moveSeconds)
        return (endX - startX) / elapsed
    }

    /// The finger's x at `seconds` (no earlier than the touchDown): still at a sample until `moveSeconds` before
    /// the next one, then straight to it.
    private static func position(
        at seconds: Double, events: [TraceEvent], downIndex: Int, upIndex: Int,
        moveSeconds: Double
    ) -> Double {
        var before: (t: Double, x: Double)?
        for index in downIndex..<upIndex {
            guard let x = fingerX(events[index].kind) else { continue }
            let t = events[index].timeSeconds
            if t <= seconds {
                before = (t, x)
                continue
            }
            guard let previous = before else { return x }
            let moveStart = max(previous.t, t - moveSeconds)
            guard seconds > moveStart else { return previous.x }
            return previous.x + (x - previous.x) * (seconds - moveStart) / (t - moveStart)
        }
        return before?.x ?? 0
    }

    /// The touch's sampling interval: its shortest positive gap between finger samples, at most
    /// `maxSampleIntervalSeconds`, plus two trace resolutions, since times written to the microsecond make
    /// regular gaps differ by up to that much.
    private static func sampleInterval(_ events: [TraceEvent], _ downIndex: Int, _ upIndex: Int) -> Double {
        var shortest = maxSampleIntervalSeconds
        var previous: Double?
        for index in downIndex..<upIndex where fingerX(events[index].kind) != nil {
            let t = events[index].timeSeconds
            if let previous, t > previous { shortest = min(shortest, t - previous) }
            previous = t
        }
        return shortest + 2 * FrameClock.eventResolutionSeconds
    }

    private static func lastSampleX(_ events: [TraceEvent], _ downIndex: Int, _ upIndex: Int) -> Double? {
        for index in stride(from: upIndex - 1, through: downIndex, by: -1) {
            if let x = fingerX(events[index].kind) { return x }
        }
        return nil
    }

    private static func fingerX(_ kind: TraceEvent.Kind) -> Double? {
        switch kind {
        case .touchDown(let x), .touchMove(let x): x
        default: nil
        }
    }
}
