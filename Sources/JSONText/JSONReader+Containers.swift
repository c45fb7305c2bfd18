extension JSONReader {
    /// Reads the next value, which must be an object, calling `body` with each key and the reader at
    /// that key's value, which `body` must consume. A key that appears twice is refused.
    public mutating func readObject(_ body: (inout JSONReader, String) throws(JSONError) -> Void) throws(JSONError) {
        let start = offset
        try beginObject()
        var keys = Set<String>()
        while let key = try nextKey() {
            guard keys.insert(key).inserted else {
                throw error("duplicate key \(JSONText.quotedExcerpt(key)) in the object at line \(error("", at: start).line)")
            }
            try body(&self, key)
        }
    }

    /// Reads the next value, which must be an array, calling `body` with the reader at each element,
    /// which `body` must consume.
    public mutating func readArray(_ body: (inout JSONReader) throws(JSONError) -> Void) throws(JSONError) {
        try beginArray()
        while try nextElement() {
            try body(&self)
        }
    }
}
