/// SplitMix64: a tiny, well-mixed generator whose output depends only on the seed.
///
/// `SystemRandomNumberGenerator` and Foundation's generators differ between platforms and runs;
/// the benchmark needs the same data on every machine, so it carries its own.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole output is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 pseudo-random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0...upperBound`, without modulo bias (Lemire's multiply-shift with rejection).
    package mutating func wholeNumber(upTo upperBound: UInt64) -> UInt64 {
        let range = upperBound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = next().multipliedFullWidth(by: range) }
        }
        return product.high
    }
}
