// libFuzzer target: bytes → the streaming XML reader (whole, and 3 bytes at a time: the same events or the same
// error at the same place) → xctrace's table reader → the Instruments import. An accepted export must give a
// device run whose figures are finite and consistent, written and read back with the same summary.
import DeviceFiles
import DeviceImport
import InputFiles
import XctraceExport

/// Every event up to the end of the document or the first error (at most 100,000 events).
private func events(_ bytes: [UInt8], chunk: Int) -> ([XMLEvent], XMLReadError?) {
    var reader = XMLReader(MemoryByteSource(bytes, chunk: chunk))
    var out: [XMLEvent] = []
    do {
        while out.count < 100_000 {
            let event = try reader.next()
            out.append(event)
            if event == .endOfDocument { break }
        }
        return (out, nil)
    } catch {
        return (out, error)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInstruments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let whole = events(bytes, chunk: 65_536)
    let split = events(bytes, chunk: 3)
    guard whole.0 == split.0, whole.1 == split.1 else {
        fatalError("reading 3 bytes at a time differs: \(String(describing: whole.1)) against \(String(describing: split.1))")
    }
    for options in [
        InstrumentsImport(), InstrumentsImport(process: .pid(11101), scrolls: .intervals([.init(startSeconds: 0.5, endSeconds: 3)])),
        InstrumentsImport(
            process: .init("TestApp (12345)"), display: "Display 1", scrolls: .intervals([.init(startSeconds: 0, endSeconds: 100)])),
    ] {
        guard let run = try? options.run(exports: [(name: "fuzz.xml", bytes: bytes)]) else { continue }
        let s = run.summary
        for value in [s.maxHitchMs, s.totalHitchMs, s.traceHitchTimeRatioMsPerSecond, s.scrollHitchTimeRatioMsPerSecond, s.renderP99Ms] {
            guard value.map({ $0.isFinite && $0 >= 0 }) ?? true else { fatalError("a figure is not finite and at least 0: \(s)") }
        }
        guard (s.hitches ?? 0) <= run.hitches.count, (s.scrollHitches ?? 0) <= (s.hitches ?? 0),
            (s.maxHitchMs ?? 0) <= (s.totalHitchMs ?? 0) + 1e-9
        else {
            fatalError("the counts do not add up: \(s)")
        }
        let text = run.jsonString(toolVersion: "fuzz")
        do {
            let again = try DeviceFile.load(bytes: Array(text.utf8), path: "device.json")
            guard again.label == run.label, again.summary.hitches == s.hitches, again.summary.frames == s.frames else {
                fatalError("a device run reads back different: \(again.summary) against \(s)")
            }
        } catch {
            fatalError("a device run does not read back: \(error)")
        }
    }
    return 0
}
