import Raster

/// Colours, sizes and proportions of the chart; defaults follow the seed screen.
public struct ChartStyle: Equatable, Sendable {
    /// One colour per channel in stacking order; channels past the end reuse the palette.
    package var channelColors: [Color] = [
        Color(r: 0x2F, g: 0x6B, b: 0xD8),  // zozotown
        Color(r: 0x1F, g: 0xA8, b: 0x8F),  // wear
        Color(r: 0xE9, g: 0x4B, b: 0x55),  // yahoo!Shopping
        Color(r: 0xF2, g: 0xA7, b: 0x2B),  // ownedEc
        Color(r: 0x7E, g: 0x57, b: 0xC2), Color(r: 0x8D, g: 0x6E, b: 0x63),
        Color(r: 0x26, g: 0xA6, b: 0xD1), Color(r: 0x9E, g: 0x9D, b: 0x24),
    ]
    /// Behind everything, and the y axis panel's fill.
    public var background = Color.white
    /// Grid lines above zero.
    package var gridColor = Color(r: 0xE3, g: 0xE5, b: 0xE8)
    /// The grid line at zero.
    package var baselineColor = Color(r: 0xB8, g: 0xBC, b: 0xC2)
    /// Day labels under the bars and the y axis labels.
    package var labelColor = Color(r: 0x4A, g: 0x4F, b: 0x57)
    /// The header line above the plot.
    package var headerColor = Color(r: 0x1C, g: 0x1F, b: 0x24)
    /// Channels other than the highlighted one turn this grey (article 003's legend).
    package var mutedColor = Color(r: 0xCF, g: 0xD3, b: 0xD8)
    /// Days other than the selected one keep this much opacity.
    package var dimmedAlpha: UInt8 = 84
    /// Bar width as a fraction of the day's column (Swift Charts' default band ratio is about 0.6).
    package var barWidthFraction: Double = 0.6
    /// Corner radius of each stack segment; the renderer clamps it to half the segment's size.
    public var cornerRadiusPoints: Double = 0
    /// Text size of the two day-label lines, in points.
    package var xLabelSizePoints: Double = 11
    /// Text size of the y axis labels, in points.
    package var yLabelSizePoints: Double = 10
    /// Text size of the header line, in points.
    package var headerSizePoints: Double = 12
    /// Grid lines are one device pixel wide.
    package var gridLineWidthPixels: Double = 1

    /// The seed screen's style.
    public init() {}

    /// The colour of a channel (its index in stacking order); channels past the palette's end reuse it.
    package func color(ofChannel channel: Int) -> Color { channelColors[channel % channelColors.count] }
}
