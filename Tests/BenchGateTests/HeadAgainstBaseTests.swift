import FrameTiming
import Testing

@testable import BenchGate
@testable import BenchSuite

@Suite struct HeadAgainstBaseTests {
    /// Signed-rank null distribution for 10 differences: 1, 2, 3, 5, 7, 10 of the 1,024 sign patterns have W ≤ 0…5.
    @Test func theSignedRankDistributionIsExact() {
        let cdf = SignedRank.cumulative(repeats: 10)
        #expect(cdf.count == 56)
        #expect(cdf[0...5].map { ($0 * 1024).rounded() } == [1, 2, 3, 5, 7, 10])
        #expect(cdf.last == 1)
        // One-sided 99.17 % (5 % over 6 groups): P(W ≤ 4) = 7/1024 ≤ 0.0083 < P(W ≤ 5) = 10/1024.
        #expect(SignedRank.lowerCriticalValue(repeats: 10, tail: 0.05 / 6) == 4)
        // With 6 repeats no bound reaches that level: 2^-6 = 0.0156.
        #expect(SignedRank.lowerCriticalValue(repeats: 6, tail: 0.05 / 6) == nil)
    }

    @Test func studentsTQuantilesMatchTheTables() {
        #expect(abs(StudentT.quantile(0.975, degreesOfFreedom: 10) - 2.2281) < 1e-3)
        #expect(abs(StudentT.quantile(0.95, degreesOfFreedom: 4) - 2.1318) < 1e-3)
        #expect(abs(StudentT.quantile(0.975, degreesOfFreedom: 1e6) - 1.95996) < 1e-3)
    }

    @Test func anOutlierRepeatMovesTheBoundLittle() throws {
        let steady = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0]
        let disturbed = steady.enumerated().map { $0.offset == 0 ? 1.5 : $0.element }
        let calm = try #require(PairedInterval(ratios: steady, level: 0.99))
        let noisy = try #require(PairedInterval(ratios: disturbed, level: 0.99))
        #expect(abs(calm.ratio - 1) < 0.005)
        #expect(try #require(noisy.low) < 1.0 && abs(noisy.ratio - calm.ratio) < 0.01)
        #expect(PairedInterval(ratios: [1.1], level: 0.99)?.low == nil)
    }

    /// Base and head runs: every entry's p50 from `base` times the repeat's factor for head.
    func runs(_ factors: [Double], counters: Int = 7) -> (base: [SideRun], head: [SideRun]) {
        let names = ["fling/render-all", "fling/tiles", "scrub/render-all", "scrub/tiles"]
        func run(_ scale: Double, _ count: Int) -> SideRun {
            SideRun(
                entries: Dictionary(
                    uniqueKeysWithValues: names.enumerated().map { index, name in
                        (
                            name,
                            SideRun.Entry(
                                snap: "none", frames: 100, counters: ["glyphs": count], effects: ["contentJumps": 0],
                                p50FrameMs: Double(index + 1) * scale)
                        )
                    }), machine: nil)
        }
        return (factors.map { _ in run(1, 7) }, factors.map { run($0, counters) })
    }

    @Test func unchangedCodePassesAndASlowdownFails() {
        let wobble = [1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0, 1.0]
        let same = runs(wobble)
        let verdict = HeadAgainstBase(base: same.base, head: same.head, clock: .cpu, baseName: "main").verdict()
        #expect(verdict.passed)
        #expect(verdict.entriesChecked == 4 && verdict.against == "main")
        let slower = runs(wobble.map { $0 * 1.10 })
        let failed = HeadAgainstBase(base: slower.base, head: slower.head, clock: .cpu, baseName: "main").verdict()
        #expect(!failed.passed)
        #expect(Set(failed.regressions.map(\.entry)) == ["all entries", "render-all (2 entries)", "tiles (2 entries)"])
        #expect(failed.regressions.allSatisfy { $0.isRatio && $0.low != nil })
    }

    @Test func aCounterThatDiffersFailsExactly() {
        let changed = runs([1, 1, 1, 1, 1, 1, 1, 1], counters: 8)
        let verdict = HeadAgainstBase(base: changed.base, head: changed.head, clock: .cpu, baseName: "main").verdict()
        #expect(verdict.regressions.map(\.name).filter { $0 == "glyphs" }.count == 4)
    }

    @Test func instructionsAreJudgedWithinTheirTolerance() {
        func run(_ total: Double) -> SideRun {
            SideRun(
                entries: [
                    "fling/tiles": SideRun.Entry(
                        snap: "none", frames: 10, counters: [:], effects: [:], p50FrameMs: nil,
                        instructions: [.instructionsTotal: total, .instructionsP50PerFrame: 10, .instructionsP99PerFrame: 20])
                ], machine: nil)
        }
        let within = HeadAgainstBase(base: [run(1000)], head: [run(1009)], clock: .instructions, baseName: "main").verdict()
        #expect(within.passed)
        let past = HeadAgainstBase(base: [run(1000)], head: [run(1020)], clock: .instructions, baseName: "main").verdict()
        #expect(past.regressions.map(\.name) == ["instructionsTotal"])
    }

    @Test func aTimeBaselineFromAnotherCPUIsRefused() {
        var baseline = Baseline(command: "test", settings: RecordedSettings(values: [.init(name: "clock", json: "\"cpu\"")]))
        var here = MachineInfo(hostname: "h", operatingSystem: "os", cpuCount: 2)
        here.cpuModel = "AMD EPYC"
        here.buildISA = "x86-64"
        #expect(baseline.machineMismatch(run: here)?.contains("records no CPU model") == true)
        baseline.machine = MachineRecord(fields: [.init(key: "cpuModel", value: "Intel Xeon"), .init(key: "buildISA", value: "x86-64")])
        #expect(baseline.machineMismatch(run: here) == "was recorded on another machine: CPU model AMD EPYC (baseline Intel Xeon)")
        baseline.machine = MachineRecord(fields: [.init(key: "cpuModel", value: "AMD EPYC")])
        #expect(baseline.machineMismatch(run: here) == nil)
        let instructions = Baseline(command: "test", settings: RecordedSettings(values: [.init(name: "clock", json: "\"instructions\"")]))
        #expect(instructions.machineMismatch(run: here) == nil)
    }
}
