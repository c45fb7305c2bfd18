extension JSONReader {
    /// Reads the next value, which must be an object, calling `body` with each key and the reader at
    /// that key's value, which `body` must consume. A key that appears twice is passed twice: the
    /// reader keeps no keys, so its memory does not grow with the object; callers refuse duplicates of
    /// the fields they read.
    package mutating func readObject(_ body: (inout JSONReader, String) throws(JSONError) -> Void) throws(JSONError) {
        try beginObject()
        while let key = try nextKey() {
            try body(&self, key)
        }
    }

    /// Reads the next value, which must be an array, calling `body` with the reader at each element,
    /// which `body` must consume.
    package mutating func readArray(_ body: (inout JSONReader) throws(JSONError) -> Void) throws(JSONError) {
        try beginArray()
        while try nextElement() {
            try body(&self)
        }
    }

    /// Reads a whole document whose top level should be an object, calling `body` for each of its keys
    /// as `readObject` does, then checks that nothing follows; false, with the whole document checked
    /// all the same, when the top level is something else.
    package mutating func readDocumentObject(_ body: (inout JSONReader, String) throws(JSONError) -> Void) throws(JSONError) -> Bool {
        let isObject = try peek() == .object
        if isObject { try readObject(body) } else { try skipValue() }
        try finish()
        return isObject
    }
}
