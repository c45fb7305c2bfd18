import ChartKit
import Raster

/// What changed since the previous frame, as the scroll physics and the trace deliver it.
public struct FrameUpdate: Sendable {
    /// Trace time of this update in seconds: the frame's vsync, or the deadline when the strategy's timer fires.
    public var timeSeconds: Double
    /// Scroll position: the day coordinate under the plot's left edge, snapped to pixels.
    public var positionDays: Double
    /// Taps since the previous frame, in viewport points.
    public var taps: [Point]
    /// A highlight change since the previous frame, as a channel index: nil for no change, `.some(nil)` to clear it.
    public var highlight: Int??
    /// A finger is down or the content is still moving (the user is scrolling).
    public var isScrolling: Bool
    /// Trace time since which the scroll position has not changed (exact, from the scroll physics, not a frame
    /// time), or nil while a glide or spring is in progress; a debounce counts its rest from here.
    public var restingSinceSeconds: Double?

    /// Creates an update; the runner builds these from the scroll session, tests may too.
    public init(
        timeSeconds: Double, positionDays: Double, taps: [Point] = [], highlight: Int?? = nil,
        isScrolling: Bool = false, restingSinceSeconds: Double? = nil
    ) {
        self.timeSeconds = timeSeconds
        self.positionDays = positionDays
        self.taps = taps
        self.highlight = highlight
        self.isScrolling = isScrolling
        self.restingSinceSeconds = restingSinceSeconds
    }
}

/// One way of drawing the scrolling chart. Strategies are interchangeable: the harness drives
/// each through the same scroll physics and frame clock, and times each frame in the two stages of Apple's
/// render loop: the commit (`update` then `commit`, the app's main thread) and the render (`render`, the render
/// server), each against its own deadline.
///
/// A frame is produced only when something changed (a pixel of scroll, a tap, a highlight, a glide or spring
/// in progress, or the strategy's own timer): nothing is called at idle vsyncs. Before the trace starts, a run
/// calls `update`, `commit` and `render` once, untimed, to put the first screen on display.
public protocol ChartStrategy: AnyObject {
    /// Applies a frame's changes: position, taps (selection) and highlight; commit stage. Also called, timed, at
    /// `deadlineSeconds` when the strategy asked for it; an error ends the run as this strategy's failure.
    func update(_ update: FrameUpdate) throws -> FrameEffects
    /// The app's own work for the frame, in the commit stage: what a view's layout, display-list building and
    /// CPU drawing (`draw(_:)`) do on the main thread. The default does nothing, so all drawing is `render`'s.
    func commit() throws
    /// Puts the committed state into `frame` (the strategy's own viewport canvas), in the render stage: what the
    /// render server draws and composites.
    func render() throws
    /// The rendered viewport: a canvas of the viewport's size in device pixels (any other size is reported as
    /// this strategy's failure).
    var frame: Canvas { get }
    /// The scroll positions (in days) the strategy allows; a windowed strategy allows less.
    var scrollRangeDays: ClosedRange<Double> { get }
    /// Work done since creation; no counter ever decreases (a decrease is reported as this strategy's failure).
    /// A strategy's own counters are `custom`'s, by name: the names of the reading before the run are the run's.
    var counters: WorkCounters { get }
    /// Bytes held by the strategy's caches (tiles, strips, display lists, data windows, glyphs), counted from
    /// what is in use rather than allocator capacity so that the figure is exact across runs.
    var cacheBytes: Int { get }
    /// The current y domain.
    var yTicks: YTicks { get }
    /// The current selection and highlight.
    var state: ChartState { get }
    /// Trace time at which the strategy must act without new input (a debounce timer), or nil. The runner
    /// calls `update` at exactly this time, between vsyncs, so the effect happens at the same trace time at
    /// 60 and 120 Hz; the work is timed and counted in the next produced frame.
    var deadlineSeconds: Double? { get }
}

extension ChartStrategy {
    /// No timer by default.
    public var deadlineSeconds: Double? { nil }
    /// No commit-stage work besides `update` by default: all drawing is in `render`, the render stage.
    public func commit() throws {}
}
