#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two paths name one file, so that no command writes over one of its own inputs: files that exist
/// are the same when their device and inode are (a hard link, a symbolic link, `..` or `./` all lead there);
/// a path that does not exist yet is compared by its resolved form (its folder's real path and its name).
package enum SameFile {
    /// True when `a` and `b` are one file, or would be once written.
    package static func check(_ a: String, _ b: String) -> Bool {
        if let first = identity(a), let second = identity(b) { return first == second }
        guard let first = resolved(a), let second = resolved(b) else { return a == b }
        return first == second
    }

    /// The first of `inputs` that is the same file as `output`, as given.
    package static func input(among inputs: [String], sameAs output: String) -> String? {
        inputs.first { check($0, output) }
    }

    /// The device and inode of an existing file (following links), or nil when it does not exist.
    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The real path of `path`'s folder joined with its last component, or nil when the folder cannot be resolved.
    private static func resolved(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let name = String(parts.removeLast())
        let folder = parts.isEmpty ? "." : (parts.joined(separator: "/").isEmpty ? "/" : parts.joined(separator: "/"))
        guard name != "..", name != ".", let real = realpath(folder, nil) else { return realFolder(path) }
        defer { free(real) }
        let base = String(cString: real)
        return (base.hasSuffix("/") ? base : base + "/") + name
    }

    /// The real path of a path that is itself a folder reference (ending in `.` or `..`).
    private static func realFolder(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
