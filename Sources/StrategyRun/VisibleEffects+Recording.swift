import ChartKit
import FrameTiming
import RenderStrategies

extension VisibleEffects {
    /// Counts what one update showed.
    mutating func record(_ outcome: FrameEffects) {
        if outcome.contentJumpPixels != 0 {
            contentJumps += 1
            maxContentJumpPixels = max(maxContentJumpPixels, abs(outcome.contentJumpPixels))
        }
        if outcome.yRescaled { yRescales += 1 }
        if outcome.edgeStall { edgeStalls += 1 }
    }
}
