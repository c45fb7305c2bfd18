extension JSONReader {
    /// Most names an object of counters may hold: runs have 8 counters and 5 effects.
    package static let maxNamedCounts = 64

    /// An object of whole numbers, as result files hold counters; nil (with the value passed over)
    /// when the value is not such an object, names a value twice or has more than `maxNamedCounts`.
    package mutating func readIntMap() throws(JSONError) -> [String: Int]? {
        guard try peek() == .object else {
            try skipValue()
            return nil
        }
        var map: [String: Int]? = [:]
        try beginObject()
        while let key = try nextKey() {
            guard let count = map?.count, count < Self.maxNamedCounts, map?[key] == nil, let value = try readScalar().int else {
                map = nil
                try skipValue()
                continue
            }
            map?[key] = value
        }
        return map
    }

    /// An array whose elements `element` turns into values, or nil (with the value passed over) when
    /// it is not an array, it has more than `limit` elements or an element does not fit.
    package mutating func readList<T>(limit: Int, _ element: (JSONScalar) -> T?) throws(JSONError) -> [T]? {
        guard try peek() == .array else {
            try skipValue()
            return nil
        }
        var list: [T]? = []
        try readArray { reader throws(JSONError) in
            let value = element(try reader.readScalar())
            if let value, let count = list?.count, count < limit { list?.append(value) } else { list = nil }
        }
        return list
    }
}

/// The fields of one object that a loader reads, each kept once: a second occurrence is remembered
/// as a problem instead of replacing the first, and other fields are passed over unseen.
package struct KnownFields {
    /// The fields read.
    package let names: Set<String>
    /// Each field's first value.
    package private(set) var values: [String: JSONScalar] = [:]
    /// The first field given twice.
    package private(set) var duplicate: String?

    /// Reads the fields `names`.
    package init(_ names: Set<String>) { self.names = names }

    /// Reads `key`'s value when it is a known field, else passes over it.
    package mutating func read(_ key: String, from reader: inout JSONReader) throws(JSONError) {
        guard names.contains(key) else { return try reader.skipValue() }
        if values[key] != nil { duplicate = duplicate ?? key }
        values[key] = try reader.readScalar()
    }

    /// The first value of the field `name`, if given.
    package subscript(_ name: String) -> JSONScalar? { values[name] }
}

extension String {
    /// A name from an input file as a message shows it: as is when plain, quoted and cut otherwise.
    package var asFieldName: String {
        let plain =
            !isEmpty && count <= 60
            && unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.!".unicodeScalars.contains($0))
            }
        return plain ? self : JSONText.quotedExcerpt(self)
    }
}
