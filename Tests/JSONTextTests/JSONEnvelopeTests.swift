import Testing

@testable import JSONText

/// The envelope every HitchBench JSON file shares, checked once for traces, baselines and sweeps.
@Suite struct JSONEnvelopeTests {
    static func problem(_ text: String, older: [String: String] = [:]) -> String? {
        var seen: [String] = []
        do {
            try JSONEnvelope.read(Array(text.utf8), format: "f/1", known: ["a", "b"], older: older) { reader, key throws(JSONError) in
                seen.append(key)
                try reader.skipValue()
            }
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aDocumentOfTheFormatIsAccepted() {
        #expect(Self.problem(#"{"format": "f/1", "a": 1, "c": [1, 2]}"#) == nil)
    }

    @Test func brokenJSONIsNamedWithItsPlace() {
        #expect(Self.problem(#"{"format": "f/1", "a": }"#)?.hasPrefix("not valid JSON (line 1, column") == true)
    }

    @Test func aTopLevelThatIsNotAnObjectIsRefused() {
        #expect(Self.problem("[1]") == "top level is not a JSON object")
    }

    /// Only the fields the format knows count: an unknown field twice is passed over, as unknown fields are.
    @Test func aKnownFieldTwiceIsRefusedAndAnUnknownOneIsNot() {
        #expect(Self.problem(#"{"format": "f/1", "a": 1, "a": 2}"#) == #"field "a" appears twice"#)
        #expect(Self.problem(#"{"format": "f/1", "z": 1, "z": 2}"#) == nil)
    }

    /// A duplicate is reported before the format, whatever the order of the fields.
    @Test func problemsComeInAFixedOrder() {
        #expect(Self.problem(#"{"format": "g/1", "b": 1, "b": 2}"#) == #"field "b" appears twice"#)
        #expect(Self.problem(#"{"a": 1}"#) == #"missing field "format" (expected "f/1")"#)
        #expect(Self.problem(#"{"format": 7}"#) == #"unsupported format 7 (expected "f/1")"#)
    }

    @Test func anOlderFormatGetsWhatTheCallerSaysOfIt() {
        #expect(Self.problem(#"{"format": "f/0"}"#, older: ["f/0": "is f/0; refresh it"]) == "is f/0; refresh it")
    }
}
