import Foundation
import TestSupport
import Testing

@testable import BenchGate
@testable import CallgrindProfiles
@testable import FrameTiming
@testable import ResultText

@Suite struct ProfileTests {
    /// Two dumps of a C program under Callgrind 3.19 (`CALLGRIND_DUMP_STATS_AT`), as written, names compressed.
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        part: 2
        desc: Timerange: Basic block 1006 - 3026
        desc: Trigger: Client Request: fling/visible
        positions: line
        events: Ir
        summary: 12087

        ob=(1) /tmp/t
        fl=(1) /tmp/t.c
        fn=(4) g
        5 12005

        fn=(2) f
        4 65

        fn=(0) main
        6 2
        +1 13
        cfn=(4)
        calls=1 -2
        * 12005
        * 2
        cfn=(2)
        calls=1 -3
        * 65
        fn=(4)
        7 10

        totals: 12097
        """

    /// Own costs as callgrind_annotate lists them: a call's inclusive cost is the callee's, not main's.
    @Test func aProfileCountsEachFunctionsOwnInstructions() {
        let profile = CallgrindProfile(text: Self.dump)
        #expect(profile.selfCost == ["g": 12015, "f": 65, "main": 17])
        #expect(profile.total == 12097)
        #expect(profile.trigger == "fling/visible")
        #expect(ProfileDiffing.fileName(ofLabel: "fling/visible#2") == "fling.visible.r2.callgrind.out")
    }

    @Test func theLargestChangesLeadWithTheirShare() throws {
        let changes = FunctionChanges(
            entry: "fling/visible", before: ["a": 100, "b": 50, "c": 10], totalBefore: 160, after: ["a": 100, "b": 80, "c": 0, "d": 20],
            totalAfter: 200)
        #expect(changes.top.map(\.name) == ["b", "d", "c"])
        #expect(changes.totalDelta == 40)
        #expect(changes.share(of: changes.top[0]) == 0.75)
        var verdict = GateVerdict(baselinePath: "b.json", entriesInBaseline: 1, entriesChecked: 1)
        verdict.functionChanges = [changes]
        #expect(verdict.lines().contains("where:   +30 (75% of the change)  b"))
        #expect(verdict.markdown().contains("| `b` | 50 | 80 | +30 | 75% |"))
    }

    @Test func aProfileSummaryRoundTripsAndKeepsTheFunctionsThatMatter() throws {
        let folder = try ScratchFolder("profile")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let summary = ProfileSummary(command: "test", profiles: ["fling/visible": CallgrindProfile(text: Self.dump)])
        #expect(summary.entries["fling/visible"]?.functions == ["g": 12015, "f": 65, "main": 17])
        let path = try folder.file("b.profile.json", contents: summary.jsonString())
        #expect(try ProfileSummary.load(path: path).get() == summary)
        #expect(ProfileSummary.path(besideBaseline: "results/baseline-instructions.json") == "results/baseline-instructions.profile.json")
    }

    @Test func aRefusalIsItsOwnVerdict() {
        #expect(GateRefusal.format(of: ["--trace", "fling.json", "--check", "--format", "markdown"]) == .markdown)
        #expect(GateRefusal.format(of: ["--against=main", "--format=json"]) == .json)
        #expect(GateRefusal.format(of: ["--check", "--format", "table"]) == nil)
        #expect(GateRefusal.format(of: ["--format", "markdown"]) == nil)
        let markdown = GateRefusal.render("baseline b.json was recorded on another machine", format: .markdown)
        #expect(markdown.hasPrefix("### HitchBench gate: REFUSED\n") && markdown.contains("another machine"))
        #expect(GateRefusal.render("why", format: .json).contains("\"refused\": \"why\""))
    }

    @Test func theCPUModelAndFeaturesComeFromCpuinfo() {
        let x86 = CPUDescription.parse(
            cpuinfo:
                "processor\t: 0\nmodel name\t: AMD EPYC 7763 64-Core Processor\nflags\t\t: fpu sse4_2 avx2 fma\n\nprocessor\t: 1\nmodel name\t: other\n"
        )
        #expect(x86 == CPUDescription(model: "AMD EPYC 7763 64-Core Processor", features: ["sse4_2", "avx2", "fma"]))
        let arm = CPUDescription.parse(cpuinfo: "processor\t: 0\nFeatures\t: fp asimd sve\nCPU implementer\t: 0x41\nCPU part\t: 0xd0c\n")
        #expect(arm.model == "arm64 implementer 0x41 part 0xd0c" && arm.features == ["asimd", "sve"])
        #expect(!MachineInfo.current.toolchain.isEmpty && MachineInfo.current.buildISA != "unknown")
    }
}
