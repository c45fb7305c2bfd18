/// A JSON number: always finite, with its exact integer value when the literal is a whole number.
package struct JSONNumber: Equatable, Sendable {
    /// The value, correctly rounded.
    package var double: Double
    /// The exact value when the literal has no fraction or exponent and fits an `Int`.
    package var exactInt: Int?

    /// Creates a number; `exactInt` is the literal's exact value when it is a whole number.
    package init(double: Double, exactInt: Int? = nil) {
        self.double = double
        self.exactInt = exactInt
    }

    /// The value as an `Int` when it is whole: exact for integer literals, else when the double is
    /// integral and small enough (≤ 2^53) to be exact.
    package var int: Int? {
        if let exactInt { return exactInt }
        guard double == double.rounded(), abs(double) <= 9_007_199_254_740_992 else { return nil }
        return Int(double)
    }
}
