import Foundation
import TestSupport

/// Runs the `harness` binary built next to the test bundle and captures what it says.
struct HarnessProcess {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The binary: SwiftPM puts products and the test bundle in the same folder.
    static var binary: URL { executable("harness") }

    /// An executable built beside the test bundle (`harness`, `faulty-harness`).
    static func executable(_ name: String) -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = bundle.deletingLastPathComponent()
        // On Linux the bundle is a file in the products folder; elsewhere it may be a directory tree.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// The repository root, for the shipped scenarios.
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    init(_ arguments: [String], in directory: URL = HarnessProcess.repository, executable: String = "harness") throws {
        try self.init(arguments, in: directory, executableAt: Self.executable(executable))
    }

    /// Runs the executable at `url` as a shell would: `_` names the program started (unless `environment`
    /// says otherwise), so the harness does not take the test runner's `_` for its own.
    @discardableResult
    init(
        _ arguments: [String], in directory: URL = HarnessProcess.repository, executableAt url: URL,
        environment: [String: String] = [:]
    ) throws {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["_": url.path].merging(environment) { $1 }) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }

    /// stderr without the debug-build warning, as lines.
    var errorLines: [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("warning: this is a debug build") && !$0.hasPrefix("compare: [")
        }
    }
}

/// A fresh scratch folder (`ScratchFolder`) as a URL, removed by the caller.
func temporaryFolder() throws -> URL {
    URL(fileURLWithPath: try ScratchFolder("harness-test").path)
}

/// A small valid trace: a drag and release, a tap, then the end.
let shortTraceJSON = """
    {"format":"hitchbench-trace/1","name":"tiny","description":"drag and tap","events":[
    {"t":0.0,"type":"touchDown","x":100},{"t":0.05,"type":"touchMove","x":160},{"t":0.1,"type":"touchMove","x":220},
    {"t":0.12,"type":"touchUp"},{"t":0.4,"type":"tap","x":120,"y":150},{"t":0.6,"type":"end"}]}
    """
