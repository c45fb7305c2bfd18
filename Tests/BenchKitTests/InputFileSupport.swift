import Foundation

/// A file for one test under the system temp directory, removed by the caller.
func scratchFile(_ name: String, contents: String? = nil) throws -> String {
    let folder = NSTemporaryDirectory() + "benchkit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
    return path
}

/// A sparse file of `bytes` bytes: huge on paper, free on disk.
func sparseFile(_ name: String, bytes: UInt64) throws -> String {
    let path = try scratchFile(name)
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: bytes)
    try handle.close()
    return path
}

func removeScratch(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}
