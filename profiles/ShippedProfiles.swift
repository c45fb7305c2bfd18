import Foundation

/// HitchBench's shipped device profiles: this folder's `*.json`, copied by SwiftPM into the package's resource
/// bundle beside every executable and test runner that links HitchBench, so `--phone-profile iphone-16-pro` finds it
/// from any working directory.
package enum ShippedProfiles {
    /// The profile every run is priced on unless `--phone-profile` names another: the seed's phone.
    package static let defaultName = "iphone-16-pro"

    /// The folder holding the shipped profiles, or nil when the resource bundle is not beside the executable.
    package static var directory: String? {
        // `Bundle.module` stops the process when it finds no bundle, so look before touching it.
        let beside = Bundle.main.bundleURL.appendingPathComponent(bundleName).path
        guard FileManager.default.fileExists(atPath: beside) else { return nil }
        return Bundle.module.resourcePath
    }

    /// The path of the shipped profile called `name`, or nil when there is none.
    package static func path(named name: String) -> String? {
        guard let directory else { return nil }
        let path = directory + "/" + name + ".json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The shipped profiles' names, sorted.
    package static var names: [String] {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The bundle's name as SwiftPM makes it: `<package>_<target>` and the platform's bundle extension.
    static var bundleName: String {
        #if canImport(Darwin)
        "HitchBench_ShippedProfiles.bundle"
        #else
        "HitchBench_ShippedProfiles.resources"
        #endif
    }
}
