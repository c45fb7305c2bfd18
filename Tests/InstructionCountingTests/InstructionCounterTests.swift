import Testing

@testable import InstructionCounting

@Suite struct InstructionCounterTests {
    @Test func relaunchWithoutValgrindOnThePathSaysHowToInstallIt() {
        #expect(throws: InstructionCountingError.valgrindNotFound) {
            try InstructionCounter.relaunchUnderValgrind(executable: "/bin/true", arguments: [], searchPath: "/nonexistent")
        }
        #expect(
            InstructionCountingError.valgrindNotFound.description
                == "counting instructions needs valgrind, and there is none on PATH; install it (Debian/Ubuntu: apt-get install valgrind)")
    }

    @Test func isInactiveAndRefusesACounterOutsideValgrind() {
        #expect(!InstructionCounter.isActive)
        #expect(throws: InstructionCountingError.notUnderCallgrind) { try InstructionCounter() }
    }
}
