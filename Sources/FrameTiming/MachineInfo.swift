import Foundation

/// The machine a run happened on, recorded so results from different hosts are not compared blindly.
package struct MachineInfo: Equatable, Sendable {
    /// Host name.
    package var hostname: String
    /// Operating system name and version.
    package var operatingSystem: String
    /// Logical CPUs available to the process.
    package var cpuCount: Int

    /// Creates a description from its parts.
    package init(hostname: String, operatingSystem: String, cpuCount: Int) {
        self.hostname = hostname
        self.operatingSystem = operatingSystem
        self.cpuCount = cpuCount
    }

    /// The current machine, read from `ProcessInfo`.
    package static var current: MachineInfo {
        let info = ProcessInfo.processInfo
        return MachineInfo(
            hostname: info.hostName, operatingSystem: info.operatingSystemVersionString,
            cpuCount: info.activeProcessorCount)
    }

    /// Metadata entries `machine.hostname`, `machine.os`, `machine.cpus` for a `RunReport`.
    package var metadataEntries: [(key: String, value: String)] {
        [("machine.hostname", hostname), ("machine.os", operatingSystem), ("machine.cpus", String(cpuCount))]
    }
}
