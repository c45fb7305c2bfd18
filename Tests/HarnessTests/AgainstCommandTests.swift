import Foundation
import Testing

/// Why a test here cannot build a base: a sanitizer build runs these once already without one (the base is a
/// release build of its own), and git must be on PATH.
private let cannotBuildBase: String? = {
    if dlsym(nil, "__asan_init") != nil { return "built with AddressSanitizer: the plain test run covers --against" }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/git") } ? nil : "no git on PATH"
}()

/// `compare --against REV`: a base revision built in a worktree and judged against on the same traces. The
/// "package" here is a tiny one of the test's own whose `harness` passes its arguments on to the harness under
/// test (plus what a commit adds), so a base builds in seconds rather than the minutes HitchBench takes.
@Suite(.serialized, .enabled(if: cannotBuildBase == nil, Comment(rawValue: cannotBuildBase ?? "")))
struct AgainstCommandTests {
    /// A git repository with one commit per entry of `extraArguments` (a wrapper passing those on too), or
    /// `nil` for a commit that does not build; returns the folder and each commit. With `pathDependency` the
    /// wrapper depends on a package beside it by a relative path (`.package(path: "../dependency")`), as a
    /// package depends on a HitchBench checked out beside it, and takes one more argument from it.
    static func repository(_ commits: [[String]?], pathDependency: Bool = false) throws -> (folder: URL, commits: [String]) {
        let parent = try temporaryFolder()
        let folder = parent.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let harness = HarnessProcess.binary.path
        if pathDependency {
            let dependency = parent.appendingPathComponent("dependency")
            try FileManager.default.createDirectory(at: dependency.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try """
            // swift-tools-version:6.2
            import PackageDescription
            let package = Package(
                name: "Dependency", products: [.library(name: "Dependency", targets: ["Dependency"])],
                targets: [.target(name: "Dependency", path: "Sources")])
            """.write(to: dependency.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try #"public let dependencyArguments = ["--seed", "1"]"#.write(
                to: dependency.appendingPathComponent("Sources/Dependency.swift"), atomically: true, encoding: .utf8)
        }
        let target =
            pathDependency
            ? #".executableTarget(name: "harness", dependencies: [.product(name: "Dependency", package: "dependency")], path: "Sources")"#
            : #".executableTarget(name: "harness", path: "Sources")"#
        try """
        // swift-tools-version:6.2
        import PackageDescription
        let package = Package(
            name: "Wrapper", dependencies: [\(pathDependency ? #".package(path: "../dependency")"# : "")], targets: [\(target)])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "/.build\n".write(to: folder.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        func git(_ arguments: String...) throws -> String {
            try HarnessProcess(
                ["-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: folder, executableAt: URL(fileURLWithPath: "/usr/bin/git")
            ).stdout
        }
        _ = try git("init", "-q")
        var shas: [String] = []
        for extra in commits {
            let source =
                extra.map { extra in
                    """
                    import Foundation
                    \(pathDependency ? "import Dependency" : "let dependencyArguments: [String] = []")
                    let arguments = ["\(harness)"] + CommandLine.arguments.dropFirst() + \(extra) + dependencyArguments
                    let pointers = arguments.map { strdup($0) } + [nil]
                    execv("\(harness)", pointers)
                    fatalError("execv failed")
                    """
                } ?? "this is not Swift"
            try source.write(to: folder.appendingPathComponent("Sources/main.swift"), atomically: true, encoding: .utf8)
            _ = try git("add", "-A")
            _ = try git("commit", "-q", "-m", "c")
            shas.append(try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (folder, shas)
    }

    /// The worktrees git has registered in the repository at `folder`, the repository's own first.
    static func worktrees(_ folder: URL) throws -> [String] {
        let list = try HarnessProcess(["worktree", "list", "--porcelain"], in: folder, executableAt: URL(fileURLWithPath: "/usr/bin/git"))
        return list.stdout.split(separator: "\n").filter { $0.hasPrefix("worktree ") }.map { String($0.dropFirst("worktree ".count)) }
    }

    static func against(_ revision: String, in folder: URL, format: String = "table", extra: [String] = []) throws -> HarnessProcess {
        try HarnessProcess(
            [
                "compare", "--trace", "fling.json", "--strategies", "render-all,tiles", "--days", "12", "--against", revision,
                "--package-path", folder.path, "--repeat", "2", "--time-tolerance", "10", "--format", format,
                "--out-dir", folder.appendingPathComponent("out").path,
            ] + extra)
    }

    @Test func headPassesAgainstItselfAndAChangedCounterFails() throws {
        let (folder, commits) = try Self.repository([[], ["--tile-days", "2"]])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let same = try Self.against(commits[0], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stderr.contains("compare --against: building harness of "), "the first run builds the base")
        #expect(same.stderr.contains("compare: pass: head against \(commits[0].prefix(12))"), "\(same.stderr)")
        #expect(same.stdout.contains("fling/tiles"))
        let changed = try Self.against(commits[1], in: folder, format: "markdown")
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stderr.contains("regression: fling/tiles: tilesConfigured"), "\(changed.stderr)")
        #expect(changed.stderr.contains(", base "), "a regression names base's figure as base's")
        #expect(changed.stdout.hasPrefix("### HitchBench gate: FAIL"))
    }

    @Test func aBaseThatDoesNotBuildOrIsNoCommitIsRefusedWithTheReason() throws {
        let (folder, commits) = try Self.repository([nil])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let broken = try Self.against(commits[0], in: folder, format: "markdown")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("does not build"), "\(broken.stderr)")
        #expect(broken.stdout.hasPrefix("### HitchBench gate: REFUSED") && broken.stdout.contains("does not build"))
        #expect(try Self.worktrees(folder).count == 1, "the failed base's worktree is removed")
        let missing = try Self.against("no-such-branch", in: folder, format: "json")
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("\"refused\": \"--against no-such-branch: not a commit, tag or branch"), "\(missing.stdout)")
    }

    /// A package that depends on another by a relative path builds its base against the dependency where the
    /// package lies (the base is checked out under `.build/against/`, where `../dependency` is not); a second
    /// run reuses the base's build and says so rather than "building".
    @Test func aBaseWithARelativePathDependencyBuildsAndIsReused() throws {
        let (folder, commits) = try Self.repository([[]], pathDependency: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let first = try Self.against(commits[0], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try Self.against(commits[0], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("compare --against: updating the build of harness"), "\(again.stderr)")
        #expect(!again.stderr.contains("compare --against: building"), "\(again.stderr)")
    }

    /// On the instruction clock both sides keep their profiles, and a regressed entry is named by function as
    /// `--check` against a baseline names it, without `--profile`.
    @Test(.enabled(if: cannotCount == nil, Comment(rawValue: cannotCount ?? "")))
    func anInstructionRegressionNamesTheFunctions() throws {
        let (folder, commits) = try Self.repository([["--tile-days", "2"]])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let out = folder.appendingPathComponent("out")
        let run = try HarnessProcess([
            "compare", "--trace", "fling.json", "--strategies", "tiles", "--days", "12", "--clock", "instructions",
            "--against", commits[0], "--package-path", folder.path, "--out-dir", out.path,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.errorLines.contains { $0.hasPrefix("where: fling/tiles: ") }, "\(run.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(
            atPath: out.appendingPathComponent("against-\(commits[0].prefix(12))/profiles/head").path)
        #expect(kept == ["fling.tiles.callgrind.out"])
    }
}
