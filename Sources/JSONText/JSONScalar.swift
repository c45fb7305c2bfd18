/// One value as `JSONReader.readScalar()` returns it: a scalar, or only the kind of an array or
/// object, which the reader has skipped without building it.
package enum JSONScalar: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its double, and its exact integer when the literal is a whole number.
    case number(JSONNumber)
    /// A string, unescaped.
    case string(String)
    /// An array, skipped whole.
    case array
    /// An object, skipped whole.
    case object

    /// The text of a string; nil for anything else.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a number; nil for anything else, booleans included.
    package var double: Double? {
        if case .number(let number) = self { return number.double }
        return nil
    }

    /// The value of a whole number (see `JSONNumber.int`); nil for anything else.
    package var int: Int? {
        if case .number(let number) = self { return number.int }
        return nil
    }
}
