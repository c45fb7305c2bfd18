// libFuzzer target: trace JSON → TraceLoader → replay through the scroll physics at 60 and 120 Hz.
// Accepted traces must replay with finite offsets that never go more than the viewport width past the
// content range (the rubber band's asymptote), and must survive a write → read round trip.
import Foundation
import ScrollReplay

private let series = ["zozotown", "wear", "yahoo!Shopping", "ownedEc"]
/// 60 days of content at 48.4 pt a day less the viewport, and content narrower than the viewport.
private let ranges: [ClosedRange<Double>] = [0...2502.6, 0...0]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let trace = try? TraceLoader.load(bytes: bytes, knownSeries: series) else { return 0 }
    for range in ranges {
        for refreshHz in [60.0, 120.0] {
            replay(trace, range: range, refreshHz: refreshHz)
        }
    }
    do {
        _ = try TraceLoader.load(data: trace.jsonData(), knownSeries: series)
    } catch {
        fatalError("a loaded trace does not load again once written: \(error)")
    }
    return 0
}

private func replay(_ trace: Trace, range: ClosedRange<Double>, refreshHz: Double) {
    var session = ScrollSession(trace: trace, contentRange: range, initialOffset: range.upperBound, displayScale: 3)
    let slack = session.physics.viewportWidthPoints
    // A second past the end lets the last glide or spring settle.
    let frames = Int(((trace.durationSeconds + 1) * refreshHz).rounded(.up))
    for frame in 0...frames {
        let input = session.advance(to: Double(frame) / refreshHz)
        for offset in [session.offset, input.offset] {
            guard offset.isFinite, offset >= session.contentRange.lowerBound - slack, offset <= session.contentRange.upperBound + slack
            else {
                fatalError("offset \(offset) at frame \(frame) (\(refreshHz) Hz) is outside \(session.contentRange) ± \(slack)")
            }
        }
    }
}
