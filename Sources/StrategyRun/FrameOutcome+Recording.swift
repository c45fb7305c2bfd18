import FrameTiming
import RenderStrategies

extension FrameOutcome {
    /// Folds a later outcome into this one, for timer updates carried into the next produced frame.
    mutating func merge(_ later: FrameOutcome) {
        if let reposition = later.repositionDays { repositionDays = reposition }
        if later.contentJumpPixels != 0 { contentJumpPixels = later.contentJumpPixels }
        yRescaled = yRescaled || later.yRescaled
        edgeStall = edgeStall || later.edgeStall
        dataSwapped = dataSwapped || later.dataSwapped
    }

    /// The effects a frame record carries.
    var frameEffects: FrameEffects {
        FrameEffects(dataSwapped: dataSwapped, contentJumpPixels: contentJumpPixels, yRescaled: yRescaled, edgeStall: edgeStall)
    }
}

extension VisibleEffects {
    /// Counts what one update showed.
    mutating func record(_ outcome: FrameOutcome) {
        if outcome.contentJumpPixels != 0 {
            contentJumps += 1
            maxContentJumpPixels = max(maxContentJumpPixels, abs(outcome.contentJumpPixels))
        }
        if outcome.yRescaled { yRescales += 1 }
        if outcome.edgeStall { edgeStalls += 1 }
    }
}
