import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import StrategyRun

extension RunReport {
    /// Frames as CSV: a header row, then one line per frame (both stages, the presentation and the hitch's type);
    /// ms to 4 decimals, seconds to 6, counters by name,
    /// then the effects (booleans as 1/0) and the notes (a summary for people).
    package func csv() -> String {
        var header = [
            "index", "dueIndex", "vsyncSeconds", "positionDays", "cpuMs", "wallMs", "commitMs", "renderMs", "instructions",
            "commitInstructions", "renderInstructions", "beginIndex", "renderStartSeconds", "expectedAtSeconds", "presentedAtSeconds",
            "hitchMs", "hitchType",
        ]
        header += counterNames
        header += ["dataSwapped", "contentJumpPixels", "yRescaled", "edgeStall", "notes"]
        var lines = [header.map(JSONText.csvField).joined(separator: ",")]
        lines.reserveCapacity(frames.count + 1)
        for frame in frames {
            // Typed: an untyped literal of these 17 expressions took the type checker seconds.
            var fields: [String] = [
                String(frame.index),
                String(frame.dueIndex),
                JSONText.fixed(frame.vsyncSeconds, decimals: 6),
                JSONText.fixed(frame.positionDays, decimals: 4),
                JSONText.fixed(frame.cpuMs, decimals: 4),
                JSONText.fixed(frame.wallMs, decimals: 4),
                JSONText.fixed(frame.commitMs(on: clock), decimals: 4),
                JSONText.fixed(frame.renderMs(on: clock), decimals: 4),
                frame.instructions.map(String.init) ?? "",
                frame.commitInstructions.map(String.init) ?? "",
                frame.renderInstructions.map(String.init) ?? "",
                String(frame.presentation.startVsync),
                JSONText.fixed(display.vsyncTime(index: frame.presentation.renderStartVsync), decimals: 6),
                JSONText.fixed(display.vsyncTime(index: frame.presentation.expectedVsync), decimals: 6),
                JSONText.fixed(frame.presentedAtSeconds(on: display), decimals: 6),
                JSONText.fixed(frame.hitchMs(on: display), decimals: 4),
                frame.hitchType?.rawValue ?? "",
            ]
            fields += counterNames.map { String(frame.counters[$0] ?? 0) }
            let effects = frame.effects
            fields += [
                effects.dataSwapped ? "1" : "0", JSONText.number(effects.contentJumpPixels, decimals: 4),
                effects.yRescaled ? "1" : "0", effects.edgeStall ? "1" : "0", JSONText.csvField(frame.notes),
            ]
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
