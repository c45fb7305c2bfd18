/// What `xctrace export --toc` says about a recording: per run, the device, the recorded process, the
/// length in seconds, every process seen and the tables it can export.
package struct XctraceTOC: Equatable, Sendable {
    /// One process the TOC names.
    package struct Process: Equatable, Sendable {
        /// The process's name, as in "FixIt".
        package var name: String
        /// Its process id.
        package var pid: Int64
    }

    /// One recording run.
    package struct Run: Equatable, Sendable {
        /// The run's number (`<run number="1">`).
        package var number: Int
        /// The device's `platform`, `model`, `name` and `os-version` attributes, as given.
        package var platform: String?, model: String?, deviceName: String?, osVersion: String?
        /// The process the recording targeted (`<target><process type="attached" …>`), when there is one.
        package var target: Process?
        /// The run's length in seconds (`<summary><duration>`); the tables' times are nanoseconds instead.
        package var durationSeconds: Double?
        /// Every process the run lists under `<processes>`.
        package var processes: [Process] = []
        /// The schemas of the tables the run can export.
        package var schemas: [String] = []
    }

    /// The runs in document order.
    package var runs: [Run] = []

    /// Most processes or tables one run may list.
    static let maxEntries = 100_000

    /// Reads the rest of a document whose `<trace-toc>` start tag was read.
    static func read(_ xml: inout XMLReader) throws(XctraceError) -> XctraceTOC {
        var toc = XctraceTOC()
        var path = ["trace-toc"]
        var durationText: String?
        while true {
            let event: XMLEvent
            do {
                event = try xml.next()
            } catch {
                switch error {
                case .input(let input): throw XctraceError(reason: input.reason)
                case .syntax(let syntax): throw XctraceError(line: syntax.line, column: syntax.column, reason: syntax.reason)
                }
            }
            switch event {
            case .start(let name, let attributes):
                path.append(name)
                func attribute(_ key: String) -> String? { attributes.first { $0.name == key }?.value }
                let tail = path.dropFirst(1)
                if tail.elementsEqual(["run"]) {
                    guard let number = attribute("number").flatMap(Int.init) else {
                        throw XctraceError(reason: "a <run> of the table of contents has no number")
                    }
                    toc.runs.append(Run(number: number))
                } else if var run = toc.runs.popLast() {
                    switch Array(tail) {
                    case ["run", "info", "target", "device"]:
                        run.platform = attribute("platform")
                        run.model = attribute("model")
                        run.deviceName = attribute("name")
                        run.osVersion = attribute("os-version")
                    case ["run", "info", "target", "process"]:
                        if let name = attribute("name"), let pid = attribute("pid").flatMap({ XctraceValue.plainInteger($0.utf8) }) {
                            run.target = Process(name: name, pid: pid)
                        }
                    case ["run", "info", "summary", "duration"]: durationText = ""
                    case ["run", "processes", "process"]:
                        guard run.processes.count < Self.maxEntries else {
                            throw XctraceError(reason: "more than \(Self.maxEntries) processes")
                        }
                        if let name = attribute("name"), let pid = attribute("pid").flatMap({ XctraceValue.plainInteger($0.utf8) }) {
                            run.processes.append(Process(name: name, pid: pid))
                        }
                    case ["run", "data", "table"]:
                        guard run.schemas.count < Self.maxEntries else { throw XctraceError(reason: "more than \(Self.maxEntries) tables") }
                        if let schema = attribute("schema") { run.schemas.append(schema) }
                    default: break
                    }
                    toc.runs.append(run)
                }
            case .text(let text):
                if durationText != nil { durationText? += text }
            case .end:
                if let text = durationText, path.last == "duration", var run = toc.runs.popLast() {
                    let trimmed = text.trimmingSpaces
                    guard let seconds = Double(trimmed), seconds.isFinite, seconds >= 0 else {
                        throw XctraceError(reason: "run \(run.number)'s duration \"\(trimmed.prefix(40))\" is not a number of seconds")
                    }
                    run.durationSeconds = seconds
                    toc.runs.append(run)
                    durationText = nil
                }
                path.removeLast()
            case .endOfDocument:
                guard !toc.runs.isEmpty else { throw XctraceError(reason: "the table of contents has no run") }
                return toc
            }
        }
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
