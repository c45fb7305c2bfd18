/// A field described once (`FormatField`) with how a writer makes its value from a `Source`: the list of these is
/// both what a writer writes, in order, and the section `ResultFormats` describes.
package struct WrittenField<Source>: Sendable {
    /// The field's description.
    package let field: FormatField
    /// Its value in `source`.
    package let value: @Sendable (_ source: Source) -> JSONValue

    /// A field described as `field` whose value `value` makes.
    package init(_ field: FormatField, _ value: @escaping @Sendable (Source) -> JSONValue) {
        self.field = field
        self.value = value
    }

    /// A whole number of things (`count`).
    package static func count(_ name: String, _ value: @escaping @Sendable (Source) -> Int) -> Self {
        Self(.count(name)) { .int(value($0)) }
    }

    /// Milliseconds to 4 decimals (`ms`).
    package static func ms(_ name: String, _ value: @escaping @Sendable (Source) -> Double) -> Self {
        Self(.ms(name)) { .fixed(value($0), decimals: 4) }
    }
}

extension Array {
    /// The object these fields make of `source`, in order.
    package func object<Source>(_ source: Source, _ layout: JSONLayout = .inline) -> JSONValue where Element == WrittenField<Source> {
        .object(map { ($0.field.name, $0.value(source)) }, layout)
    }

    /// The section these fields describe.
    package func section<Source>(_ name: String, heading: String?) -> FormatSection where Element == WrittenField<Source> {
        FormatSection(name: name, heading: heading, fields: map(\.field))
    }
}
