/// HitchBench's version, one constant for what `harness --version` prints and what every result file
/// records as its `toolVersion`.
enum HitchBenchVersion {
    /// The version being prepared or last released, `MAJOR.MINOR.PATCH`; CHANGELOG.md says which (a dated
    /// heading for it means released). Releasing is described in docs/Releasing.md.
    static let current = "0.2.0"
}

extension HitchBenchVersion {
    /// What result files record as `toolVersion`: `hitchbench 0.2.0`.
    static var tool: String { "hitchbench \(current)" }
}
