@testable import ScrollReplay

/// How each shipped trace in Scenarios/ is made; `ScenarioFileTests` checks the files match and can re-record them.
enum ScenarioRecipes {
    /// 1 day of the chart is 48.4 pt wide; used only to size the scenarios, ScrollReplay itself works in points.
    static let pointsPerDay = 48.4

    static func all() throws -> [Trace] {
        [try fling(), try slowDrag(), try scrub(), tapSelect(), highlight(), edgeStop()]
    }

    static func fling() throws -> Trace {
        // 5 flings at 3000 pt/s, 2 s apart: ~10.5 s, the seed's "a few scrolls". A glide from 3000 pt/s needs
        // 4.5 s to drop below the half-pixel stop speed, so each next touch catches the slow tail (< 55 pt/s),
        // as a user flinging repeatedly does.
        try TraceSynth.fling(
            velocityPointsPerSecond: 3000, count: 5, pauseSeconds: 1.9, name: "fling",
            description: "Five flings toward older content at 3000 pt/s (100 ms strokes released at speed), 2 s apart; "
                + "each next touch catches the previous glide's slow tail. About 10.5 s.")
    }

    static func slowDrag() throws -> Trace {
        try TraceSynth.drag(
            distancePoints: 60 * pointsPerDay, durationSeconds: 20, name: "slow-drag",
            description: "A steady 166 pt/s drag toward older content through 2904 pt (60 days × 48.4 pt), "
                + "re-gripping every 320 pt with the finger still before each lift, so nothing flings. About 21 s.")
    }

    static func scrub() throws -> Trace {
        try TraceSynth.scrub(
            count: 9, name: "scrub",
            description: "Nine fast back-and-forth scrubs of 240 pt at about 1000 pt/s with the finger kept down, "
                + "then a still lift. About 5.6 s.")
    }

    static func tapSelect() -> Trace {
        var b = TraceBuilder()
        b.wait(0.5)
        b.touchDown(x: 100)
        b.move(to: 250, durationSeconds: 0.5)
        b.holdAndLift(0.2)
        b.wait(0.6)
        // Bars inside the plot (x 0…363, y ~30…220), then empty space above the bars, then right of the plot.
        for (x, y) in [(60.0, 180.0), (150, 150), (250, 120), (340, 200), (200, 35), (380, 150)] {
            b.tap(x: x, y: y)
            b.wait(0.7)
        }
        b.wait(0.3)
        return b.finish(
            name: "tap-select",
            description: "Scrolls 150 pt toward older content and stops without a fling, then taps bars at x 60, 150, "
                + "250 and 340 pt, empty space above the bars (200, 35) and right of the plot (380, 150). About 6.3 s.")
    }

    static func highlight() -> Trace {
        var b = TraceBuilder()
        b.wait(0.3)
        b.touchDown(x: 60)
        b.move(to: 160, durationSeconds: 0.4)
        b.highlight("wear")
        b.move(to: 300, durationSeconds: 0.6)
        b.touchUp()
        b.wait(1.2)
        b.touchDown(x: 320)
        b.move(to: 220, durationSeconds: 0.4)
        b.highlight("ownedEc")
        b.move(to: 80, durationSeconds: 0.6)
        b.holdAndLift(0.1)
        b.wait(0.5)
        b.touchDown(x: 60)
        b.move(to: 200, durationSeconds: 0.5)
        b.highlight(nil)
        b.move(to: 300, durationSeconds: 0.4)
        b.touchUp()
        b.wait(1.5)
        return b.finish(
            name: "highlight",
            description: "Highlights \"wear\" while dragging toward older content (released with a gentle fling), "
                + "switches to \"ownedEc\" while dragging back, then clears the highlight (null) mid-drag. About 6.5 s.")
    }

    static func edgeStop() -> Trace {
        var b = TraceBuilder()
        b.wait(0.5)
        // 260 + 240 + 200 = 700 pt = 14.5 days of 48.4 pt: rests 5.4, 10.3 and 14.5 days back. Each rest is 1 s:
        // a still release's snap to a noon settles in at most 0.5 s, and a window swaps 0.25 s after that.
        for stroke in [260.0, 240, 200] {
            b.touchDown(x: 60)
            b.move(to: 60 + stroke, durationSeconds: 0.8)
            b.holdAndLift(0.15)
            b.wait(1)
        }
        b.touchDown(x: 60)
        b.move(to: 310, durationSeconds: 0.8)
        b.holdAndLift(0.15)
        b.wait(1)
        return b.finish(
            name: "edge-stop",
            description: "Three drags toward older content with the finger still 150 ms before each lift (release "
                + "velocity 0), resting 1 s after each: 260 + 240 + 200 = 700 pt, i.e. 14.5 days (48.4 pt/day) "
                + "back from the start. Then one more 250 pt drag continues past that point. About 8.3 s.")
    }
}
