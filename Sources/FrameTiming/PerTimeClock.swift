/// One value for each time clock: the host's CPU and wall clocks and the phone model (the instruction clock,
/// which times Valgrind's emulation, shares the CPU's).
package struct PerTimeClock<Value> {
    /// On the host's thread CPU time (and the instruction clock).
    package var cpu: Value
    /// On the host's wall time.
    package var wall: Value
    /// On the phone model.
    package var phone: Value

    /// The same value on every clock.
    package init(all value: Value) {
        cpu = value
        wall = value
        phone = value
    }

    /// The value on `clock`.
    package subscript(clock: TimingClock) -> Value {
        get {
            switch clock {
            case .cpu, .instructions: cpu
            case .wall: wall
            case .phone: phone
            }
        }
        set {
            switch clock {
            case .cpu, .instructions: cpu = newValue
            case .wall: wall = newValue
            case .phone: phone = newValue
            }
        }
    }
}

extension PerTimeClock: Equatable where Value: Equatable {}
extension PerTimeClock: Sendable where Value: Sendable {}
