/// Hard limits a trace must respect; they keep a hostile or mistyped file from exhausting memory or time.
public enum TraceLimits {
    /// Longest accepted trace: ten minutes is far beyond any benchmark scenario (they last seconds).
    public static let maxDurationSeconds: Double = 600
    /// Most events accepted: 600 s of 120 Hz moves is 72,000 events, so 100,000 leaves headroom.
    public static let maxEvents = 100_000
    /// Largest accepted |x| or |y| in points; the viewport is 402 × 260 pt, so anything near this is a typo.
    public static let maxAbsCoordinatePoints: Double = 10_000
    /// The format tag every trace file carries.
    public static let formatTag = "hitchbench-trace/1"
}
