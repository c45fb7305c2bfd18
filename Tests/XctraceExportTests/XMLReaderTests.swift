import InputFiles
import TestSupport
import Testing

@testable import XctraceExport

/// The streaming XML reader on small documents: the events it gives, and the one reason it gives for each way
/// a document can be malformed.
@Suite struct XMLReaderTests {
    /// Every event of `text`, read through chunks of `chunk` bytes at a time.
    static func events(_ text: String, chunk: Int = 65_536) throws(XMLReadError) -> [XMLEvent] {
        var reader = XMLReader(MemoryByteSource(Array(text.utf8), chunk: chunk))
        var out: [XMLEvent] = []
        while true {
            let event = try reader.next()
            out.append(event)
            if event == .endOfDocument { return out }
        }
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try events(text)
            return nil
        } catch {
            guard case .syntax(let syntax) = error else { return "\(error)" }
            return syntax.description
        }
    }

    @Test func aSelfClosingTagIsAStartAndItsEnd() throws {
        #expect(
            try Self.events("<a><sentinel/></a>") == [
                .start(name: "a", attributes: []), .start(name: "sentinel", attributes: []), .end(name: "sentinel"), .end(name: "a"),
                .endOfDocument,
            ])
    }

    @Test func attributesKeepTheirOrderAndEitherQuote() throws {
        let events = try Self.events(#"<duration id="2" fmt='16.67 ms'>16672666</duration>"#)
        #expect(
            events == [
                .start(name: "duration", attributes: [XMLAttribute(name: "id", value: "2"), XMLAttribute(name: "fmt", value: "16.67 ms")]),
                .text("16672666"), .end(name: "duration"), .endOfDocument,
            ])
    }

    /// The five predefined entities and character references in text and attributes; CDATA is text as is.
    @Test func referencesAndCDATABecomeTheirCharacters() throws {
        let events = try Self.events(#"<s v="a&amp;b&#x20;&quot;">&lt;x&gt; &#233;<![CDATA[<raw & kept>]]>&apos;</s>"#)
        #expect(events[0] == .start(name: "s", attributes: [XMLAttribute(name: "v", value: "a&b \"")]))
        #expect(events[1] == .text("<x> é<raw & kept>'"))
    }

    /// A chunk of 1 byte splits every token; the events are the same.
    @Test func tokensSplitAcrossChunksReadTheSame() throws {
        let text = #"<?xml version="1.0"?><!-- c --><a x="1"><b>text &amp; more</b><![CDATA[z]]></a>"#
        #expect(try Self.events(text, chunk: 1) == (try Self.events(text)))
    }

    @Test func theDeclarationCommentsAndInstructionsArePassedOver() throws {
        let events = try Self.events("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- x --><?pi data?><r/>\n<!-- after -->\n")
        #expect(events == [.start(name: "r", attributes: []), .end(name: "r"), .endOfDocument])
    }

    @Test func lineBreaksAreNormalisedToLineFeeds() throws {
        #expect(try Self.events("<a>x\r\ny\rz</a>")[1] == .text("x\ny\nz"))
    }

    @Test(arguments: [
        ("", "line 1, column 1: no root element"),
        ("<a>", "line 1, column 4: unexpected end of input: <a> is not closed"),
        ("<a></b>", "line 1, column 4: </b> closes <a>"),
        ("<a><b></a>", "line 1, column 7: </a> closes <b>"),
        ("<a x=1/>", "line 1, column 6: the value of x is not quoted"),
        (#"<a x="1" x="2"/>"#, "line 1, column 15: the attribute x appears twice in <a>"),
        (#"<a x="1"y="2"/>"#, "line 1, column 9: expected white space, '>' or '/>' in the tag <a>, found 'y'"),
        ("<a>&bogus;</a>", "line 1, column 4: unknown entity &bogus;"),
        ("<a>&#0;</a>", "line 1, column 4: unknown entity &#0;"),
        ("<a>a & b</a>", "line 1, column 6: '&' that starts no reference (write &amp;)"),
        ("<a>x]]>y</a>", "line 1, column 7: ']]>' in text"),
        ("<a>\u{0}</a>", "line 1, column 4: control character byte 0x0 in text"),
        ("<a/><b/>", "line 1, column 5: a second root element"),
        ("<a/>x", "line 1, column 5: 'x' after the root element"),
        ("x<a/>", "line 1, column 1: 'x' before the root element"),
        ("<!DOCTYPE a [<!ENTITY e \"e\">]><a/>", "line 1, column 1: a DOCTYPE (HitchBench reads no DTD, so no entity can expand)"),
        ("<a><!-- x -- y --></a>", "line 1, column 11: '--' inside a comment"),
        ("<a><?xml version=\"1.0\"?></a>", "line 1, column 9: an XML declaration that is not at the start of the document"),
        ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", "line 1, column 1: encoding utf-16 is not read (xctrace writes UTF-8)"),
        ("<a>\n\n  <1/></a>", "line 3, column 4: expected an element name, found '1'"),
        ("<a b=\"<\"/>", "line 1, column 7: '<' in the value of b"),
    ])
    func malformedDocumentsAreRefusedWithWhereAndWhy(text: String, problem: String) {
        #expect(Self.problem(text) == problem)
    }

    @Test func aUTF16DocumentIsRefused() {
        var reader = XMLReader(MemoryByteSource([0xFF, 0xFE, 0x3C, 0x00]))
        #expect(throws: XMLReadError.syntax(XMLSyntaxError(line: 1, column: 1, reason: "a UTF-16 document (xctrace writes UTF-8)"))) {
            _ = try reader.next()
        }
    }

    @Test func invalidUTF8IsRefused() {
        var reader = XMLReader(MemoryByteSource(Array("<a>".utf8) + [0xC3, 0x28] + Array("</a>".utf8)))
        _ = try? reader.next()
        #expect(throws: XMLReadError.self) { _ = try reader.next() }
    }

    /// Nesting past the limit is refused instead of tracked: memory stays bounded.
    @Test func nestingDeeperThanTheLimitIsRefused() {
        let depth = XMLReader.maxDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(Self.problem(text) == "line 1, column \(3 * depth + 1): elements nested deeper than \(depth - 1) levels")
    }

    @Test func textLongerThanTheLimitIsRefused() {
        let text = "<a>" + String(repeating: "x", count: XMLReader.maxTextBytes + 1) + "</a>"
        #expect(Self.problem(text)?.hasSuffix("more than 1048576 bytes of text in <a>") == true)
    }

    /// A comment of any length is passed over without being kept.
    @Test func aLongCommentCostsNoMemory() throws {
        let text = "<a><!--" + String(repeating: "-x", count: 2_000_000) + "--></a>"
        #expect(try Self.events(text) == [.start(name: "a", attributes: []), .end(name: "a"), .endOfDocument])
    }
}
