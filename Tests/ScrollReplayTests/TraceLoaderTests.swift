import Foundation
import Testing

@testable import ScrollReplay

@Suite("Trace loading")
struct TraceLoaderTests {
    static let series = ["zozotown", "wear", "yahoo!Shopping", "ownedEc"]

    /// Wraps an events array in a valid trace header.
    static func trace(_ events: String) -> Data {
        Data(#"{"format":"hitchbench-trace/1","name":"t","description":"d","events":[\#(events)]}"#.utf8)
    }

    @Test func parsesEveryEventKind() throws {
        let data = Self.trace(
            """
            {"t":0,"type":"touchDown","x":300},{"t":0.1,"type":"touchMove","x":280.5},{"t":0.2,"type":"touchUp"},
            {"t":0.3,"type":"tap","x":120,"y":150},{"t":0.4,"type":"highlight","series":"wear"},
            {"t":0.5,"type":"highlight","series":null},{"t":1.5,"type":"end"}
            """)
        let trace = try TraceLoader.load(data: data, knownSeries: Self.series)
        #expect(trace.name == "t")
        #expect(trace.description == "d")
        #expect(
            trace.events.map(\.kind) == [
                .touchDown(x: 300), .touchMove(x: 280.5), .touchUp, .tap(Point2(x: 120, y: 150)),
                .highlight(series: "wear"), .highlight(series: nil), .end,
            ])
        #expect(trace.durationSeconds == 1.5)
    }

    @Test func durationWithoutEndIsLastEventTime() throws {
        let trace = try TraceLoader.load(
            data: Self.trace(#"{"t":0,"type":"tap","x":1,"y":2},{"t":2.25,"type":"touchDown","x":5}"#),
            knownSeries: [])
        #expect(trace.durationSeconds == 2.25)
    }

    /// Whole-file problems: the snippet is the entire file; no event index.
    @Test(arguments: [
        ("not json", "not valid JSON"),
        ("[1,2]", "top level is not a JSON object"),
        (#"{"name":"t","events":[]}"#, "missing field \"format\""),
        (#"{"format":"hitchbench-trace/2","name":"t","events":[]}"#, "unsupported format \"hitchbench-trace/2\""),
        (#"{"format":"hitchbench-trace/1","events":[]}"#, "missing field \"name\""),
        (#"{"format":"hitchbench-trace/1","name":5,"events":[]}"#, "field \"name\" is not a string"),
        (#"{"format":"hitchbench-trace/1","name":"t"}"#, "missing field \"events\""),
        (#"{"format":"hitchbench-trace/1","name":"t","events":{}}"#, "field \"events\" is not an array"),
        (#"{"format":"hitchbench-trace/1","name":"t","events":[]}"#, "trace has no events"),
        (#"{"format":"hitchbench-trace/1","name":"t","events":[{"t":1e400,"type":"end"}]}"#, "not valid JSON"),
    ])
    func rejectsFile(snippet: String, fragment: String) {
        do {
            _ = try TraceLoader.load(data: Data(snippet.utf8), knownSeries: Self.series)
            Issue.record("accepted \(snippet)")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(error.eventIndex == nil)
        }
    }

    /// Event problems: the snippet is the events array content; the error names the offending event.
    @Test(arguments: [
        (#"{"t":0,"type":"touchMove","x":1}"#, "touchMove before touchDown", 0),
        (#"{"t":0,"type":"touchUp"}"#, "touchUp before touchDown", 0),
        (#"{"t":0,"type":"touchDown","x":1},{"t":1,"type":"touchDown","x":2}"#, "touchDown while the finger is already down", 1),
        (#"{"t":0,"type":"touchDown","x":1},{"t":1,"type":"tap","x":2,"y":3}"#, "tap while the finger is down", 1),
        (#"{"t":1,"type":"touchDown","x":1},{"t":0.5,"type":"touchUp"}"#, "before the previous event", 1),
        (#"{"t":-1,"type":"end"}"#, "negative time", 0),
        (#"{"t":601,"type":"end"}"#, "exceeds the 600 s limit", 0),
        (#"{"t":0,"type":"end"},{"t":1,"type":"tap","x":1,"y":1}"#, "event after end", 1),
        (#"{"t":0,"type":"swipe"}"#, "unknown event type \"swipe\"", 0),
        (#"{"t":0,"type":"highlight","series":"nope"}"#, "unknown series \"nope\"", 0),
        (#"{"t":0,"type":"highlight"}"#, "missing field \"series\"", 0),
        (#"{"t":0,"type":"highlight","series":3}"#, "field \"series\" is not a string or null", 0),
        (#"{"type":"end"}"#, "missing field \"t\"", 0),
        (#"{"t":0}"#, "missing field \"type\"", 0),
        (#"{"t":0,"type":"tap","x":1}"#, "missing field \"y\"", 0),
        (#"{"t":0,"type":"touchDown"}"#, "missing field \"x\"", 0),
        (#"{"t":"0","type":"end"}"#, "field \"t\" is not a number", 0),
        (#"{"t":true,"type":"end"}"#, "field \"t\" is not a number", 0),
        (#"{"t":0,"type":"touchDown","x":1e300}"#, "outside ±10000 pt", 0),
        (#"{"t":0,"type":"tap","x":1,"y":-20000}"#, "field \"y\" = -20000.0 is outside", 0),
        (#"{"t":0,"type":"end"},7"#, "event is not a JSON object", 1),
    ])
    func rejectsEvent(events: String, fragment: String, index: Int) {
        do {
            _ = try TraceLoader.load(data: Self.trace(events), knownSeries: Self.series)
            Issue.record("accepted \(events)")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(error.eventIndex == index)
        }
    }

    @Test func rejectsTooManyEvents() {
        let events = Array(
            repeating: TraceEvent(timeSeconds: 0, kind: .highlight(series: nil)),
            count: TraceLimits.maxEvents + 1)
        #expect(throws: TraceError("too many events (100001 > 100000)")) {
            try TraceLoader.validate(Trace(name: "t", description: "", events: events), knownSeries: [])
        }
    }

    @Test func rejectsNonFiniteTimeInBuiltTrace() {
        let trace = Trace(name: "t", description: "", events: [TraceEvent(timeSeconds: .nan, kind: .end)])
        #expect(throws: TraceError("field \"t\" is not finite", eventIndex: 0)) {
            try TraceLoader.validate(trace, knownSeries: [])
        }
    }

    /// The prefix names the event as the JSON path does, counting from 0: `events[7]` is the eighth event.
    @Test func errorDescriptionIsOneLineWithEventPrefix() {
        #expect(TraceError("touchMove before touchDown", eventIndex: 7).description == "events[7]: touchMove before touchDown")
        #expect(TraceError("not valid JSON").description == "not valid JSON")
    }

    @Test func jsonRoundTripPreservesTheTrace() throws {
        let original = Trace(
            name: "round \"trip\"", description: "line\nbreak",
            events: [
                TraceEvent(timeSeconds: 0, kind: .touchDown(x: 300)),
                TraceEvent(timeSeconds: 0.0083, kind: .touchMove(x: 280.5)),
                TraceEvent(timeSeconds: 0.1, kind: .touchUp),
                TraceEvent(timeSeconds: 0.2, kind: .tap(Point2(x: 380, y: 150))),
                TraceEvent(timeSeconds: 0.3, kind: .highlight(series: "wear")),
                TraceEvent(timeSeconds: 0.4, kind: .highlight(series: nil)),
                TraceEvent(timeSeconds: 1, kind: .end),
            ])
        let loaded = try TraceLoader.load(data: original.jsonData(), knownSeries: Self.series)
        #expect(loaded == original)
    }
}
