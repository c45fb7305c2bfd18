import Testing

@testable import InstructionCounting

@Suite struct CallgrindLaunchTests {
    let launch = CallgrindLaunch(
        valgrind: "/usr/bin/valgrind", executable: "/build/harness", arguments: ["run", "--clock", "instructions"],
        folder: CountingFolder(path: "/tmp/hitchbench-instructions.abc123"))

    @Test func runsTheExecutableWithItsArgumentsAfterValgrindsOptions() {
        let vector = launch.argumentVector
        #expect(vector.first == "/usr/bin/valgrind")
        #expect(Array(vector.suffix(4)) == ["/build/harness", "run", "--clock", "instructions"])
        #expect(Array(vector.dropFirst().dropLast(4)) == launch.valgrindOptions)
    }

    @Test func startsCallgrindWithNothingInstrumentedOrCollectedAndLogsIntoTheFolder() {
        let options = launch.valgrindOptions
        for option in [
            "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--cache-sim=no",
            "--log-file=/tmp/hitchbench-instructions.abc123/valgrind.log",
            "--callgrind-out-file=/tmp/hitchbench-instructions.abc123/callgrind.out",
        ] {
            #expect(options.contains(option), "missing \(option)")
        }
    }

    @Test func childEnvironmentMarksTheFolderAndFixesHashingAndBinding() {
        let inherited = ["PATH=/usr/bin", "SWIFT_DETERMINISTIC_HASHING=0", "HOME=/root", "LD_BIND_NOW_NOT=1"]
        #expect(
            launch.environment(inheriting: inherited) == [
                "PATH=/usr/bin", "HOME=/root", "LD_BIND_NOW_NOT=1",
                "HITCHBENCH_INSTRUCTIONS_DIR=/tmp/hitchbench-instructions.abc123", "SWIFT_DETERMINISTIC_HASHING=1", "LD_BIND_NOW=1",
            ])
    }

    @Test func findsTheFirstExecutableValgrindOnThePath() {
        let executables: Set = ["/opt/valgrind/bin/valgrind", "/usr/bin/valgrind"]
        let found = CallgrindLaunch.findValgrind(searchPath: "/nowhere::/opt/valgrind/bin/:/usr/bin", isExecutable: executables.contains)
        #expect(found == "/opt/valgrind/bin/valgrind")
    }

    @Test(arguments: [nil, "", "/usr/local/bin:/bin"] as [String?])
    func findsNoValgrindWhereThePathHasNone(searchPath: String?) {
        #expect(CallgrindLaunch.findValgrind(searchPath: searchPath, isExecutable: { $0 == "/usr/bin/valgrind" }) == nil)
    }
}
