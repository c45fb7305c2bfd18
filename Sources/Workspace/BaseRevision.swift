import BenchSuite
import Foundation
import FrameTiming

/// Why the base of `compare --against` cannot be had: one line for stderr, and the refused verdict's reason.
package struct BaseRevisionError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

/// The base side of `compare --against REV`: that revision of the package checked out in a scratch worktree
/// under the package's `.build/against/<commit>` and its harness built there in release with the toolchain on
/// PATH, which must be the one head was built with. A worktree and build already there for the same commit
/// are reused (the build is then incremental, seconds).
package struct BaseRevision: Sendable {
    /// The revision as given (`main`, `v0.2.0`, a commit).
    package var revision: String
    /// The commit it names, 40 hex digits.
    package var commit: String
    /// The built harness executable.
    package var executable: String
    /// The package folder inside the worktree (the package may be a subfolder of its repository).
    package var packageDirectory: String

    /// `main (2b2040c1a2b3)`, for messages.
    package var name: String {
        commit.hasPrefix(revision) ? String(commit.prefix(12)) : "\(revision) (\(commit.prefix(12)))"
    }

    /// Checks out `revision` of the git repository holding `packageDirectory` and builds `product` there;
    /// `progress` hears each step. Throws when the folder is not a package in a git repository, the revision is
    /// not a commit of it, the toolchain on PATH is not head's, or the base does not build (with the build's
    /// last lines).
    package static func prepare(
        revision: String, packageDirectory: String, product: String, progress: (String) -> Void
    ) throws(BaseRevisionError) -> BaseRevision {
        func fail(_ text: String) -> BaseRevisionError { BaseRevisionError(description: "--against \(revision): \(text)") }
        func run(_ arguments: [String]) -> Subprocess.Outcome? { try? Subprocess.run(arguments, errors: "/dev/null") }
        let package = URL(fileURLWithPath: packageDirectory).standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
            throw fail("\(package) holds no Package.swift (run from the package's folder, or give --package-path DIR)")
        }
        guard let top = run(["git", "-C", package, "rev-parse", "--show-toplevel"]), top.status == 0 else {
            throw fail("\(package) is not in a git repository")
        }
        let root = URL(fileURLWithPath: top.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path
        guard let found = run(["git", "-C", root, "rev-parse", "--verify", "--quiet", revision + "^{commit}"]), found.status == 0 else {
            throw fail(
                "not a commit, tag or branch of \(root) (a shallow clone lacks history: fetch it, e.g. actions/checkout's fetch-depth: 0)")
        }
        let commit = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try checkToolchain(fail)
        let relative = package == root ? "" : String(package.dropFirst(root.count + 1))
        let scratch = package + "/.build/against/" + commit
        let reused = run(["git", "-C", scratch, "rev-parse", "HEAD"])
        if reused?.status != 0 || reused?.output.trimmingCharacters(in: .whitespacesAndNewlines) != commit {
            progress("checking out \(commit.prefix(12)) in \(scratch)")
            _ = run(["git", "-C", root, "worktree", "remove", "--force", scratch])
            try? FileManager.default.removeItem(atPath: scratch)
            _ = run(["git", "-C", root, "worktree", "prune"])
            let added = run(["git", "-C", root, "worktree", "add", "--detach", scratch, commit])
            guard added?.status == 0 else {
                _ = run(["git", "-C", root, "worktree", "prune"])
                throw fail("git worktree add \(scratch) failed: \(added?.output ?? "")")
            }
        }
        let built = relative.isEmpty ? scratch : scratch + "/" + relative
        // A failure leaves no registered worktree behind (a later run checks the commit out afresh).
        func removeWorktree() {
            _ = run(["git", "-C", root, "worktree", "remove", "--force", scratch])
            try? FileManager.default.removeItem(atPath: scratch)
            _ = run(["git", "-C", root, "worktree", "prune"])
        }
        // The base's manifest finds a dependency given by a relative path (`.package(path: "../hb")`) where the
        // package lies, not under `.build/against/`.
        let manifest = built + "/Package.swift"
        if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
            let resolved = absolutePathDependencies(in: text, relativeTo: package)
            if resolved != text { try? resolved.write(toFile: manifest, atomically: true, encoding: .utf8) }
        }
        let log = scratch + ".build.log"
        let build = ["swift", "build", "-c", "release", "--product", product, "--package-path", built]
        let resolve = ["swift", "package", "resolve", "--package-path", built]
        guard let resolved = try? Subprocess.run(resolve, output: log, errors: log), resolved.status == 0 else {
            removeWorktree()
            throw fail("base \(commit.prefix(12))'s package does not resolve (\(resolve.joined(separator: " "))): " + lastLines(log))
        }
        let previous = run(build + ["--show-bin-path"]).map { $0.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product }
        if let previous, FileManager.default.isExecutableFile(atPath: previous) {
            progress("updating the build of \(product) of \(commit.prefix(12)) in \(scratch) (swift build -c release; the log is \(log))")
        } else {
            progress("building \(product) of \(commit.prefix(12)) (swift build -c release; the log is \(log))")
        }
        guard let status = try? Subprocess.run(build, output: log, errors: log), status.status == 0 else {
            removeWorktree()
            throw fail("base \(commit.prefix(12)) does not build (\(build.joined(separator: " "))): " + lastLines(log))
        }
        guard let bin = run(build + ["--show-bin-path"]), bin.status == 0 else {
            removeWorktree()
            throw fail("swift build --show-bin-path failed")
        }
        let executable = bin.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            removeWorktree()
            throw fail("the build made no \(executable)")
        }
        return BaseRevision(revision: revision, commit: commit, executable: executable, packageDirectory: built)
    }

    /// `manifest` with each dependency given by a relative path (`.package(path: "../hb")`, with or without a
    /// `name:`) made absolute against `directory`, the package's own folder, so a checkout of the package
    /// elsewhere finds the same dependency; absolute paths and other text are kept as they are.
    package static func absolutePathDependencies(in manifest: String, relativeTo directory: String) -> String {
        let pattern = #"\.package\(\s*(name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]*)""#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return manifest }
        var out = manifest
        let whole = NSRange(manifest.startIndex..., in: manifest)
        for match in expression.matches(in: manifest, range: whole).reversed() {
            guard let range = Range(match.range(at: 2), in: out) else { continue }
            let path = String(out[range])
            guard !path.hasPrefix("/") else { continue }
            let base = URL(fileURLWithPath: directory, isDirectory: true)
            out.replaceSubrange(range, with: URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path)
        }
        return out
    }

    /// The options `compare --help` of the base lists (`--repeat`, …): an older base lacks newer ones.
    package func compareOptions() -> Set<String> {
        let help = (try? Subprocess.run([executable, "compare", "--help"]))?.output ?? ""
        var names = Set<String>()
        for word in help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "[" || $0 == "]" || $0 == "(" })
        where word.hasPrefix("--") {
            names.insert(String(word.prefix { $0 != "=" && $0 != ")" }))
        }
        return names
    }

    /// Refuses when the `swift` on PATH is not the compiler head was built with: the two sides would be
    /// different programs.
    private static func checkToolchain(_ fail: (String) -> BaseRevisionError) throws(BaseRevisionError) {
        let version = (try? Subprocess.run(["swift", "--version"], errors: "/dev/null"))?.output ?? ""
        guard let range = version.range(of: #"Swift version [0-9]+(\.[0-9]+)*"#, options: .regularExpression) else {
            throw fail("no swift on PATH answers 'swift --version' (base is built with the toolchain on PATH)")
        }
        let found = "Swift " + version[range].dropFirst("Swift version ".count)
        let mine = MachineInfo.compiledToolchain
        guard found == mine || (found + ".0") == mine || found == mine + ".0" else {
            throw fail("the swift on PATH is \(found), but this harness was built with \(mine); put the same toolchain first on PATH")
        }
    }

    private static func lastLines(_ path: String) -> String {
        Subprocess.tail(ofFile: path, lines: 6).split(separator: "\n").joined(separator: " | ")
    }
}
