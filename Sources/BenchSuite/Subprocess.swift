import Foundation

/// Runs another program to its end: git, swift, or a harness binary of one side of a paired comparison.
package enum Subprocess {
    /// What a finished program left: its exit status (128 + the signal when one ended it) and, when captured,
    /// its standard output.
    package struct Outcome: Sendable {
        /// Exit status, or 128 + the signal.
        package var status: Int32
        /// Standard output when it was captured (`output: nil`), else empty.
        package var output: String
    }

    /// Runs `arguments` (the program found on PATH, as `env` finds it) in `directory`. Standard output goes to
    /// the file `output` when given, else it is captured and returned; standard error goes to the file `errors`
    /// when given, else to this process's. Throws when the program cannot be started.
    package static func run(
        _ arguments: [String], in directory: String? = nil, output: String? = nil, errors: String? = nil,
        environment: [String: String]? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
        process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        var files: [FileHandle] = []
        defer { for file in files { try? file.close() } }
        // Opened in place with open(2), never through FileManager.createFile: that writes a new file and renames
        // it over the path, which would replace a device such as /dev/null with a regular file.
        func file(_ path: String) throws -> FileHandle {
            if path == "/dev/null" { return FileHandle.nullDevice }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            files.append(handle)
            return handle
        }
        let outputHandle = try output.map(file)
        process.standardOutput = outputHandle ?? pipe
        // The same file for both streams is opened once, so the two share one offset rather than overwrite each other.
        if let errors { process.standardError = errors == output ? outputHandle : try file(errors) }
        try process.run()
        var captured = Data()
        if output == nil { captured = pipe.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Outcome(status: status, output: String(decoding: captured, as: UTF8.self))
    }

    /// The last `count` lines of a text file, for a message about a program that failed.
    package static func tail(ofFile path: String, lines count: Int = 15) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        return text.split(separator: "\n").suffix(count).joined(separator: "\n")
    }
}
