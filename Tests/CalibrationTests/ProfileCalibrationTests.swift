import BenchSuite
import Calibration
import JSONText
import PhoneModel
import RenderStrategies
import ShippedProfiles
import StrategyRun
import TestSupport
import Testing

/// The shipped profile, the base every calibration here starts from.
let shipped: DeviceProfile = {
    do { return try DeviceProfile.load(nameOrPath: ShippedProfiles.defaultName, counters: WorkCounters.names) } catch {
        fatalError("\(error)")
    }
}()

/// The costs the tests fit: every stage's fixed cost and every counter it prices, but the commit's
/// tilesConfigured, which moves in step with formattersCreated in every strategy (a cell makes one formatter).
let fittable: [PhoneStage: [String]] = [
    .commit: ["fixed"] + shipped.commit.perCounter.map(\.counter).filter { $0 != "tilesConfigured" },
    .render: ["fixed"] + shipped.render.perCounter.map(\.counter),
]

/// A phone unlike the base: each fitted cost of the shipped profile scaled by its own factor, 0.5…1.9.
let knownPhone: DeviceProfile = {
    var profile = shipped
    profile.name = "known"
    for stage in PhoneStage.allCases {
        var costs = profile.costs(of: stage)
        for (index, name) in (fittable[stage] ?? []).enumerated() {
            let factor = 0.5 + 0.2 * Double((index * 7 + (stage == .commit ? 0 : 3)) % 8)
            func scaled(_ cost: UnitCost) -> UnitCost {
                UnitCost(low: cost.low * factor, typical: cost.typical * factor, high: cost.high * factor, source: cost.source)
            }
            if name == "fixed" {
                costs.fixed = scaled(costs.fixed)
            } else if let slot = costs.perCounter.firstIndex(where: { $0.counter == name }) {
                costs.perCounter[slot].cost = scaled(costs.perCounter[slot].cost)
            }
        }
        if stage == .commit { profile.commit = costs } else { profile.render = costs }
    }
    return profile
}()

/// The runs the tests record: five strategies at two or three sizes each, on the short trace at 30 Hz (where
/// no frame is late on either profile, so both replays produce the same frames).
let recorded = [
    ("render-all", 12), ("render-all", 60), ("tiles", 12), ("tiles", 60), ("window", 60), ("visible", 12), ("window-seamless", 30),
]

func settings(_ profile: DeviceProfile) -> RunSettings {
    var settings = testSettings()
    settings.refreshHz = 30
    settings.phone = PhoneSettings(profile: profile)
    return settings
}

/// Device runs as the known phone would record them: each frame's commit and render durations exactly its
/// counted work priced on `knownPhone`; paired with the calibration's own replay on the base profile.
private func recordedRuns(_ runs: [(String, Int)] = recorded) throws -> [(replay: ReplayedRun, device: DeviceObservations)] {
    try runs.map { strategy, days in
        let run = CalibrationRun(strategy: strategy, days: days, file: "\(strategy)-\(days).json")
        let onPhone = try ReplayedRun.replay(
            run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(knownPhone))
        let device = DeviceObservations(
            label: "\(strategy) on the known phone", commits: onPhone.pricedMs[.commit] ?? [], renders: onPhone.pricedMs[.render] ?? [])
        let replay = try ReplayedRun.replay(
            run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: settings(shipped))
        return (replay, device)
    }
}

@Suite("Profile calibration")
struct ProfileCalibrationTests {
    @Test func aFitToRunsOfAKnownPhoneRecoversEveryFittedCostWithin5Percent() throws {
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(try recordedRuns(), name: "fitted")
        for stage in PhoneStage.allCases {
            for name in fittable[stage] ?? [] {
                let want = name == "fixed" ? knownPhone.costs(of: stage).fixed : try #require(knownPhone.costs(of: stage).cost(of: name))
                let got = name == "fixed" ? fitted.costs(of: stage).fixed : try #require(fitted.costs(of: stage).cost(of: name))
                #expect(abs(got.typical - want.typical) <= 0.05 * want.typical, "\(stage).\(name): \(got.typical) vs \(want.typical)")
                #expect(got.source.kind == .fitted)
            }
        }
    }

    @Test func theCostsNotFittedKeepTheBaseProfilesValuesAndSources() throws {
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(try recordedRuns(), name: "fitted")
        #expect(fitted.commit.cost(of: "tilesConfigured") == shipped.commit.cost(of: "tilesConfigured"))
    }

    @Test func aFittedCostsSourceNamesTheRunsAndTheCalibrationHoldsTheResiduals() throws {
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(try recordedRuns(), name: "fitted")
        let what = fitted.commit.fixed.source.what
        #expect(what.contains("render-all:60=render-all-60.json") && what.contains("tiles:12=tiles-12.json"))
        let stages = try #require(fitted.calibration?.members?.first { $0.key == "stages" }?.value.members)
        #expect(stages.map(\.key) == ["commit", "render"])
        let rms = try #require(stages[0].value.members?.first { $0.key == "rmsResidualMs" }?.value.scalar?.double)
        #expect(rms < 1e-6)
    }

    @Test func theWrittenProfileReadsBackAsTheFittedOne() throws {
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let fitted = try calibration.fit(try recordedRuns(), name: "fitted")
        let text = fitted.jsonString()
        let back = try DeviceProfile.parse(Array(text.utf8), name: "fitted", counters: WorkCounters.names, label: "written")
        #expect(back.commit.fixed.source.kind == .fitted)
        #expect(back.calibration != nil)
        let barMarks = try #require(back.commit.cost(of: "barMarks"))
        let want = try #require(fitted.commit.cost(of: "barMarks"))
        #expect(abs(barMarks.typical - want.typical) <= 1e-5 * want.typical)
    }

    @Test func oneStrategyAtOneSizeIsRefusedNamingTheCostsItCannotSeparate() throws {
        let calibration = ProfileCalibration(base: shipped, refreshHz: 30, traceName: "short")
        let error = #expect(throws: CalibrationError.self) { try calibration.fit(try recordedRuns([("render-all", 12)]), name: "fitted") }
        let message = try #require(error?.description)
        #expect(message.hasPrefix("calibrate: the commit fit is under-determined"))
        #expect(message.contains("tilesConfigured") && message.contains("another data size or another strategy"))
    }

    @Test func aStageNoRunMeasuredIsRefusedNamingTheStage() throws {
        let runs = try recordedRuns([("render-all", 12), ("tiles", 60)]).map { run in
            (run.replay, DeviceObservations(label: run.device.label, renders: run.device.renders))
        }
        let calibration = ProfileCalibration(base: shipped, fitted: fittable, refreshHz: 30, traceName: "short")
        let error = #expect(throws: CalibrationError.self) { try calibration.fit(runs, name: "fitted") }
        #expect(error?.description.hasPrefix("calibrate: no run gives commit durations or commit hitches") == true)
        #expect(error?.description.hasSuffix("or leave the commit stage out of --fit") == true)
    }

    @Test func runsWhoseFrameCountsDifferAreMatchedByTheirMeans() throws {
        var runs = try recordedRuns()
        runs = runs.map { run in
            var device = run.device
            device.renders.removeLast()
            return (run.replay, device)
        }
        let observations = StageObservations(
            stage: .render, columns: fittable[.render] ?? [], base: shipped.render, refreshHz: 30, runs: runs)
        #expect(observations.modes.allSatisfy { $0 == .mean })
        #expect(observations.rows.count == runs.count)
    }

    @Test func withoutDurationsAStagesHitchesAreSetAgainstTheHeaviestFrames() throws {
        let runs = try recordedRuns([("render-all", 60)])
        let hitches = [DeviceObservations.Hitch(durationMs: 33.3, stage: "commit"), .init(durationMs: 66.7, stage: "render")]
        let device = DeviceObservations(label: "hitches only", hitches: hitches)
        let observations = StageObservations(
            stage: .commit, columns: ["fixed", "barMarks"], base: shipped.commit, refreshHz: 30, runs: [(runs[0].replay, device)])
        #expect(observations.modes == [.hitches])
        #expect(observations.rows.count == 1)
        // The late stage took between 33.3 and 66.6 ms: the middle, less the base's costs of the other counters.
        let heaviest = try #require(
            runs[0].replay.pricedMs[.commit]?.indices.max { runs[0].replay.pricedMs[.commit]![$0] < runs[0].replay.pricedMs[.commit]![$1] })
        let counts = runs[0].replay.counts[.commit]![heaviest]
        let barMarks = counts[WorkCounters.names.firstIndex(of: "barMarks")!]
        #expect(observations.rows[0] == [1, barMarks])
        let kept = zip(WorkCounters.names, counts).reduce(0.0) { sum, pair in
            pair.0 == "barMarks" ? sum : sum + pair.1 * (shipped.commit.cost(of: pair.0)?.typical ?? 0)
        }
        #expect(abs(observations.targets[0] - ((33.3 + 1000 / 30.0 / 2) * 1000 - kept)) < 1e-6)
    }
}

@Suite("Calibration job")
struct CalibrationJobTests {
    /// The recorded runs at 120 Hz, where the known phone defers other frames than the base profile does.
    static func job() -> CalibrationJob {
        CalibrationJob(
            runs: recorded.map { (CalibrationRun(strategy: $0.0, days: $0.1, file: "\($0.0)-\($0.1).json"), builtIn($0.0)) },
            trace: shortTrace(), traceName: "short", base: shipped, fitted: fittable, refreshHz: 120)
    }

    static func devices() throws -> [DeviceObservations] {
        var onPhone = settings(knownPhone)
        onPhone.refreshHz = 120
        return try recorded.map { strategy, days in
            let run = CalibrationRun(strategy: strategy, days: days, file: "")
            let replay = try ReplayedRun.replay(
                run, strategy: builtIn(strategy), trace: shortTrace(), traceName: "short", settings: onPhone)
            return DeviceObservations(label: strategy, commits: replay.pricedMs[.commit] ?? [], renders: replay.pricedMs[.render] ?? [])
        }
    }

    @Test func aPhoneThatDefersOtherFramesIsFittedFrameByFrameOnceTheReplaysArePacedOnTheFit() throws {
        let devices = try Self.devices()
        // Paced on the base profile, some replay produces other frames than the phone did.
        var onBase = settings(shipped)
        onBase.refreshHz = 120
        let baseFrames = try recorded.map { strategy, days in
            try ReplayedRun.replay(
                CalibrationRun(strategy: strategy, days: days, file: ""), strategy: builtIn(strategy), trace: shortTrace(),
                traceName: "short",
                settings: onBase
            ).pricedMs[.commit]?.count
        }
        #expect(baseFrames != devices.map(\.commits.count))
        let fitted = try Self.job().fit(devices, name: "fitted")
        let runs = try #require(fitted.calibration?.members?.first { $0.key == "runs" }?.value.elements)
        #expect(
            runs.allSatisfy { run in
                run.members?.filter { ["commit", "render"].contains($0.key) }.allSatisfy { $0.value == .scalar(.string("per-frame")) }
                    == true
            })
        for stage in PhoneStage.allCases {
            for name in fittable[stage] ?? [] {
                let want = name == "fixed" ? knownPhone.costs(of: stage).fixed : try #require(knownPhone.costs(of: stage).cost(of: name))
                let got = name == "fixed" ? fitted.costs(of: stage).fixed : try #require(fitted.costs(of: stage).cost(of: name))
                #expect(abs(got.typical - want.typical) <= 0.05 * want.typical, "\(stage).\(name): \(got.typical) vs \(want.typical)")
            }
        }
    }

    @Test func runsRecordedAtTwoRatesAreRefusedWithoutRefresh() throws {
        var job = Self.job()
        job.refreshHz = nil
        let devices = [DeviceObservations(label: "a", refreshHz: 120), DeviceObservations(label: "b", refreshHz: 60)]
        job.runs = Array(job.runs.prefix(2))
        #expect(throws: CalibrationError.self) { try job.fit(devices, name: "x") }
    }
}
