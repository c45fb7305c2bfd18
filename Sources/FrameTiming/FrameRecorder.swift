/// Collects frame records into storage reserved up front, so recording does not allocate while the run is timed.
package struct FrameRecorder: Sendable {
    /// Records in the order they were added.
    package private(set) var records: [FrameRecord]

    /// Reserves room for `expectedFrames` records (e.g. `FrameClock.frameCount(forDurationSeconds:)`).
    package init(expectedFrames: Int) {
        records = []
        records.reserveCapacity(max(0, expectedFrames))
    }

    /// Appends a record; no allocation while within the reserved capacity (notes strings of ≤ 15 UTF-8 bytes
    /// are stored inline too).
    package mutating func record(_ record: FrameRecord) {
        records.append(record)
    }

    /// Number of frames recorded.
    package var count: Int { records.count }
}
