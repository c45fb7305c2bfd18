import Testing

@testable import FrameTiming

/// What a result records of the machine it ran on.
@Suite struct MachineInfoTests {
    @Test func machineInfoDescribesThisHost() {
        let machine = MachineInfo.current
        #expect(machine.cpuCount >= 1)
        #expect(!machine.hostname.isEmpty)
        #expect(
            machine.metadataEntries.map(\.key) == [
                "machine.hostname", "machine.os", "machine.cpus", "machine.cpuModel", "machine.cpuFeatures", "machine.buildISA",
                "machine.kernel", "machine.toolchain", "machine.cLibrary",
            ])
        #expect(machine.cpuModel != "" && machine.kernel != "unknown")
    }
}
