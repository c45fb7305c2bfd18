/// One option a command accepts, as parsing and help see it: its name, the placeholder of its value (nil for a
/// flag), its help line and how its value is read and checked.
package struct OptionDeclaration: Sendable {
    package let name: String
    package let placeholder: String?
    package let help: String
    /// Reads and checks the value's text; a value out of range is a `UsageError` naming the option.
    package let parse: @Sendable (String) throws(UsageError) -> any Sendable
}

/// A `--name VALUE` option: declared once with its value's type, the checks that value must pass and its
/// default; a command reads it as `options[RunCommand.Options.repeat]`, so a name that is not declared does not
/// compile.
package struct Option<Value: Sendable>: Sendable {
    package let declaration: OptionDeclaration
    /// The value when the option is not given; nil when there is none (or it depends on other options).
    package let defaultValue: Value?

    package var name: String { declaration.name }

    package init(
        _ name: String, _ placeholder: String, default defaultValue: Value? = nil, help: String,
        parse: @escaping @Sendable (String) throws(UsageError) -> Value
    ) {
        declaration = OptionDeclaration(name: name, placeholder: placeholder, help: help) { text throws(UsageError) in try parse(text) }
        self.defaultValue = defaultValue
    }
}

/// A `--name` flag without a value.
package struct Flag: Sendable {
    package let declaration: OptionDeclaration
    package var name: String { declaration.name }

    package init(_ name: String, help: String) {
        declaration = OptionDeclaration(name: name, placeholder: nil, help: help) { _ throws(UsageError) in true }
    }

    /// `--help`, which every command takes.
    package static let help = Flag("help", help: "show this help")
}

extension Option<String> {
    /// Any text, as given.
    package static func text(_ name: String, _ placeholder: String, default defaultValue: String? = nil, help: String) -> Self {
        Option(name, placeholder, default: defaultValue, help: help) { $0 }
    }
}

extension Option<[String]> {
    /// A comma-separated list, each part as given (an empty part included).
    package static func list(_ name: String, _ placeholder: String, help: String) -> Self {
        Option(name, placeholder, help: help) { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}

extension Option<Int> {
    /// A whole number in `range`.
    package static func int(
        _ name: String, _ placeholder: String, in range: ClosedRange<Int>, default defaultValue: Int? = nil, help: String
    ) -> Self {
        Option(name, placeholder, default: defaultValue, help: help) { text throws(UsageError) in
            try wholeNumber(text, in: range, option: name)
        }
    }
}

extension Option<[Int]> {
    /// A comma-separated list of whole numbers in `range`.
    package static func intList(_ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String) -> Self {
        Option(name, placeholder, help: help) { text throws(UsageError) in
            var out: [Int] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                out.append(try wholeNumber(String(part), in: range, option: name))
            }
            return out
        }
    }
}

extension Option<Double> {
    /// A finite number in `range`.
    package static func number(
        _ name: String, _ placeholder: String, in range: ClosedRange<Double>, default defaultValue: Double? = nil, help: String
    ) -> Self {
        Option(name, placeholder, default: defaultValue, help: help) { text throws(UsageError) in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw UsageError(
                    "--\(name): '\(text)' is not a number in \(shortNumber(range.lowerBound))...\(shortNumber(range.upperBound))")
            }
            return value
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of `Value`'s cases, by its raw value.
    package static func choice(_ name: String, _ placeholder: String, default defaultValue: Value? = nil, help: String) -> Self {
        Option(name, placeholder, default: defaultValue, help: help) { text throws(UsageError) in
            guard let value = Value(rawValue: text) else {
                throw UsageError("--\(name): '\(text)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return value
        }
    }
}

private func wholeNumber(_ text: String, in range: ClosedRange<Int>, option: String) throws(UsageError) -> Int {
    guard let value = Int(text), range.contains(value) else {
        throw UsageError("--\(option): '\(text)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
}

private func shortNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
