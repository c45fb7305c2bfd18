import Calibration
import DeviceImport
import PhoneModel
import RenderStrategies
import ResultFiles
import StrategyRun
import TestSupport
import Testing

/// The µs SwiftUI's view updates of each frame with the framework's work take on `profile`: the framework's
/// counters priced at its typical costs, for the frames that have such work.
private func frameworkMs(_ replay: ReplayedRun, on profile: DeviceProfile) -> [Double] {
    let slots = replay.counterNames.indices.filter { StageObservations.frameworkCounters.contains(replay.counterNames[$0]) }
    return (replay.counts[.commit] ?? []).compactMap { frame in
        guard slots.contains(where: { frame[$0] > 0 }) else { return nil }
        return slots.reduce(0) { $0 + frame[$1] * (profile.commit.cost(of: replay.counterNames[$1])?.typical ?? 0) } / 1000
    }
}

/// Device files as `harness import` writes them from a phone whose costs are `knownPhone`'s: each frame's commit
/// and render, and SwiftUI's updates per frame, priced from its counted work; `commits: false` leaves the commit
/// table out (a recording with the SwiftUI instrument only). Read back through `DeviceObservations.read` and
/// paired with the calibration's replay on the shipped profile.
private func deviceFiles(commits: Bool = true) throws -> [(replay: ReplayedRun, device: DeviceObservations)] {
    try recorded.map { strategy, days in
        let run = CalibrationRun(strategy: strategy, days: days, file: "\(strategy)-\(days).json")
        let onPhone = try ReplayedRun.replay(
            run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(knownPhone))
        var device = DeviceRun(source: .instruments, label: "\(strategy) on the known phone", inputs: ["hitches.xml"])
        let intervals = { (durations: [Double]) in
            durations.enumerated().map { DeviceRun.Interval(startSeconds: Double($0.offset) / 30, durationMs: $0.element) }
        }
        device.renders = intervals(onPhone.pricedMs[.render] ?? [])
        if commits { device.commits = intervals(onPhone.pricedMs[.commit] ?? []) }
        device.frameUpdates = frameworkMs(onPhone, on: knownPhone).enumerated().map {
            DeviceRun.FrameUpdates(startSeconds: Double($0.offset) / 30, durationMs: $0.element, updates: 3)
        }
        device.summary.refreshHz = 30
        let path = try scratchFile("\(strategy)-\(days).json", contents: device.jsonString(toolVersion: "test"))
        defer { removeScratch(path) }
        let replay = try ReplayedRun.replay(
            run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(shipped))
        return (replay, try DeviceObservations.read(path: path))
    }
}

/// An Animation Hitches recording of `onPhone` as xctrace exports it, its three stage tables in one file:
/// each frame's commit (`hitches-updates`) at 0.1 s + frame / 30 s, its render (`hitches-renders`) 20 ms later,
/// and its SwiftUI update time (`swiftui-updates`) split in two updates inside the commit.
private func export(_ onPhone: ReplayedRun) -> String {
    let ns = { (ms: Double) in Int64((ms * 1e6).rounded()) }
    let start = { (frame: Int) in Int64(100_000_000) + Int64(frame) * 33_333_333 }
    func table(_ schema: String, _ columns: [(String, String)], _ rows: [String]) -> String {
        "<node><schema name=\"\(schema)\">"
            + columns.map { "<col><mnemonic>\($0.0)</mnemonic><engineering-type>\($0.1)</engineering-type></col>" }.joined()
            + "</schema>\n" + rows.map { "<row>\($0)</row>" }.joined(separator: "\n") + "\n</node>\n"
    }
    let times = [("start", "start-time"), ("duration", "duration")]
    let commits = (onPhone.pricedMs[.commit] ?? []).enumerated().map {
        "<start-time>\(start($0.offset))</start-time><duration>\(ns($0.element))</duration>"
    }
    let renders = (onPhone.pricedMs[.render] ?? []).enumerated().map {
        "<start-time>\(start($0.offset) + 20_000_000)</start-time><duration>\(ns($0.element))</duration><display-name>Display 1</display-name>"
    }
    let slots = onPhone.counterNames.indices.filter { StageObservations.frameworkCounters.contains(onPhone.counterNames[$0]) }
    var updates: [String] = []
    for (frame, counts) in (onPhone.counts[.commit] ?? []).enumerated() where slots.contains(where: { counts[$0] > 0 }) {
        let total = ns(slots.reduce(0) { $0 + counts[$1] * (knownPhone.commit.cost(of: onPhone.counterNames[$1])?.typical ?? 0) } / 1000)
        for (offset, part) in [(100_000, total / 2), (200_000, total - total / 2)] {
            updates.append("<start-time>\(start(frame) + Int64(offset))</start-time><duration>\(part)</duration><string>View Body</string>")
        }
    }
    return "<?xml version=\"1.0\"?>\n<trace-query-result>\n" + table("hitches-updates", times, commits)
        + table("hitches-renders", times + [("display", "display-name")], renders)
        + table("swiftui-updates", times + [("update-type", "string")], updates) + "</trace-query-result>\n"
}

/// Each of `names` of `stage` in `fitted` within 5 % of `knownPhone`'s.
private func expectRecovered(_ fitted: DeviceProfile, _ names: [PhoneStage: [String]]) throws {
    for stage in PhoneStage.allCases {
        for name in names[stage] ?? [] {
            let want = name == "fixed" ? knownPhone.costs(of: stage).fixed : try #require(knownPhone.costs(of: stage).cost(of: name))
            let got = name == "fixed" ? fitted.costs(of: stage).fixed : try #require(fitted.costs(of: stage).cost(of: name))
            #expect(abs(got.typical - want.typical) <= 0.05 * want.typical, "\(stage).\(name): \(got.typical) vs \(want.typical)")
        }
    }
}

@Suite("Per-frame evidence from device files")
struct PerFrameEvidenceTests {
    @Test func deviceFilesOfAKnownPhoneWithPerFrameCommitsRendersAndUpdatesRecoverItsCostsWithin5Percent() throws {
        let runs = try deviceFiles()
        #expect(runs.allSatisfy { !$0.device.commits.isEmpty && !$0.device.frameUpdates.isEmpty })
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(runs, name: "fitted")
        try expectRecovered(fitted, fittable)
        let modes = try #require(fitted.calibration?.members?.first { $0.key == "runs" }?.value.elements)
        #expect(
            modes.allSatisfy { run in
                ["commit", "render", "frameUpdates"].allSatisfy { key in
                    run.members?.first { $0.key == key }?.value == .scalar(.string("per-frame"))
                }
            })
    }

    @Test func exportsOfAKnownPhoneImportedAndCalibratedRecoverItsCostsWithin5Percent() throws {
        let runs = try recorded.map { strategy, days -> (replay: ReplayedRun, device: DeviceObservations) in
            let run = CalibrationRun(strategy: strategy, days: days, file: "\(strategy)-\(days).json")
            let onPhone = try ReplayedRun.replay(
                run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(knownPhone))
            let imported = try InstrumentsImport(label: strategy).run(exports: [(name: "export.xml", bytes: Array(export(onPhone).utf8))])
            #expect(imported.commits.count == onPhone.pricedMs[.commit]?.count)
            let path = try scratchFile("\(strategy)-\(days).json", contents: imported.jsonString(toolVersion: "test"))
            defer { removeScratch(path) }
            let replay = try ReplayedRun.replay(
                run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(shipped))
            return (replay, try DeviceObservations.read(path: path))
        }
        #expect(runs.allSatisfy { $0.device.frameUpdates.count > 0 })
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        try expectRecovered(try calibration.fit(runs, name: "fitted"), fittable)
    }

    @Test func swiftUIUpdatesAloneRecoverTheFrameworksCostsWithin5Percent() throws {
        let framework = fittable[.commit]?.filter(StageObservations.frameworkCounters.contains) ?? []
        #expect(framework.count == 5)
        let names: [PhoneStage: [String]] = [.commit: framework, .render: fittable[.render] ?? []]
        let calibration = ProfileCalibration(base: shipped, fitted: names, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(try deviceFiles(commits: false), name: "fitted")
        try expectRecovered(fitted, names)
        #expect(fitted.commit.fixed == shipped.commit.fixed)
        #expect(fitted.commit.cost(of: "barMarks")?.source.what.contains("SwiftUI updates per-frame") == true)
    }

    @Test func aWholeCommitFitFromSwiftUIUpdatesAloneIsRefusedNamingTheCommitTableToRecord() throws {
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let error = #expect(throws: CalibrationError.self) { try calibration.fit(try deviceFiles(commits: false), name: "fitted") }
        let message = try #require(error?.description)
        #expect(message.hasPrefix("calibrate: the commit fit is under-determined: fixed, "))
        #expect(message.contains("record the commit too (Instruments' hitches-updates, or iOS 18's hitches-commit-interval)"))
        #expect(message.contains("--fit commit.barMarks,commit.ruleMarks,commit.axisLabels,commit.textRuns,commit.labelsFormatted)"))
    }

    @Test func updatesOfAnotherFrameCountThanTheReplaysFrameworkFramesAreMatchedByTheirMean() throws {
        let runs = try deviceFiles().map { run -> (replay: ReplayedRun, device: DeviceObservations) in
            var device = run.device
            device.frameUpdates.removeLast()
            return (run.replay, device)
        }
        let observations = StageObservations(
            stage: .commit, columns: ["barMarks"], base: shipped.commit, refreshHz: 30, runs: Array(runs.prefix(1)))
        #expect(observations.updateModes == [.mean])
        // One row for the per-frame commits, one for the updates' mean.
        #expect(observations.modes == [.perFrame])
        #expect(observations.rows.count == (runs[0].device.commits.count) + 1)
    }

    @Test func aHitchWhoseFrameWasPacedAtTwoIntervalsIsGivenTwoHalvesOfAnInterval() throws {
        let replay = try deviceFiles()[0].replay
        let once = DeviceObservations(label: "a", hitches: [.init(durationMs: 33.3, stage: "commit")])
        let paced = DeviceObservations(label: "b", hitches: [.init(durationMs: 33.3, stage: "commit", minQuanta: 2)])
        let observations = StageObservations(
            stage: .commit, columns: ["fixed"], base: shipped.commit, refreshHz: 30, runs: [(replay, once), (replay, paced)])
        #expect(observations.modes == [.hitches, .hitches])
        #expect(observations.pacedHitches == 1)
        #expect(abs(observations.targets[1] - observations.targets[0] - 1000 / 30.0 / 2 * 1000) < 1e-6)
    }

    @Test func aDeviceFileGivesItsFrameUpdatesAndItsHitchesPace() throws {
        var run = DeviceRun(source: .instruments, label: "phone", inputs: ["swiftui-updates.xml"])
        run.frameUpdates = [.init(startSeconds: 0.5, durationMs: 1.25, updates: 4)]
        run.hitches = [
            .init(
                startSeconds: 1, durationMs: 8.333, isSystem: false, pid: 1, counted: true, stage: "commit", type: nil, display: nil,
                deadlineSeconds: 1, presentedSeconds: 1.008333, minQuanta: 2)
        ]
        let path = try scratchFile("device.json", contents: run.jsonString(toolVersion: "test"))
        defer { removeScratch(path) }
        let read = try DeviceObservations.read(path: path)
        #expect(read.frameUpdates == [1.25])
        #expect(read.hitches == [.init(durationMs: 8.333, stage: "commit", minQuanta: 2)])
    }

    @Test func aHitchWhosePaceIsNotAWholeNumberOfIntervalsIsRefused() throws {
        var run = DeviceRun(source: .instruments, label: "phone", inputs: [])
        run.hitches = [
            .init(
                startSeconds: 1, durationMs: 8.333, isSystem: false, pid: 1, counted: true, stage: "commit", type: nil, display: nil,
                deadlineSeconds: 1, presentedSeconds: 1.008333, minQuanta: 2)
        ]
        let text = run.jsonString(toolVersion: "test").replacingOccurrences(of: "\"minQuanta\": 2", with: "\"minQuanta\": 1.5")
        let path = try scratchFile("device.json", contents: text)
        defer { removeScratch(path) }
        #expect(throws: CalibrationError("device \(path): hitches is not an array of hitches")) { try DeviceObservations.read(path: path) }
    }
}
