import RenderStrategies

extension FrameOutcome {
    /// Folds a later outcome into this one, for timer updates carried into the next produced frame.
    mutating func merge(_ later: FrameOutcome) {
        if let reposition = later.repositionDays { repositionDays = reposition }
        if later.contentJumpPixels != 0 { contentJumpPixels = later.contentJumpPixels }
        yRescaled = yRescaled || later.yRescaled
        edgeStall = edgeStall || later.edgeStall
        if !later.notes.isEmpty { notes += (notes.isEmpty ? "" : "; ") + later.notes }
    }

    /// The frame log's notes: the strategy's own, tiles configured, and any effect.
    func frameNotes(tilesConfigured: Int) -> String {
        guard !notes.isEmpty || tilesConfigured > 0 || contentJumpPixels != 0 || yRescaled || edgeStall else { return "" }
        var parts: [String] = notes.isEmpty ? [] : [notes]
        if tilesConfigured > 0 { parts.append(tilesConfigured == 1 ? "1 tile configured" : "\(tilesConfigured) tiles configured") }
        if contentJumpPixels != 0 { parts.append("content jump \(Int(contentJumpPixels)) px") }
        if yRescaled { parts.append("y rescaled") }
        if edgeStall { parts.append("edge stall") }
        return parts.joined(separator: "; ")
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
