import Testing
import Workspace

/// The base of `compare --against` checked out under `.build/against/` finds a dependency given by a relative
/// path where the package lies.
@Suite struct BaseRevisionTests {
    @Test func aRelativePathDependencyIsMadeAbsoluteAgainstThePackage() {
        let manifest = """
            dependencies: [
                .package(path: "../hb"), .package(name: "Other", path: "Vendor/other"),
                .package(path: "/opt/fixed"), .package(url: "https://example.com/a.git", from: "1.0.0"),
            ]
            """
        let resolved = BaseRevision.absolutePathDependencies(in: manifest, relativeTo: "/work/app")
        #expect(
            resolved == """
                dependencies: [
                    .package(path: "/work/hb"), .package(name: "Other", path: "/work/app/Vendor/other"),
                    .package(path: "/opt/fixed"), .package(url: "https://example.com/a.git", from: "1.0.0"),
                ]
                """)
    }
}
