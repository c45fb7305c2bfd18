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
        var events: [JSONValue] = []
        var processes: [String] = []
        for (position, report) in reports.enumerated() {
            let process = report.metadataValue("trace") ?? "run"
            if !processes.contains(process) {
                processes.append(process)
                events.append(metadata("process_name", pid: processes.count, tid: nil, name: process))
            }
            let pid = (processes.firstIndex(of: process) ?? 0) + 1
            let threads = (main: 2 * position + 1, render: 2 * position + 2)
            let track = report.metadataValue("strategy") ?? "run \(position + 1)"
            for (tid, name) in [(threads.main, track + " · main thread (commit)"), (threads.render, track + " · render server")] {
                events.append(metadata("thread_name", pid: pid, tid: tid, name: name))
            }
            for frame in report.frames {
                events.append(contentsOf: self.events(for: frame, report: report, pid: pid, threads: threads))
            }
        }
        return JSONValue.object([("displayTimeUnit", .string("ms")), ("traceEvents", .array(events, .flush))]).document
    }

    /// A metadata event naming process `pid` (or its thread `tid`).
    private static func metadata(_ kind: String, pid: Int, tid: Int?, name: String) -> JSONValue {
        .object(
            [("name", .string(kind)), ("ph", .string("M")), ("pid", .int(pid))] + (tid.map { [("tid", .int($0))] } ?? [])
                + [("args", .object([("name", .string(name))]))])
    }

    private static func events(for frame: FrameRecord, report: RunReport, pid: Int, threads: (main: Int, render: Int)) -> [JSONValue] {
        let us = { (seconds: Double) in JSONValue.fixed(seconds * 1_000_000, decimals: 1) }
        let ms = { (value: Double) in JSONValue.fixed(value, decimals: 4) }
        let display = report.display
        let presentation = frame.presentation
        let counting = report.clock == .instructions
        let isHitch = frame.hitchIntervals > 0
        let suffix = isHitch ? " (hitch" + (frame.hitchType.map { ", \($0.rawValue)" } ?? "") + ")" : ""
        let category = frame.wasDeferred ? "deferred" : (isHitch ? "hitch" : "frame")
        var args: [(key: String, value: JSONValue)] = [
            ("index", .int(frame.index)), ("dueIndex", .int(frame.dueIndex)), ("beginIndex", .int(presentation.startVsync)),
            ("positionDays", ms(frame.positionDays)), ("cpuMs", ms(frame.cpuMs)), ("wallMs", ms(frame.wallMs)),
            ("hitchMs", ms(frame.hitchMs(on: display))), ("hitchType", .string(frame.hitchType?.rawValue)),
        ]
        if let instructions = frame.instructions { args.append(("instructions", .int(instructions))) }
        for (name, value) in frame.counters.named { args.append((name, .int(value))) }
        let interval = 1 / Double(display.refreshHz)
        let commitStart = frame.timerSeconds ?? display.vsyncTime(index: presentation.startVsync)
        // On the instruction clock the times are Valgrind's emulation: the slices show the model's intervals.
        let commitSeconds = counting ? interval : frame.commitMs(on: report.clock) / 1000
        let renderSeconds = counting ? interval : frame.renderMs(on: report.clock) / 1000
        var commitArgs = args
        var renderArgs: [(key: String, value: JSONValue)] = [("index", .int(frame.index))]
        if counting {
            commitArgs.append(("commitInstructions", .int(frame.commitInstructions ?? 0)))
            renderArgs.append(("renderInstructions", .int(frame.renderInstructions ?? 0)))
            commitArgs.append(("durationIs", .string("the model's interval; the work is counted in instructions")))
        } else {
            commitArgs.append(("commitMs", ms(frame.commitMs(on: report.clock))))
            renderArgs.append(("renderMs", ms(frame.renderMs(on: report.clock))))
        }
        /// A slice or an instant on thread `tid`: name, category, phase, then what `fields` add.
        func event(_ name: String, _ category: String, _ fields: [(key: String, value: JSONValue)]) -> JSONValue {
            .object([("name", .string(name)), ("cat", .string(category))] + fields)
        }
        var out = [
            event(
                "commit" + suffix, category,
                [
                    ("ph", .string("X")), ("ts", us(commitStart)), ("dur", us(commitSeconds)), ("pid", .int(pid)),
                    ("tid", .int(threads.main)), ("args", .object(commitArgs)),
                ]),
            event(
                "render" + suffix, category,
                [
                    ("ph", .string("X")), ("ts", us(display.vsyncTime(index: presentation.renderStartVsync))), ("dur", us(renderSeconds)),
                    ("pid", .int(pid)), ("tid", .int(threads.render)), ("args", .object(renderArgs)),
                ]),
        ]
        if isHitch {
            out.append(
                event(
                    "hitch presented", "hitch",
                    [
                        ("ph", .string("i")), ("s", .string("t")), ("ts", us(frame.presentedAtSeconds(on: display))), ("pid", .int(pid)),
                        ("tid", .int(threads.render)), ("args", .object([("hitchMs", ms(frame.hitchMs(on: display)))])),
                    ]))
        }
        if !frame.notes.isEmpty {
            out.append(
                event(
                    frame.notes, "note",
                    [
                        ("ph", .string("i")), ("s", .string("t")), ("ts", us(frame.vsyncSeconds)), ("pid", .int(pid)),
                        ("tid", .int(threads.main)),
                    ]))
        }
        return out
    }
}
