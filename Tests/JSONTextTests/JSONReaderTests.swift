import JSONText
import Testing

@Suite("JSON reader")
struct JSONReaderTests {
    /// Checks a whole document by skipping it, as a loader does with fields it ignores.
    static func skipAll(_ text: String) throws(JSONError) {
        var reader = JSONReader(Array(text.utf8))
        try reader.skipValue()
        try reader.finish()
    }

    static func scalar(_ text: String) throws(JSONError) -> JSONScalar {
        var reader = JSONReader(Array(text.utf8))
        let value = try reader.readScalar()
        try reader.finish()
        return value
    }

    @Test(arguments: [
        "{}", "[]", " {\"a\" : [1, -2.5e3, true, false, null, \"x\"], \"b\": {\"c\": {}}}\n", "0", "-0", "\"\"",
        "[[[[]]]]", "{\"\": 1}", "1E+2", "\u{FEFF}{}", "\"\\ud83d\\ude00\\n\\u00e9\"",
    ])
    func validDocumentsAreAccepted(text: String) throws {
        try Self.skipAll(text)
    }

    @Test(arguments: [
        ("", "unexpected end of input"),
        ("{", "unexpected end of input"),
        ("[1,]", "unexpected ']'"),
        ("[,1]", "unexpected ','"),
        ("{\"a\":1,}", "expected a key string, found '}'"),
        ("{\"a\" 1}", "expected ':', found '1'"),
        ("{a:1}", "expected a key string, found 'a'"),
        ("[1 2]", "expected ',' or ']', found '2'"),
        ("01", "leading zero"),
        ("1.x", "expected a digit, found 'x'"),
        ("1.", "unexpected end of input"),
        (".5", "unexpected '.'"),
        ("+1", "unexpected '+'"),
        ("1e", "unexpected end of input"),
        ("-", "unexpected end of input"),
        ("NaN", "unexpected 'N'"),
        ("Infinity", "unexpected 'I'"),
        ("tru", "unexpected 't'"),
        ("nul", "unexpected 'n'"),
        ("\"abc", "unterminated string"),
        ("\"a\tb\"", "control character byte 0x9 in a string"),
        ("\"\\x\"", "invalid escape \\'x'"),
        ("\"\\u12\"", "expected a hex digit"),
        ("\"\\ud800\"", "unpaired surrogate"),
        ("\"\\udc00\"", "unpaired surrogate"),
        ("{} {}", "'{' after the end of the document"),
        ("[1]]", "']' after the end of the document"),
    ])
    func invalidDocumentsAreRefused(text: String, reason: String) {
        #expect(throws: JSONError.self) { try Self.skipAll(text) }
        do {
            try Self.skipAll(text)
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test(arguments: ["1e400", "-1e400", "[1e999]"])
    func numbersBeyondADoubleAreRefusedWhenRead(text: String) {
        #expect(throws: JSONError.self) { _ = try Self.scalar(text.hasPrefix("[") ? String(text.dropFirst().dropLast()) : text) }
    }

    /// A value nobody reads is checked against the grammar only, so its size does not matter.
    @Test func numbersBeyondADoubleAreAcceptedWhenSkipped() throws {
        try Self.skipAll("[1e400, -1e999]")
    }

    @Test func invalidUTF8InASkippedStringIsRefused() {
        var reader = JSONReader([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])
        #expect(throws: JSONError(line: 1, column: 3, reason: "invalid UTF-8 in a string")) { try reader.skipValue() }
    }

    @Test func invalidUTF8InAStringIsRefused() {
        var reader = JSONReader([0x22, 0xC3, 0x28, 0x22])
        #expect(throws: JSONError(line: 1, column: 2, reason: "invalid UTF-8 in a string")) { try reader.readString() }
    }

    @Test func aByteOutsideASCIIOutsideAStringIsNamedInHex() {
        var reader = JSONReader([0xFF])
        #expect(throws: JSONError(line: 1, column: 1, reason: "unexpected byte 0xFF")) { try reader.skipValue() }
    }

    @Test func errorsNameLineAndColumn() {
        #expect(throws: JSONError(line: 3, column: 3, reason: "expected ',' or '}', found '\"'")) {
            try Self.skipAll("{\n\"a\": 1\n  \"b\": 2}")
        }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let deep = String(repeating: "[", count: JSONReader.maxDepth + 1) + String(repeating: "]", count: JSONReader.maxDepth + 1)
        #expect(throws: JSONError.self) { try Self.skipAll(deep) }
        let allowed = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)
        #expect(throws: Never.self) { try Self.skipAll(allowed) }
    }

    @Test func scalarsKeepTheirTypes() throws {
        #expect(try Self.scalar("true") == .bool(true))
        #expect(try Self.scalar("null") == .null)
        #expect(try Self.scalar("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"").string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try Self.scalar("\"\\u00e9\\ud83d\\ude00\"").string == "é😀")
        #expect(try Self.scalar("[1, {\"a\": []}]") == .array)
        #expect(try Self.scalar("{\"a\": [1, 2]}") == .object)
    }

    @Test func booleansAreNotNumbers() throws {
        #expect(try Self.scalar("true").double == nil)
        #expect(try Self.scalar("false").int == nil)
    }

    @Test func wholeNumbersAreExactBeyondADouble() throws {
        #expect(try Self.scalar("9007199254740993").int == 9_007_199_254_740_993)
        #expect(try Self.scalar("-9223372036854775808").int == Int.min)
        #expect(try Self.scalar("9223372036854775808").int == nil)
        #expect(try Self.scalar("9223372036854775808").double == 9_223_372_036_854_775_808)
    }

    @Test func fractionsAreIntegersOnlyWhenWhole() throws {
        #expect(try Self.scalar("2.0").int == 2)
        #expect(try Self.scalar("1e3").int == 1000)
        #expect(try Self.scalar("2.5").int == nil)
        #expect(try Self.scalar("2.5").double == 2.5)
        #expect(try Self.scalar("-0").double?.sign == .minus)
    }

    @Test func aWalkVisitsKeysAndElementsInOrder() throws {
        var reader = JSONReader(Array(#"{"a": [1, "two", [3]], "b": {"c": null}, "d": 4}"#.utf8))
        var seen: [String] = []
        try reader.beginObject()
        while let key = try reader.nextKey() {
            seen.append(key)
            switch key {
            case "a":
                try reader.beginArray()
                while try reader.nextElement() { seen.append("\(try reader.readScalar())") }
            default:
                try reader.skipValue()
            }
        }
        try reader.finish()
        #expect(seen == ["a", "\(JSONScalar.number(JSONNumber(double: 1, exactInt: 1)))", "string(\"two\")", "array", "b", "d"])
    }

    @Test func beginningTheWrongContainerIsRefused() {
        var reader = JSONReader(Array("[1]".utf8))
        #expect(throws: JSONError(line: 1, column: 1, reason: "expected an object")) { try reader.beginObject() }
    }
}

@Suite("JSON reader containers")
struct JSONReaderContainerTests {
    @Test func readObjectVisitsEveryKeyWithItsValue() throws {
        var reader = JSONReader(Array(#"{"a": 1, "b": [true], "c": "x"}"#.utf8))
        var seen: [String: JSONScalar] = [:]
        try reader.readObject { reader, key throws(JSONError) in seen[key] = try reader.readScalar() }
        try reader.finish()
        #expect(seen == ["a": .number(JSONNumber(double: 1, exactInt: 1)), "b": .array, "c": .string("x")])
    }

    @Test func readObjectPassesARepeatedKeyEachTime() throws {
        var reader = JSONReader(Array(#"{"a": 1, "a": 2}"#.utf8))
        var values: [Int] = []
        try reader.readObject { reader, _ throws(JSONError) in values.append(try reader.readScalar().int ?? 0) }
        #expect(values == [1, 2])
    }

    @Test func readArrayVisitsEveryElement() throws {
        var reader = JSONReader(Array("[1, 2, 3]".utf8))
        var sum = 0
        try reader.readArray { reader throws(JSONError) in sum += try reader.readScalar().int ?? 0 }
        #expect(sum == 6)
    }

    @Test func readDocumentObjectReadsAnObjectToTheEnd() throws {
        var reader = JSONReader(Array(#"{"a": 1} "#.utf8))
        var keys: [String] = []
        #expect(
            try reader.readDocumentObject { reader, key throws(JSONError) in
                keys.append(key)
                try reader.skipValue()
            })
        #expect(keys == ["a"])
    }

    @Test func readDocumentObjectChecksAnythingElseWhole() throws {
        var reader = JSONReader(Array("[1, 2]".utf8))
        let isObject = try reader.readDocumentObject { reader, _ throws(JSONError) in try reader.skipValue() }
        #expect(!isObject)
        var broken = JSONReader(Array("[1, 2".utf8))
        #expect(throws: JSONError.self) { try broken.readDocumentObject { reader, _ throws(JSONError) in try reader.skipValue() } }
    }
}
