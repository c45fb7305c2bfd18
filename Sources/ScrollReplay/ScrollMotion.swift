/// A glide after a release: UIScrollView's exponential deceleration, ending at rest or at an edge. With a
/// scroll target behaviour it is the sum of two decays: the release's own travel at the normal rate and the
/// rest of the way to the aligned target at the fast rate (`SnapSettle.fast`).
struct Glide: Equatable, Sendable {
    /// The release the glide was planned from, where its curve starts; kept so a change of range can re-plan
    /// the same curve.
    var release: Release
    /// Initial velocity in pt/s of the part decaying at the normal rate: the release velocity, or (with
    /// `SnapSettle.normal`) the one whose curve lands on the aligned target.
    var velocity: Double
    /// Initial velocity in pt/s of the part decaying at the fast rate: the travel to the aligned target that the
    /// release's velocity does not supply, times the fast rate's |k|; 0 without one.
    var snapVelocity: Double = 0
    /// When the glide rests at `restOffset`, or reaches `bounceEdge` with speed left.
    var endSeconds: Double
    /// Where the glide rests: exactly the aligned target when there is one.
    var restOffset: Double
    /// The edge the glide reaches at `endSeconds`, where a spring takes over; nil when it rests.
    var bounceEdge: Double?

    /// The offset `seconds` into the glide (before `endSeconds`).
    func offset(at seconds: Double, physics: ScrollPhysics) -> Double {
        let elapsed = seconds - release.seconds
        let snap =
            snapVelocity == 0 ? 0 : physics.decelerationDistance(initial: snapVelocity, after: elapsed, decay: physics.fastDecayPerSecond)
        return release.offset + physics.decelerationDistance(initial: velocity, after: elapsed) + snap
    }

    /// The velocity at `seconds` (before `endSeconds`).
    func velocity(at seconds: Double, physics: ScrollPhysics) -> Double {
        let elapsed = seconds - release.seconds
        let snap =
            snapVelocity == 0 ? 0 : physics.decelerationVelocity(initial: snapVelocity, after: elapsed, decay: physics.fastDecayPerSecond)
        return physics.decelerationVelocity(initial: velocity, after: elapsed) + snap
    }
}

/// Where, when and how fast the finger let go (content velocity, pt/s).
struct Release: Equatable, Sendable {
    var seconds: Double
    var offset: Double
    var velocity: Double
}

/// A critically damped spring back to an edge, run on the unbanded overshoot and shown through the rubber
/// band, so content past an edge stays within the band's limit and a finger catches it where it is.
struct Spring: Equatable, Sendable {
    var startSeconds: Double
    /// The edge it returns to.
    var edge: Double
    /// Unbanded overshoot past `edge` at the start, and its velocity.
    var displacement: Double
    var velocity: Double
    /// When it has settled on screen (found once, from the start, on a fixed grid).
    var endSeconds: Double

    /// The on-screen offset `seconds` after the start of the spring.
    func offset(at seconds: Double, physics: ScrollPhysics) -> Double {
        edge + physics.rubberBand(overshoot: state(at: seconds, physics: physics).displacement)
    }

    /// The on-screen velocity at `seconds`.
    func velocity(at seconds: Double, physics: ScrollPhysics) -> Double {
        let state = state(at: seconds, physics: physics)
        return physics.rubberBandedVelocity(overshoot: state.displacement, velocity: state.velocity)
    }

    private func state(at seconds: Double, physics: ScrollPhysics) -> (displacement: Double, velocity: Double) {
        physics.spring(displacement: displacement, velocity: velocity, after: max(0, seconds - startSeconds))
    }
}

/// The motion between events.
enum ScrollMotion: Equatable, Sendable {
    /// At rest.
    case idle
    /// Finger down: offset = rubber-banded(gripRaw − (fingerX − gripX)).
    case tracking(gripRaw: Double, gripX: Double, fingerX: Double, downIndex: Int)
    /// Gliding after a release.
    case gliding(Glide)
    /// Springing back to an edge.
    case springing(Spring)
}
