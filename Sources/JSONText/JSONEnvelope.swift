/// The parts every JSON file HitchBench reads shares, checked in one place: the bytes are one JSON object, each
/// field the format knows appears once, and its `format` tag is the one expected. The file's own fields are
/// handed, one at a time, to the caller's reader; a problem with them is the caller's to report, after these.
package enum JSONEnvelope {
    /// Walks `bytes` as a document of format `format` whose fields are `known` (besides `format`), calling
    /// `field` for each known field's first occurrence (unknown fields are passed over unread). Throws the
    /// first envelope problem, in this order: not JSON, not an object, a known field twice, a missing or other
    /// format (`older` maps a previous format tag to what to say of it).
    package static func read(
        _ bytes: [UInt8], format expected: String, known: Set<String>, older: [String: String] = [:],
        field: (inout JSONReader, String) throws(JSONError) -> Void
    ) throws(JSONEnvelopeError) {
        var reader = JSONReader(bytes)
        var seen = Set<String>()
        var duplicate: String?
        var format: JSONScalar?
        let isObject: Bool
        do {
            isObject = try reader.readDocumentObject { reader, key throws(JSONError) in
                guard key == "format" || known.contains(key) else { return try reader.skipValue() }
                guard seen.insert(key).inserted else {
                    duplicate = duplicate ?? key
                    return try reader.skipValue()
                }
                if key == "format" { format = try reader.readScalar() } else { try field(&reader, key) }
            }
        } catch {
            throw JSONEnvelopeError(reason: "not valid JSON (\(error.description))")
        }
        guard isObject else { throw JSONEnvelopeError(reason: "top level is not a JSON object") }
        if let duplicate { throw JSONEnvelopeError(reason: "field \(JSONText.quotedExcerpt(duplicate)) appears twice") }
        guard let format else { throw JSONEnvelopeError(reason: "missing field \"format\" (expected \"\(expected)\")") }
        if let tag = format.string, let said = older[tag] { throw JSONEnvelopeError(reason: said) }
        guard format.string == expected else {
            let found: String =
                switch format {
                case .string(let text): JSONText.quotedExcerpt(text)
                case .number(let number): number.exactInt.map(String.init) ?? "\(number.double)"
                case .bool(let flag): "\(flag)"
                case .null: "null"
                case .array: "an array"
                case .object: "an object"
                }
            throw JSONEnvelopeError(reason: "unsupported format \(found) (expected \"\(expected)\")")
        }
    }
}

/// Why a file is not a document of its format: one phrase, which the caller prefixes with the file's name.
package struct JSONEnvelopeError: Error, Equatable, Sendable {
    /// What is wrong, without the file's name.
    package let reason: String
}
