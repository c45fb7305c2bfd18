import InputFiles

/// Hard limits a trace must respect; they keep a hostile or mistyped file from exhausting memory or time.
package enum TraceLimits {
    /// Longest accepted trace: ten minutes is far beyond any benchmark scenario (they last seconds).
    package static let maxDurationSeconds: Double = 600
    /// Most events accepted: 600 s of 120 Hz moves is 72,000 events, so 100,000 leaves headroom.
    package static let maxEvents = 100_000
    /// Largest accepted |x| or |y| in points; the viewport is 402 × 260 pt, so anything near this is a typo.
    package static let maxAbsCoordinatePoints: Double = 10_000
    /// Most bytes one event may take in a file: a written event takes under 80, pretty-printed with
    /// each field on its own line about 130, so 256 leaves room for any layout.
    package static let maxEventBytes = 256
    /// Bytes allowed for the rest of a file: format, name and description.
    package static let maxHeaderBytes = 65_536
    /// The largest trace file read: `maxEvents` events of `maxEventBytes` plus the header,
    /// 25,665,536 bytes. Larger files are refused before they are read.
    package static let fileLimit = InputLimit(
        maxBytes: maxEvents * maxEventBytes + maxHeaderBytes, kind: "traces",
        allowance: "100,000 events of up to 256 bytes"
    )
    /// The format tag every trace file carries.
    package static let formatTag = "hitchbench-trace/1"
}
