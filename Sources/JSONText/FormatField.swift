/// One field of a file format, described once: its name, the kind of JSON value it holds, whether it may be
/// `null`, and what the docs' table says of its type or unit. ResultFiles describes every format it writes with
/// these (`ResultFormats`), and the writers, the docs and the plot scripts are checked against them.
package struct FormatField: Equatable, Sendable {
    /// The kind of JSON value a field holds.
    package enum Kind: String, Sendable {
        /// A string.
        case string
        /// A whole number.
        case integer
        /// Any number.
        case number
        /// `true` or `false`.
        case boolean
        /// An object.
        case object
        /// An array.
        case array
    }

    /// The field's name in the file.
    package let name: String
    /// The kind of value it holds when not `null`.
    package let kind: Kind
    /// Whether it may be `null`.
    package let nullable: Bool
    /// The README table's type or unit cell for it (`ms`, `s or \`null\``, `array of strings`).
    package let doc: String

    /// A field called `name` holding a `kind` (or `null` when `nullable`), described in the docs as `doc`.
    package init(_ name: String, _ kind: Kind, _ doc: String, nullable: Bool = false) {
        self.name = name
        self.kind = kind
        self.nullable = nullable
        self.doc = doc
    }

    /// A count (`count` in the docs).
    package static func count(_ name: String) -> FormatField { FormatField(name, .integer, "count") }
    /// Milliseconds (`ms` in the docs).
    package static func ms(_ name: String) -> FormatField { FormatField(name, .number, "ms") }
    /// Seconds (`s` in the docs).
    package static func seconds(_ name: String) -> FormatField { FormatField(name, .number, "s") }
    /// A number that may be null, its unit followed by "or `null`" in the docs.
    package static func optional(_ name: String, _ kind: Kind, _ unit: String) -> FormatField {
        FormatField(name, kind, unit + " or `null`", nullable: true)
    }
}

/// A part of a format whose fields are described together: a result's summary, a frame, a compare row.
package struct FormatSection: Equatable, Sendable {
    /// The section's name as `formats.json` and the plot scripts call it (`result.summary`).
    package let name: String
    /// The README heading whose table lists these fields (nil when the README describes them in prose).
    package let heading: String?
    /// The fields, in the order the writer writes them.
    package let fields: [FormatField]

    /// The field called `name`, if the section has one.
    package subscript(_ name: String) -> FormatField? { fields.first { $0.name == name } }

    /// A section called `name` of `fields`, listed in the README table under `heading` (nil: described in prose).
    package init(name: String, heading: String?, fields: [FormatField]) {
        self.name = name
        self.heading = heading
        self.fields = fields
    }

    /// The description as JSON, for the plot scripts: each field's kind and whether it may be null.
    package var json: JSONValue {
        .object(fields.map { ($0.name, .object([("kind", .string($0.kind.rawValue)), ("nullable", .bool($0.nullable))])) }, .lines)
    }
}
