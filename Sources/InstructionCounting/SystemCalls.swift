#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Thin wrappers over the C library calls the module makes in more than one place.

/// The C library's text for an errno value.
func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// The calling thread's errno.
var currentErrno: Int32 { errno }

/// The names in a folder, without `.` and `..`; empty when it cannot be read.
func entryNames(inFolder path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// True for a regular file this user may execute.
func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
}
