import ShippedProfiles

extension DeviceProfile {
    /// The profile `--phone-profile` names: a shipped profile's name (`iphone-16-pro`), or the path of a profile file
    /// (anything with a `/` or ending in `.json`); `counters` are the counter names a stage may price.
    package static func load(nameOrPath: String, counters: [String]) throws(ProfileError) -> DeviceProfile {
        if isPath(nameOrPath) { return try read(path: nameOrPath, counters: counters) }
        guard let path = ShippedProfiles.path(named: nameOrPath) else {
            let names = ShippedProfiles.names
            throw ProfileError(
                "no shipped profile named \(nameOrPath) (shipped: \(names.isEmpty ? "none found beside this binary" : names.joined(separator: ", "))); give a file's path to use your own"
            )
        }
        return try read(path: path, counters: counters)
    }

    /// The file `nameOrPath` reads: the path given, or the shipped profile of that name (nil when there is none),
    /// so a command can refuse to write over it.
    package static func file(nameOrPath: String) -> String? {
        isPath(nameOrPath) ? nameOrPath : ShippedProfiles.path(named: nameOrPath)
    }

    /// A path rather than a shipped name: anything with a `/` or ending in `.json`.
    private static func isPath(_ nameOrPath: String) -> Bool { nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") }
}
