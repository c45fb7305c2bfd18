import Raster

extension DisplayList {
    /// Draws `ops[range]` onto `canvas`, shifted left by `offsetX` pixels (an integer for
    /// pixel-identical results between strips and tiles: only the subpixel phase matters).
    public func draw(_ range: Range<Int>, on canvas: Canvas, offsetX: Double = 0) {
        ops.withUnsafeBufferPointer { ops in
            for index in range {
                switch ops[index] {
                case let .fill(rect, radius, color):
                    let shifted = Rect(x: rect.x - offsetX, y: rect.y, width: rect.width, height: rect.height)
                    if radius > 0 {
                        canvas.fillRoundedRect(shifted, radius: radius, color: color)
                    } else {
                        canvas.fill(shifted, color: color)
                    }
                case let .line(from, to, width, color):
                    canvas.strokeLine(
                        from: Point(x: from.x - offsetX, y: from.y),
                        to: Point(x: to.x - offsetX, y: to.y),
                        width: width, color: color
                    )
                case let .text(text, at, size, align, color):
                    canvas.drawText(text, at: Point(x: at.x - offsetX, y: at.y), size: size, align: align, color: color)
                }
            }
        }
    }

    /// Draws every op onto `canvas`.
    public func draw(on canvas: Canvas, offsetX: Double = 0) { draw(0..<ops.count, on: canvas, offsetX: offsetX) }
}
