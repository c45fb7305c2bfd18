import DeviceFiles
import DeviceImport
import JSONText

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
    /// per-frame durations and counted hitches, in memory that grows with the durations and hitches kept, not
    /// with the file: one larger than `outlineBytes` is streamed, each row handed over as it is read. Throws one
    /// line naming the file.
    package static func read(path: String, outlineBytes: Int = DeviceFile.outlineLimit) throws(CalibrationError) -> DeviceObservations {
        var rows = ObservedRows()
        let file: (run: DeviceRun, document: [UInt8])
        do throws(DeviceFileError) {
            file = try DeviceFile.load(path: path, outlineBytes: outlineBytes, rows: ObservedRows.fields) {
                field, reader throws(JSONError) in
                try rows.take(field, from: &reader)
            }
        } catch {
            throw CalibrationError(error.description)
        }
        // The rows' arrays the document holds (all of them when it was read whole, else those its outline kept)
        // are read here; a field whose rows were streamed is empty in it, and its problems are placed where it is.
        var problem: String?
        var duplicate: String?
        var seen = Set<String>()
        var reader = JSONReader(file.document)
        do {
            _ = try reader.readDocumentObject { reader, key throws(JSONError) in
                guard ObservedRows.fields.contains(key) else { return try reader.skipValue() }
                if !seen.insert(key).inserted { duplicate = duplicate ?? key }
                if try reader.peek() == .array {
                    try reader.readArray { reader throws(JSONError) in try rows.take(key, from: &reader) }
                } else {
                    try reader.skipValue()
                    rows.markMalformed(key)
                }
                if rows.malformed.contains(key) { problem = problem ?? ObservedRows.problem(with: key) }
            }
        } catch {
            throw CalibrationError("device \(path): not valid JSON (\(error))")
        }
        if let duplicate { throw CalibrationError("device \(path): field \(JSONText.quotedExcerpt(duplicate)) appears twice") }
        if let problem { throw CalibrationError("device \(path): \(problem)") }
        return DeviceObservations(
            label: file.run.label, commits: rows.commits, renders: rows.renders, frameUpdates: rows.frameUpdates, hitches: rows.hitches,
            refreshHz: file.run.summary.refreshHz)
    }
}
