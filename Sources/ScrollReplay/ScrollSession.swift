/// Replays a trace through `ScrollPhysics` in virtual time, one `advance(to:)` call per frame.
///
/// Offsets are in points and grow toward newer content, so a finger moving right (x increasing) reveals
/// older content and decreases the offset. Events are applied at their own times, not at frame times, and
/// every motion is evaluated in closed form, so 60 Hz and 120 Hz replays pass through the same positions.
public struct ScrollSession: Sendable {
    /// The motion between events.
    enum Motion: Equatable, Sendable {
        /// At rest.
        case idle
        /// Finger down: offset = rubber-banded(gripRaw − (fingerX − gripX)).
        case tracking(gripRaw: Double, gripX: Double, fingerX: Double, downIndex: Int)
        /// Gliding from `startOffset` at `velocity` pt/s since `startSeconds`; `endSeconds` is when it stops or
        /// reaches `edge` (then `bounces`).
        case decelerating(startSeconds: Double, startOffset: Double, velocity: Double, endSeconds: Double,
                          edge: Double, bounces: Bool)
        /// Critically damped spring toward `edge`, started at `startSeconds` with the given displacement and velocity.
        case spring(startSeconds: Double, edge: Double, displacement: Double, velocity: Double)
    }

    /// Physics constants in use.
    public let physics: ScrollPhysics
    /// Device pixels per point; offsets are reported snapped to 1/displayScale pt.
    public let displayScale: Double
    private let events: [TraceEvent]
    private var nextEventIndex = 0
    private var range: ClosedRange<Double>
    private var motion: Motion = .idle
    private var nowSeconds = 0.0
    private var currentOffset: Double
    private var lastReportedOffset: Double
    private var pendingTaps: [Point2] = []
    private var pendingHighlight: HighlightChange?
    private var reachedEnd = false

    /// Creates a session at rest at `initialOffset` (clamped into `contentRange`) at time 0.
    public init(trace: Trace, physics: ScrollPhysics = .init(), contentRange: ClosedRange<Double>,
                initialOffset: Double, displayScale: Double = 3) {
        self.events = trace.events
        self.physics = physics
        self.range = contentRange
        self.displayScale = displayScale > 0 ? displayScale : 1
        let start = min(max(initialOffset, contentRange.lowerBound), contentRange.upperBound)
        self.currentOffset = start
        self.lastReportedOffset = ScrollPhysics.snapToPixel(start, displayScale: self.displayScale)
    }

    /// Current exact (unsnapped) content offset in points.
    public var offset: Double { currentOffset }
    /// True while the finger is down.
    public var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }
    /// True while gliding after a release or springing back to an edge.
    public var isDecelerating: Bool {
        switch motion {
        case .decelerating, .spring: true
        case .idle, .tracking: false
        }
    }
    /// Allowed offsets in points.
    public var contentRange: ClosedRange<Double> { range }

    /// Applies every event with t ≤ `timeSeconds`, steps the physics to `timeSeconds` and describes the frame.
    /// Times earlier than the previous call (or not finite) are treated as the previous time.
    public mutating func advance(to timeSeconds: Double) -> FrameInput {
        let target = timeSeconds.isFinite ? max(timeSeconds, nowSeconds) : nowSeconds
        while nextEventIndex < events.count, events[nextEventIndex].timeSeconds <= target {
            let event = events[nextEventIndex]
            step(to: event.timeSeconds)
            apply(event, index: nextEventIndex)
            nextEventIndex += 1
        }
        step(to: target)
        let snapped = ScrollPhysics.snapToPixel(currentOffset, displayScale: displayScale)
        let taps = pendingTaps
        pendingTaps = []
        let input = FrameInput(timeSeconds: target, offset: snapped, taps: taps, highlightChange: pendingHighlight,
                               isTracking: isTracking, isMoving: snapped != lastReportedOffset || isDecelerating,
                               ended: reachedEnd)
        pendingHighlight = nil
        lastReportedOffset = snapped
        return input
    }

    /// Changes the allowed offsets. While tracking the rubber band is recomputed; while moving the motion restarts
    /// from the current offset and velocity (springing back if now outside); at rest an offset outside the new
    /// range is clamped into it, as a windowed strategy re-anchoring its content expects.
    public mutating func setContentRange(_ newRange: ClosedRange<Double>) {
        range = newRange
        switch motion {
        case .idle:
            currentOffset = min(max(currentOffset, newRange.lowerBound), newRange.upperBound)
        case .tracking(let gripRaw, let gripX, let fingerX, _):
            currentOffset = physics.rubberBandedOffset(gripRaw - (fingerX - gripX), in: newRange)
        case .decelerating, .spring:
            release(at: nowSeconds, velocity: currentVelocity())
        }
    }

    /// Sets the offset like assigning `contentOffset`: any glide or spring stops with no velocity; a drag in
    /// progress continues from the new offset.
    public mutating func setOffsetProgrammatically(_ newOffset: Double) {
        currentOffset = newOffset
        if case .tracking(_, _, let fingerX, let downIndex) = motion {
            motion = .tracking(gripRaw: physics.unbandedOffset(newOffset, in: range), gripX: fingerX,
                               fingerX: fingerX, downIndex: downIndex)
        } else {
            motion = .idle
        }
    }

    // MARK: - Events

    private mutating func apply(_ event: TraceEvent, index: Int) {
        switch event.kind {
        case .touchDown(let x):
            // Touching a moving scroll view catches it where it is, as UIScrollView does.
            motion = .tracking(gripRaw: physics.unbandedOffset(currentOffset, in: range), gripX: x, fingerX: x,
                               downIndex: index)
        case .touchMove(let x):
            guard case .tracking(let gripRaw, let gripX, _, let downIndex) = motion else { return }
            motion = .tracking(gripRaw: gripRaw, gripX: gripX, fingerX: x, downIndex: downIndex)
            currentOffset = physics.rubberBandedOffset(gripRaw - (x - gripX), in: range)
        case .touchUp:
            guard case .tracking(_, _, _, let downIndex) = motion else { return }
            // Finger right (positive) scrolls toward older content, i.e. a decreasing offset.
            let fingerVelocity = releaseFingerVelocity(upIndex: index, downIndex: downIndex)
            release(at: event.timeSeconds, velocity: -fingerVelocity)
        case .tap(let point):
            pendingTaps.append(point)
        case .highlight(let series):
            pendingHighlight = series.map(HighlightChange.set) ?? .clear
        case .end:
            reachedEnd = true
        }
    }

    /// Finger velocity (pt/s) at release: (x(tUp) − x(tUp − window)) / window with x the last sampled finger
    /// position, the window starting no earlier than the touchDown. A finger still for a whole window releases at 0.
    private func releaseFingerVelocity(upIndex: Int, downIndex: Int) -> Double {
        let upSeconds = events[upIndex].timeSeconds
        let windowStart = upSeconds - physics.velocityWindowSeconds
        var endX: Double?
        var startX = 0.0
        var startSeconds = upSeconds
        var index = upIndex - 1
        while index >= downIndex {
            let event = events[index]
            let x: Double
            switch event.kind {
            case .touchDown(let value), .touchMove(let value): x = value
            default: index -= 1; continue
            }
            if endX == nil { endX = x }
            startX = x
            if event.timeSeconds <= windowStart {
                startSeconds = windowStart
                break
            }
            startSeconds = event.timeSeconds
            index -= 1
        }
        let elapsed = upSeconds - startSeconds
        guard let endX, elapsed > 0 else { return 0 }
        return (endX - startX) / elapsed
    }

    // MARK: - Motion

    /// Starts the free motion after a release (or restart) at `seconds` with content `velocity` pt/s.
    private mutating func release(at seconds: Double, velocity: Double) {
        if currentOffset < range.lowerBound || currentOffset > range.upperBound {
            let edge = currentOffset < range.lowerBound ? range.lowerBound : range.upperBound
            motion = .spring(startSeconds: seconds, edge: edge, displacement: currentOffset - edge, velocity: velocity)
            return
        }
        let glideSeconds = physics.decelerationDuration(initial: velocity, displayScale: displayScale)
        guard glideSeconds > 0 else {
            motion = .idle
            return
        }
        let edge = velocity < 0 ? range.lowerBound : range.upperBound
        if let hitSeconds = physics.decelerationTime(toTravel: edge - currentOffset, initial: velocity),
           hitSeconds < glideSeconds {
            motion = .decelerating(startSeconds: seconds, startOffset: currentOffset, velocity: velocity,
                                   endSeconds: seconds + hitSeconds, edge: edge, bounces: true)
        } else {
            motion = .decelerating(startSeconds: seconds, startOffset: currentOffset, velocity: velocity,
                                   endSeconds: seconds + glideSeconds, edge: edge, bounces: false)
        }
    }

    /// Advances the free motion to `seconds`, taking any transition (stop, bounce, settle) at its exact time.
    private mutating func step(to seconds: Double) {
        guard seconds >= nowSeconds else { return }
        nowSeconds = seconds
        switch motion {
        case .idle, .tracking:
            return
        case .decelerating(let start, let startOffset, let velocity, let end, let edge, let bounces):
            if seconds < end {
                currentOffset = startOffset + physics.decelerationDistance(initial: velocity, after: seconds - start)
                return
            }
            if bounces {
                // The glide reaches the edge with speed left: a spring from the edge takes over with that velocity.
                let edgeVelocity = physics.decelerationVelocity(initial: velocity, after: end - start)
                currentOffset = edge
                motion = .spring(startSeconds: end, edge: edge, displacement: 0, velocity: edgeVelocity)
                step(to: seconds)
            } else {
                currentOffset = startOffset + physics.decelerationDistance(initial: velocity, after: end - start)
                motion = .idle
            }
        case .spring(let start, let edge, let displacement, let velocity):
            let state = physics.spring(displacement: displacement, velocity: velocity, after: seconds - start)
            if physics.springIsSettled(displacement: state.displacement, velocity: state.velocity,
                                       displayScale: displayScale) {
                currentOffset = edge
                motion = .idle
            } else {
                currentOffset = edge + state.displacement
            }
        }
    }

    /// Content velocity in pt/s of the current free motion at `nowSeconds` (0 at rest or while tracking).
    private func currentVelocity() -> Double {
        switch motion {
        case .idle, .tracking:
            return 0
        case .decelerating(let start, _, let velocity, _, _, _):
            return physics.decelerationVelocity(initial: velocity, after: nowSeconds - start)
        case .spring(let start, _, let displacement, let velocity):
            return physics.spring(displacement: displacement, velocity: velocity, after: nowSeconds - start).velocity
        }
    }
}
