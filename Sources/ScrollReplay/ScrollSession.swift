import DisplayModel

/// Replays a trace through `ScrollPhysics` in virtual time, one `advance(to:)` call per vsync.
///
/// Offsets are in points and grow toward newer content, so a finger moving right (x increasing) reveals
/// older content and decreases the offset. Events are applied at their own times, not at frame times, and
/// every motion is evaluated in closed form from its start, so 60 Hz and 120 Hz replays pass through the
/// same positions and come to rest at the same trace times. Touches are handled as UIKit does: a touch on
/// moving content catches it, and a tap on moving content stops it and is not delivered to the chart.
package struct ScrollSession: Sendable {
    /// Physics constants in use.
    package let physics: ScrollPhysics
    /// Device pixels per point; offsets are reported snapped to 1/displayScale pt.
    package let displayScale: Double
    /// Where releases come to rest, or nil for free glides.
    package let alignment: ScrollTargetAlignment?
    private let planner: MotionPlanner
    private let events: [TraceEvent]
    private var nextEventIndex = 0
    private var range: ClosedRange<Double>
    private var motion: ScrollMotion = .idle
    private var nowSeconds = 0.0
    private var currentOffset: Double
    private var lastReportedOffset: Double
    /// Trace time the content last moved (exact: a touch's time, or when a glide or spring came to rest).
    private var lastMovedSeconds = 0.0
    /// A glide or spring was in progress at some time since the last `advance`.
    private var animatedSinceReport = false
    private var pendingTaps: [Point2] = []
    private var pendingHighlight: HighlightChange?
    private var reachedEnd = false
    private var scrollLog = ScrollIntervalLog()

    /// Creates a session at rest at `initialOffset` (clamped into `contentRange`) at time 0; with an
    /// `alignment`, every release comes to rest on an aligned offset (the range's ends excepted).
    package init(
        trace: Trace, physics: ScrollPhysics = .init(), contentRange: ClosedRange<Double>,
        initialOffset: Double, displayScale: Double = 3, alignment: ScrollTargetAlignment? = nil
    ) {
        self.events = trace.events
        self.physics = physics
        self.range = contentRange
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.alignment = alignment
        planner = MotionPlanner(physics: physics, displayScale: self.displayScale, alignment: alignment)
        scrollLog = ScrollIntervalLog(
            touches: trace.events.reduce(0) { count, event in
                if case .touchDown = event.kind { return count + 1 }
                return count
            })
        let start = min(max(initialOffset, contentRange.lowerBound), contentRange.upperBound)
        self.currentOffset = start
        self.lastReportedOffset = ScrollPhysics.snapToPixel(start, displayScale: self.displayScale)
    }

    /// Current exact (unsnapped) content offset in points.
    package var offset: Double { currentOffset }
    /// True while the finger is down.
    package var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }
    /// True while gliding after a release or springing back to an edge.
    package var isDecelerating: Bool {
        switch motion {
        case .gliding, .springing: true
        case .idle, .tracking: false
        }
    }
    /// Allowed offsets in points.
    package var contentRange: ClosedRange<Double> { range }
    /// Trace time since which the content has not moved, or nil while a glide or spring is in progress.
    package var restingSinceSeconds: Double? { isDecelerating ? nil : lastMovedSeconds }

    /// The scrolling intervals so far (each touch-down that moved the content through the end of its glide or
    /// spring-back), one still going on closed at `seconds` (the end of the trace).
    package func scrollIntervals(closingAt seconds: Double) -> [TrackedInterval] {
        scrollLog.intervals(closingAt: seconds)
    }

    /// Applies every event with t ≤ `eventHorizon` (by default `timeSeconds`; the display passes the vsync's
    /// time plus the trace resolution, so a touch written a microsecond after its vsync belongs to it), steps
    /// the physics to `timeSeconds` (or the last event applied, if later) and describes the frame. Times
    /// earlier than the previous call (or not finite) are treated as the previous time.
    package mutating func advance(to timeSeconds: Double, eventHorizon: Double? = nil) -> FrameInput {
        let target = timeSeconds.isFinite ? max(timeSeconds, nowSeconds) : nowSeconds
        let horizon = max(target, eventHorizon.flatMap { $0.isFinite ? $0 : nil } ?? target)
        while nextEventIndex < events.count, events[nextEventIndex].timeSeconds <= horizon {
            let event = events[nextEventIndex]
            step(to: event.timeSeconds)
            apply(event, index: nextEventIndex)
            nextEventIndex += 1
        }
        step(to: target)
        let snapped = ScrollPhysics.snapToPixel(currentOffset, displayScale: displayScale)
        let taps = pendingTaps
        pendingTaps = []
        let input = FrameInput(
            timeSeconds: nowSeconds, offset: snapped, taps: taps, highlightChange: pendingHighlight,
            isTracking: isTracking, isMoving: snapped != lastReportedOffset || animatedSinceReport,
            ended: reachedEnd, isAnimating: animatedSinceReport,
            restingSinceSeconds: restingSinceSeconds)
        pendingHighlight = nil
        lastReportedOffset = snapped
        animatedSinceReport = isDecelerating
        return input
    }

    /// Changes the allowed offsets. While tracking the rubber band is recomputed; a glide whose curve the new
    /// range does not cut keeps its plan (so the same trace gives the same positions at any frame rate), any
    /// other free motion restarts from the current offset and velocity; at rest an offset outside the new
    /// range is clamped into it, as a windowed strategy re-anchoring its content expects.
    package mutating func setContentRange(_ newRange: ClosedRange<Double>) {
        range = newRange
        switch motion {
        case .idle:
            currentOffset = min(max(currentOffset, newRange.lowerBound), newRange.upperBound)
        case .tracking(let gripRaw, let gripX, let fingerX, _):
            currentOffset = physics.rubberBandedOffset(gripRaw - (fingerX - gripX), in: newRange)
        case .gliding(let glide):
            // Re-plan the same release against the new range; keep it when it is the same curve and has not
            // already ended (an edge the content has passed means the curve must change).
            if case .gliding(let replanned) = planner.motion(after: glide.release, in: newRange),
                replanned.velocity == glide.velocity, replanned.snapVelocity == glide.snapVelocity,
                replanned.endSeconds >= nowSeconds
            {
                motion = .gliding(replanned)
            } else {
                restart()
            }
        case .springing:
            restart()
        }
    }

    /// Sets the offset like assigning `contentOffset`: any glide or spring stops with no velocity (ending its
    /// scroll); a drag in progress continues from the new offset.
    package mutating func setOffsetProgrammatically(_ newOffset: Double) {
        currentOffset = newOffset
        if case .tracking(_, _, let fingerX, let downIndex) = motion {
            motion = .tracking(
                gripRaw: physics.unbandedOffset(newOffset, in: range), gripX: fingerX,
                fingerX: fingerX, downIndex: downIndex)
        } else {
            motion = .idle
            scrollLog.cameToRest(at: nowSeconds)
        }
    }

    // MARK: - Events

    private mutating func apply(_ event: TraceEvent, index: Int) {
        switch event.kind {
        case .touchDown(let x):
            // Touching a moving scroll view catches it where it is, as UIScrollView does.
            if isDecelerating { lastMovedSeconds = event.timeSeconds }
            scrollLog.touchDown(at: event.timeSeconds)
            motion = .tracking(
                gripRaw: physics.unbandedOffset(currentOffset, in: range), gripX: x, fingerX: x,
                downIndex: index)
        case .touchMove(let x):
            guard case .tracking(let gripRaw, let gripX, _, let downIndex) = motion else { return }
            motion = .tracking(gripRaw: gripRaw, gripX: gripX, fingerX: x, downIndex: downIndex)
            let moved = physics.rubberBandedOffset(gripRaw - (x - gripX), in: range)
            if moved != currentOffset {
                lastMovedSeconds = event.timeSeconds
                scrollLog.contentMoved()
            }
            currentOffset = moved
        case .touchUp:
            guard case .tracking(_, _, _, let downIndex) = motion else { return }
            // Finger right (positive) scrolls toward older content, i.e. a decreasing offset.
            let fingerVelocity = ReleaseVelocity.estimate(
                events: events, downIndex: downIndex, upIndex: index, windowSeconds: physics.velocityWindowSeconds)
            start(
                planner.motion(
                    after: Release(
                        seconds: event.timeSeconds, offset: currentOffset,
                        velocity: -fingerVelocity), in: range))
        case .tap(let point):
            // A touch on a decelerating UIScrollView stops it and is not delivered to the content as a tap
            // (UITableView and UICollectionView select nothing); a tap on content at rest is.
            guard isDecelerating else {
                pendingTaps.append(point)
                return
            }
            lastMovedSeconds = event.timeSeconds
            start(planner.motion(after: Release(seconds: event.timeSeconds, offset: currentOffset, velocity: 0), in: range))
        case .highlight(let series):
            pendingHighlight = series.map(HighlightChange.set) ?? .clear
        case .end:
            reachedEnd = true
        }
    }

    // MARK: - Motion

    /// Starts a free motion at `nowSeconds`. A release that does not move (too slow for half a pixel, nothing to
    /// align) ends at once and counts as neither motion nor animation.
    private mutating func start(_ next: ScrollMotion) {
        motion = next
        step(to: nowSeconds)
        if isDecelerating {
            animatedSinceReport = true
            scrollLog.contentMoved()
        } else {
            scrollLog.cameToRest(at: nowSeconds)
        }
    }

    /// Restarts the free motion from the current offset and velocity, as a release at `nowSeconds`.
    private mutating func restart() {
        start(
            planner.motion(
                after: Release(seconds: nowSeconds, offset: currentOffset, velocity: currentVelocity()),
                in: range))
    }

    /// Advances the free motion to `seconds`, taking any transition (rest, bounce, settle) at its exact time.
    private mutating func step(to seconds: Double) {
        guard seconds >= nowSeconds else { return }
        switch motion {
        case .idle, .tracking:
            nowSeconds = seconds
        case .gliding(let glide):
            if seconds < glide.endSeconds {
                currentOffset = glide.offset(at: seconds, physics: physics)
                nowSeconds = seconds
                return
            }
            currentOffset = glide.restOffset
            nowSeconds = glide.endSeconds
            if let edge = glide.bounceEdge {
                // The glide reaches the edge with speed left: a spring on the unbanded overshoot takes over,
                // entering the band at the same on-screen speed (the band's slope at the edge is c).
                let edgeVelocity = physics.decelerationVelocity(
                    initial: glide.velocity,
                    after: glide.endSeconds - glide.release.seconds)
                motion = .springing(
                    planner.spring(
                        from: glide.endSeconds, edge: edge, displacement: 0,
                        velocity: edgeVelocity / physics.rubberBandSlopeAtEdge))
            } else {
                motion = .idle
                // A glide of no length (a still release) is not a move: the rest began at the last real one.
                if glide.endSeconds > glide.release.seconds || glide.restOffset != glide.release.offset {
                    lastMovedSeconds = glide.endSeconds
                }
                scrollLog.cameToRest(at: glide.endSeconds)
            }
            step(to: seconds)
        case .springing(let spring):
            if seconds < spring.endSeconds {
                currentOffset = spring.offset(at: seconds, physics: physics)
                nowSeconds = seconds
                return
            }
            currentOffset = spring.edge
            motion = .idle
            if spring.endSeconds > spring.startSeconds { lastMovedSeconds = spring.endSeconds }
            scrollLog.cameToRest(at: spring.endSeconds)
            nowSeconds = seconds
        }
    }

    /// Content velocity in pt/s of the current free motion at `nowSeconds` (0 at rest or while tracking).
    private func currentVelocity() -> Double {
        switch motion {
        case .idle, .tracking: 0
        case .gliding(let glide): glide.velocity(at: nowSeconds, physics: physics)
        case .springing(let spring): spring.velocity(at: nowSeconds, physics: physics)
        }
    }
}
