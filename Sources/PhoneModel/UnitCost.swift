/// Which of a profile's three columns of costs a run prices with: the cheapest the evidence allows, the
/// best estimate, or the dearest (`--cost low|typical|high`).
package enum CostLevel: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The low end of every cost's range.
    case low
    /// The best estimate of every cost.
    case typical
    /// The high end of every cost's range.
    case high
}

/// How a cost is known, as a profile says it.
package enum CostEvidence: String, CaseIterable, Equatable, Sendable {
    /// Measured on a device and published: `url` says where and `what` what was measured there.
    case measured
    /// Fitted to a device's figures (the seed's, or `harness calibrate`'s device runs): `what` names the figure.
    case fitted
    /// No public measurement: a range assumed, `what` gives the reasoning.
    case assumed
}

/// Where one cost comes from: every cost in a profile has one.
package struct CostSource: Equatable, Sendable {
    /// Measured, fitted or assumed.
    package var kind: CostEvidence
    /// The page the figure comes from (required for a measured cost).
    package var url: String?
    /// What was measured there and how the per-unit figure was derived, what it was fitted to, or why the
    /// assumed range is what it is.
    package var what: String

    /// A source of `kind` saying `what`, at `url`.
    package init(kind: CostEvidence, url: String? = nil, what: String) {
        self.kind = kind
        self.url = url
        self.what = what
    }
}

/// A cost with its range, in microseconds (per unit of a counter, or per frame for a stage's fixed cost).
package struct UnitCost: Equatable, Sendable {
    /// The cheapest the evidence allows, µs.
    package var low: Double
    /// The best estimate, µs.
    package var typical: Double
    /// The dearest the evidence allows, µs.
    package var high: Double
    /// Where the figures come from.
    package var source: CostSource

    /// A cost of `low` ≤ `typical` ≤ `high` µs (the reader checks the order; this does not).
    package init(low: Double, typical: Double, high: Double, source: CostSource) {
        self.low = low
        self.typical = typical
        self.high = high
        self.source = source
    }

    /// The cost in the column `level`, µs.
    package func microseconds(_ level: CostLevel) -> Double {
        switch level {
        case .low: low
        case .typical: typical
        case .high: high
        }
    }
}
