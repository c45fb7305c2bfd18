/// Rasterised glyph coverage masks, keyed by glyph, size and subpixel phase.
///
/// Keys quantise the size to 1/64 px and both the x and y pen position to 1/4 px, so a glyph
/// drawn at any of the 16 phases of a given size is rasterised once and then only blitted.
/// Masks live back to back, run-length encoded, in one growing byte arena rather than one array each.
/// Share one cache between canvases to share the masks; it is not thread-safe.
public final class GlyphCache {
    /// Where a mask sits in the arena and how it is placed relative to the pen's whole pixel.
    struct Entry {
        var offset: Int
        var width: Int
        var height: Int
        var left: Int
        var top: Int
    }

    private var index: [UInt64: Int] = [:]
    private var entries: [Entry] = []
    private(set) var arena: [UInt8] = []

    /// When the arena would grow past this many bytes, the cache empties itself first, so
    /// unusual size sweeps cannot grow it without bound. Chart labels need well under 1 MB.
    package var byteBudget: Int

    /// Creates an empty cache with a 32 MB budget.
    public convenience init() {
        self.init(byteBudget: 32 << 20)
    }

    /// Creates an empty cache that holds at most `byteBudget` bytes of masks.
    package init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// Bytes held by cached masks.
    package var byteCount: Int { arena.count }

    /// Reads one byte of every cache line of the masks and returns their sum (see `Canvas.touchWorkingSet`).
    package func touchMasks() -> UInt32 {
        arena.withUnsafeBufferPointer { bytes in
            var sum: UInt32 = 0
            var index = 0
            while index < bytes.count {
                sum &+= UInt32(bytes[index])
                index += 64
            }
            return sum
        }
    }

    /// Number of cached masks.
    package var entryCount: Int { entries.count }

    /// Drops every mask (the arena keeps its capacity).
    package func removeAll() {
        index.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        arena.removeAll(keepingCapacity: true)
    }

    /// The cache key: glyph index, size in 1/64 px and the two quarter-pixel phases.
    @inline(__always)
    static func key(glyph: Int, sizeQ: Int, phaseX: Int, phaseY: Int) -> UInt64 {
        UInt64(glyph) | UInt64(phaseX) << 8 | UInt64(phaseY) << 10 | UInt64(sizeQ) << 12
    }

    @inline(__always)
    func entry(for key: UInt64) -> Entry? {
        guard let slot = index[key] else { return nil }
        return entries[slot]
    }

    /// Stores a dense `width` × `height` coverage mask, run-length encoded into the arena.
    ///
    /// Each row is a `UInt16` segment count followed by segments of `UInt16` x, `UInt16` length and
    /// the coverage bytes. Segments break at long runs of zero bytes (`segmentGap`), so blitting skips
    /// the empty parts of a glyph without testing each pixel. Masks wider than 65535 px are not cached.
    func insert(_ key: UInt64, mask: UnsafePointer<UInt8>, width: Int, height: Int, left: Int, top: Int) -> Entry {
        guard width <= Int(UInt16.max) else { return Entry(offset: 0, width: 0, height: 0, left: 0, top: 0) }
        // The encoded mask is never larger than the dense one plus 6 bytes of headers per row.
        if arena.count + width * height + 6 * height > byteBudget {
            removeAll()
        }
        let entry = Entry(offset: arena.count, width: width, height: height, left: left, top: top)
        for y in 0..<height {
            let row = mask + y * width
            let countAt = arena.count
            append16(0)
            var segments = 0
            var x = 0
            while x < width {
                while x < width && row[x] == 0 { x += 1 }
                guard x < width else { break }
                var end = x + 1
                var zeros = 0
                while end < width && zeros < GlyphCache.segmentGap {
                    zeros = row[end] == 0 ? zeros + 1 : 0
                    end += 1
                }
                end -= zeros
                append16(x)
                append16(end - x)
                arena.append(contentsOf: UnsafeBufferPointer(start: row + x, count: end - x))
                segments += 1
                x = end
            }
            arena[countAt] = UInt8(truncatingIfNeeded: segments)
            arena[countAt + 1] = UInt8(truncatingIfNeeded: segments >> 8)
        }
        index[key] = entries.count
        entries.append(entry)
        return entry
    }

    /// Zero runs at least this long end a segment; shorter gaps are cheaper to blend (as no-ops)
    /// inside one vectorised loop than to restart the loop for.
    static let segmentGap = 2

    private func append16(_ value: Int) {
        arena.append(UInt8(truncatingIfNeeded: value))
        arena.append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
