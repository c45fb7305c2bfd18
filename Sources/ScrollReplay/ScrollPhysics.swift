import Foundation

/// Constants and pure functions of UIScrollView-like scrolling along one axis, in points and seconds.
///
/// Every motion has a closed form (no Euler steps), so the state at any time is the same whether it is
/// sampled at 60 Hz, 120 Hz or any other rate.
package struct ScrollPhysics: Equatable, Sendable {
    /// Velocity kept per millisecond of deceleration: `UIScrollView.DecelerationRate.normal` is 0.998
    /// (Apple documentation), i.e. v(t) = v0 · 0.998^ms. Must lie strictly between 0 and 1.
    package var decelerationRatePerMillisecond: Double = 0.998
    /// Velocity kept per millisecond by `UIScrollView.DecelerationRate.fast`, 0.99 (Apple documentation): the
    /// rate the last stretch to a scroll target settles at (see `SnapSettle.fast`). Strictly between 0 and 1.
    package var fastDecelerationRatePerMillisecond: Double = 0.99
    /// Remaining glide, in device pixels, below which deceleration stops. Half a pixel, as in Ilya Lobanov's
    /// UIScrollView reimplementation (`threshold = 0.5 / UIScreen.main.scale`, github.com/super-ultra/ScrollMechanics):
    /// once less than half a pixel is left the eye sees no further motion.
    package var stopThresholdPixels: Double = 0.5
    /// Rubber-band constant c in f(x, d) = (1 − 1/(x·c/d + 1))·d; UIScrollView's value 0.55 as reported by
    /// @chpwn and analysed in "Analysis of Apple's rubber band scrolling" (squareb, 2013).
    package var rubberBandCoefficient: Double = 0.55
    /// Rubber-band dimension d in points: the 402 pt viewport width along the scroll axis.
    package var viewportWidthPoints: Double = 402
    /// Angular frequency ω (rad/s) of the spring-back, which is critically damped (damping ratio 1); mass 1,
    /// stiffness 100 gives ω = √100 = 10, the spring Lobanov's ScrollMechanics uses for UIScrollView's bounce
    /// (`Spring(mass: 1, stiffness: 100, dampingRatio: 1)`). A critically damped spring crosses its rest point
    /// once when its velocity toward rest exceeds ω × its displacement; `ScrollSession` only starts springs that
    /// cannot (a release toward the content fast enough to reach it glides instead), so spring-backs never overshoot.
    package var springAngularFrequency: Double = 10
    /// Window, in seconds, over which the release velocity is estimated: (x(lift) − x(lift − window)) / window,
    /// with the finger's path interpolated between its samples. UIKit's pan recognizer reports velocity over its
    /// most recent touches; ~100 ms is the usual reimplementation window and makes a finger held still for
    /// 100 ms release with zero velocity.
    package var velocityWindowSeconds: Double = 0.1

    /// Creates the UIScrollView defaults listed on each property.
    package init() {}

    /// Exponential decay constant k = 1000·ln(rate) per second (negative), so v(t) = v0·e^(k·t).
    package var decayPerSecond: Double { 1000 * Foundation.log(decelerationRatePerMillisecond) }
    /// The fast rate's decay constant, 1000·ln(0.99) ≈ −10.05 per second.
    package var fastDecayPerSecond: Double { 1000 * Foundation.log(fastDecelerationRatePerMillisecond) }

    /// Speed (pt/s) below which deceleration stops: the remaining glide |v/k| is under half a device pixel.
    package func stopSpeedPointsPerSecond(displayScale: Double) -> Double {
        stopThresholdPixels / displayScale * abs(decayPerSecond)
    }

    /// Velocity `timeSeconds` after a release at `velocity` pt/s decaying at `decay` (by default the normal
    /// rate's k): v0·e^(k·t).
    package func decelerationVelocity(initial velocity: Double, after timeSeconds: Double, decay: Double? = nil) -> Double {
        velocity * Foundation.exp((decay ?? decayPerSecond) * timeSeconds)
    }

    /// Distance travelled `timeSeconds` after a release at `velocity` pt/s decaying at `decay` (by default the
    /// normal rate's k): v0·(e^(k·t) − 1)/k.
    package func decelerationDistance(initial velocity: Double, after timeSeconds: Double, decay: Double? = nil) -> Double {
        let k = decay ?? decayPerSecond
        return velocity * Foundation.expm1(k * timeSeconds) / k
    }

    /// Seconds until a glide at `velocity` pt/s slows below the stop speed (0 when it already is).
    package func decelerationDuration(initial velocity: Double, displayScale: Double) -> Double {
        let stopSpeed = stopSpeedPointsPerSecond(displayScale: displayScale)
        guard abs(velocity) > stopSpeed else { return 0 }
        return Foundation.log(stopSpeed / abs(velocity)) / decayPerSecond
    }

    /// Seconds until a glide from 0 at `velocity` first travels `distance` points (same sign), or `nil` if it stops first.
    package func decelerationTime(toTravel distance: Double, initial velocity: Double) -> Double? {
        guard velocity != 0, distance * velocity > 0 else { return distance == 0 ? 0 : nil }
        let argument = 1 + decayPerSecond * distance / velocity
        guard argument > 0 else { return nil }
        return Foundation.log(argument) / decayPerSecond
    }

    /// Rubber-banded display distance for a finger pulled `overshoot` points past the edge:
    /// (1 − 1/(|x|·c/d + 1))·d with the sign of x; the identity at 0 and always less than d.
    package func rubberBand(overshoot: Double) -> Double {
        let d = viewportWidthPoints
        let magnitude = (1 - 1 / (abs(overshoot) * rubberBandCoefficient / d + 1)) * d
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// Inverse of `rubberBand(overshoot:)`: the finger overshoot that displays `displayed` points past the edge.
    package func inverseRubberBand(displayed: Double) -> Double {
        let d = viewportWidthPoints
        // Clamp just below d, where the inverse diverges; a displayed overshoot that large cannot come from a finger.
        let magnitude = min(abs(displayed), d * 0.999_999)
        let overshoot = d / rubberBandCoefficient * (magnitude / (d - magnitude))
        return displayed < 0 ? -overshoot : overshoot
    }

    /// Offset shown for an unconstrained finger offset `raw`: identity inside `range`, rubber-banded beyond it.
    package func rubberBandedOffset(_ raw: Double, in range: ClosedRange<Double>) -> Double {
        if raw < range.lowerBound { return range.lowerBound + rubberBand(overshoot: raw - range.lowerBound) }
        if raw > range.upperBound { return range.upperBound + rubberBand(overshoot: raw - range.upperBound) }
        return raw
    }

    /// Unconstrained finger offset that shows `offset` in `range` (inverse of `rubberBandedOffset`).
    package func unbandedOffset(_ offset: Double, in range: ClosedRange<Double>) -> Double {
        if offset < range.lowerBound { return range.lowerBound + inverseRubberBand(displayed: offset - range.lowerBound) }
        if offset > range.upperBound { return range.upperBound + inverseRubberBand(displayed: offset - range.upperBound) }
        return offset
    }

    /// Spring displacement from the rest point and velocity `timeSeconds` after starting at
    /// (`displacement`, `velocity`). Critically damped: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t).
    package func spring(
        displacement: Double, velocity: Double, after timeSeconds: Double
    )
        -> (displacement: Double, velocity: Double)
    {
        let omega = springAngularFrequency
        let decay = Foundation.exp(-omega * timeSeconds)
        let b = velocity + omega * displacement
        let x = (displacement + b * timeSeconds) * decay
        let v = (b - omega * (displacement + b * timeSeconds)) * decay
        return (x, v)
    }

    /// True once a spring is within half a device pixel of rest and too slow to leave it again.
    package func springIsSettled(displacement: Double, velocity: Double, displayScale: Double) -> Bool {
        let threshold = stopThresholdPixels / displayScale
        return abs(displacement) < threshold && abs(velocity) < threshold * springAngularFrequency
    }

    /// Slope of the rubber band at the edge, f′(0) = c: content entering the band at v pt/s moves the unbanded
    /// (finger) overshoot at v / c pt/s, so a glide that reaches an edge keeps its on-screen speed into the band.
    package var rubberBandSlopeAtEdge: Double { rubberBandCoefficient }

    /// On-screen velocity past an edge for an unbanded overshoot `overshoot` moving at `velocity`: f′(x)·v.
    package func rubberBandedVelocity(overshoot: Double, velocity: Double) -> Double {
        let d = viewportWidthPoints
        let denominator = abs(overshoot) * rubberBandCoefficient / d + 1
        return velocity * rubberBandCoefficient / (denominator * denominator)
    }

    /// Seconds after its start at which a spring on the unbanded overshoot comes to rest on screen: the first
    /// point of a 1 ms grid from its start where the banded displacement and velocity are within the
    /// `springIsSettled` thresholds. Found once per spring from its start, so it is the same at any frame rate.
    package func springSettleSeconds(displacement: Double, velocity: Double, displayScale: Double) -> Double {
        let gridSeconds = 0.001
        // A spring of ±10⁶ pt settles in under 2 s at ω = 10; the cap only guards absurd inputs.
        for step in 0...30_000 {
            let t = Double(step) * gridSeconds
            let state = spring(displacement: displacement, velocity: velocity, after: t)
            if springIsSettled(
                displacement: rubberBand(overshoot: state.displacement),
                velocity: rubberBandedVelocity(overshoot: state.displacement, velocity: state.velocity),
                displayScale: displayScale)
            {
                return t
            }
        }
        return 30
    }

    /// Where a glide released at `offset` with `velocity` pt/s would come to rest with no edge in the way:
    /// the asymptote offset + v/|k| of the exponential decay.
    package func projectedRest(offset: Double, velocity: Double) -> Double {
        offset + velocity / abs(decayPerSecond)
    }

    /// The release velocity whose glide rests exactly `distance` points away: UIScrollView's
    /// `targetContentOffset` adjustment keeps the deceleration curve and changes the initial velocity,
    /// v = |k|·distance.
    package func velocity(toRestAfter distance: Double) -> Double {
        distance * abs(decayPerSecond)
    }

    /// The initial velocity of a fast-rate decay that travels exactly `distance` points: |k_fast|·distance.
    package func fastVelocity(toRestAfter distance: Double) -> Double {
        distance * abs(fastDecayPerSecond)
    }

    /// Seconds until a glide made of a normal-rate part at `velocity` and a fast-rate part at `snapVelocity`
    /// has less than half a device pixel left to travel (the same stop rule as `decelerationDuration`, to which
    /// it reduces without a fast part). Found by bisection of the remaining distance, which only shrinks, so it
    /// is the same at any frame rate.
    package func glideDuration(velocity: Double, snapVelocity: Double, displayScale: Double) -> Double {
        guard snapVelocity != 0 else { return decelerationDuration(initial: velocity, displayScale: displayScale) }
        let threshold = stopThresholdPixels / displayScale
        let normal = (distance: abs(velocity / decayPerSecond), decay: decayPerSecond)
        let fast = (distance: abs(snapVelocity / fastDecayPerSecond), decay: fastDecayPerSecond)
        func remaining(_ t: Double) -> Double {
            normal.distance * Foundation.exp(normal.decay * t) + fast.distance * Foundation.exp(fast.decay * t)
        }
        guard remaining(0) >= threshold else { return 0 }
        // Each part alone is under half the threshold by its own closed-form time; the later of the two bounds the answer.
        func underHalf(_ part: (distance: Double, decay: Double)) -> Double {
            part.distance > threshold / 2 ? Foundation.log(threshold / 2 / part.distance) / part.decay : 0
        }
        var high = max(underHalf(normal), underHalf(fast))
        var low = 0.0
        for _ in 0..<64 where high - low > 1e-9 {
            let middle = (low + high) / 2
            if remaining(middle) < threshold { high = middle } else { low = middle }
        }
        return high
    }

    /// `offset` rounded to the nearest device pixel (1/`displayScale` pt), halves away from zero.
    package static func snapToPixel(_ offset: Double, displayScale: Double) -> Double {
        (offset * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
}
