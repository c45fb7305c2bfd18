// libFuzzer target: sweep JSON → SweepResult.load → merge, whole and split in two shards; the merged
// sweep must be written, tabulated and read back with the same points.
import BenchSuite
import ResultFiles
import ResultText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSweep(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let sweep = try? SweepResult.load(bytes: bytes, path: "fuzz.json") else { return 0 }
    var first = sweep
    var second = sweep
    first.points = sweep.points.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    second.points = sweep.points.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    for parts in [[sweep], [first, second]] {
        guard let merged = try? SweepResult.merge(parts) else { continue }
        _ = merged.textTable()
        let text = merged.jsonString()
        do {
            let again = try SweepResult.load(bytes: Array(text.utf8), path: "merged.json")
            guard again.points.count == merged.points.count, again.strategies == merged.strategies, again.days == merged.days else {
                fatalError("a merged sweep reads back different: \(again.points.count) points, \(merged.points.count) written")
            }
        } catch {
            fatalError("a merged sweep does not read back: \(error)")
        }
    }
    return 0
}
