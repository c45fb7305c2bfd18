import DisplayModel

/// What a phone measured, imported from Instruments' exported tables or from MetricKit payloads: the result
/// a device file holds, which compare, the gate and the plots take beside the model's strategy runs.
package struct DeviceRun: Equatable, Sendable {
    /// Where the figures come from.
    package enum Source: String, Equatable, Sendable, CaseIterable {
        /// `xctrace export` XML of an Animation Hitches recording: a lab run, frame by frame.
        case instruments
        /// `MXMetricPayload` JSON: field data, a day of use per payload, ratios only.
        case metrickit
    }

    /// A time span of the recording: a displayed frame, a render or a commit.
    package struct Interval: Equatable, Sendable {
        /// When it began, in seconds from the recording's start.
        package var startSeconds: Double
        /// How long it lasted, in ms.
        package var durationMs: Double

        /// An interval from its parts.
        package init(startSeconds: Double, durationMs: Double) {
            self.startSeconds = startSeconds
            self.durationMs = durationMs
        }
    }

    /// One hitch as Instruments listed it.
    package struct Hitch: Equatable, Sendable {
        /// When the late frame was expected, in seconds from the recording's start.
        package var startSeconds: Double
        /// How late it was shown, in ms (Instruments' duration).
        package var durationMs: Double
        /// Whether Instruments marks it as the system's (`is-system`); nil when the table does not say.
        package var isSystem: Bool?
        /// The process it belongs to, when the table says.
        package var pid: Int64?
        /// Whether it is counted as the app's (the chosen process, not the system's, on the chosen display).
        package var counted: Bool
        /// Its stage (`commit`, `render`, `both`), when the export says.
        package var stage: String?
        /// Instruments' hitch type or potential issue, as given.
        package var type: String?
        /// The display it happened on, when the table says.
        package var display: String?
        /// The late frame's deadline: the desired presentation time `display-surface-swap` gives the swap presented
        /// at the hitch's end, in seconds from the recording's start; nil without that table or such a swap.
        package var deadlineSeconds: Double?
        /// When that swap reached the display, in seconds from the recording's start.
        package var presentedSeconds: Double?
        /// That swap's minimum quanta: the refresh intervals the frame was paced at (2 for 60 Hz on a 120 Hz
        /// display).
        package var minQuanta: Int?

        /// A hitch from its parts.
        package init(
            startSeconds: Double, durationMs: Double, isSystem: Bool?, pid: Int64?, counted: Bool, stage: String?, type: String?,
            display: String?, deadlineSeconds: Double? = nil, presentedSeconds: Double? = nil, minQuanta: Int? = nil
        ) {
            self.startSeconds = startSeconds
            self.durationMs = durationMs
            self.isSystem = isSystem
            self.pid = pid
            self.counted = counted
            self.stage = stage
            self.type = type
            self.display = display
            self.deadlineSeconds = deadlineSeconds
            self.presentedSeconds = presentedSeconds
            self.minQuanta = minQuanta
        }
    }

    /// SwiftUI's view updates of one frame, summed: the declarative framework's share of that frame's commit.
    package struct FrameUpdates: Equatable, Sendable {
        /// When the frame's first update began, in seconds from the recording's start.
        package var startSeconds: Double
        /// The updates' durations summed, in ms.
        package var durationMs: Double
        /// How many updates (`swiftui-updates` rows) the frame had.
        package var updates: Int

        /// A frame's updates from their parts.
        package init(startSeconds: Double, durationMs: Double, updates: Int) {
            self.startSeconds = startSeconds
            self.durationMs = durationMs
            self.updates = updates
        }
    }

    /// A process the recording saw, with the hitches of it that are not the system's.
    package struct Process: Equatable, Sendable {
        /// Its name, when known (the table of contents, else Instruments' label of the process).
        package var name: String?
        /// Its process id.
        package var pid: Int64
        /// Its hitches not marked as the system's.
        package var hitches: Int

        /// A process from its parts.
        package init(name: String?, pid: Int64, hitches: Int) {
            self.name = name
            self.pid = pid
            self.hitches = hitches
        }

        /// "FixIt (11101)", or the pid alone.
        package var title: String { name.map { "\($0) (\(pid))" } ?? "pid \(pid)" }
    }

    /// One table read: its schema, the file it came from, and its rows.
    package struct Table: Equatable, Sendable {
        /// The schema's name.
        package var schema: String
        /// The file as given.
        package var file: String
        /// Rows in the table (0 is a real case: nothing of that kind happened).
        package var rows: Int

        /// A table from its parts.
        package init(schema: String, file: String, rows: Int) {
            self.schema = schema
            self.file = file
            self.rows = rows
        }
    }

    /// One stage table's durations: what each frame's commit or render took.
    package struct Stage: Equatable, Sendable {
        /// The schema it came from.
        package var schema: String
        /// `commit` or `render`.
        package var stage: String
        /// Rows counted (the chosen process and display, each start and duration once).
        package var count: Int
        /// Nearest-rank percentiles and maximum of the durations, in ms; nil without rows.
        package var p50Ms: Double?, p99Ms: Double?, maxMs: Double?

        /// A stage from its parts.
        package init(schema: String, stage: String, count: Int, p50Ms: Double?, p99Ms: Double?, maxMs: Double?) {
            self.schema = schema
            self.stage = stage
            self.count = count
            self.p50Ms = p50Ms
            self.p99Ms = p99Ms
            self.maxMs = maxMs
        }
    }

    /// Where the figures come from.
    package var source: Source
    /// The name compare and the gate know the run by (`--label`, else made from the process and device).
    package var label: String
    /// The files imported, as given.
    package var inputs: [String]
    /// The device as the data name it, by field (`model`, `name`, `osVersion`, `platform`, `deviceType`, …),
    /// in a fixed order; a field the data do not give is absent.
    package var device: [(key: String, value: String)] = []
    /// The process counted, when the tables have processes.
    package var process: Process?
    /// Every process whose hitches the tables hold.
    package var processes: [Process] = []
    /// The display counted, when the tables name displays.
    package var display: String?
    /// Every display the tables name.
    package var displays: [String] = []
    /// The display's maximum rate (`device-display-info`), in Hz.
    package var maxRefreshHz: Int?
    /// Where `summary.refreshHz` comes from: `display-vsyncs-interval`, `hitches-summary` or `device-display-info`.
    package var refreshSource: String?
    /// The scrolling intervals the scroll ratio is taken over.
    package var scrolls: [TrackedInterval] = []
    /// Where the scrolling intervals come from: `option` (`--scroll`) or `signposts`; nil without any.
    package var scrollSource: String?
    /// Where the hitch stages come from: `hitch-type` (iOS 18's Hitch Type) or `narrative` (the potential issue).
    package var stageSource: String?
    /// The tables read.
    package var tables: [Table] = []
    /// The app's hitches by Instruments' type or potential issue, counted.
    package var hitchTypes: [(type: String, count: Int)] = []
    /// Frames the display showed, in time order.
    package var frames: [Interval] = []
    /// Every hitch of the hitch table, in time order, each saying whether it is counted; packed (`Hitches`), each
    /// made when read.
    package var hitches: Hitches = []
    /// The render server's renders on the display, in time order.
    package var renders: [Interval] = []
    /// The app's commits, in time order: each frame's commit duration (`hitches-updates`, else iOS 18's
    /// `hitches-commit-interval` or `hitches-ca-commit-interval`); empty without a commit table.
    package var commits: [Interval] = []
    /// SwiftUI's view updates of the counted process summed per frame (`swiftui-updates`, each update given to
    /// the commit it precedes or falls in, else to its refresh interval), in time order.
    package var frameUpdates: [FrameUpdates] = []
    /// The stage tables read, each summarised apart (their durations are never added up).
    package var stages: [Stage] = []
    /// MetricKit's payloads, one row each.
    package var payloads: [MetricKitPayload] = []
    /// The figures, computed once at import.
    package var summary = DeviceSummary()
    /// What the import set aside, skipped, clipped or matched, and why, one sentence each: nothing is dropped
    /// without a word.
    package var notes: [String] = []
    /// The files' tables HitchBench skipped, each with its file, rows and why (the import warns of each).
    package var skipped: [String] = []

    /// A run of `source` known as `label`, imported from `inputs`.
    package init(source: Source, label: String, inputs: [String]) {
        self.source = source
        self.label = label
        self.inputs = inputs
    }

    /// The value of the device field `key`.
    package func deviceValue(_ key: String) -> String? { device.first { $0.key == key }?.value }

    package static func == (a: DeviceRun, b: DeviceRun) -> Bool {
        a.source == b.source && a.label == b.label && a.inputs == b.inputs && a.device.elementsEqual(b.device, by: { $0 == $1 })
            && a.process == b.process && a.processes == b.processes && a.display == b.display && a.displays == b.displays
            && a.maxRefreshHz == b.maxRefreshHz && a.refreshSource == b.refreshSource && a.scrolls == b.scrolls
            && a.scrollSource == b.scrollSource && a.stageSource == b.stageSource && a.tables == b.tables
            && a.hitchTypes.elementsEqual(b.hitchTypes, by: { $0 == $1 }) && a.frames == b.frames && a.hitches == b.hitches
            && a.renders == b.renders && a.commits == b.commits && a.frameUpdates == b.frameUpdates && a.stages == b.stages
            && a.payloads == b.payloads && a.summary == b.summary && a.notes == b.notes
            && a.skipped == b.skipped
    }
}
