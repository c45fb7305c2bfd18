internal import CBuildTarget
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine a run happened on, recorded in every result, sweep and baseline so that figures from different
/// hosts are not compared blindly: time ratios between strategies do not carry over from one CPU model to
/// another (docs/Results.md), so the CPU-time gate refuses a baseline from another CPU model.
package struct MachineInfo: Equatable, Sendable {
    /// Host name.
    package var hostname: String
    /// Operating system name and version.
    package var operatingSystem: String
    /// Logical CPUs available to the process.
    package var cpuCount: Int
    /// The CPU's model name (`/proc/cpuinfo`'s `model name` on Linux, `machdep.cpu.brand_string` on macOS);
    /// `unknown` when neither can be read.
    package var cpuModel = "unknown"
    /// The CPU's speed-relevant features present at run time (`avx2 avx512f`), space-separated, in a fixed order.
    package var cpuFeatures = ""
    /// The ISA level the binary was compiled for (`x86-64`, `x86-64-v3`, `arm64`): code built for a higher
    /// level may run faster on the same CPU.
    package var buildISA = "unknown"
    /// The kernel (`Linux 6.1.0-18-amd64`).
    package var kernel = "unknown"
    /// The Swift compiler that built the binary (`Swift 6.3.1`), read at compile time.
    package var toolchain = MachineInfo.compiledToolchain
    /// The C library (`glibc 2.36`), whose string and memory routines the counted work calls.
    package var cLibrary = "unknown"

    /// Creates a description from its parts; the rest keeps its defaults.
    package init(hostname: String, operatingSystem: String, cpuCount: Int) {
        self.hostname = hostname
        self.operatingSystem = operatingSystem
        self.cpuCount = cpuCount
    }

    /// The current machine, read once: `ProcessInfo`, `/proc/cpuinfo` (or sysctl), uname and the C library.
    package static let current: MachineInfo = {
        let info = ProcessInfo.processInfo
        var machine = MachineInfo(
            hostname: info.hostName, operatingSystem: info.operatingSystemVersionString, cpuCount: info.activeProcessorCount)
        let cpu = CPUDescription.read()
        machine.cpuModel = cpu.model
        machine.cpuFeatures = cpu.features.joined(separator: " ")
        machine.buildISA = String(cString: hitchbench_build_isa_level())
        machine.kernel = kernelName()
        machine.cLibrary = cLibraryName()
        return machine
    }()

    /// Metadata entries `machine.hostname`, `machine.os`, `machine.cpus`, then the CPU model and features, the
    /// build's ISA level, the kernel, the toolchain and the C library, for a `RunReport`.
    package var metadataEntries: [(key: String, value: String)] {
        [("machine.hostname", hostname), ("machine.os", operatingSystem), ("machine.cpus", String(cpuCount))]
            + fields.map { ("machine." + $0.key, $0.value) }
    }

    /// What a sweep or baseline records (everything but the host name, which says nothing of speed), by field
    /// name in a fixed order: `cpuModel`, `cpuFeatures`, `buildISA`, `kernel`, `toolchain`, `cLibrary`.
    package var fields: [(key: String, value: String)] {
        [
            ("cpuModel", cpuModel), ("cpuFeatures", cpuFeatures), ("buildISA", buildISA), ("kernel", kernel),
            ("toolchain", toolchain), ("cLibrary", cLibrary),
        ]
    }

    /// The field names of `fields`, as files record them.
    package static let fieldNames = ["cpuModel", "cpuFeatures", "buildISA", "kernel", "toolchain", "cLibrary"]

    /// One line for messages: `AMD EPYC (avx2 avx512f), x86-64 build, Linux 6.1, Swift 6.3.1, glibc 2.36`.
    package var summary: String {
        "\(cpuModel)" + (cpuFeatures.isEmpty ? "" : " (\(cpuFeatures))") + ", \(buildISA) build, \(kernel), \(toolchain), \(cLibrary)"
    }

    /// The Swift compiler version this file was compiled with, to the patch level (`#if compiler` checks).
    package static var compiledToolchain: String {
        #if compiler(>=6.5)
        "Swift 6.5 or later"
        #elseif compiler(>=6.4.2)
        "Swift 6.4.2"
        #elseif compiler(>=6.4.1)
        "Swift 6.4.1"
        #elseif compiler(>=6.4)
        "Swift 6.4"
        #elseif compiler(>=6.3.2)
        "Swift 6.3.2"
        #elseif compiler(>=6.3.1)
        "Swift 6.3.1"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2.3)
        "Swift 6.2.3"
        #elseif compiler(>=6.2.2)
        "Swift 6.2.2"
        #elseif compiler(>=6.2.1)
        "Swift 6.2.1"
        #else
        "Swift 6.2"
        #endif
    }

    private static func kernelName() -> String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return text(name.sysname) + " " + text(name.release)
    }

    private static func cLibraryName() -> String {
        #if canImport(Darwin)
        return "libSystem"
        #else
        return hitchbench_c_library_version().map { "glibc " + String(cString: $0) } ?? "unknown"
        #endif
    }
}
