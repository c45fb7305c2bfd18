import DisplayModel
import FrameTiming

/// The render loops of one run, one per time clock, each placing every produced frame with its clock's
/// durations. The pacing clock's loop also decides when frames begin; on a run paced by nothing (the
/// instruction clock) an extra loop with every frame on time decides, so no clock's durations defer a frame.
struct ClockLoops {
    /// Each time clock's loop.
    var byClock: PerTimeClock<RenderLoop>
    /// Decides for a run paced by nothing: every frame placed with no work.
    var unpaced: RenderLoop
    /// The clock whose loop decides, or nil for `unpaced`.
    let pacing: TimingClock?

    /// Loops for a display at `refreshHz` with `pipeline` and `buffering`, the one of `pacing` deciding.
    init(refreshHz: Int, pipeline: FramePipeline, buffering: Buffering, pacing: TimingClock?) {
        let loop = RenderLoop(refreshHz: refreshHz, pipeline: pipeline, buffering: buffering)
        byClock = PerTimeClock(all: loop)
        unpaced = loop
        self.pacing = pacing
    }

    /// The loop that decides when frames begin.
    var deciding: RenderLoop {
        get { pacing.map { byClock[$0] } ?? unpaced }
        set {
            if let pacing { byClock[pacing] = newValue } else { unpaced = newValue }
        }
    }

    /// Work on the main thread that no frame commits, started at `seconds`, lasting `commit`'s time on each clock.
    mutating func mainThreadWork(atSeconds seconds: Double, _ commit: StageTimes) {
        if pacing != nil {
            byClock.cpu.mainThreadWork(atSeconds: seconds, durationMs: commit.cpuMs)
            byClock.wall.mainThreadWork(atSeconds: seconds, durationMs: commit.wallMs)
        }
        byClock.phone.mainThreadWork(atSeconds: seconds, durationMs: commit.phoneMs)
    }

    /// Places a frame on every loop with its stages' durations, returning where it landed on each (a run paced
    /// by nothing has its CPU and wall presentations on time: those clocks did not decide its frames).
    mutating func place(
        dueVsync: Int, vsync: Int, timerSeconds: Double?, commit: StageTimes, render: StageTimes
    ) -> (paced: FramePresentation, all: ClockPresentations) {
        func work(_ clock: TimingClock?) -> FrameWork {
            FrameWork(
                dueVsync: dueVsync, vsync: vsync, timerSeconds: timerSeconds, commitMs: clock.map(commit.ms(on:)) ?? 0,
                renderMs: clock.map(render.ms(on:)) ?? 0)
        }
        var all: ClockPresentations
        if pacing != nil {
            all = ClockPresentations(all: byClock.cpu.place(work(.cpu)))
            all.wall = byClock.wall.place(work(.wall))
        } else {
            all = ClockPresentations(all: unpaced.place(work(nil)))
        }
        all.phone = byClock.phone.place(work(.phone))
        return (pacing.map { all[$0] } ?? all.cpu, all)
    }
}
