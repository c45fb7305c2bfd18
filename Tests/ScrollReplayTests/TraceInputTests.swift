import Foundation
import TestSupport
import Testing

@testable import ScrollReplay

/// Traces as the outside world offers them: files of any size or kind, fields in any order, extras.
@Suite("Trace input")
struct TraceInputTests {
    static let series = TraceLoaderTests.series
    static let header = #""format":"hitchbench-trace/1","name":"t""#

    static func load(_ text: String) throws(TraceError) -> Trace {
        try TraceLoader.load(data: Data(text.utf8), knownSeries: series)
    }

    /// The count is exact although events past the limit are only counted, never decoded.
    @Test func tooManyEventsAreCountedExactly() {
        let events = Array(repeating: #"{"t":0,"type":"touchUp"}"#, count: TraceLimits.maxEvents + 2).joined(separator: ",")
        #expect(throws: TraceError("too many events (100002 > 100000)")) {
            try Self.load("{\(Self.header),\"events\":[\(events)]}")
        }
    }

    @Test func theFirstBadEventIsReportedWhenSeveralAre() {
        #expect(throws: TraceError("field \"x\" is not a number", eventIndex: 1)) {
            try Self.load(#"{\#(Self.header),"events":[{"t":0,"type":"end"},{"t":1,"type":"touchDown","x":true},5]}"#)
        }
    }

    /// Whole-file problems win over event problems wherever the fields stand in the file.
    @Test func aWrongFormatAfterABadEventIsReportedFirst() {
        #expect(throws: TraceError("unsupported format \"other/1\" (expected \"hitchbench-trace/1\")")) {
            try Self.load(#"{"events":[{"t":"x","type":"end"}],"name":"t","format":"other/1"}"#)
        }
    }

    @Test func aFormatThatIsNotAStringIsDescribed() {
        #expect(throws: TraceError("unsupported format 3 (expected \"hitchbench-trace/1\")")) {
            try Self.load(#"{"format":3,"name":"t","events":[]}"#)
        }
    }

    @Test func unknownFieldsAreIgnoredWhateverTheyHold() throws {
        let trace = try Self.load(#"{\#(Self.header),"extra":{"deep":[[1],[2,{"a":null}]]},"events":[{"t":0,"type":"end","note":[1,2]}]}"#)
        #expect(trace.events == [TraceEvent(timeSeconds: 0, kind: .end)])
    }

    @Test func aDuplicateFieldIsRefused() {
        #expect(throws: TraceError("field \"name\" appears twice")) {
            try Self.load(#"{\#(Self.header),"name":"u","events":[{"t":0,"type":"end"}]}"#)
        }
    }

    @Test func aDuplicateEventFieldNamesTheEvent() {
        #expect(throws: TraceError("duplicate field \"t\"", eventIndex: 0)) {
            try Self.load(#"{\#(Self.header),"events":[{"t":0,"t":1,"type":"end"}]}"#)
        }
    }

    @Test func brokenJSONNamesLineAndColumn() {
        #expect(throws: TraceError("not valid JSON (line 2, column 32: expected ',' or ']', found '{')")) {
            try Self.load("{\(Self.header),\n\"events\":[{\"t\":0,\"type\":\"end\"} {}]}")
        }
    }

    @Test func anOutOfRangeNumberIsNotValidJSON() {
        #expect(throws: TraceError("not valid JSON (line 1, column 58: number 1e400 is out of range)")) {
            try Self.load(#"{\#(Self.header),"events":[{"t":1e400,"type":"end"}]}"#)
        }
    }

    /// Text quoted from the input is escaped and cut, so the error stays one short line.
    @Test func quotedInputKeepsTheMessageOnOneLine() throws {
        let type = "a\nb" + String(repeating: "x", count: 1000)
        do {
            _ = try Self.load("{\(Self.header),\"events\":[{\"t\":0,\"type\":\(Trace.quoted(type))}]}")
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.count < 120)
        }
    }
}

extension Trace {
    fileprivate static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
