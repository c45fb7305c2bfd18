import Foundation

/// Where default outputs go and where traces are found, by one rule: both are relative to the project
/// root, the nearest folder at or above the working directory that holds a `Package.swift` (the working
/// directory itself outside any package). Paths the user gives are taken as given, relative to the
/// working directory, as any command line does.
package enum ProjectFolders {
    /// The project root for the current working directory.
    package static var root: String { root(from: FileManager.default.currentDirectoryPath) }

    /// The nearest folder at or above `directory` holding a `Package.swift`, else `directory`.
    package static func root(from directory: String) -> String {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return directory }
            url = parent
        }
    }

    /// `results/` of the project root: where result files go unless a path is given.
    package static var results: String { root + "/results" }

    /// A default output file in `results/`.
    package static func result(_ name: String) -> String { results + "/" + name }

    /// `path` as a reader finds it from the working directory: relative when it lies inside it.
    package static func display(_ path: String) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        guard full.hasPrefix(cwd + "/") else { return full }
        return String(full.dropFirst(cwd.count + 1))
    }
}
