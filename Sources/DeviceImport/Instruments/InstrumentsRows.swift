/// A row of a table that `InstrumentsRows` packs: its two times, and the rest (display, process, name), which many
/// rows share.
protocol PackedRow: Hashable {
    /// The time in ns that rows are ordered by.
    var start: Int64 { get set }
    /// A duration or a second time, in ns.
    var duration: Int64 { get set }
}

/// The rows of a table as read, packed: 24 bytes a row (its two times in ns, and the index of the rest among the
/// few distinct ones), in blocks, so an export of a GiB holding millions of rows costs a third of what rows with
/// their strings would. Each row is made when read.
struct InstrumentsRows<Row: PackedRow>: RandomAccessCollection {
    /// One row as stored: its times, and the index of the rest in `interned`.
    private struct Packed {
        var start: Int64, duration: Int64
        var kind: UInt32
    }

    private var rows = ChunkedRows<Packed>()
    /// What the rows share: each distinct row with its times zero.
    private var interned = InternedValues<Row>()

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    /// The rows' distinct displays, processes and names, each a row with its times zero, in order of first
    /// appearance (among every row added, removed or not).
    var kinds: [Row] { interned.values }

    subscript(position: Int) -> Row { Self.row(rows[position], interned) }

    private static func row(_ packed: Packed, _ kinds: InternedValues<Row>) -> Row {
        var row = kinds[packed.kind]
        (row.start, row.duration) = (packed.start, packed.duration)
        return row
    }

    /// Adds a row read.
    mutating func append(_ row: Row) {
        var kind = row
        (kind.start, kind.duration) = (0, 0)
        rows.append(Packed(start: row.start, duration: row.duration, kind: interned.index(of: kind)))
    }

    /// Removes the rows `shouldRemove` picks, keeping the others in order, in place.
    mutating func removeAll(where shouldRemove: (Row) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            rows[kept] = rows[index]
            kept += 1
        }
        rows.removeLast(rows.count - kept)
    }

    /// Sorts the rows by `before` in place, unless they are in that order (sorting copies the rows out and back, and
    /// an export lists its rows in time order).
    private mutating func sort(by before: (Packed, Packed) -> Bool) {
        if !zip(rows.dropFirst(), rows).allSatisfy({ !before($0, $1) }) { rows.sort(by: before) }
    }

    /// Puts the rows in order of start, in place.
    mutating func sortByStart() { sort { $0.start < $1.start } }

    /// How many distinct starts the rows `isCounted` picks have; puts the rows in order of start to count them.
    mutating func distinctStarts(where isCounted: (Row) -> Bool) -> Int {
        sortByStart()
        var (count, last): (Int, Int64?) = (0, nil)
        for row in self where row.start != last && isCounted(row) { (count, last) = (count + 1, row.start) }
        return count
    }

    /// Puts the rows in order of start, then duration, and keeps one row of each start and duration (a stage table
    /// can list one commit or render more than once), in place.
    mutating func sortDroppingRepeats() {
        sort { $0.start != $1.start ? $0.start < $1.start : $0.duration < $1.duration }
        var kept = 0
        for index in rows.indices
        where kept == 0 || rows[kept - 1].start != rows[index].start || rows[kept - 1].duration != rows[index].duration {
            rows[kept] = rows[index]
            kept += 1
        }
        rows.removeLast(rows.count - kept)
    }

    /// Hands every row to `body` in order, letting go of the rows as it goes (`ChunkedRows.consume`); no row is left.
    mutating func consume(_ body: (Row) -> Void) {
        let kinds = interned
        rows.consume { body(Self.row($0, kinds)) }
    }
}
