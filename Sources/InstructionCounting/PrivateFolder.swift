#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new folder only this user can read, under TMPDIR (or /tmp), removed with the files directly in it.
struct PrivateFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates `<TMPDIR>/<prefix>.XXXXXX` (mkdtemp: mode 0700, and a path of the same length on every run).
    init(prefix: String) throws(InstructionCountingError) {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if base.isEmpty { base = "/tmp" }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        let wanted = base + "/" + prefix + ".XXXXXX"
        var template = Array(wanted.utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .cannotCreateFolder(path: wanted, errno: currentErrno)
        }
        path = String(cString: made)
    }

    /// Removes the files in the folder, then the folder.
    func remove() {
        for name in entryNames(inFolder: path) { unlink(path + "/" + name) }
        rmdir(path)
    }
}
