/// The tables of an Animation Hitches recording that HitchBench reads, by schema name, with the columns it
/// needs of each (found by mnemonic). Any other schema is skipped with a warning (HitchBench would not know what
/// its rows mean), never an abort; the stage tables it reads are summarised one by one, never added up.
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
    /// Each swap the display presented, with its desired presentation time and minimum quanta: the per-frame
    /// deadlines.
    case displaySurfaceSwap = "display-surface-swap"
    /// The SwiftUI instrument's view updates (body, layout, other), each with its duration: the declarative
    /// framework's commit work, summed per frame.
    case swiftUIUpdates = "swiftui-updates"

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
        case .displaySurfaceSwap: ["timestamp", "display-name"]
        case .swiftUIUpdates: ["start", "duration"]
        }
    }

    /// Every column read of the table (the required ones and the optional ones); the reader keeps only their
    /// values, so a table's limits apply to what is read.
    package var readColumns: Set<String> {
        switch self {
        case .hitches, .hitchesSummary:
            ["start", "duration", "process", "is-system", "display", "type-label", "narrative-description", "refresh-interval"]
        case .hitchesRenders, .hitchesRenderInterval, .hitchesUpdates, .hitchesCommitInterval, .hitchesCACommitInterval:
            ["start", "duration", "display", "display-name", "process"]
        case .displayedSurfaces: ["start", "duration", "display-name"]
        case .displayVsyncs: ["timestamp", "display-name"]
        case .deviceDisplayInfo: ["max-refresh-rate", "device-name", "is-main-display"]
        case .signposts: ["start", "duration", "name", "process"]
        case .displaySurfaceSwap: ["timestamp", "display-name", "desired-presentation-time", "min-quanta"]
        case .swiftUIUpdates: ["start", "duration", "process", "update-type"]
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

    /// Tables of an Animation Hitches or SwiftUI recording that people export beside these, which HitchBench
    /// skips with a warning saying why (their rows are counted, their figures not used).
    static let skipped: [String: String] = [
        "hitches-frame-lifetimes": "each frame's lifetime is already in its hitch and stage rows",
        "hitches-gpu": "GPU work is part of the render stage, which hitches-renders times",
        "hitches-framewait": "frame waits are part of the commit, which the commit tables time",
        "displayed-surfaces-per-second": "a rate per second; the frames are counted from displayed-surfaces-interval",
        "potential-hangs": "hangs are not hitches (their time is not a frame's lateness)",
        "swiftui-update-groups": "groups of the updates swiftui-updates lists one by one (summed, they would count twice)",
        "swiftui-causes": "what caused an update, not how long it took",
    ]
}
