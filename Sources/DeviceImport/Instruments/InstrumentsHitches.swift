/// The rows of a hitch table as read, packed as the run keeps them (`DeviceRun.Hitches`): each row's start,
/// duration and whether it counts, and the index of its kind — process, display, type and narrative, a handful of
/// distinct values in a table of millions of rows — so the import sorts and marks them in place and hands the
/// same rows to the run. Each `Hitch` is made when read.
struct InstrumentsHitches: RandomAccessCollection {
    /// One hitch as the table lists it.
    struct Hitch {
        var start: Int64, duration: Int64
        var pid: Int64?, processName: String?
        var isSystem: Bool?
        var display: String?
        var type: String?
        var narrative: String?
    }

    /// What many rows share: everything of a `Hitch` but its times.
    struct Kind: Hashable {
        var pid: Int64?, processName: String?
        var isSystem: Bool?
        var display: String?
        var type: String?
        var narrative: String?
    }

    private(set) var rows = ChunkedRows<DeviceRun.Hitches.Row>()
    /// The distinct kinds, in order of first appearance.
    private var kinds = InternedValues<Kind>()

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    subscript(position: Int) -> Hitch {
        let row = rows[position]
        let kind = kinds[row.kind]
        return Hitch(
            start: row.startNanoseconds, duration: row.durationNanoseconds, pid: kind.pid, processName: kind.processName,
            isSystem: kind.isSystem, display: kind.display, type: kind.type, narrative: kind.narrative)
    }

    /// Adds a row read.
    mutating func append(_ hitch: Hitch) {
        let kind = Kind(
            pid: hitch.pid, processName: hitch.processName, isSystem: hitch.isSystem, display: hitch.display, type: hitch.type,
            narrative: hitch.narrative)
        rows.append(
            DeviceRun.Hitches.Row(
                startNanoseconds: hitch.start, durationNanoseconds: hitch.duration, kind: kinds.index(of: kind), counted: false))
    }

    /// Whether the row at `position` is counted as the app's.
    func isCounted(_ position: Int) -> Bool { rows[position].counted }

    /// Marks the row at `position` as counted.
    mutating func count(_ position: Int) { rows[position].counted = true }

    /// The kinds of the counted rows with how many rows each, in order of first appearance; kinds without a
    /// counted row left out.
    func countedByKind() -> [(kind: Kind, count: Int)] {
        var counts = Array(repeating: 0, count: kinds.values.count)
        for row in rows where row.counted { counts[Int(row.kind)] += 1 }
        return zip(kinds.values, counts).filter { $0.1 > 0 }.map { (kind: $0.0, count: $0.1) }
    }

    /// Puts the rows in time order, ties in the table's order; rows already in order are not touched.
    mutating func sortByStart() {
        guard !zip(rows.dropFirst(), rows).allSatisfy({ $0.startNanoseconds >= $1.startNanoseconds }) else { return }
        let order = rows.indices.sorted { (rows[$0].startNanoseconds, $0) < (rows[$1].startNanoseconds, $1) }
        let unsorted = rows
        rows = ChunkedRows(order.lazy.map { unsorted[$0] })
    }

    /// The run's hitches: the same rows (not copied), each kind made the run's by `kind`.
    func runHitches(_ kind: (Kind) -> DeviceRun.Hitches.Kind) -> DeviceRun.Hitches {
        DeviceRun.Hitches(rows: rows, kinds: kinds.values.map(kind))
    }
}
