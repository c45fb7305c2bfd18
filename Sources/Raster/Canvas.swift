/// A fixed-size pixmap that draws anti-aliased shapes and text.
///
/// Pixels are premultiplied internally and straight at the API: one contiguous buffer of `UInt32`
/// per pixel holding bytes R, G, B, A in memory order (on the little-endian machines Swift on Linux
/// targets), allocated once in `init`. Every draw call touches only pixels inside `clip`, and
/// rejects work outside it before doing any. Drawing is deterministic: the same calls give the same
/// bytes, and a call translated by whole pixels gives the same pixels translated.
public final class Canvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The glyph mask cache; pass one instance to several canvases to share masks.
    package let glyphCache: GlyphCache
    /// Work counters accumulated by every draw call; callers reset them.
    package var counters = RasterCounters()

    /// The pixels drawing may touch; setting it clamps to the canvas bounds. Defaults to the whole canvas.
    public var clip: PixelRect {
        get { clipRect }
        set { clipRect = newValue.intersection(bounds) }
    }

    let pixels: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect
    private(set) var clipRect: PixelRect
    let accumulator = CoverageAccumulator()
    var path = PathBuilder()
    var stroker = Stroker()
    /// The quarter-circle offsets of the last rounded-rect radius (bars usually share one radius).
    var arcRadius: Double = -1
    var arcOffsets: [Int] = []
    private(set) var coverageRow: UnsafeMutablePointer<UInt8>
    private var coverageCapacity: Int
    /// Scratch for one dense glyph mask before the cache encodes it.
    private(set) var glyphMask: UnsafeMutablePointer<UInt8>
    private var glyphMaskCapacity: Int

    /// Creates a transparent canvas; negative sizes are treated as zero, and each side is capped at
    /// 4,194,304 px (the range drawing coordinates are clamped to). Its drawing is not counted: a strategy's work
    /// counters (and so the phone model) see only the frame and the canvases `ChartScreen.makeCanvas` makes.
    public init(width: Int, height: Int, glyphCache: GlyphCache = GlyphCache()) {
        let w = max(0, min(width, Fixed.limit))
        let h = max(0, min(height, Fixed.limit))
        self.width = w
        self.height = h
        self.glyphCache = glyphCache
        bounds = PixelRect(unchecked: 0, y: 0, width: w, height: h)
        clipRect = bounds
        pixels = .allocate(capacity: max(1, w * h))
        pixels.initialize(repeating: 0, count: max(1, w * h))
        coverageCapacity = max(64, w + 2)
        coverageRow = .allocate(capacity: coverageCapacity)
        coverageRow.initialize(repeating: 0, count: coverageCapacity)
        glyphMaskCapacity = 4096
        glyphMask = .allocate(capacity: glyphMaskCapacity)
        glyphMask.initialize(repeating: 0, count: glyphMaskCapacity)
    }

    deinit {
        pixels.deallocate()
        coverageRow.deallocate()
        glyphMask.deallocate()
    }

    /// A pointer to the first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * width }

    /// Makes the scratch coverage row hold at least `count` bytes.
    func reserveCoverage(_ count: Int) {
        guard count > coverageCapacity else { return }
        coverageRow.deallocate()
        coverageCapacity = max(count, coverageCapacity * 2)
        coverageRow = .allocate(capacity: coverageCapacity)
        coverageRow.initialize(repeating: 0, count: coverageCapacity)
    }

    /// Makes the glyph mask scratch hold at least `count` bytes.
    func reserveGlyphMask(_ count: Int) {
        guard count > glyphMaskCapacity else { return }
        glyphMask.deallocate()
        glyphMaskCapacity = max(count, glyphMaskCapacity * 2)
        glyphMask = .allocate(capacity: glyphMaskCapacity)
        glyphMask.initialize(repeating: 0, count: glyphMaskCapacity)
    }

    /// Replaces every pixel inside `clip` with `color` (no blending); pixels outside the clip are kept.
    public func clear(_ color: Color) {
        let value = color.premultiplied
        let area = clipRect
        guard !area.isEmpty else { return }
        if area.width == width {
            // Whole rows are contiguous: one span.
            SpanBlitter.store(row(area.y), count: width * area.height, color: value)
        } else {
            for y in area.y..<area.maxY {
                SpanBlitter.store(row(y) + area.x, count: area.width, color: value)
            }
        }
        counters.pixelsWritten += area.width * area.height
    }

    /// Reads one word of every cache line of the pixels and the glyph masks and returns their sum, so a caller
    /// can bring the frame into this core's caches before timing work on it (the sum only keeps the reads).
    package func touchWorkingSet() -> UInt32 {
        var sum: UInt32 = glyphCache.touchMasks()
        var index = 0
        let count = width * height
        while index < count {
            sum &+= pixels[index]
            index += 16
        }
        return sum
    }

    /// The straight colour of pixel (`x`, `y`); `.clear` outside the canvas.
    public func pixel(x: Int, y: Int) -> Color {
        guard bounds.contains(x: x, y: y) else { return .clear }
        return Color(premultiplied: pixels[y * width + x])
    }

    /// All pixels as straight RGBA bytes, row-major.
    package func rgbaBytes() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            var cache: (UInt32, UInt32) = (0, 0)
            for i in 0..<count {
                let value = pixels[i]
                if value != cache.0 {
                    let color = Color(premultiplied: value)
                    cache = (value, UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24)
                }
                let straight = cache.1
                buffer[4 * i] = UInt8(truncatingIfNeeded: straight)
                buffer[4 * i + 1] = UInt8(truncatingIfNeeded: straight >> 8)
                buffer[4 * i + 2] = UInt8(truncatingIfNeeded: straight >> 16)
                buffer[4 * i + 3] = UInt8(truncatingIfNeeded: straight >> 24)
            }
            initialized = count * 4
        }
    }
}
