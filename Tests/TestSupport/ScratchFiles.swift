import Foundation

/// A fresh folder under the system temp directory for one test; the test removes it with `remove()`.
package struct ScratchFolder: Sendable {
    /// The folder's path.
    package let path: String

    /// Creates the folder, named after `label` and a UUID so concurrent tests never share one.
    package init(_ label: String = "hitchbench") throws {
        path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the folder, written with `contents` when given.
    package func file(_ name: String, contents: String? = nil) throws -> String {
        let file = path + "/" + name
        if let contents { try contents.write(toFile: file, atomically: true, encoding: .utf8) }
        return file
    }

    /// An existing folder at `path`, to make files in (the caller owns and removes it).
    package init(path: String) {
        self.path = path
    }

    /// A sparse file `name` of `bytes` bytes: huge on paper, free on disk.
    package func sparseFile(_ name: String, bytes: UInt64) throws -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return file
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A file `name` in a fresh scratch folder, written with `contents` when given; `removeScratch` removes it.
package func scratchFile(_ name: String, contents: String? = nil) throws -> String {
    try ScratchFolder().file(name, contents: contents)
}

/// A sparse file of `bytes` bytes in a fresh scratch folder; `removeScratch` removes it.
package func sparseFile(_ name: String, bytes: UInt64) throws -> String {
    try ScratchFolder().sparseFile(name, bytes: bytes)
}

/// Removes the scratch folder holding `path` (made by `scratchFile` or `sparseFile`).
package func removeScratch(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}
