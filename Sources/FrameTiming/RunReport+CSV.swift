import JSONText
extension RunReport {
    /// Frames as CSV: a header row, then one line per frame; ms to 4 decimals, seconds to 6, counters by name.
    public func csv() -> String {
        var header = ["index", "dueIndex", "vsyncSeconds", "positionDays", "cpuMs", "wallMs", "presentedAtSeconds",
                      "hitchMs"]
        header += counterNames
        header.append("notes")
        var lines = [header.map(JSONText.csvField).joined(separator: ",")]
        lines.reserveCapacity(frames.count + 1)
        for frame in frames {
            var fields = [
                String(frame.index),
                String(frame.dueIndex),
                JSONText.fixed(frame.vsyncSeconds, decimals: 6),
                JSONText.fixed(frame.positionDays, decimals: 4),
                JSONText.fixed(frame.cpuMs, decimals: 4),
                JSONText.fixed(frame.wallMs, decimals: 4),
                JSONText.fixed(frame.presentedAtSeconds, decimals: 6),
                JSONText.fixed(frame.hitchMs, decimals: 4),
            ]
            fields += (0..<counterNames.count).map { String(frame.counters[$0]) }
            fields.append(JSONText.csvField(frame.notes))
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
