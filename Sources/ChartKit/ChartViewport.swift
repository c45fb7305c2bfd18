/// Where the chart sits on screen and how days map to pixels, kept apart from the data's scales.
///
/// Defaults are the seed screen: 402 × 260 pt at scale 3, the y axis fixed in the rightmost
/// 39 pt, and 7.5 days across the plot so that at the initial position (latest day against the
/// plot's right edge) half a day is cut off at the left edge.
public struct ChartViewport: Equatable, Sendable {
    /// Width of the whole chart, y axis included, in points.
    public var widthPoints: Double = 402
    /// Height of the whole chart, header and x labels included, in points.
    public var heightPoints: Double = 260
    /// Device pixels per point (an iPhone 16 Pro is @3x).
    public var scale: Double = 3
    /// Width of the fixed y axis at the right.
    package var yAxisWidthPoints: Double = 39
    /// Days visible across the plot.
    public var visibleDays: Double = 7.5
    /// The header line above the plot (selected day and its total).
    public var headerHeightPoints: Double = 22
    /// The two x-label lines under the plot.
    package var xLabelHeightPoints: Double = 32

    /// The seed screen's viewport.
    public init() {}

    /// Width of the whole chart in device pixels.
    public var widthPixels: Int { Int((widthPoints * scale).rounded()) }
    /// Height of the whole chart in device pixels.
    public var heightPixels: Int { Int((heightPoints * scale).rounded()) }
    /// The plot spans x 0..<plotWidthPixels; the y axis fills the rest.
    public var plotWidthPoints: Double { widthPoints - yAxisWidthPoints }
    /// Width of the plot in whole device pixels; the y axis starts at this column.
    public var plotWidthPixels: Int { Int((plotWidthPoints * scale).rounded()) }
    /// The plot's top edge (below the header), in whole device pixels.
    package var plotTopPixels: Double { (headerHeightPoints * scale).rounded() }
    /// The plot's bottom edge (above the x labels, where bars stand), in whole device pixels.
    package var plotBottomPixels: Double { ((heightPoints - xLabelHeightPoints) * scale).rounded() }
    /// Height of the plot in device pixels.
    package var plotHeightPixels: Double { plotBottomPixels - plotTopPixels }
    /// 48.4 pt, 145.2 px by default: fractional on purpose, as on the device.
    package var dayWidthPoints: Double { plotWidthPoints / visibleDays }
    /// Width of a day's column in device pixels, fractional (145.2 by default); see `columnStartPixel(day:)`.
    public var dayWidthPixels: Double { Double(plotWidthPixels) / visibleDays }

    /// The first pixel column of a day's column in content coordinates (day 0 starts at 0).
    /// Columns own whole pixels, rounded to nearest, so tiles and strips agree on every column.
    public func columnStartPixel(day: Int) -> Int { Int((Double(day) * dayWidthPixels).rounded()) }

    /// Width in pixels of the content of `dayCount` days.
    package func contentWidthPixels(dayCount: Int) -> Int { columnStartPixel(day: dayCount) }

    /// Scroll positions are the day coordinate under the plot's left edge; this is the largest.
    public func maxPositionDays(dayCount: Int) -> Double { max(0, Double(dayCount) - visibleDays) }

    /// The initial position: the latest day against the plot's right edge.
    public func initialPositionDays(dayCount: Int) -> Double { maxPositionDays(dayCount: dayCount) }

    /// Content offset in whole device pixels for a position in days (scrolling snaps to pixels).
    package func offsetPixels(positionDays: Double) -> Double { (positionDays * dayWidthPixels).rounded() }

    /// Position in days of a content offset in points (what the scroll physics works in).
    package func positionDays(offsetPoints: Double) -> Double { offsetPoints / dayWidthPoints }

    /// Content offset in points of a position in days.
    package func offsetPoints(positionDays: Double) -> Double { positionDays * dayWidthPoints }

    /// The day under viewport point `(x, y)` at a position, or nil outside the plot or the data.
    package func day(atX x: Double, y: Double, positionDays: Double, dayCount: Int) -> Int? {
        let yPixels = y * scale
        guard x >= 0, x < plotWidthPoints, yPixels >= plotTopPixels, yPixels < plotBottomPixels else { return nil }
        let pixel = Int((offsetPixels(positionDays: positionDays) + x * scale).rounded(.down))
        // Columns own whole pixels: find the column whose [start, next start) holds the pixel.
        var day = Int((Double(pixel) / dayWidthPixels).rounded(.down))
        while columnStartPixel(day: day) > pixel { day -= 1 }
        while columnStartPixel(day: day + 1) <= pixel { day += 1 }
        return (0..<dayCount).contains(day) ? day : nil
    }

    /// Days whose columns intersect content pixels `[startPixel, endPixel)`, clamped to the data.
    public func days(inPixels startPixel: Double, _ endPixel: Double, dayCount: Int) -> Range<Int> {
        let first = max(0, Int((startPixel / dayWidthPixels).rounded(.down)) - 1)
        let last = min(dayCount, Int((endPixel / dayWidthPixels).rounded(.up)) + 1)
        var lower = first
        while lower < last && Double(columnStartPixel(day: lower + 1)) <= startPixel { lower += 1 }
        var upper = last
        while upper > lower && Double(columnStartPixel(day: upper - 1)) >= endPixel { upper -= 1 }
        return lower..<max(lower, upper)
    }
}
