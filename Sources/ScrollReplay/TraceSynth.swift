import JSONText

/// Why a trace could not be synthesized.
package struct TraceSynthError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason naming the bad parameter.
    package var description: String
}

/// Deterministic generators for the scripted gestures behind `harness trace synth fling|drag|scrub`.
///
/// No randomness: the same parameters always give the same events. Fingers move right (x increasing),
/// which scrolls toward older content.
package enum TraceSynth {
    /// Where a stroke starts and ends on the 402 pt wide viewport, leaving a margin at both sides.
    static let strokeStartX = 40.0
    static let strokeEndX = 360.0
    /// Touch sample rate of the synthesized moves: ProMotion panels report touches at 120 Hz.
    static let sampleHz = 120.0
    /// Lead-in before the first touch, so the first frames show the resting chart.
    static let leadInSeconds = 0.5

    /// Flings into older content: each a touchDown near the left side, up to 100 ms of 120 Hz moves to the right at
    /// `velocityPointsPerSecond`, a release, then `pauseSeconds` (default: until the glide stops) before the next.
    package static func fling(
        velocityPointsPerSecond: Double = 2500, count: Int = 4, pauseSeconds: Double? = nil,
        physics: ScrollPhysics = .init(), displayScale: Double = 3,
        name: String = "fling", description: String? = nil
    ) throws(TraceSynthError) -> Trace {
        guard velocityPointsPerSecond.isFinite, (100...10_000).contains(velocityPointsPerSecond) else {
            throw TraceSynthError(description: "--velocity must be 100…10000 pt/s, got \(velocityPointsPerSecond)")
        }
        guard (1...100).contains(count) else {
            throw TraceSynthError(description: "--count must be 1…100, got \(count)")
        }
        // A stroke as long as the release-velocity window (100 ms) makes the estimate equal the stroke speed;
        // a faster fling gets a shorter stroke so it fits the viewport, and the estimate (taken from the
        // touchDown when the touch is shorter than the window) is still the stroke speed.
        let strokeSeconds = min(physics.velocityWindowSeconds, (strokeEndX - strokeStartX) / velocityPointsPerSecond)
        let strokePoints = velocityPointsPerSecond * strokeSeconds
        let glideSeconds = physics.decelerationDuration(initial: velocityPointsPerSecond, displayScale: displayScale)
        let pause = pauseSeconds ?? (glideSeconds + 0.25)
        guard pause.isFinite, pause >= 0, pause <= 60 else {
            throw TraceSynthError(description: "pause must be 0…60 s, got \(pause)")
        }
        var builder = TraceBuilder()
        builder.wait(leadInSeconds)
        for _ in 0..<count {
            builder.touchDown(x: strokeStartX)
            builder.move(to: strokeStartX + strokePoints, durationSeconds: strokeSeconds, sampleHz: sampleHz)
            builder.touchUp()
            builder.wait(pause)
        }
        let text =
            description ?? "\(count) fling\(count == 1 ? "" : "s") toward older content at \(Int(velocityPointsPerSecond)) pt/s, "
            + "each a \(Int((strokeSeconds * 1000).rounded())) ms stroke released at speed, \(format(pause)) s apart."
        return builder.finish(name: name, description: text)
    }

    /// A steady slow drag toward older content covering `distancePoints` in about `durationSeconds`, re-gripping
    /// when the finger nears the right side; the finger rests 0.1 s before each lift so no fling starts.
    package static func drag(
        distancePoints: Double = 2904, durationSeconds: Double = 20,
        name: String = "slow-drag", description: String? = nil
    ) throws(TraceSynthError) -> Trace {
        guard distancePoints.isFinite, (1...100_000).contains(distancePoints) else {
            throw TraceSynthError(description: "distance must be 1…100000 pt, got \(distancePoints)")
        }
        guard durationSeconds.isFinite, (1...500).contains(durationSeconds) else {
            throw TraceSynthError(description: "--duration must be 1…500 s, got \(durationSeconds)")
        }
        let strokeWidth = strokeEndX - strokeStartX
        let strokes = Int((distancePoints / strokeWidth).rounded(.up))
        // Each re-grip costs a 0.1 s hold (release velocity 0) and a 0.15 s gap with the finger up.
        let regripSeconds = 0.25
        let movingSeconds = durationSeconds - Double(strokes) * regripSeconds
        guard movingSeconds > 0 else {
            throw TraceSynthError(description: "--duration \(durationSeconds) s is too short for \(strokes) strokes")
        }
        let speed = distancePoints / movingSeconds
        var builder = TraceBuilder()
        builder.wait(leadInSeconds)
        var remaining = distancePoints
        while remaining > 1e-9 {
            let stroke = min(strokeWidth, remaining)
            builder.touchDown(x: strokeStartX)
            builder.move(to: strokeStartX + stroke, durationSeconds: stroke / speed, sampleHz: 60)
            builder.holdAndLift(0.1)
            builder.wait(0.15)
            remaining -= stroke
        }
        builder.wait(0.5)
        let text =
            description ?? "A steady \(Int(speed.rounded())) pt/s drag toward older content covering "
            + "\(Int(distancePoints.rounded())) pt, re-gripping every \(Int(strokeWidth)) pt with no fling."
        return builder.finish(name: name, description: text)
    }

    /// Fast back-and-forth drags with the finger kept down: `count` cycles of a 240 pt stroke right then left,
    /// each stroke 0.25 s (about 1000 pt/s), then a still hold and a lift without fling.
    package static func scrub(
        count: Int = 9, name: String = "scrub",
        description: String? = nil
    ) throws(TraceSynthError) -> Trace {
        guard (1...1000).contains(count) else {
            throw TraceSynthError(description: "--count must be 1…1000, got \(count)")
        }
        let leftX = 80.0
        let rightX = 320.0
        var builder = TraceBuilder()
        builder.wait(leadInSeconds)
        builder.touchDown(x: leftX)
        for _ in 0..<count {
            builder.move(to: rightX, durationSeconds: 0.25, sampleHz: sampleHz)
            builder.move(to: leftX, durationSeconds: 0.25, sampleHz: sampleHz)
        }
        builder.holdAndLift(0.1)
        builder.wait(0.5)
        let text = description ?? "\(count) fast back-and-forth scrubs of 240 pt at about 1000 pt/s, finger kept down."
        return builder.finish(name: name, description: text)
    }

    private static func format(_ seconds: Double) -> String {
        JSONText.number(seconds, decimals: 2)
    }
}
