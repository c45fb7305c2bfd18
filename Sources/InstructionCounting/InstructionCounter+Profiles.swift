internal import CInstructionCounting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InstructionCounter {
    /// Writes what Callgrind collected since the last dump (or the start) to a profile file of its own in the
    /// relaunch's private folder, labelled `label`, and zeroes Callgrind's costs. Call it between counters (no
    /// counter alive): a counter's totals run from the last dump. Does nothing natively.
    package static func dumpProfile(labelled label: String) {
        precondition(!oneExists, "dumpProfile while a counter is alive")
        label.withCString { hitchbench_callgrind_dump_stats_at($0) }
    }

    /// The profile files dumped so far in this relaunch's private folder (`callgrind.out.1`, `.2`, …), in the
    /// order dumped; empty natively.
    package static func dumpedProfiles() -> [String] {
        guard isActive, let value = getenv(folderVariable) else { return [] }
        let out = CountingFolder(path: String(cString: value)).outFile
        var files: [String] = []
        while access(out + ".\(files.count + 1)", R_OK) == 0 { files.append(out + ".\(files.count + 1)") }
        return files
    }
}
