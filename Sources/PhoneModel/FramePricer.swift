/// Prices a frame's counted work on a profile's phone: each stage's modelled duration is its fixed cost plus,
/// for every counter, the count times the stage's unit cost in the chosen column. The same counts give the
/// same milliseconds on any machine, so a run paced by it is deterministic.
///
/// The unit costs are laid out once, in the run's counter order, so pricing a frame allocates nothing.
package struct FramePricer: Equatable, Sendable {
    /// The profile priced with.
    package let profile: DeviceProfile
    /// The column of its costs.
    package let level: CostLevel
    /// Counter names in the order `price` is given counts.
    package let counterNames: [String]
    private let commitUnits: [Double]
    private let renderUnits: [Double]
    private let commitFixed: Double
    private let renderFixed: Double

    /// A pricer of `profile`'s `level` column for counts given in `counterNames` order (names the profile
    /// does not price cost nothing).
    package init(profile: DeviceProfile, level: CostLevel, counterNames: [String]) {
        self.profile = profile
        self.level = level
        self.counterNames = counterNames
        commitUnits = counterNames.map { profile.commit.cost(of: $0)?.microseconds(level) ?? 0 }
        renderUnits = counterNames.map { profile.render.cost(of: $0)?.microseconds(level) ?? 0 }
        commitFixed = profile.commit.fixed.microseconds(level)
        renderFixed = profile.render.fixed.microseconds(level)
    }

    /// The modelled duration of `stage`'s work, in milliseconds: `counts(visit)` must call `visit` with each
    /// count in `counterNames` order; `includesFixed` adds the stage's per-frame cost (false for work no frame
    /// commits, such as an update that changed nothing).
    package func milliseconds(_ stage: PhoneStage, includesFixed: Bool = true, counts: ((Int) -> Void) -> Void) -> Double {
        let units = stage == .commit ? commitUnits : renderUnits
        var microseconds = includesFixed ? (stage == .commit ? commitFixed : renderFixed) : 0
        var slot = 0
        counts { count in
            if slot < units.count { microseconds += Double(count) * units[slot] }
            slot += 1
        }
        return microseconds / 1000
    }

    /// The modelled duration of `stage`'s work for counts given as an array in `counterNames` order, ms.
    package func milliseconds(_ stage: PhoneStage, includesFixed: Bool = true, counts: [Int]) -> Double {
        milliseconds(stage, includesFixed: includesFixed) { visit in counts.forEach(visit) }
    }

    /// Equal when they price the same profile's same column for the same counters.
    package static func == (lhs: FramePricer, rhs: FramePricer) -> Bool {
        lhs.profile == rhs.profile && lhs.level == rhs.level && lhs.counterNames == rhs.counterNames
    }
}
