import DeviceFiles
import DeviceImport
import InputFiles
import JSONText
import ResultFiles

/// What a device file says about each frame's stages: the durations calibration fits costs to.
///
/// `renders` are the render server's renders (the device file's `renders`, from Instruments' `hitches-renders`);
/// `commits` the app's commits (`commits`, from `hitches-updates` or iOS 18's commit intervals); `frameUpdates`
/// SwiftUI's view updates summed per frame (`frameUpdates`, from `swiftui-updates`), the declarative framework's
/// share of the commit; `hitches` the counted hitches with their stage and, where `display-surface-swap` gave
/// it, the frame's pace in refresh intervals: the fallback for a stage without per-frame durations. Files
/// written before these fields existed have none of them and read as empty.
package struct DeviceObservations: Equatable, Sendable {
    /// A counted hitch: how late its frame was shown and the stage that made it late.
    package struct Hitch: Equatable, Sendable {
        /// How late, in ms.
        package var durationMs: Double
        /// `commit`, `render`, `both` or nil when the export does not say.
        package var stage: String?
        /// The refresh intervals its frame was paced at (its swap's minimum quanta), when the file says.
        package var minQuanta: Int?

        /// A hitch of `durationMs` in `stage`, of a frame paced at `minQuanta` intervals.
        package init(durationMs: Double, stage: String?, minQuanta: Int? = nil) {
            self.durationMs = durationMs
            self.stage = stage
            self.minQuanta = minQuanta
        }
    }

    /// The run's label, for the calibration's record.
    package var label: String
    /// Per-frame commit durations, in ms, in time order (empty when the file has none).
    package var commits: [Double] = []
    /// Per-frame render durations, in ms, in time order (empty when the file has none).
    package var renders: [Double] = []
    /// SwiftUI's view updates summed per frame, in ms, in time order (empty when the file has none).
    package var frameUpdates: [Double] = []
    /// The counted hitches, in time order.
    package var hitches: [Hitch] = []
    /// The refresh rate the device ran at, when the file says.
    package var refreshHz: Int?

    /// Observations of the run labelled `label`.
    package init(
        label: String, commits: [Double] = [], renders: [Double] = [], frameUpdates: [Double] = [], hitches: [Hitch] = [],
        refreshHz: Int? = nil
    ) {
        self.label = label
        self.commits = commits
        self.renders = renders
        self.frameUpdates = frameUpdates
        self.hitches = hitches
        self.refreshHz = refreshHz
    }

    /// The per-frame durations of `stage`, in ms.
    package func durations(of stage: String) -> [Double] { stage == "commit" ? commits : renders }

    /// Reads the device file at `path` (`hitchbench-device/1`, checked as `compare --device` checks it) for its
    /// per-frame durations and counted hitches. Throws one line naming the file.
    package static func read(path: String) throws(CalibrationError) -> DeviceObservations {
        let bytes = try InputFile.read(path, limit: DeviceFile.fileLimit) { CalibrationError("device \(path): \($0.reason)") }
        let run: DeviceRun
        do throws(DeviceFileError) {
            run = try DeviceFile.load(bytes: bytes, path: path)
        } catch {
            throw CalibrationError(error.description)
        }
        var observations = DeviceObservations(label: run.label, refreshHz: run.summary.refreshHz)
        var problem: String?
        var reader = JSONReader(bytes)
        do {
            _ = try reader.readDocumentObject { reader, key throws(JSONError) in
                switch key {
                case "commits", "renders", "frameUpdates":
                    guard let durations = try readDurations(&reader) else {
                        problem = problem ?? "\(key) is not an array of intervals"
                        return
                    }
                    switch key {
                    case "commits": observations.commits = durations
                    case "renders": observations.renders = durations
                    default: observations.frameUpdates = durations
                    }
                case "hitches":
                    guard let hitches = try readHitches(&reader) else {
                        problem = problem ?? "hitches is not an array of hitches"
                        return
                    }
                    observations.hitches = hitches
                default: try reader.skipValue()
                }
            }
        } catch {
            throw CalibrationError("device \(path): not valid JSON (\(error))")
        }
        if let problem { throw CalibrationError("device \(path): \(problem)") }
        return observations
    }

    /// An array of `{startSeconds, durationMs}`: the durations, or nil when an element is not one.
    private static func readDurations(_ reader: inout JSONReader) throws(JSONError) -> [Double]? {
        guard try reader.peek() == .array else {
            try reader.skipValue()
            return nil
        }
        var out: [Double]? = []
        try reader.readArray { reader throws(JSONError) in
            var duration: Double?
            guard try reader.peek() == .object else {
                out = nil
                return try reader.skipValue()
            }
            try reader.readObject { reader, key throws(JSONError) in
                let value = try reader.readScalar()
                if key == "durationMs" { duration = value.double }
            }
            guard let duration, duration.isFinite, duration >= 0 else {
                out = nil
                return
            }
            out?.append(duration)
        }
        return out
    }

    /// The counted hitches of an array of device-file hitches, or nil when an element is not one.
    private static func readHitches(_ reader: inout JSONReader) throws(JSONError) -> [Hitch]? {
        guard try reader.peek() == .array else {
            try reader.skipValue()
            return nil
        }
        var out: [Hitch]? = []
        try reader.readArray { reader throws(JSONError) in
            var duration: Double?
            var stage: String?
            var quanta: Double?
            var counted = false
            guard try reader.peek() == .object else {
                out = nil
                return try reader.skipValue()
            }
            try reader.readObject { reader, key throws(JSONError) in
                let value = try reader.readScalar()
                switch key {
                case "durationMs": duration = value.double
                case "stage": stage = value.string
                case "minQuanta": quanta = value.double
                case "counted": counted = value == .bool(true)
                default: break
                }
            }
            guard let duration, duration.isFinite, duration >= 0, quanta.map({ $0 >= 1 && $0 <= 1_000 && $0.rounded() == $0 }) != false
            else {
                out = nil
                return
            }
            if counted { out?.append(Hitch(durationMs: duration, stage: stage, minQuanta: quanta.map { Int($0) })) }
        }
        return out
    }
}
