import Foundation
import Testing

/// The harness away from its source tree: run from any folder, or copied elsewhere as an installer would
/// (the executable and its resource bundle side by side), it still finds the shipped traces.
@Suite struct InstalledHarnessTests {
    /// The resource bundle SwiftPM builds from Scenarios/, beside the harness.
    static var bundle: URL {
        HarnessProcess.binary.deletingLastPathComponent().appendingPathComponent("HitchBench_ShippedScenarios.resources")
    }

    /// A folder with a copy of the harness in `bin/` (with its bundle or not) and an empty `work/` to run in.
    static func installation(withBundle: Bool) throws -> URL {
        let root = try temporaryFolder()
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("work"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HarnessProcess.binary, to: bin.appendingPathComponent("harness"))
        if withBundle {
            try FileManager.default.copyItem(at: bundle, to: bin.appendingPathComponent(bundle.lastPathComponent))
        }
        return root
    }

    @Test func theBuiltHarnessFindsShippedTracesFromAFolderOutsideAnyProject() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try HarnessProcess(["trace", "check", "fling.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(Self.bundle.appendingPathComponent("fling.json").path + ": valid"), "\(run.stdout)")
    }

    @Test func aCopyWithItsBundleBesideItFindsShippedTraces() throws {
        let root = try Self.installation(withBundle: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try HarnessProcess(
            ["--strategy", "visible", "--trace", "fling", "--days", "12", "--out", "r.json"],
            in: root.appendingPathComponent("work"), executableAt: root.appendingPathComponent("bin/harness"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("work/r.json").path))
    }

    /// Without the bundle only the project's folders are searched: a trace by name is one line, not a crash.
    @Test func aCopyWithoutItsBundleSaysSoInOneLine() throws {
        let root = try Self.installation(withBundle: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try HarnessProcess(
            ["trace", "check", "fling.json"],
            in: root.appendingPathComponent("work"), executableAt: root.appendingPathComponent("bin/harness"))
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "harness: trace 'fling.json': no such file (as a path; no Scenarios/ in "
                    + "\(root.appendingPathComponent("work").standardizedFileURL.path) and no shipped traces beside the executable)"
            ])
    }
}
