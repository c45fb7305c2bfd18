import FrameTiming
import JSONText

/// The words result files carry beside their figures for the plots to show as written: what a summary's figures
/// are medians of and the render loop that placed the frames. Worked out once here, so the scripts only draw.
package enum ResultLabels {
    /// What figures taken over `count` repeats are: `1 run`, or `median of 3 repeats`.
    package static func repeats(_ count: Int) -> String {
        count == 1 ? "1 run" : "median of \(count) repeats"
    }
}

extension RunReport {
    /// The render loop that placed the frames as the plots' subtitles say it: the pipeline, its buffering with
    /// when a frame is expected on screen, and the commit slowdown when there is one.
    package var renderLoop: String {
        var text: String
        switch pipeline {
        case .oneStage: text = "one-stage pipeline (expected at begin + 1 vsync)"
        case .twoStage:
            text =
                "two-stage, \(buffering.rawValue) buffered (expected at begin + \(JSONText.counted(buffering.expectedLatencyIntervals, "vsync")))"
        }
        if let commitSlowdown, commitSlowdown.factor != 1 {
            text += " · commits ×\(JSONText.number(commitSlowdown.factor, decimals: 6)) (--app-slowdown)"
        }
        return text
    }
}
