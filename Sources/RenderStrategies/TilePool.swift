import ChartKit
import Raster

/// What a tile's pixels depend on besides its days: a tile is re-rendered when this changes.
struct TileLook: Equatable {
    var highlightedChannel: Int?
    /// Any day is selected, so unselected days are dimmed.
    var hasSelection: Bool
    /// The selected day, when it lies in this tile.
    var selectedDayInTile: Int?
}

/// A recycled cell: a cached canvas holding one tile's days, like a `UICollectionViewCell`, and the chart's
/// layout its configuration made (in the commit), drawn into the canvas by the next render.
final class TileCell {
    let canvas: Canvas
    var list: DisplayList
    var tile = -1
    var look: TileLook?
    /// Configured since it was last drawn: the render draws `list` into `canvas`.
    var needsDraw = false

    init(canvas: Canvas, listCapacity: Int) {
        self.canvas = canvas
        list = DisplayList(width: canvas.width, height: canvas.height, reservingCapacity: listCapacity)
    }
}

/// A bounded reuse pool of tile cells: cells leave the viewport into the pool and are dequeued
/// for the tiles that enter it. The bound depends on the viewport, never on the number of days.
final class TilePool {
    let capacity: Int
    private let makeCanvas: () -> Canvas
    private let listCapacity: Int
    private(set) var allocated: [TileCell] = []
    private var reusable: [TileCell] = []
    /// Cells currently on screen, in no particular order (a handful, so a linear search is fine).
    private(set) var onScreen: [TileCell] = []

    init(capacity: Int, listCapacity: Int, makeCanvas: @escaping () -> Canvas) {
        self.capacity = capacity
        self.listCapacity = listCapacity
        self.makeCanvas = makeCanvas
        allocated.reserveCapacity(capacity)
        reusable.reserveCapacity(capacity)
        onScreen.reserveCapacity(capacity)
    }

    /// Returns every on-screen cell whose tile is outside `visible` to the pool.
    func recycle(outside visible: Range<Int>) {
        var index = 0
        while index < onScreen.count {
            if visible.contains(onScreen[index].tile) {
                index += 1
            } else {
                reusable.append(onScreen.removeSwapping(at: index))
            }
        }
    }

    /// The on-screen cell showing `tile`, if any.
    func cell(showing tile: Int) -> TileCell? { onScreen.first { $0.tile == tile } }

    /// A cell for `tile`, reused from the pool when one is free; its content must be configured.
    func dequeue(for tile: Int) -> TileCell {
        let cell: TileCell
        if let free = reusable.popLast() {
            cell = free
        } else {
            precondition(allocated.count < capacity, "tile pool exceeded its bound of \(capacity)")
            cell = TileCell(canvas: makeCanvas(), listCapacity: listCapacity)
            allocated.append(cell)
        }
        cell.tile = tile
        cell.look = nil
        onScreen.append(cell)
        return cell
    }

    /// Bytes held by every allocated cell's pixels and its layout's ops in use.
    var byteCount: Int {
        allocated.reduce(0) { $0 + $1.canvas.width * $1.canvas.height * 4 + $1.list.count * MemoryLayout<DrawOp>.stride }
    }
}

extension Array {
    /// Removes the element at `index` in O(1) by moving the last element into its place.
    fileprivate mutating func removeSwapping(at index: Int) -> Element {
        swapAt(index, count - 1)
        return removeLast()
    }
}
