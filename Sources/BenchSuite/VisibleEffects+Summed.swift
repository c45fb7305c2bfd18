import StrategyRun

extension VisibleEffects {
    /// What several runs showed in all (a strategy on each of several traces): the jumps, rescales and stalls
    /// added up, the largest jump and the most cache bytes the largest of any run.
    package static func summed(_ runs: [VisibleEffects]) -> VisibleEffects {
        var total = VisibleEffects()
        for run in runs {
            total.contentJumps += run.contentJumps
            total.maxContentJumpPixels = max(total.maxContentJumpPixels, run.maxContentJumpPixels)
            total.yRescales += run.yRescales
            total.edgeStalls += run.edgeStalls
            total.peakCacheBytes = max(total.peakCacheBytes, run.peakCacheBytes)
        }
        return total
    }
}
