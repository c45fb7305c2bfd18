import Raster

extension Canvas {
    /// The canvas as a PNG file (straight RGBA8, colour type 6).
    package func pngData() -> [UInt8] {
        PNGEncoder.encode(width: width, height: height, rgba: rgbaBytes())
    }
}
