import BenchSuite

/// The machine-readable columns of a compare row, as compare files (CSV, JSON rows) write and read them: every
/// figure of a row, band, largest jump and ratio intervals included (`ComparisonRow.fields` gives them in order).
package enum ComparisonColumns {
    /// The time ratios' machine-readable names, each followed by its `Low` and `High` ends in `keys`.
    package static let ratioKeys = ["p50TimeRatioToRenderAll", "p99TimeRatioToRenderAll", "totalTimeRatioToRenderAll"]
    /// Machine-readable columns (CSV, JSON rows): every figure of a row, band, largest jump and ratio intervals included.
    package static let keys =
        [
            "strategy", "snap", "frames", "idleVsyncs", "deferredFrames", "hitches", "commitHitches", "renderHitches", "bothHitches",
            "maxFrameMs", "maxHitchMs", "scrollSeconds", "scrollHitchTimeRatioMsPerSecond", "band", "traceHitchTimeRatioMsPerSecond",
            "p50FrameMs", "p99FrameMs", "commitP50Ms", "commitP99Ms", "renderP50Ms", "renderP99Ms", "latencyP50Ms",
            "contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes",
            "worstFrameIndex", "worstFrameMs", "worstFrameCommitMs", "worstFrameRenderMs", "worstFrameNotes",
            "swapFrames", "swapFrameMedianMs", "swapFrameMaxMs",
        ] + ratioKeys.flatMap { [$0, $0 + "Low", $0 + "High"] } + phoneKeys + instructionKeys
    /// The phone model's columns: hitches, scroll ratio and longest hitch paced on the phone at the settings' cost
    /// column, each with its `Low` and `High` ends, then the stages' medians; null without a profile.
    package static let phoneKeys =
        ["phoneHitches", "phoneScrollHitchTimeRatioMsPerSecond", "phoneMaxHitchMs"].flatMap { [$0, $0 + "Low", $0 + "High"] }
        + ["phoneCommitP50Ms", "phoneRenderP50Ms"]
    /// The instruction clock's columns: null on the time clocks.
    package static let instructionKeys = [
        "instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame",
        "instructionsRatioToRenderAll",
    ]
    /// The row's p50, p99 and total ratios to render-all, in the order of `ratioKeys`; nils when render-all was not run.

    package static func ratios(_ row: ComparisonRow) -> [RepeatEstimate?] {
        [row.timeRatios?.p50, row.timeRatios?.p99, row.timeRatios?.total]
    }
}
