/// The finger velocity at a lift, estimated over the last `ScrollPhysics.velocityWindowSeconds`.
///
/// The finger's path is taken as straight between its samples and still after its last one, so the
/// estimate (x(lift) − x(lift − window)) / window gives a finger moving at constant speed exactly that
/// speed whatever the touch sample rate and phase. A touch shorter than the window is measured from
/// its touchDown.
enum ReleaseVelocity {
    /// Velocity in pt/s (positive when the finger moves right) of the touch `events[downIndex...upIndex]`.
    static func estimate(events: [TraceEvent], downIndex: Int, upIndex: Int, windowSeconds: Double) -> Double {
        guard downIndex >= 0, upIndex < events.count, downIndex < upIndex else { return 0 }
        let upSeconds = events[upIndex].timeSeconds
        let windowStart = max(upSeconds - windowSeconds, events[downIndex].timeSeconds)
        let elapsed = upSeconds - windowStart
        guard elapsed > 0, let endX = lastSampleX(events, downIndex, upIndex) else {
            return 0
        }
        return (endX - position(at: windowStart, events: events, downIndex: downIndex, upIndex: upIndex)) / elapsed
    }

    /// The finger's x at `seconds` (no earlier than the touchDown): interpolated between the samples around it.
    private static func position(at seconds: Double, events: [TraceEvent], downIndex: Int, upIndex: Int) -> Double {
        var before: (t: Double, x: Double)?
        for index in downIndex..<upIndex {
            guard let x = fingerX(events[index].kind) else { continue }
            let t = events[index].timeSeconds
            if t <= seconds {
                before = (t, x)
                continue
            }
            guard let previous = before else { return x }
            // Straight between the two samples around `seconds`.
            return previous.x + (x - previous.x) * (seconds - previous.t) / (t - previous.t)
        }
        return before?.x ?? 0
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
