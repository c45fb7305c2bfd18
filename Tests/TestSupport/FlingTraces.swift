import ScrollReplay

/// One fling as the scroll tests script it: a touch at `x`, a stroke of `points` (negative: to the left) over
/// `seconds` sampled at `sampleHz`, a lift at speed, then `then` (by default a rest of `restSeconds`). The one
/// way the tests build a fling, so its shape is stated once.
package func flingTrace(
    from x: Double = 40, points: Double, seconds: Double = 0.1, sampleHz: Double = 120, restSeconds: Double = 4,
    then: ((inout TraceBuilder) -> Void)? = nil
) -> Trace {
    var builder = TraceBuilder()
    builder.touchDown(x: x)
    builder.move(to: x + points, durationSeconds: seconds, sampleHz: sampleHz)
    builder.touchUp()
    if let then { then(&builder) } else { builder.wait(restSeconds) }
    return builder.finish(name: "fling", description: "")
}
