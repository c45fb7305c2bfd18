import InputFiles

/// One attribute of a start tag, its value with references replaced and white space normalised as XML says.
package struct XMLAttribute: Equatable, Sendable {
    /// The attribute's name, as in `id`.
    package var name: String
    /// The attribute's value, as in `3`.
    package var value: String

    /// An attribute named `name` with `value`.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What the XML reader found next. A self-closing tag (`<sentinel/>`) is a start followed by its end.
package enum XMLEvent: Equatable, Sendable {
    /// A start tag with its attributes in document order.
    case start(name: String, attributes: [XMLAttribute])
    /// An end tag (or the end of a self-closing tag).
    case end(name: String)
    /// Character data between tags inside the root element, references and CDATA sections resolved; adjacent
    /// pieces are one event. White space between elements is text too.
    case text(String)
    /// The end of the document, after the root element closed.
    case endOfDocument
}

/// Why reading XML stopped: the input could not be read, or it is not well-formed XML.
package enum XMLReadError: Error, Equatable, Sendable {
    /// The file could not be read (its reason names the path).
    case input(InputFileErrorText)
    /// The bytes are not well-formed XML (or exceed one of the reader's limits) at a line and column.
    case syntax(XMLSyntaxError)
}

/// A reading failure's one line, kept as text so the error type stays `Equatable` across modules.
package struct InputFileErrorText: Equatable, Sendable {
    /// The reason without the path, as in "is a directory".
    package var reason: String
}

/// Where and why bytes are not well-formed XML.
package typealias XMLSyntaxError = SyntaxError
