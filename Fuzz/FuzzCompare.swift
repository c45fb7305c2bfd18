// libFuzzer target: comparison JSON → ComparisonFile.load → the docs' compare table and every row's cells, on
// both sets of columns; every row must give one cell per column.
import BenchSuite
import DocTables
import ResultFiles
import ResultText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompare(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let file = try? ComparisonFile.load(bytes: bytes, path: "fuzz.json") else { return 0 }
    _ = ResultTables.compareTable(file)
    for row in file.rows {
        guard ComparisonFormat.cells(row).count == ComparisonFormat.headers.count,
            ComparisonFormat.instructionCells(row).count == ComparisonFormat.instructionHeaders.count
        else {
            fatalError("a row of \(row.strategy) gives a cell too many or too few")
        }
    }
    return 0
}
