@testable import Raster

/// Small helpers shared by the raster tests.
enum RasterHelpers {
    /// The smallest rect holding every pixel whose alpha is above `threshold`; nil when none is.
    static func inkBounds(_ canvas: Canvas, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (Int, Int, Int, Int)?
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).a > threshold {
                if let r = result {
                    result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}
