/// The rows of a frame or vsync table as read, packed: 24 bytes a row (its start and duration in ns, and the index
/// of its display and process among the few distinct ones), in blocks, so an export of a GiB holding millions of
/// rows costs a third of what spans with their strings would. Each `Span` is made when read.
struct InstrumentsSpans: RandomAccessCollection {
    typealias Span = InstrumentsRecording.Span

    /// One row as stored.
    private struct Row {
        var start: Int64
        var duration: Int64
        /// Its index in `places`.
        var place: UInt32
    }

    /// What many rows share: the display and process.
    private struct Place: Hashable {
        var display: String?
        var pid: Int64?
    }

    private var rows = ChunkedRows<Row>()
    private var places = InternedValues<Place>()

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    subscript(position: Int) -> Span {
        let row = rows[position]
        let place = places[row.place]
        return Span(start: row.start, duration: row.duration, display: place.display, pid: place.pid)
    }

    /// Adds a row read.
    mutating func append(_ span: Span) {
        let place = places.index(of: Place(display: span.display, pid: span.pid))
        rows.append(Row(start: span.start, duration: span.duration, place: place))
    }

    /// Removes the rows `shouldRemove` picks, keeping the others in order, in place.
    mutating func removeAll(where shouldRemove: (Span) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            rows[kept] = rows[index]
            kept += 1
        }
        rows.removeLast(rows.count - kept)
    }

    /// Puts the rows in time order, in place; rows already in order are not touched.
    mutating func sortByStart() {
        guard !zip(rows.dropFirst(), rows).allSatisfy({ $0.start >= $1.start }) else { return }
        rows.sort { $0.start < $1.start }
    }

    /// Puts the rows in order of start, then duration, and keeps one row of each start and duration (a stage table
    /// can list one commit or render more than once), in place.
    mutating func sortDroppingRepeats() {
        let before = { (a: Row, b: Row) in a.start != b.start ? a.start < b.start : a.duration < b.duration }
        // Sorting copies the rows out and back; an export lists its rows in time order, so most tables need none.
        if !zip(rows.dropFirst(), rows).allSatisfy({ !before($0, $1) }) { rows.sort(by: before) }
        var kept = 0
        for index in rows.indices
        where kept == 0 || rows[kept - 1].start != rows[index].start || rows[kept - 1].duration != rows[index].duration {
            rows[kept] = rows[index]
            kept += 1
        }
        rows.removeLast(rows.count - kept)
    }

    /// Hands every row to `body` in order, letting go of the rows as it goes (`ChunkedRows.consume`); no row is left.
    mutating func consume(_ body: (Span) -> Void) {
        let places = self.places
        rows.consume { row in
            let place = places[row.place]
            body(Span(start: row.start, duration: row.duration, display: place.display, pid: place.pid))
        }
    }
}
