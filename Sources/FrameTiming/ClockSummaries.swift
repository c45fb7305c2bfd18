/// One run's summaries on every time clock: the host's CPU and wall clocks, as measured, and the phone model's
/// when the run priced its work on a device profile.
public struct ClockSummaries: Equatable, Sendable {
    /// On the host's thread CPU time.
    public var cpu: HitchSummary
    /// On the host's wall time.
    public var wall: HitchSummary
    /// Modelled on the run's device profile; nil when the run priced nothing.
    public var phone: HitchSummary?

    /// The summaries of a run.
    package init(cpu: HitchSummary, wall: HitchSummary, phone: HitchSummary?) {
        self.cpu = cpu
        self.wall = wall
        self.phone = phone
    }

    /// The summary on `clock` (the CPU's on the instruction clock; nil for the phone without a profile).
    public subscript(clock: TimingClock) -> HitchSummary? {
        switch clock {
        case .cpu, .instructions: cpu
        case .wall: wall
        case .phone: phone
        }
    }
}
