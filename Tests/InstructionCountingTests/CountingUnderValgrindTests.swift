import Foundation
import Testing

@testable import InstructionCounting

/// Why the end-to-end test cannot run here, or nil when it can.
let valgrindUnavailable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"]
    if CallgrindLaunch.findValgrind(searchPath: path, isExecutable: isExecutableFile) == nil {
        return "valgrind is not on PATH"
    }
    // A build with AddressSanitizer reserves shadow memory that valgrind cannot give it.
    if dlsym(nil, "__asan_init") != nil {
        return "built with AddressSanitizer, which cannot run under valgrind"
    }
    return nil
}()

@Suite struct CountingUnderValgrindTests {
    /// Runs `instr-probe` (built beside the test bundle), which relaunches itself under callgrind, with its
    /// temporary files in `temporary`.
    func probe(_ arguments: [String], temporary: String) throws -> [UInt64] {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("instr-probe").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        let process = Process()
        process.executableURL = folder.appendingPathComponent("instr-probe")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // One `turns instructions` line per sample, in order.
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").last.flatMap { UInt64($0) } }
    }

    @Test(.enabled(if: valgrindUnavailable == nil, Comment(rawValue: valgrindUnavailable ?? "")))
    func countsOfAFixedLoopGrowWithItsTurnsAndRepeatExactly() throws {
        let temporary = try PrivateFolder(prefix: "counting-test")
        defer { temporary.remove() }
        let arguments = ["1000", "2000", "4000", "/", "1000"]
        let first = try probe(arguments, temporary: temporary.path)
        let second = try probe(arguments, temporary: temporary.path)
        #expect(first == second)
        // The relaunch removed its private folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        try #require(first.count == 4)
        let (one, two, four) = (first[0], first[1], first[2])
        // A second counter in the same process (the next run of a comparison) counts the same loop the same.
        #expect(first[3] == one)
        // count(n) = fixed cost + n × (instructions per turn): equal steps for equal turns, none of them zero.
        #expect(two > one)
        #expect(four - two == 2 * (two - one))
        #expect((two - one) % 1_000 == 0)
    }
}
