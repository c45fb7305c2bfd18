/// The tables of an Animation Hitches recording that HitchBench reads, by schema name, with the columns it
/// needs of each (found by mnemonic). Any other schema is refused: HitchBench would not know what its rows
/// mean, and the stage tables it does read are summarised one by one, never added up.
package enum InstrumentsTable: String, CaseIterable, Sendable {
    /// Every hitch (iOS 17+ devices under Xcode 16+): start, duration, process, is-system, display, issue.
    case hitches
    /// iOS 18's hitch table: start, duration, hitch type, the display's refresh interval.
    case hitchesSummary = "hitches-summary"
    /// The render server's render of each swap.
    case hitchesRenders = "hitches-renders"
    /// iOS 18's render table.
    case hitchesRenderInterval = "hitches-render-interval"
    /// The app's updates (commits) of each frame.
    case hitchesUpdates = "hitches-updates"
    /// iOS 18's commit tables.
    case hitchesCommitInterval = "hitches-commit-interval"
    case hitchesCACommitInterval = "hitches-ca-commit-interval"
    /// Every surface swap that reached a display: the frames shown.
    case displayedSurfaces = "displayed-surfaces-interval"
    /// The display's vsyncs (their cadence is the rate; the rows' duration is a 1 ns placeholder).
    case displayVsyncs = "display-vsyncs-interval"
    /// The displays and their maximum rates.
    case deviceDisplayInfo = "device-display-info"
    /// os_signpost intervals, whose named ones can be the scrolling intervals (`--scroll signpost:NAME`).
    case signposts = "OSSignpostIntervals"

    /// The columns a table must have; the others it may have are optional.
    package var requiredColumns: [String] {
        switch self {
        case .hitches: ["start", "duration", "process", "is-system", "display"]
        case .hitchesSummary: ["start", "duration"]
        case .hitchesRenders, .hitchesRenderInterval, .hitchesUpdates, .hitchesCommitInterval, .hitchesCACommitInterval:
            ["start", "duration"]
        case .displayedSurfaces: ["start", "duration", "display-name"]
        case .displayVsyncs: ["timestamp", "display-name"]
        case .deviceDisplayInfo: ["max-refresh-rate"]
        case .signposts: ["start", "duration", "name"]
        }
    }

    /// The frame stage a stage table times (`render` or `commit`); nil for the other tables.
    package var stage: String? {
        switch self {
        case .hitchesRenders, .hitchesRenderInterval: "render"
        case .hitchesUpdates, .hitchesCommitInterval, .hitchesCACommitInterval: "commit"
        default: nil
        }
    }

    /// True for the two hitch tables (of which one recording gives one).
    package var listsHitches: Bool { self == .hitches || self == .hitchesSummary }

    /// The schemas read, for messages.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
