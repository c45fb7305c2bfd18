/// An xctrace export opened by its root element: tables (`<trace-query-result>`, from `--xpath`) to read row
/// by row, or a table of contents (`<trace-toc>`, from `--toc`), read whole (it is small).
package enum XctraceDocument {
    /// A document of tables, positioned before its first `<node>`.
    case tables(XctraceTableReader)
    /// A table of contents.
    case toc(XctraceTOC)

    /// Reads `source` up to its root element and opens it; anything else than the two roots is refused. With
    /// `readColumns` (the columns read of a table, by schema name; nil for all of them), the source is first read
    /// through once for the ids that the read cells refer to (`XctraceReferenceScan`), so the tables keep only
    /// those values; without it, every value is kept.
    package static func open(
        _ source: some XMLByteSource, readColumns: ((String) -> Set<String>?)? = nil
    ) throws(XctraceError) -> XctraceDocument {
        var source: any XMLByteSource = source
        var references: XctraceReferenceScan.Tables?
        if let readColumns {
            references = try XctraceReferenceScan.scan(source, readColumns: readColumns)
            do {
                try source.rewind()
            } catch {
                throw XctraceError(reason: error.reason)
            }
        }
        var xml = XMLReader(source)
        let first: XMLEvent
        do {
            first = try xml.next()
        } catch {
            switch error {
            case .input(let input): throw XctraceError(reason: input.reason)
            case .syntax(let syntax): throw XctraceError(line: syntax.line, column: syntax.column, reason: syntax.reason)
            }
        }
        guard case .start(let root, _) = first else { throw XctraceError(reason: "no root element") }
        switch root {
        case "trace-query-result": return .tables(XctraceTableReader(continuing: xml, references: references, readColumns: readColumns))
        case "trace-toc": return .toc(try XctraceTOC.read(&xml))
        default:
            throw XctraceError(
                reason: "not an xctrace export: the root element is <\(root)> (expected <trace-query-result> from "
                    + "'xctrace export --xpath', or <trace-toc> from '--toc')")
        }
    }
}
