import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import StrategyRun

/// Writes runs as Chrome trace events (chrome://tracing, Perfetto), one track per run so strategies line up.
///
/// Each frame is an "X" complete slice at its vsync (ts, dur in µs, duration on the report's clock); a hitch
/// frame is named "frame (hitch)" with category "hitch" and adds an "i" instant when it is finally presented;
/// a deferred frame (started after its change was due) gets category "deferred"; notes become "i" instants on the frame's track.
package enum ChromeTraceWriter {
    /// The trace JSON for `reports`: one process per `trace` metadata value (so a compare over several traces
    /// stays readable) and in it one track per report, named after its `strategy` metadata (or "run N").
    package static func json(reports: [RunReport]) -> String {
        var events: [String] = []
        var processes: [String] = []
        for (position, report) in reports.enumerated() {
            let process = report.metadataValue("trace") ?? "run"
            if !processes.contains(process) {
                processes.append(process)
                events.append(
                    "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": \(processes.count), "
                        + "\"args\": {\"name\": \(JSONText.quoted(process))}}")
            }
            let pid = (processes.firstIndex(of: process) ?? 0) + 1
            let tid = position + 1
            let track = report.metadataValue("strategy") ?? "run \(tid)"
            events.append(
                "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": \(pid), \"tid\": \(tid), "
                    + "\"args\": {\"name\": \(JSONText.quoted(track))}}")
            for frame in report.frames {
                events.append(contentsOf: self.events(for: frame, report: report, pid: pid, tid: tid))
            }
        }
        return "{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n" + events.joined(separator: ",\n") + "\n]}\n"
    }

    private static func events(for frame: FrameRecord, report: RunReport, pid: Int, tid: Int) -> [String] {
        let us = { (seconds: Double) in JSONText.fixed(seconds * 1_000_000, decimals: 1) }
        let isHitch = frame.hitchMs(on: report.display) > 0
        let name = isHitch ? "frame (hitch)" : "frame"
        let category = isHitch ? "hitch" : (frame.wasDeferred ? "deferred" : "frame")
        var args = [
            "\"index\": \(frame.index)", "\"dueIndex\": \(frame.dueIndex)",
            "\"positionDays\": \(JSONText.fixed(frame.positionDays, decimals: 4))",
            "\"cpuMs\": \(JSONText.fixed(frame.cpuMs, decimals: 4))",
            "\"wallMs\": \(JSONText.fixed(frame.wallMs, decimals: 4))",
            "\"hitchMs\": \(JSONText.fixed(frame.hitchMs(on: report.display), decimals: 4))",
        ]
        for (name, value) in frame.counters.named {
            args.append("\(JSONText.quoted(name)): \(value)")
        }
        let common = "\"pid\": \(pid), \"tid\": \(tid)"
        var out = [
            "{\"name\": \"\(name)\", \"cat\": \"\(category)\", \"ph\": \"X\", \"ts\": \(us(frame.vsyncSeconds)), "
                + "\"dur\": \(us(frame.durationMs(on: report.clock) / 1000)), \(common), "
                + "\"args\": {\(args.joined(separator: ", "))}}"
        ]
        if isHitch {
            let presented = frame.presentedAtSeconds(on: report.display)
            out.append(
                "{\"name\": \"hitch presented\", \"cat\": \"hitch\", \"ph\": \"i\", \"s\": \"t\", "
                    + "\"ts\": \(us(presented)), \(common), \"args\": {\"hitchMs\": \(JSONText.fixed(frame.hitchMs(on: report.display), decimals: 4))}}"
            )
        }
        if !frame.notes.isEmpty {
            out.append(
                "{\"name\": \(JSONText.quoted(frame.notes)), \"cat\": \"note\", \"ph\": \"i\", \"s\": \"t\", "
                    + "\"ts\": \(us(frame.vsyncSeconds)), \(common)}")
        }
        return out
    }
}
