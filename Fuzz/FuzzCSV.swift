// libFuzzer target: sales CSV → SalesCSV → a dataset → one rendered frame at each end of the data.
import ChartKit
import RenderStrategies

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let data = try? SalesCSV.parse(bytes: bytes) else { return 0 }
    let renderer = ReferenceRenderer(data: data)
    let viewport = renderer.layout.viewport
    for position in [0, viewport.initialPositionDays(dayCount: data.dayCount)] {
        renderer.render(positionDays: position, state: ChartState())
    }
    return 0
}
