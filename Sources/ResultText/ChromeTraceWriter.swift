import BenchSuite
import FrameTiming
import JSONText

/// Writes runs as Chrome trace events (chrome://tracing, Perfetto): per run, two threads, as Instruments' Hitches
/// track shows the render loop: the app's main thread (each frame's commit) and the render server (its render).
///
/// A commit is an "X" complete slice from its start (the frame's begin vsync, or the fire time of a timer it
/// commits) for its duration; a render is a slice from the vsync the render server took it at. A frame that
/// began after its change was due has category `deferred`; a late one is named "… (hitch, <type>)", has
/// category `hitch` unless it was deferred, and adds an "i" instant on the render thread where it was finally
/// presented; notes become instants on the main thread. On the instruction clock the slices span the frame's
/// interval in the (on-time) model, not its work, and carry the instructions in `args`.
package enum ChromeTraceWriter {
    /// The trace JSON for `reports`: one process per `trace` metadata value (so a compare over several traces
    /// stays readable) and in it two threads per report, named after its `strategy` metadata (or "run N").
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
            let threads = (main: 2 * position + 1, render: 2 * position + 2)
            let track = report.metadataValue("strategy") ?? "run \(position + 1)"
            for (tid, name) in [(threads.main, track + " · main thread (commit)"), (threads.render, track + " · render server")] {
                events.append(
                    "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": \(pid), \"tid\": \(tid), "
                        + "\"args\": {\"name\": \(JSONText.quoted(name))}}")
            }
            for frame in report.frames {
                events.append(contentsOf: self.events(for: frame, report: report, pid: pid, threads: threads))
            }
        }
        return "{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n" + events.joined(separator: ",\n") + "\n]}\n"
    }

    private static func events(for frame: FrameRecord, report: RunReport, pid: Int, threads: (main: Int, render: Int)) -> [String] {
        let us = { (seconds: Double) in JSONText.fixed(seconds * 1_000_000, decimals: 1) }
        let display = report.display
        let presentation = frame.presentation
        let counting = report.clock == .instructions
        let isHitch = frame.hitchIntervals > 0
        let suffix = isHitch ? " (hitch" + (frame.hitchType.map { ", \($0.rawValue)" } ?? "") + ")" : ""
        let category = frame.wasDeferred ? "deferred" : (isHitch ? "hitch" : "frame")
        var args = [
            "\"index\": \(frame.index)", "\"dueIndex\": \(frame.dueIndex)", "\"beginIndex\": \(presentation.startVsync)",
            "\"positionDays\": \(JSONText.fixed(frame.positionDays, decimals: 4))",
            "\"cpuMs\": \(JSONText.fixed(frame.cpuMs, decimals: 4))", "\"wallMs\": \(JSONText.fixed(frame.wallMs, decimals: 4))",
            "\"hitchMs\": \(JSONText.fixed(frame.hitchMs(on: display), decimals: 4))",
            "\"hitchType\": " + (frame.hitchType.map { JSONText.quoted($0.rawValue) } ?? "null"),
        ]
        if let instructions = frame.instructions { args.append("\"instructions\": \(instructions)") }
        for (name, value) in frame.counters.named { args.append("\(JSONText.quoted(name)): \(value)") }
        let common = "\"pid\": \(pid)"
        let interval = 1 / Double(display.refreshHz)
        let commitStart = frame.timerSeconds ?? display.vsyncTime(index: presentation.startVsync)
        // On the instruction clock the times are Valgrind's emulation: the slices show the model's intervals.
        let commitSeconds = counting ? interval : frame.commitMs(on: report.clock) / 1000
        let renderSeconds = counting ? interval : frame.renderMs(on: report.clock) / 1000
        var commitArgs = args
        var renderArgs = ["\"index\": \(frame.index)"]
        if counting {
            commitArgs.append("\"commitInstructions\": \(frame.commitInstructions ?? 0)")
            renderArgs.append("\"renderInstructions\": \(frame.renderInstructions ?? 0)")
            commitArgs.append("\"durationIs\": \"the model's interval; the work is counted in instructions\"")
        } else {
            commitArgs.append("\"commitMs\": \(JSONText.fixed(frame.commitMs(on: report.clock), decimals: 4))")
            renderArgs.append("\"renderMs\": \(JSONText.fixed(frame.renderMs(on: report.clock), decimals: 4))")
        }
        var out = [
            "{\"name\": \"commit\(suffix)\", \"cat\": \"\(category)\", \"ph\": \"X\", \"ts\": \(us(commitStart)), "
                + "\"dur\": \(us(commitSeconds)), \(common), \"tid\": \(threads.main), \"args\": {\(commitArgs.joined(separator: ", "))}}",
            "{\"name\": \"render\(suffix)\", \"cat\": \"\(category)\", \"ph\": \"X\", "
                + "\"ts\": \(us(display.vsyncTime(index: presentation.renderStartVsync))), \"dur\": \(us(renderSeconds)), \(common), "
                + "\"tid\": \(threads.render), \"args\": {\(renderArgs.joined(separator: ", "))}}",
        ]
        if isHitch {
            out.append(
                "{\"name\": \"hitch presented\", \"cat\": \"hitch\", \"ph\": \"i\", \"s\": \"t\", "
                    + "\"ts\": \(us(frame.presentedAtSeconds(on: display))), \(common), \"tid\": \(threads.render), "
                    + "\"args\": {\"hitchMs\": \(JSONText.fixed(frame.hitchMs(on: display), decimals: 4))}}")
        }
        if !frame.notes.isEmpty {
            out.append(
                "{\"name\": \(JSONText.quoted(frame.notes)), \"cat\": \"note\", \"ph\": \"i\", \"s\": \"t\", "
                    + "\"ts\": \(us(frame.vsyncSeconds)), \(common), \"tid\": \(threads.main)}")
        }
        return out
    }
}
