import Foundation

#if canImport(Darwin)
import Darwin
#endif

/// The CPU's model name and the features of it that change how fast the measured code can run, as the
/// operating system reports them.
package struct CPUDescription: Equatable, Sendable {
    /// The model name (`AMD EPYC 7763 64-Core Processor`), or `unknown`.
    package var model: String
    /// Speed-relevant features present, in the order of `speedFeatures`.
    package var features: [String]

    /// The features worth recording: vector widths and fused multiply-add (x86_64 `/proc/cpuinfo` flags,
    /// aarch64 `Features`). The rest of the flag list says nothing a reader of a result needs.
    package static let speedFeatures = ["sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512bw", "asimd", "sve", "sve2"]

    /// Reads the current CPU: `/proc/cpuinfo` on Linux, sysctl on macOS.
    package static func read() -> CPUDescription {
        #if canImport(Darwin)
        return CPUDescription(model: sysctlString("machdep.cpu.brand_string") ?? "unknown", features: [])
        #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return CPUDescription(model: "unknown", features: [])
        }
        return parse(cpuinfo: text)
        #endif
    }

    /// The first processor's model and features in `/proc/cpuinfo` text. x86_64 names the model in `model
    /// name`; aarch64 kernels give no name, so there the implementer and part numbers stand in
    /// (`arm64 implementer 0x41 part 0xd0c`).
    package static func parse(cpuinfo text: String) -> CPUDescription {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The first processor's block ends at the first blank line.
            if line.trimmingCharacters(in: .whitespaces).isEmpty, !fields.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil { fields[key] = value }
        }
        let flags = Set((fields["flags"] ?? fields["Features"] ?? "").split(separator: " ").map(String.init))
        var model = fields["model name"] ?? ""
        if model.isEmpty, let implementer = fields["CPU implementer"], let part = fields["CPU part"] {
            model = "arm64 implementer \(implementer) part \(part)"
        }
        return CPUDescription(model: model.isEmpty ? "unknown" : model, features: speedFeatures.filter(flags.contains))
    }

    #if canImport(Darwin)
    private static func sysctlString(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif
}
