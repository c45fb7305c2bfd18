import DisplayModel
import InputFiles
import XctraceExport

/// Imports Instruments' exported tables of one Animation Hitches recording as a device run: the app's hitches
/// (the chosen process's, not the system's, on the chosen display) with Instruments' own durations, the frames
/// the display showed, the render and commit times per frame, the display's rate, and the hitch time ratios
/// computed as HitchBench computes them.
package struct InstrumentsImport: Sendable {
    /// Which process's hitches count: by process id, by name (which must then name one process), or as
    /// Instruments and HitchBench's messages write it, "FixIt (11101)".
    package enum ProcessChoice: Equatable, Sendable {
        case pid(Int64)
        case name(String)
        case titled(String, Int64)

        /// `11101` is a pid, `FixIt (11101)` a name and pid, anything else a name.
        package init(_ text: String) {
            if let pid = XctraceValue.plainInteger(text.utf8), pid >= 0 {
                self = .pid(pid)
            } else if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
                text[text.index(before: open)] == " ",
                let pid = XctraceValue.plainInteger(text[text.index(after: open)..<text.index(before: text.endIndex)].utf8), pid >= 0
            {
                self = .titled(String(text[..<text.index(before: open)]), pid)
            } else {
                self = .name(text)
            }
        }
    }

    /// Where the scrolling intervals come from.
    package enum ScrollChoice: Equatable, Sendable {
        /// Given intervals, in seconds from the recording's start.
        case intervals([TrackedInterval])
        /// The os_signpost intervals of this name (an `OSSignpostIntervals` table among the files).
        case signpost(String)
    }

    /// The largest export file read (1 GiB): see `InstrumentsRecording.fileLimit`.
    package static var fileLimit: InputLimit { InstrumentsRecording.fileLimit }

    /// The process chosen with `--process`; nil to take the recording's target, or the one process with hitches.
    package var process: ProcessChoice?
    /// The display chosen with `--display`; nil to take the one the app's hitches are on, or the only one.
    package var display: String?
    /// The label compare and the gate know the run by; nil for "<process> on <model>".
    package var label: String?
    /// The scrolling intervals; nil for none (no scroll ratio).
    package var scrolls: ScrollChoice?

    /// An import with every choice left to the data.
    package init(process: ProcessChoice? = nil, display: String? = nil, label: String? = nil, scrolls: ScrollChoice? = nil) {
        self.process = process
        self.display = display
        self.label = label
        self.scrolls = scrolls
    }

    /// Reads every file (tables, and at most one table of contents) and makes the run; throws one line naming the
    /// file, table, row and problem for the first thing wrong.
    package func run(files: [String]) throws(DeviceImportError) -> DeviceRun {
        var recording = InstrumentsRecording()
        for file in files { try recording.read(path: file) }
        return try run(consume recording, files: files)
    }

    /// Makes the run from exports already in memory, each with the name messages give it (tests and the fuzzer).
    package func run(exports: [(name: String, bytes: [UInt8])]) throws(DeviceImportError) -> DeviceRun {
        var recording = InstrumentsRecording()
        for export in exports { try recording.read(MemoryByteSource(export.bytes), name: export.name) }
        return try run(consume recording, files: exports.map(\.name))
    }

    /// The run made from the rows read; it takes the rows over, so the frames are sorted and set aside in place.
    func run(_ recording: consuming InstrumentsRecording, files: [String]) throws(DeviceImportError) -> DeviceRun {
        guard !recording.tables.isEmpty else {
            let skipped = recording.skipped.map(\.schema)
            throw DeviceImportError(
                "\(files.first ?? "import"): "
                    + (skipped.isEmpty
                        ? "a table of contents alone has no frames or hitches; give the exported tables too"
                        : "no table HitchBench reads (skipped: \(skipped.joined(separator: ", "))); give the hitches and frame tables"))
        }
        let tocRun = try self.tocRun(recording)
        var run = DeviceRun(source: .instruments, label: "", inputs: files)
        run.tables = recording.tables.map { DeviceRun.Table(schema: $0.table.rawValue, file: $0.file, rows: $0.rows) }
        run.skipped = recording.skipped.map {
            "skipped \($0.schema) (\($0.file), \($0.rows) row\($0.rows == 1 ? "" : "s")): \($0.reason)"
        }
        if let tocRun {
            run.device = [
                ("model", tocRun.model), ("name", tocRun.deviceName), ("osVersion", tocRun.osVersion), ("platform", tocRun.platform),
            ]
            .compactMap { key, value in value.map { (key, $0) } }
        }

        // The process.
        let hitchTable = recording.tables.first { $0.table.listsHitches }
        let hitchesHaveProcesses = hitchTable?.table == .hitches
        run.processes = processes(recording, toc: tocRun)
        let chosen = try chooseProcess(recording, toc: tocRun, seen: run.processes, hitchFile: hitchTable?.file ?? files[0])
        run.process = chosen.map { pid in
            run.processes.first { $0.pid == pid }
                ?? DeviceRun.Process(name: tocRun?.processes.first { $0.pid == pid }?.name ?? tocRun?.target?.name, pid: pid, hitches: 0)
        }

        // The display.
        run.displays = InstrumentsDisplays.all(InstrumentsDisplays.named(recording))
        let isApp = { (hitch: InstrumentsRecording.Hitch) in
            hitch.isSystem != true && (!hitchesHaveProcesses || chosen == nil || hitch.pid == chosen)
        }
        let match = try InstrumentsDisplays.match(
            recording, option: display, appHitches: recording.hitches.lazy.filter(isApp),
            file: recording.tables.first { $0.table.listsHitches }?.file ?? files[0])
        run.display = match.chosen
        if let note = match.note { run.notes.append(note) }
        let onDisplay = match.counts
        // The recording's length without a table of contents, before the rows are set aside.
        let lastEnd = Self.lastEnd(recording)

        // Hitches: the app's counted once each (the same hitch may be listed per containment level): in time order,
        // the same hitch is among the rows of its start. Sorted and marked in place: a hitch table of a GiB holds
        // millions of rows, which the run takes over as they are.
        var sameStart: (start: Int64, durations: [Int64])?
        var system = 0
        var other = 0
        var offDisplay = 0
        recording.hitches.sortByStart()
        for index in recording.hitches.indices {
            let hitch = recording.hitches[index]
            if onDisplay(hitch.display) {
                if hitch.isSystem == true {
                    system += 1
                } else if isApp(hitch) {
                    if sameStart?.start != hitch.start { sameStart = (hitch.start, []) }
                    if sameStart?.durations.contains(hitch.duration) == false {
                        sameStart?.durations.append(hitch.duration)
                        recording.hitches.count(index)
                    }
                } else {
                    other += 1
                }
            } else {
                offDisplay += 1
            }
        }
        let hitchRows = recording.hitches
        let appHitches = hitchRows.indices.lazy.filter { hitchRows.isCounted($0) }.map { hitchRows[$0] }
        run.hitches = hitchRows.runHitches { kind in
            DeviceRun.Hitches.Kind(
                isSystem: kind.isSystem, pid: kind.pid, stage: Self.stage(of: kind),
                type: kind.type ?? kind.narrative.flatMap { $0.isEmpty ? nil : $0 }, display: kind.display)
        }

        // Frames, stages, renders.
        // A swap that shows several surfaces is one frame: after sorting, those rows are neighbours.
        // In place: an export of a GiB holds millions of them.
        let surfaceRows = recording.surfaces.count
        recording.surfaces.removeAll { !onDisplay($0.display) }
        setAside(&run, InstrumentsTable.displayedSurfaces, rows: surfaceRows - recording.surfaces.count, hitches: offDisplay)
        recording.surfaces.sortByStart()
        run.frames.reserveCapacity(recording.surfaces.count)
        var previous: Int64?
        for span in recording.surfaces where span.start != previous {
            previous = span.start
            run.frames.append(DeviceRun.Interval(startSeconds: Self.seconds(span.start), durationMs: Self.milliseconds(span.duration)))
        }
        recording.surfaces = InstrumentsRows()
        // In place too, each table taken out of the recording so that its rows are changed without a copy.
        var stageTables = recording.stages
        recording.stages = []
        let stageRows = stageTables.reduce(0) { $0 + $1.rows.count }
        stageTables.reverse()
        // The render table and the app's commits: hitches-updates (iOS 17+), else iOS 18's commit intervals, the CA
        // commit's last.
        let stageNames = stageTables.map(\.table)
        let renderTable = stageNames.first { $0 == .hitchesRenders } ?? stageNames.first { $0.stage == "render" }
        let commitTable =
            stageNames.first { $0 == .hitchesUpdates } ?? stageNames.first { $0 == .hitchesCommitInterval }
            ?? stageNames.first { $0.stage == "commit" }
        // The commits in ns, for SwiftUI's updates to be given to frames.
        var commitSpans: [InstrumentsRecording.Span] = []
        while var stage = stageTables.popLast() {
            let elsewhere = stage.rows.lazy.filter { !onDisplay($0.display) }.count
            if elsewhere > 0 { setAside(&run, stage.table, rows: elsewhere, hitches: 0) }
            stage.rows.removeAll { span in !onDisplay(span.display) || !(span.pid == nil || chosen == nil || span.pid == chosen) }
            stage.rows.sortDroppingRepeats()
            // The rows become intervals as they are let go of: a table of millions is never held twice.
            let keepSpans = stage.table == commitTable && !recording.viewUpdates.isEmpty
            var intervals: [DeviceRun.Interval] = []
            intervals.reserveCapacity(stage.rows.count)
            stage.rows.consume { span in
                intervals.append(DeviceRun.Interval(startSeconds: Self.seconds(span.start), durationMs: Self.milliseconds(span.duration)))
                if keepSpans { commitSpans.append(span) }
            }
            var durations = intervals.map(\.durationMs)
            durations.sort()
            run.stages.append(
                DeviceRun.Stage(
                    schema: stage.table.rawValue, stage: stage.table.stage ?? "", count: intervals.count,
                    p50Ms: durations.isEmpty ? nil : Statistics.nearestRank(50, ofSorted: durations),
                    p99Ms: durations.isEmpty ? nil : Statistics.nearestRank(99, ofSorted: durations), maxMs: durations.last))
            if stage.table == renderTable { run.renders = intervals }
            if stage.table == commitTable { run.commits = intervals }
        }

        // The display's rate.
        let vsyncInterval = InstrumentsDisplays.vsyncInterval(recording, counting: onDisplay)
        let vsyncsElsewhere = recording.vsyncs.lazy.filter { !onDisplay($0.display) }.count
        if vsyncsElsewhere > 0 { setAside(&run, InstrumentsTable.displayVsyncs, rows: vsyncsElsewhere, hitches: 0) }
        let infos = recording.displayInfo
        let info =
            infos.first { $0.name != nil && $0.name == run.display } ?? infos.first { $0.isMain == true }
            ?? (infos.count == 1 ? infos.first : nil)
        run.maxRefreshHz = info.map { Int($0.maxRate) }
        var summary = DeviceSummary()
        if let vsyncInterval {
            summary.refreshHz = Self.hertz(nanoseconds: vsyncInterval)
            run.refreshSource = InstrumentsTable.displayVsyncs.rawValue
        } else if !recording.refreshIntervals.isEmpty {
            summary.refreshHz = Self.hertz(nanoseconds: Statistics.median(recording.refreshIntervals.map(Double.init)))
            run.refreshSource = InstrumentsTable.hitchesSummary.rawValue
        } else if let rate = run.maxRefreshHz {
            // Its maximum, unless every hitch is a whole number of a slower rate's intervals (ProMotion at 60 Hz).
            if let slower = InstrumentsDisplays.rateFromHitches(maxRate: rate, durations: appHitches.map(\.duration)), slower < rate {
                summary.refreshHz = slower
                run.refreshSource = "hitches"
                run.notes.append(
                    "refresh \(slower) Hz from the hitches: each is a whole number of \(JSONNumberText.ms(Int64(1e9 / Double(slower)))) "
                        + "intervals, though the display's maximum is \(rate) Hz (device-display-info)")
            } else {
                summary.refreshHz = rate
                run.refreshSource = InstrumentsTable.deviceDisplayInfo.rawValue
            }
        }

        // The recording's length: the table of contents', else the end of the last row of a frame table.
        if let seconds = tocRun?.durationSeconds {
            summary.traceSeconds = seconds
        } else {
            // One recording, one length: the last row of any table, whatever the process or display chosen.
            if surfaceRows + recording.vsyncs.count + stageRows + recording.swaps.count > 0,
                let last = lastEnd, last > 0
            {
                summary.traceSeconds = Self.seconds(last)
            }
        }

        // Scrolling intervals.
        switch scrolls {
        case .intervals(var intervals):
            run.scrollSource = "option"
            if let trace = summary.traceSeconds {
                if let late = intervals.first(where: { $0.startSeconds >= trace }) {
                    throw DeviceImportError(
                        "--scroll: \(Self.compact(late.startSeconds))-\(Self.compact(late.endSeconds)) starts after the recording's end at \(Self.compact(trace)) s"
                    )
                }
                // An interval past the end is clipped to the recording, and the summary says so.
                for index in intervals.indices where intervals[index].endSeconds > trace {
                    run.notes.append(
                        "--scroll \(Self.compact(intervals[index].startSeconds))-\(Self.compact(intervals[index].endSeconds)) "
                            + "clipped to the recording's end at \(Self.compact(trace)) s")
                    intervals[index].endSeconds = trace
                }
            }
            run.scrolls = intervals
        case .signpost(let name):
            guard let table = recording.read(.signposts) else {
                throw DeviceImportError("--scroll signpost:\(name): no OSSignpostIntervals table among the files")
            }
            // Only the named intervals are made (a table of a GiB holds millions of a few names); messages read the kinds.
            var named = Array(
                recording.signposts.lazy.filter { $0.name == name && ($0.pid == nil || chosen == nil || $0.pid == chosen) }.map {
                    TrackedInterval(startSeconds: Self.seconds($0.start), endSeconds: Self.seconds($0.start + $0.duration))
                })
            let kinds = recording.signposts.kinds
            guard !named.isEmpty else {
                let others = Set(kinds.filter { $0.name == name }.compactMap(\.pid)).sorted()
                if !others.isEmpty, let process = run.process {
                    throw DeviceImportError(
                        "\(table.file): the signpost intervals named \(InstrumentsCells.quoted(name)) belong to "
                            + others.prefix(12).map { pid in kinds.first { $0.pid == pid }?.processTitle ?? "pid \(pid)" }
                            .joined(separator: ", ") + ", not to \(process.title); choose that process with --process, or another signpost")
                }
                let names = Array(Set(kinds.map(\.name))).sorted()
                throw DeviceImportError(
                    "\(table.file): no signpost interval is named \(InstrumentsCells.quoted(name))"
                        + (names.isEmpty ? " (the table has no rows)" : " (names: \(names.prefix(12).joined(separator: ", ")))"))
            }
            named.sort { $0.startSeconds < $1.startSeconds }
            run.scrolls = named
            run.scrollSource = "signposts"
        case nil:
            if let table = recording.read(.signposts), !recording.signposts.isEmpty {
                let names = Array(Set(recording.signposts.kinds.map(\.name))).sorted()
                throw DeviceImportError(
                    "\(table.file): \(recording.signposts.count) signpost intervals; say which are the scrolls with --scroll signpost:NAME "
                        + "(names: \(names.prefix(12).joined(separator: ", "))) or give --scroll START-END")
            }
        }

        // SwiftUI's view updates: the declarative framework's commit work, summed per frame (FrameAttribution).
        if recording.read(.swiftUIUpdates) != nil {
            // Set aside and sorted in place: a table of a GiB holds millions of updates.
            let listed = recording.viewUpdates.count
            recording.viewUpdates.removeAll { !($0.pid == nil || chosen == nil || $0.pid == chosen) }
            if recording.viewUpdates.count < listed {
                run.notes.append(
                    "set aside \(listed - recording.viewUpdates.count) swiftui-updates rows of other processes than "
                        + (run.process?.title ?? "the one counted"))
            }
            recording.viewUpdates.sortByStart()
            let interval = summary.refreshHz.map { 1e9 / Double($0) }
            if interval == nil, commitTable == nil, !recording.viewUpdates.isEmpty {
                run.notes.append("swiftui-updates summed per update, not per frame: no table gives the display's rate or the commits")
            }
            var frames = FrameAttribution.frames(
                of: recording.viewUpdates, commits: commitSpans,
                vsyncs: recording.vsyncs.lazy.filter { onDisplay($0.display) }.map(\.start).sorted(), interval: interval)
            // The updates let go of, and the frames as they become the run's: never two copies of millions held.
            recording.viewUpdates = InstrumentsRows()
            run.frameUpdates.reserveCapacity(frames.count)
            frames.consume {
                run.frameUpdates.append(
                    DeviceRun.FrameUpdates(
                        startSeconds: Self.seconds($0.start), durationMs: Self.milliseconds($0.duration), updates: $0.count))
            }
            var perFrame = run.frameUpdates.map(\.durationMs)
            perFrame.sort()
            run.stages.append(
                DeviceRun.Stage(
                    schema: InstrumentsTable.swiftUIUpdates.rawValue, stage: "commit", count: perFrame.count,
                    p50Ms: perFrame.isEmpty ? nil : Statistics.nearestRank(50, ofSorted: perFrame),
                    p99Ms: perFrame.isEmpty ? nil : Statistics.nearestRank(99, ofSorted: perFrame), maxMs: perFrame.last))
        }

        // Frames: the distinct swaps kept; unknown (null) when the table's rows were all set aside.
        if let table = recording.read(.displayedSurfaces), table.rows == 0 || !run.frames.isEmpty {
            summary.frames = run.frames.count
        } else if recording.read(.displayedSurfaces) == nil, recording.read(.displaySurfaceSwap) != nil {
            let distinct = recording.swaps.distinctStarts { onDisplay($0.display) }
            if distinct > 0 || recording.swaps.isEmpty { summary.frames = distinct }
        }

        // Each counted hitch's deadline: the swap presented at its end, within a quarter of an interval.
        // The swaps kept and sorted in place, and the counted hitches matched one by one: tables of a GiB hold millions.
        recording.swaps.removeAll { !onDisplay($0.display) || $0.desiredPresentation == nil }
        recording.swaps.sortByStart()
        let tolerance = Int64((summary.refreshHz.map { 1e9 / Double($0) } ?? 1e9 / 120) / 4)
        var (counted, missing) = (0, 0)
        for index in hitchRows.indices where !recording.swaps.isEmpty && hitchRows.isCounted(index) {
            let hitch = hitchRows[index]
            let swap = FrameAttribution.swap(presentedAt: hitch.start + hitch.duration, in: recording.swaps, tolerance: tolerance)
            counted += 1
            if swap == nil { missing += 1 }
            guard let swap, let desired = swap.desiredPresentation else { continue }
            run.hitches.setDeadline(
                at: index, Self.seconds(desired), presented: Self.seconds(swap.timestamp), minQuanta: swap.minQuanta.map { Int($0) })
        }
        if missing > 0 {
            run.notes.append(
                "\(missing) of \(counted) counted hitches have no display-surface-swap row presented at their end: their deadline is unknown"
            )
        }

        // The summary.
        if hitchTable != nil {
            let durations = appHitches.map(\.duration)
            summary.hitches = appHitches.count
            summary.maxHitchMs = Self.milliseconds(durations.max() ?? 0)
            let totalNs = durations.reduce(0, +)
            summary.totalHitchMs = Self.milliseconds(totalNs)
            summary.systemHitches = hitchesHaveProcesses ? system : nil
            summary.otherProcessHitches = hitchesHaveProcesses ? other : nil
            if let trace = summary.traceSeconds, trace > 0 { summary.traceHitchTimeRatioMsPerSecond = Self.milliseconds(totalNs) / trace }
            if !run.scrolls.isEmpty {
                let accounting = Self.scrollAccounting(run.scrolls, hitches: appHitches)
                summary.scrollSeconds = accounting.seconds
                summary.scrollHitches = accounting.hitches
                summary.scrollHitchTimeRatioMsPerSecond = accounting.seconds > 0 ? accounting.hitchMs / accounting.seconds : 0
                summary.band = summary.scrollHitchTimeRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:))
            }
            // The stages and types of the app's hitches, worked out once a kind.
            let kinds = hitchRows.countedByKind()
            if let source = recording.stageSource {
                let stages = kinds.map { (stage: Self.stage(of: $0.kind), $0.count) }
                for (stage, path) in [("commit", \DeviceSummary.commitHitches), ("render", \.renderHitches), ("both", \.bothHitches)] {
                    summary[keyPath: path] = stages.filter { $0.stage == stage }.map(\.1).reduce(0, +)
                }
                run.stageSource = source
            }
            run.hitchTypes = Self.types(kinds)
        }
        if let render = run.stages.first(where: { $0.schema == renderTable?.rawValue }) {
            (summary.renderP50Ms, summary.renderP99Ms, summary.renderMaxMs) = (render.p50Ms, render.p99Ms, render.maxMs)
        }
        if let commit = run.stages.first(where: { $0.schema == commitTable?.rawValue })
            ?? run.stages.first(where: { $0.stage == "commit" })
        {
            (summary.commitP50Ms, summary.commitP99Ms, summary.commitMaxMs) = (commit.p50Ms, commit.p99Ms, commit.maxMs)
        }
        run.summary = summary
        var stem = String(files[0].split(separator: "/").last ?? "device")
        if stem.hasSuffix(".xml"), stem.count > 4 { stem.removeLast(4) }
        run.label =
            label ?? [run.process?.name ?? stem, run.deviceValue("model").map { "on \($0)" }].compactMap { $0 }.joined(separator: " ")
        return run
    }

    /// Notes `rows` rows of `table` set aside as another display's (and `hitches` hitches of the hitch table).
    private func setAside(_ run: inout DeviceRun, _ table: InstrumentsTable, rows: Int, hitches: Int) {
        let display = run.display ?? "the display counted"
        if rows > 0 { run.notes.append("set aside \(rows) \(table.rawValue) rows of other displays than \(display)") }
        if hitches > 0 { run.notes.append("set aside \(hitches) hitches of other displays than \(display)") }
    }

    // MARK: - Choices

    /// The table of contents' run of the tables (all from one run), when a table of contents was given.
    private func tocRun(_ recording: InstrumentsRecording) throws(DeviceImportError) -> XctraceTOC.Run? {
        let runs = Set(recording.tables.compactMap(\.run))
        if runs.count > 1 {
            let named = recording.tables.compactMap { table in table.run.map { "\(table.table.rawValue) of run \($0)" } }
            throw DeviceImportError(
                "\(recording.tables[0].file): the tables come from different runs (\(named.joined(separator: ", "))); import one run at a time"
            )
        }
        guard let (file, toc) = recording.toc else { return nil }
        if let number = runs.first {
            guard let run = toc.runs.first(where: { $0.number == number }) else {
                throw DeviceImportError("\(file): the table of contents has no run \(number), which the tables come from")
            }
            return run
        }
        guard toc.runs.count == 1 else {
            throw DeviceImportError("\(file): the table of contents has \(toc.runs.count) runs and the tables do not say theirs")
        }
        return toc.runs[0]
    }

    /// The processes with hitches not marked as the system's, by first hitch, named from the table of contents
    /// when it names them.
    private func processes(_ recording: InstrumentsRecording, toc: XctraceTOC.Run?) -> [DeviceRun.Process] {
        var out: [DeviceRun.Process] = []
        for hitch in recording.hitches where hitch.isSystem != true {
            guard let pid = hitch.pid else { continue }
            if let index = out.firstIndex(where: { $0.pid == pid }) {
                out[index].hitches += 1
            } else {
                out.append(DeviceRun.Process(name: toc?.processes.first { $0.pid == pid }?.name ?? hitch.processName, pid: pid, hitches: 1))
            }
        }
        return out
    }

    private func chooseProcess(
        _ recording: InstrumentsRecording, toc: XctraceTOC.Run?, seen: [DeviceRun.Process], hitchFile: String
    ) throws(DeviceImportError) -> Int64? {
        var known = seen.map { (name: $0.name, pid: $0.pid) }
        for process in (toc?.processes ?? []) + (toc?.target.map { [$0] } ?? []) where !known.contains(where: { $0.pid == process.pid }) {
            known.append((process.name, process.pid))
        }
        // Processes only the SwiftUI or signpost tables name can be chosen too.
        let others =
            recording.viewUpdates.kinds.map { (name: $0.processName, pid: $0.pid) }
            + recording.signposts.kinds.map { (name: $0.processName, pid: $0.pid) }
        for case let (name, pid?) in others where !known.contains(where: { $0.pid == pid }) { known.append((name, pid)) }
        let listed = { (list: [(name: String?, pid: Int64)]) in
            list.prefix(12).map { DeviceRun.Process(name: $0.name, pid: $0.pid, hitches: 0).title }.joined(separator: ", ")
                + (list.count > 12 ? ", …" : "")
        }
        switch process {
        case .pid(let pid):
            guard known.contains(where: { $0.pid == pid }) else {
                throw DeviceImportError(
                    "--process \(pid): no such process in the recording"
                        + (known.isEmpty ? " (the tables name no process)" : " (processes: \(listed(known)))"))
            }
            return pid
        case .titled(let name, let pid):
            guard known.contains(where: { $0.pid == pid && ($0.name == nil || $0.name == name) }) else {
                throw DeviceImportError(
                    "--process \(name) (\(pid)): no such process in the recording"
                        + (known.isEmpty ? " (the tables name no process)" : " (processes: \(listed(known)))"))
            }
            return pid
        case .name(let name):
            let matches = known.filter { $0.name == name }
            guard matches.count == 1 else {
                throw DeviceImportError(
                    matches.isEmpty
                        ? "--process \(name): no process of that name in the recording"
                            + (known.isEmpty ? " (the tables name no process)" : " (processes: \(listed(known)))")
                        : "--process \(name): \(matches.count) processes have that name (\(listed(matches))); choose one by its pid")
            }
            return matches[0].pid
        case nil:
            if let target = toc?.target { return target.pid }
            guard seen.count > 1 else { return seen.first?.pid }
            throw DeviceImportError(
                "\(hitchFile): hitches of \(seen.count) processes (\(seen.prefix(12).map { "\($0.title) \($0.hitches)" }.joined(separator: ", "))); "
                    + "choose one with --process NAME|PID")
        }
    }

    /// The end of the last row of any table (a vsync's or swap's time is its end), or nil without rows.
    static func lastEnd(_ recording: borrowing InstrumentsRecording) -> Int64? {
        let ends = [
            recording.surfaces.lazy.map { $0.start + $0.duration }.max(), recording.vsyncs.lazy.map(\.start).max(),
            recording.stages.lazy.compactMap { $0.rows.lazy.map { $0.start + $0.duration }.max() }.max(),
            recording.hitches.lazy.map { $0.start + $0.duration }.max(), recording.swaps.lazy.map(\.timestamp).max(),
            recording.viewUpdates.lazy.map { $0.start + $0.duration }.max(),
        ]
        return ends.compactMap { $0 }.max()
    }

    // MARK: - Figures

    /// The stage a hitch was late in: iOS 18's hitch type, else the potential issue Instruments names
    /// ("Potentially expensive app update(s)" is the commit; "…render…" or "…GPU work" the render).
    static func stage(of hitch: InstrumentsHitches.Kind) -> String? {
        if let type = hitch.type {
            switch type {
            case "Pre-Commit(s) latency": return "commit"
            case "Commit to Render latency": return "render"
            default: return nil
            }
        }
        guard let narrative = hitch.narrative else { return nil }
        let commit = mentions(narrative, "app update")
        let render = mentions(narrative, "expensive render") || mentions(narrative, "GPU work")
        return commit && render ? "both" : commit ? "commit" : render ? "render" : nil
    }

    /// The app's hitches counted by Instruments' hitch type, or by the issues its narrative names (a hitch may
    /// name several), in a fixed order.
    static func types(_ kinds: [(kind: InstrumentsHitches.Kind, count: Int)]) -> [(type: String, count: Int)] {
        var counts: [(type: String, count: Int)] = []
        for (hitch, count) in kinds {
            func add(_ type: String) {
                if let index = counts.firstIndex(where: { $0.type == type }) {
                    counts[index].count += count
                } else {
                    counts.append((type, count))
                }
            }
            if let type = hitch.type {
                add(type)
            } else if let narrative = hitch.narrative {
                var named = false
                for (phrase, issue) in [("app update", "app update"), ("expensive render", "render"), ("GPU work", "GPU work")]
                where mentions(narrative, phrase) {
                    add(issue)
                    named = true
                }
                if !named { add(narrative.isEmpty ? "none" : "other") }
            }
        }
        return counts.sorted { $0.type < $1.type }
    }

    /// Hitch time of the hitches starting inside the merged scrolling intervals, each interval extended to its
    /// last hitch's end, as HitchBench extends a scroll to its last frame's presentation.
    static func scrollAccounting(
        _ scrolls: [TrackedInterval], hitches: some Collection<InstrumentsRecording.Hitch>
    ) -> (seconds: Double, hitches: Int, hitchMs: Double) {
        var merged: [TrackedInterval] = []
        for interval in scrolls.sorted(by: { $0.startSeconds < $1.startSeconds }) {
            if let last = merged.last, interval.startSeconds <= last.endSeconds {
                merged[merged.count - 1].endSeconds = max(last.endSeconds, interval.endSeconds)
            } else {
                merged.append(interval)
            }
        }
        var count = 0
        var hitchMs = 0.0
        var extended = merged
        for hitch in hitches {
            let start = seconds(hitch.start)
            guard let index = merged.firstIndex(where: { start >= $0.startSeconds && start <= $0.endSeconds }) else { continue }
            count += 1
            hitchMs += milliseconds(hitch.duration)
            extended[index].endSeconds = max(extended[index].endSeconds, seconds(hitch.start + hitch.duration))
        }
        var total = 0.0
        var reach = -Double.infinity
        for interval in extended {
            let start = max(interval.startSeconds, reach)
            if interval.endSeconds > start { total += interval.endSeconds - start }
            reach = max(reach, interval.endSeconds)
        }
        return (total, count, hitchMs)
    }

    /// Whether `text` holds `phrase`, compared as UTF-8 bytes: called for every hitch, so without Foundation's
    /// locale-aware search.
    static func mentions(_ text: String, _ phrase: String) -> Bool {
        let phrase = Array(phrase.utf8)
        guard let first = phrase.first else { return true }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= phrase.count else { return false }
            for start in 0...(bytes.count - phrase.count) where bytes[start] == first {
                if (1..<phrase.count).allSatisfy({ bytes[start + $0] == phrase[$0] }) { return true }
            }
            return false
        } ?? false
    }

    static func seconds(_ nanoseconds: Int64) -> Double { Double(nanoseconds) / 1e9 }
    static func milliseconds(_ nanoseconds: Int64) -> Double { Double(nanoseconds) / 1e6 }

    /// The whole rate in Hz of a refresh interval of `nanoseconds`.
    static func hertz(nanoseconds: Double) -> Int { max(1, Int((1e9 / nanoseconds).rounded())) }

    /// A number of seconds as a message shows it: up to 3 decimals.
    static func compact(_ value: Double) -> String {
        var text = String(Double((value * 1000).rounded()) / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
