/// A figure the gate compares for a device run, judged by the lowest of the label's runs (a device run is one
/// recording, and recordings vary): it passes within a relative tolerance of the baseline's median, or when it
/// is no worse than the baseline's slowest take, so a take that was part of the baseline always passes.
///
/// A baseline records each device entry's figures under `field` and each measure's tolerance under its raw value.
package enum DeviceMeasure: String, CaseIterable, Sendable {
    /// The hitch time ratio the device is judged by (over scrolling when it was imported with scrolling
    /// intervals, else over the whole recording; MetricKit's scroll ratio), in ms/s.
    case hitchTimeRatio = "deviceHitchTimeRatio"
    /// The longest hitch, Instruments' own duration, in ms (MetricKit gives none).
    case maxHitchMs = "deviceMaxHitchMs"

    /// +50 %, a guess: no repeated device recordings were available to set it from. A device run's figures move
    /// with the phone's temperature, other apps, the OS version and how the gesture was made, far more than the
    /// model's; set it from your own repeats (docs/CIGate.md says how).
    package var defaultTolerance: Double { 0.5 }

    /// How messages name the measure.
    package var label: String {
        switch self {
        case .hitchTimeRatio: "device hitch time ratio (ms/s)"
        case .maxHitchMs: "device longest hitch (ms)"
        }
    }

    /// The field a baseline's device entry records the slowest take's figure under.
    package var highField: String { field + "High" }

    /// The field a baseline's device entry records the figure under.
    package var field: String {
        switch self {
        case .hitchTimeRatio: "ratioMsPerSecond"
        case .maxHitchMs: "maxHitchMs"
        }
    }
}
