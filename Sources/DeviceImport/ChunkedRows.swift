/// Rows kept in blocks of a fixed size instead of one growing buffer: memory grows by a block at a time, never by
/// copying every row into a buffer twice the size (an array of millions of rows, at the moment it grows, holds
/// three times its rows' bytes).
struct ChunkedRows<Row>: RandomAccessCollection, MutableCollection {
    /// Rows a block holds: 2 to the power `blockShift`.
    private static var blockShift: Int { 16 }
    private static var blockMask: Int { (1 << blockShift) - 1 }

    private var blocks: [[Row]] = []
    private(set) var count = 0

    /// No rows.
    init() {}

    /// The rows of `rows`, in order.
    init(_ rows: some Sequence<Row>) {
        for row in rows { append(row) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Row {
        get { blocks[position >> Self.blockShift][position & Self.blockMask] }
        set { blocks[position >> Self.blockShift][position & Self.blockMask] = newValue }
    }

    /// Removes the last `k` rows, and the blocks they leave empty.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more rows than there are")
        count -= k
        let blocksKept = (count + Self.blockMask) >> Self.blockShift
        blocks.removeLast(blocks.count - blocksKept)
        if let last = blocks.indices.last { blocks[last].removeLast(blocks[last].count - (count - (last << Self.blockShift))) }
    }

    /// Hands every row to `body` in order and lets go of each block once its rows are handed on, leaving no rows:
    /// what the rows become can grow while they shrink, never holding both whole.
    mutating func consume(_ body: (Row) -> Void) {
        for block in blocks.indices {
            for row in blocks[block] { body(row) }
            blocks[block] = []
        }
        blocks = []
        count = 0
    }

    /// Adds `row` at the end.
    mutating func append(_ row: Row) {
        if count & Self.blockMask == 0 {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(Self.blockMask + 1)
        }
        blocks[blocks.count - 1].append(row)
        count += 1
    }
}

extension ChunkedRows: Sendable where Row: Sendable {}
