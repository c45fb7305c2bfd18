/// Decides the free motion that follows a release: a glide (landing on an aligned offset when a scroll
/// target behaviour is set), a glide that bounces off an edge, or a spring back from past an edge.
struct MotionPlanner: Sendable {
    let physics: ScrollPhysics
    let displayScale: Double
    let alignment: ScrollTargetAlignment?

    /// The motion after content at `release.offset` is let go at `release.velocity` within `range`.
    ///
    /// Past an edge, a release toward the content fast enough for its glide to reach the edge carries on as
    /// a glide (as a flick back out of the band does in a scroll view); anything slower, or moving outward,
    /// springs back to the edge without crossing it (its speed toward the edge is below |k|·x < ω·x).
    func motion(after release: Release, in range: ClosedRange<Double>) -> ScrollMotion {
        let offset = release.offset
        if offset < range.lowerBound || offset > range.upperBound {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            let inward = (offset < edge && release.velocity > 0) || (offset > edge && release.velocity < 0)
            let reach = abs(release.velocity) / abs(physics.decayPerSecond)
            guard inward, reach >= abs(edge - offset) else {
                return .springing(
                    spring(
                        from: release.seconds, edge: edge,
                        displacement: physics.inverseRubberBand(displayed: offset - edge),
                        velocity: release.velocity))
            }
        }
        return .gliding(glide(after: release, in: range))
    }

    /// The glide from a release, planned against `range`.
    func glide(after release: Release, in range: ClosedRange<Double>) -> Glide {
        let (seconds, offset, velocity) = (release.seconds, release.offset, release.velocity)
        let projected = physics.projectedRest(offset: offset, velocity: velocity)
        // The range wins: a glide that would run past an edge bounces there exactly as without alignment, and
        // an aligned offset beyond an edge gives way to the edge itself.
        if let alignment, range.contains(projected) {
            let stopSpeed = physics.stopSpeedPointsPerSecond(displayScale: displayScale)
            let direction = abs(velocity) > stopSpeed ? (velocity > 0 ? 1 : -1) : 0
            let aligned = alignment.target(forProjected: projected, direction: direction)
            let target = min(max(aligned, range.lowerBound), range.upperBound)
            var glide = Glide(release: release, velocity: velocity, endSeconds: seconds, restOffset: target, bounceEdge: nil)
            switch alignment.settle {
            case .fast:
                glide.snapVelocity = physics.fastVelocity(toRestAfter: target - projected)
            case .normal:
                glide.velocity = physics.velocity(toRestAfter: target - offset)
            }
            glide.endSeconds =
                seconds
                + physics.glideDuration(
                    velocity: glide.velocity, snapVelocity: glide.snapVelocity,
                    displayScale: displayScale)
            return glide
        }
        let duration = physics.decelerationDuration(initial: velocity, displayScale: displayScale)
        var glide = Glide(
            release: release, velocity: velocity, endSeconds: seconds + duration,
            restOffset: offset + physics.decelerationDistance(initial: velocity, after: duration),
            bounceEdge: nil)
        guard duration > 0 else { return glide }
        let edge = velocity < 0 ? range.lowerBound : range.upperBound
        if let hit = physics.decelerationTime(toTravel: edge - offset, initial: velocity), hit < duration {
            glide.endSeconds = seconds + hit
            glide.restOffset = edge
            glide.bounceEdge = edge
        }
        return glide
    }

    /// A spring back to `edge` from an unbanded overshoot, with its settle time found from its start.
    func spring(from seconds: Double, edge: Double, displacement: Double, velocity: Double) -> Spring {
        let settle = physics.springSettleSeconds(displacement: displacement, velocity: velocity, displayScale: displayScale)
        return Spring(
            startSeconds: seconds, edge: edge, displacement: displacement, velocity: velocity,
            endSeconds: seconds + settle)
    }
}
