import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A sweep stopped by a signal keeps what it finished: the sizes measured are written as a partial part that
/// `merge --partial` takes, and the exit status is 128 + the signal.
@Suite struct SweepInterruptTests {
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
    func aSignalledSweepWritesThePartItFinished(signal: Int32, name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let part = folder.appendingPathComponent("sweep-fling-part-1-of-1.json")
        // 8 days take a moment; render-all at 3,000 days takes many seconds (about 50 ms a frame over
        // 392 frames), so the signal sent once it has started always lands inside that size.
        let run = try SignalledHarness(
            [
                "sweep", "--days", "8,3000", "--strategies", "render-all", "--trace", "fling.json",
                "--shard", "1/1", "--out", part.path,
            ],
            signal: signal, whenStderrContains: "[2/2] 3000 days · render-all")
        #expect(run.signalled, "the sweep ended before it was signalled: \(run.stderr)")
        #expect(run.status == 128 + signal, "\(run.stderr)")
        #expect(
            run.stderr.contains("sweep: interrupted by \(name) while measuring 3000 days; kept the finished sizes (days 8)"),
            "\(run.stderr)")
        #expect(run.stdout.contains("wrote partial sweep -> \(part.path)"), "\(run.stdout)")
        let written = try String(contentsOf: part, encoding: .utf8)
        #expect(written.contains("\"shard\": \"1/1 (interrupted; missing 3000)\""))
        #expect(written.contains("\"days\": 8,") && !written.contains("\"days\": 3000,"))

        let refused = try HarnessProcess(["merge", part.path, "--out", folder.appendingPathComponent("m.json").path])
        #expect(refused.status == 2)
        #expect(refused.errorLines.first?.contains("miss the sizes 3000") == true, "\(refused.stderr)")
        let merged = try HarnessProcess(["merge", part.path, "--partial", "--out", folder.appendingPathComponent("m.json").path])
        #expect(merged.status == 0, "\(merged.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("m.json"), encoding: .utf8)
        #expect(text.contains("\"shard\": \"partial: missing 3000\""))
    }
}

/// Runs the harness, sends it `signal` as soon as a line containing `marker` appears on its stderr, and
/// collects its output and exit status. A watchdog ends a run that hangs.
struct SignalledHarness {
    let status: Int32
    let stdout: String
    let stderr: String
    /// False when the process ended before the marker appeared.
    let signalled: Bool

    init(_ arguments: [String], signal: Int32, whenStderrContains marker: String) throws {
        let process = Process()
        process.executableURL = HarnessProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = HarnessProcess.repository
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        defer { watchdog.cancel() }
        // stdout is small (the table) and read after exit; stderr is read as it comes.
        var errData = Data()
        var sent = false
        while true {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            errData.append(chunk)
            if !sent, String(decoding: errData, as: UTF8.self).contains(marker) {
                sent = process.isRunning && kill(process.processIdentifier, signal) == 0
            }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
        signalled = sent
    }
}
