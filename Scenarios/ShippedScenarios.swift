import Foundation

/// HitchBench's shipped traces: this folder's `*.json`, copied by SwiftPM into the package's resource bundle,
/// which sits beside every executable and test runner that links HitchBench (and beside an installed one).
package enum ShippedScenarios {
    /// The folder holding the shipped traces, or nil when the resource bundle is not beside the executable
    /// (a binary copied elsewhere without it): then only the other scenarios folders are searched.
    package static var directory: String? {
        // `Bundle.module` stops the process when it finds no bundle, so look before touching it.
        let beside = Bundle.main.bundleURL.appendingPathComponent(bundleName).path
        guard FileManager.default.fileExists(atPath: beside) else { return nil }
        return Bundle.module.resourcePath
    }

    /// The bundle's name as SwiftPM makes it: `<package>_<target>` and the platform's bundle extension.
    static var bundleName: String {
        #if canImport(Darwin)
        "HitchBench_ShippedScenarios.bundle"
        #else
        "HitchBench_ShippedScenarios.resources"
        #endif
    }
}
