import Foundation

// The harness parses arguments and calls BenchKit; every command lives in its own file.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    status = try Harness.run(arguments)
} catch let error as UsageError {
    FileHandle.standardError.write(Data("harness: \(error.description)\n".utf8))
    status = 2
} catch {
    FileHandle.standardError.write(Data("harness: \(error)\n".utf8))
    status = 2
}
exit(status)
