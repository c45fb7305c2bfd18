#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes horizontal spans of one colour into a row of premultiplied pixels.
///
/// Every function takes a raw pointer to the first pixel of the span; the caller has already
/// clipped the span, so the loops carry no bounds checks and can vectorise.
enum SpanBlitter {
    /// Fills `count` pixels with `color` at full coverage (a store for opaque colours, a blend otherwise).
    @inline(__always)
    static func fill(_ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        if color >> 24 == 255 {
            store(row, count: count, color: color)
        } else {
            blend(row, count: count, source: color)
        }
    }

    /// Sets `count` pixels to `color`, as tiny-skia's `memset2d_color` does.
    ///
    /// Colours whose four bytes are equal (white, transparent) go to `memset`, which picks the widest
    /// stores the CPU has at run time (AVX2, AVX-512); Swift compiled for baseline x86-64 stops at
    /// 16-byte SSE2 stores. Other colours take those, four per iteration, with one overlapping store
    /// for the last few pixels instead of a scalar tail.
    @inline(__always)
    static func store(_ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        if count >= 16 && bytesRepeat(color) {
            var at = UnsafeMutableRawPointer(row)
            var left = count &* 4
            while left > 0 {
                let bytes = min(left, memsetChunkBytes)
                memset(at, Int32(color & 0xFF), bytes)
                at += bytes
                left &-= bytes
            }
            return
        }
        guard count >= 4 else {
            for i in 0..<count { row[i] = color }
            return
        }
        let quad = SIMD4<UInt32>(repeating: color)
        let raw = UnsafeMutableRawPointer(row)
        var offset = 0
        let end = count &* 4
        while offset &+ 64 <= end {
            raw.storeBytes(of: quad, toByteOffset: offset, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: quad, toByteOffset: offset &+ 16, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: quad, toByteOffset: offset &+ 32, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: quad, toByteOffset: offset &+ 48, as: SIMD4<UInt32>.self)
            offset &+= 64
        }
        while offset &+ 16 <= end {
            raw.storeBytes(of: quad, toByteOffset: offset, as: SIMD4<UInt32>.self)
            offset &+= 16
        }
        if offset < end {
            raw.storeBytes(of: quad, toByteOffset: end &- 16, as: SIMD4<UInt32>.self)
        }
    }

    /// The most bytes one `memset` call is given: below glibc's `rep stosb` threshold (2 KB by default), so
    /// each call runs the vector loop. Natively both ran a frame's clear equally fast, but Callgrind counts
    /// every iteration of a `rep` instruction: one `memset` of the 3.7 MB frame made the `visible` frame
    /// count 2.7 times the instructions while it got faster. In 2 KB calls the clear counts half what the
    /// old store loop did, so the instruction clock moves the way time does.
    static let memsetChunkBytes = 2032

    /// True when the pixel's four bytes are equal, so a byte fill (`memset`) writes it.
    @inline(__always)
    static func bytesRepeat(_ color: UInt32) -> Bool {
        color == (color & 0xFF) &* 0x0101_0101
    }

    /// Source-over of one premultiplied colour onto `count` pixels, two at a time in 16-bit lanes
    /// with the same arithmetic as `PixelMath.over`.
    @inline(__always)
    static func blend(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        let inverse = 255 &- (source >> 24)
        let sourceBytes = SIMD8<UInt8>(
            truncatingIfNeeded: SIMD8<UInt32>(
                source, source >> 8, source >> 16, source >> 24, source, source >> 8, source >> 16, source >> 24))
        let sourceLanes = SIMD8<UInt16>(truncatingIfNeeded: sourceBytes)
        let inverseLanes = SIMD8<UInt16>(repeating: UInt16(inverse))
        var i = 0
        while i + 2 <= count {
            let pair = UnsafeMutableRawPointer(row + i)
            let destination = SIMD8<UInt16>(truncatingIfNeeded: pair.loadUnaligned(as: SIMD8<UInt8>.self))
            let result = sourceLanes &+ divide255(destination &* inverseLanes)
            pair.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: result), as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count {
            row[i] = source &+ PixelMath.scale(row[i], by: inverse)
        }
    }

    /// Fills `count` pixels with `color` at a uniform coverage of `alpha`/255.
    @inline(__always)
    static func fill(_ row: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, alpha: UInt32) {
        if alpha >= 255 {
            fill(row, count: count, color: color)
        } else if alpha > 0 {
            blend(row, count: count, source: PixelMath.scale(color, by: alpha))
        }
    }

    /// Blends `color` through a run of coverage without branching on it.
    ///
    /// Exact for every coverage: 0 leaves the pixel as it was, and 255 with an opaque colour
    /// stores the colour, because `scale(x, 255) == x` and `scale(x, 0) == 0`. Two pixels go
    /// through 16-bit vector lanes at a time (SSE2 multiplies 16-bit lanes natively, 32-bit ones
    /// not); the arithmetic is the same as `PixelMath.over`, so results match it bit for bit.
    @inline(__always)
    static func blitSegment(_ row: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, count: Int, color: UInt32) {
        let r = UInt16(color & 0xFF), g = UInt16(color >> 8 & 0xFF)
        let b = UInt16(color >> 16 & 0xFF), a = UInt16(color >> 24)
        let colorLanes = SIMD8<UInt16>(r, g, b, a, r, g, b, a)
        let alphaLanes = SIMD8<UInt16>(repeating: a)
        var i = 0
        while i + 2 <= count {
            let c0 = UInt16(mask[i]), c1 = UInt16(mask[i + 1])
            let coverage = SIMD8<UInt16>(c0, c0, c0, c0, c1, c1, c1, c1)
            let source = divide255(colorLanes &* coverage)
            let inverse = 255 &- divide255(alphaLanes &* coverage)
            let pair = UnsafeMutableRawPointer(row + i)
            let destination = SIMD8<UInt16>(truncatingIfNeeded: pair.loadUnaligned(as: SIMD8<UInt8>.self))
            let result = source &+ divide255(destination &* inverse)
            pair.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: result), as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count {
            row[i] = PixelMath.over(PixelMath.scale(color, by: UInt32(mask[i])), row[i])
        }
    }

    /// `blitSegment` for an opaque colour: where both pixels of a pair have full coverage the result
    /// is the colour, so it is stored without reading the destination; other pairs blend.
    ///
    /// With alpha 255 the blend's inverse coverage is `255 - c` (`divide255(255 * c)` is exactly `c`),
    /// one multiply and division fewer per pair than the general case, and the same bytes.
    @inline(__always)
    static func blitOpaqueSegment(_ row: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, count: Int, color: UInt32) {
        let r = UInt16(color & 0xFF), g = UInt16(color >> 8 & 0xFF), b = UInt16(color >> 16 & 0xFF)
        let colorLanes = SIMD8<UInt16>(r, g, b, 255, r, g, b, 255)
        let solid = SIMD2<UInt32>(repeating: color)
        var i = 0
        while i + 2 <= count {
            let c0 = UInt16(mask[i]), c1 = UInt16(mask[i + 1])
            let pair = UnsafeMutableRawPointer(row + i)
            if c0 & c1 == 255 {
                pair.storeBytes(of: solid, as: SIMD2<UInt32>.self)
            } else {
                let coverage = SIMD8<UInt16>(c0, c0, c0, c0, c1, c1, c1, c1)
                let destination = SIMD8<UInt16>(truncatingIfNeeded: pair.loadUnaligned(as: SIMD8<UInt8>.self))
                let result = divide255(colorLanes &* coverage) &+ divide255(destination &* (255 &- coverage))
                pair.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: result), as: SIMD8<UInt8>.self)
            }
            i += 2
        }
        if i < count {
            let coverage = UInt32(mask[i])
            row[i] = coverage == 255 ? color : PixelMath.over(PixelMath.scale(color, by: coverage), row[i])
        }
    }

    /// Rounded division by 255 of products of two bytes, per 16-bit lane.
    @inline(__always)
    private static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Source-over of a row of premultiplied pixels onto another.
    ///
    /// Overlays are mostly fully transparent or fully opaque, so groups of four pixels that are
    /// all one or the other are skipped or copied whole; mixed groups blend per pixel.
    @inline(__always)
    static func blendRow(_ row: UnsafeMutablePointer<UInt32>, source: UnsafePointer<UInt32>, count: Int) {
        var i = 0
        while i + 4 <= count {
            let p0 = source[i], p1 = source[i + 1], p2 = source[i + 2], p3 = source[i + 3]
            if (p0 | p1 | p2 | p3) >> 24 == 0 {
                i += 4
                continue
            }
            if (p0 & p1 & p2 & p3) >> 24 == 255 {
                row[i] = p0
                row[i + 1] = p1
                row[i + 2] = p2
                row[i + 3] = p3
            } else {
                row[i] = PixelMath.over(p0, row[i])
                row[i + 1] = PixelMath.over(p1, row[i + 1])
                row[i + 2] = PixelMath.over(p2, row[i + 2])
                row[i + 3] = PixelMath.over(p3, row[i + 3])
            }
            i += 4
        }
        while i < count {
            row[i] = PixelMath.over(source[i], row[i])
            i += 1
        }
    }

    /// Blends `color` through a coverage mask; zero coverage leaves a pixel untouched.
    /// Returns how many pixels were written.
    @inline(__always)
    static func blit(
        _ row: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, count: Int, color: UInt32
    ) -> Int {
        var written = 0
        if color >> 24 == 255 {
            for i in 0..<count {
                let coverage = UInt32(mask[i])
                if coverage == 0 { continue }
                written &+= 1
                if coverage == 255 {
                    row[i] = color
                } else {
                    row[i] = PixelMath.over(PixelMath.scale(color, by: coverage), row[i])
                }
            }
        } else {
            for i in 0..<count {
                let coverage = UInt32(mask[i])
                if coverage == 0 { continue }
                written &+= 1
                row[i] = PixelMath.over(PixelMath.scale(color, by: coverage), row[i])
            }
        }
        return written
    }
}
