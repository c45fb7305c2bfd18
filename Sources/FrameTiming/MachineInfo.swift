import Foundation

/// The machine a run happened on, recorded so results from different hosts are not compared blindly.
public struct MachineInfo: Equatable, Sendable {
    /// Host name.
    public var hostname: String
    /// Operating system name and version.
    public var operatingSystem: String
    /// Logical CPUs available to the process.
    public var cpuCount: Int

    /// Creates a description from its parts.
    public init(hostname: String, operatingSystem: String, cpuCount: Int) {
        self.hostname = hostname
        self.operatingSystem = operatingSystem
        self.cpuCount = cpuCount
    }

    /// The current machine, read from `ProcessInfo`.
    public static var current: MachineInfo {
        let info = ProcessInfo.processInfo
        return MachineInfo(hostname: info.hostName, operatingSystem: info.operatingSystemVersionString,
                           cpuCount: info.activeProcessorCount)
    }

    /// Metadata entries `machine.hostname`, `machine.os`, `machine.cpus` for a `RunReport`.
    public var metadataEntries: [(key: String, value: String)] {
        [("machine.hostname", hostname), ("machine.os", operatingSystem), ("machine.cpus", String(cpuCount))]
    }
}
