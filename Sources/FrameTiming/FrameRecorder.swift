/// Collects frame records into storage reserved up front, so recording does not allocate while the run is timed.
package struct FrameRecorder: Sendable {
    /// Records in the order they were added.
    package private(set) var records: [FrameRecord]
    /// Main-thread work that produced no frame (an update that changed nothing on screen), in order.
    package private(set) var idleWork: [IdleWork] = []

    /// Reserves room for `expectedFrames` records (e.g. `FrameClock.frameCount(forDurationSeconds:)`).
    package init(expectedFrames: Int) {
        records = []
        records.reserveCapacity(max(0, expectedFrames))
        idleWork.reserveCapacity(64)
    }

    /// Appends main-thread work that produced no frame.
    package mutating func record(_ work: IdleWork) {
        idleWork.append(work)
    }

    /// Appends a record; no allocation while within the reserved capacity (notes strings of ≤ 15 UTF-8 bytes
    /// are stored inline too).
    package mutating func record(_ record: FrameRecord) {
        records.append(record)
    }

    /// Number of frames recorded.
    package var count: Int { records.count }
}
