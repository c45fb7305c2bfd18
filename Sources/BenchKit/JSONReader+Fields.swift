import JSONText

extension JSONReader {
    /// An object of whole numbers, as result files hold counters; nil (with the value passed over)
    /// when the value is not such an object.
    mutating func readIntMap() throws(JSONError) -> [String: Int]? {
        guard try peek() == .object else {
            try skipValue()
            return nil
        }
        var map: [String: Int]? = [:]
        try readObject { reader, key throws(JSONError) in
            let value = try reader.readScalar().int
            if let value { map?[key] = value } else { map = nil }
        }
        return map
    }

    /// An array whose elements `element` turns into values, or nil (with the value passed over) when
    /// it is not an array, it has more than `limit` elements or an element does not fit.
    mutating func readList<T>(limit: Int, _ element: (JSONScalar) -> T?) throws(JSONError) -> [T]? {
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

extension String {
    /// A name from an input file as a message shows it: as is when plain, quoted and cut otherwise.
    var asFieldName: String {
        let plain = !isEmpty && count <= 60 && unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.!".unicodeScalars.contains($0)) && $0.isASCII
        }
        return plain ? self : JSONText.quotedExcerpt(self)
    }
}
