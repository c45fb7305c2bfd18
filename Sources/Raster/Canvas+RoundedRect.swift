extension Canvas {
    /// Fills `rect` with corners rounded to `radius`, clamped to half the shorter side; radius 0 is `fill`.
    ///
    /// Only the four corner boxes go through the scan converter. Everything between them has
    /// straight edges, and whole pixel rows and columns there get the same coverage from the
    /// analytic rect path far more cheaply; the split lines are whole pixels, so the result is
    /// the same as scan converting the whole outline (to within a rounding tie, 1/255).
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        fillRoundedRect(rect, radius: radius, color: color, splitAtCorners: true)
    }

    /// `splitAtCorners: false` scan converts the whole outline; tests compare the two.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, splitAtCorners: Bool) {
        guard color.a > 0, rect.isFinite, radius.isFinite else { return }
        let x0 = Fixed.from(rect.minX), y0 = Fixed.from(rect.minY)
        let x1 = Fixed.from(rect.maxX), y1 = Fixed.from(rect.maxY)
        let premultiplied = color.premultiplied
        let r = min(max(0, radius) * Double(Fixed.one), Double(x1 - x0) / 2, Double(y1 - y0) / 2)
        let rInt = Int(r.rounded())
        guard rInt > 0 else {
            fillFixed(x0: x0, y0: y0, x1: x1, y1: y1, color: premultiplied)
            return
        }
        guard intersectsClip(x0: x0, y0: y0, x1: x1, y1: y1) else { return }
        prepareArc(radius: r)
        let middleTop = Fixed.ceilPixel(y0 + rInt), middleBottom = Fixed.floorPixel(y1 - rInt)
        let middleLeft = Fixed.ceilPixel(x0 + rInt), middleRight = Fixed.floorPixel(x1 - rInt)
        let all = Int.min..<Int.max
        guard splitAtCorners, middleTop < middleBottom else {
            buildRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, rInt: rInt, cutLeft: nil, cutRight: nil)
            fillPath(color: premultiplied, rows: all)
            return
        }
        let topBand = Int.min..<middleTop, bottomBand = middleBottom..<Int.max
        fillFixed(x0: x0, y0: middleTop << Fixed.shift, x1: x1, y1: middleBottom << Fixed.shift, color: premultiplied)
        guard middleLeft < middleRight else {
            buildRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, rInt: rInt, cutLeft: nil, cutRight: nil)
            fillPath(color: premultiplied, rows: topBand)
            fillPath(color: premultiplied, rows: bottomBand)
            return
        }
        let left = middleLeft << Fixed.shift, right = middleRight << Fixed.shift
        fillFixed(x0: left, y0: y0, x1: right, y1: middleTop << Fixed.shift, color: premultiplied)
        fillFixed(x0: left, y0: middleBottom << Fixed.shift, x1: right, y1: y1, color: premultiplied)
        buildRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, rInt: rInt, cutLeft: nil, cutRight: left)
        fillPath(color: premultiplied, rows: topBand)
        fillPath(color: premultiplied, rows: bottomBand)
        buildRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, rInt: rInt, cutLeft: right, cutRight: nil)
        fillPath(color: premultiplied, rows: topBand)
        fillPath(color: premultiplied, rows: bottomBand)
    }

    /// Fills `arcOffsets` with one quarter circle of radius `r` (1/256 px) from 0° to 90°, rounded
    /// once so every corner and every position uses identical offsets. Reuses the last radius.
    private func prepareArc(radius r: Double) {
        guard r != arcRadius else { return }
        arcRadius = r
        arcOffsets.removeAll(keepingCapacity: true)
        let steps = Canvas.arcSteps(radiusPixels: r / Double(Fixed.one))
        for step in 0...steps {
            let (sine, cosine) = Trig.sinCos(Double(step) * (.pi / 2) / Double(steps))
            arcOffsets.append(Int((r * cosine).rounded()))
            arcOffsets.append(Int((r * sine).rounded()))
        }
    }

    /// Builds the rounded outline into `path`, optionally keeping only the part left of `cutRight`
    /// or right of `cutLeft` (both whole-pixel x coordinates in fixed point).
    private func buildRoundedOutline(x0: Int, y0: Int, x1: Int, y1: Int, rInt: Int, cutLeft: Int?, cutRight: Int?) {
        path.reset()
        let n = arcOffsets.count / 2
        // Screen y grows down, so (cos, -sin) walks each corner clockwise as seen on screen.
        if let cutLeft {
            path.move(to: cutLeft, y0)
        } else {
            for i in 0..<n {  // bottom-left corner, from its bottom edge up to the left edge
                let dx = arcOffsets[2 * (n - 1 - i) + 1], dy = arcOffsets[2 * (n - 1 - i)]
                path.line(to: x0 + rInt - dy, y1 - rInt + dx)
            }
            for i in 0..<n {  // top-left corner, from the left edge to the top edge
                path.line(to: x0 + rInt - arcOffsets[2 * i], y0 + rInt - arcOffsets[2 * i + 1])
            }
        }
        if let cutRight {
            path.line(to: cutRight, y0)
            path.line(to: cutRight, y1)
        } else {
            for i in 0..<n {  // top-right corner, from the top edge down to the right edge
                let c = arcOffsets[2 * (n - 1 - i)], s = arcOffsets[2 * (n - 1 - i) + 1]
                path.line(to: x1 - rInt + c, y0 + rInt - s)
            }
            for i in 0..<n {  // bottom-right corner, from the right edge down to the bottom edge
                path.line(to: x1 - rInt + arcOffsets[2 * i], y1 - rInt + arcOffsets[2 * i + 1])
            }
        }
        if cutLeft != nil {
            path.line(to: cutLeft ?? x0, y1)
        }
        path.close()
    }

    /// Segments per quarter circle so the chord error stays under about 1/10 px.
    ///
    /// A chord spanning angle θ strays r(1 - cos(θ/2)) ≈ rθ²/8 from the arc; solving with a square
    /// root (correctly rounded everywhere, unlike `acos`) keeps the count identical on every machine.
    static func arcSteps(radiusPixels: Double) -> Int {
        guard radiusPixels > 0.1 else { return 1 }
        let angle = (0.8 / radiusPixels).squareRoot()
        return max(1, min(32, Int((Double.pi / 2 / angle).rounded(.up))))
    }
}
