import Foundation

extension Canvas {
    /// Copies (or, with `blend`, source-over blends) `sourceRect` of `source` so its top-left lands at
    /// (`toX`, `toY`).
    ///
    /// The area is clipped to both canvases and to this canvas' `clip`; a composite that moves any pixel adds
    /// one to `counters.layersComposited` and the pixels moved to `counters.pixelsComposited` (not to
    /// `pixelsWritten`). Copies are one `memmove` per row. `source` may be this canvas, with the two areas
    /// overlapping (scrolling its own pixels by a few columns or rows): every row is read before it is
    /// overwritten.
    public func composite(_ source: Canvas, from sourceRect: PixelRect, toX: Int, toY: Int, blend: Bool = false) {
        let readable = sourceRect.intersection(source.bounds)
        guard !readable.isEmpty else { return }
        let shiftedX = toX &+ (readable.x - sourceRect.x)
        let shiftedY = toY &+ (readable.y - sourceRect.y)
        guard let placed = PixelRect(x: shiftedX, y: shiftedY, width: readable.width, height: readable.height) else { return }
        let target = placed.intersection(clipRect)
        guard !target.isEmpty else { return }
        let sourceX = readable.x + (target.x - placed.x)
        let sourceY = readable.y + (target.y - placed.y)
        let count = target.width
        // Overlapping self-copies must read each row before it is overwritten.
        let bottomUp = source === self && target.y > sourceY
        for step in 0..<target.height {
            let dy = bottomUp ? target.height - 1 - step : step
            let from = source.row(sourceY + dy) + sourceX
            let to = row(target.y + dy) + target.x
            if blend && source === self && target.x > sourceX && target.y == sourceY {
                // Blending rightwards within the same rows: read each pixel before it is written.
                for i in stride(from: count - 1, through: 0, by: -1) {
                    to[i] = PixelMath.over(from[i], to[i])
                }
            } else if blend {
                SpanBlitter.blendRow(to, source: from, count: count)
            } else {
                // memmove: a self-composite may overlap within a row.
                memmove(to, from, count * 4)
            }
        }
        counters.layersComposited += 1
        counters.pixelsComposited += count * target.height
    }
}
