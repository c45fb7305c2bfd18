import BenchKit
import ChartKit
import Foundation
import Glibc
import InstructionCounting
import RenderStrategies

// Shows the instruction clock on real strategies: counts each frame's update + render under callgrind and
// prints the counts, or counts whole trace runs to size a CI budget. Natively (`--native`) it runs the same
// work on the wall clock for the slowdown. Not a product; the harness's `--clock instructions` replaces it.
//
//   instr-demo frames [--strategy render-all] [--days 60] [--frames 120] [--extra-percent 2] [--one-sample] [--native]
//   (--one-sample: all frames in one sample, to see what a sample per frame costs)
//   instr-demo traces [--days 60] [--traces fling,tap-select] [--native]

struct DemoOptions {
    var mode = "frames"
    var strategy = "render-all"
    var days = 60
    var frames = 120
    var extraPercent = 0.0
    var traces = ["fling", "tap-select"]
    var native = false
    var oneSample = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("--") { mode = first; rest = rest.dropFirst() }
        while let flag = rest.popFirst() {
            if flag == "--native" { native = true; continue }
            if flag == "--one-sample" { oneSample = true; continue }
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            switch flag {
            case "--strategy": strategy = value
            case "--days": days = Int(value) ?? days
            case "--frames": frames = Int(value) ?? frames
            case "--extra-percent": extraPercent = Double(value) ?? 0
            case "--traces": traces = value.split(separator: ",").map(String.init)
            default: fail("unknown option \(flag)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("instr-demo: \(message)\n".utf8))
    exit(2)
}

/// Seconds with three decimals.
func seconds(_ value: Double) -> String {
    String(format: "%.3f", value)
}

func secondsNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Work that cannot be folded away, sized in loop turns (a linear congruential generator): the deliberate
/// regression.
@inline(never) func extraWork(turns: Int) -> UInt64 {
    var state: UInt64 = 1
    for _ in 0..<turns { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    return state
}

nonisolated(unsafe) var sink: UInt64 = 0

/// Counts a sample; with `read`, returns its instructions at once (reading runs instrumented, so only the
/// extra-work mode, which sizes work from the frame's count, reads every sample).
@discardableResult
func sample(_ counter: InstructionCounter?, read: Bool = false, _ work: () throws -> Void) rethrows -> UInt64? {
    guard let counter else { try work(); return nil }
    try counter.count(work)
    counter.endSample()
    guard read else { return nil }
    do { return try counter.samples().last } catch { fail(error.description) }
}

/// Every sample's instructions, read once the counter has stopped instrumenting.
func allSamples(_ counter: InstructionCounter?) -> [UInt64] {
    guard let counter else { return [] }
    counter.finish()
    do { return try counter.samples() } catch { fail(error.description) }
}

func makeCounter(_ options: DemoOptions) -> InstructionCounter? {
    do { return options.native ? nil : try InstructionCounter() } catch { fail(error.description) }
}

func runFrames(_ options: DemoOptions) throws {
    guard let entry = StrategyRegistry.builtIn[options.strategy] else { fail("no strategy \(options.strategy)") }
    let strategyOptions = StrategyOptions(data: .generated(days: options.days))
    let strategy = try entry.make(strategyOptions)
    let viewport = strategyOptions.layout.viewport
    let start = viewport.initialPositionDays(dayCount: options.days)
    _ = try strategy.update(FrameUpdate(timeSeconds: 0, positionDays: start, restingSinceSeconds: 0))
    try strategy.render()
    // Setup above ran uninstrumented; from here callgrind instruments, and counts inside `sample` only.
    let counter = makeCounter(options)
    let extra = options.extraPercent > 0 && counter != nil
    // Instructions per loop turn, measured once (two samples), to size the extra work from each frame's count.
    var instructionsPerTurn = 0.0
    if extra {
        let small = sample(counter, read: true) { sink &+= extraWork(turns: 10_000) } ?? 0
        let large = sample(counter, read: true) { sink &+= extraWork(turns: 20_000) } ?? 0
        instructionsPerTurn = Double(large - small) / 10_000
    }
    let began = secondsNow()
    for index in 1...options.frames {
        // A steady scroll toward older days, a quarter day a frame, bouncing inside the data.
        let span = max(1, start)
        let phase = (Double(index) * 0.25).truncatingRemainder(dividingBy: 2 * span)
        let position = phase <= span ? start - phase : start - (2 * span - phase)
        let update = FrameUpdate(timeSeconds: Double(index) / 60, positionDays: position, isScrolling: true)
        let work = {
            _ = try strategy.update(update)
            try strategy.render()
        }
        if options.oneSample, let counter {
            try counter.count(work)
        } else if extra {
            let instructions = try sample(counter, read: true, work) ?? 0
            let turns = Int((Double(instructions) * options.extraPercent / 100 / instructionsPerTurn).rounded())
            sample(counter) { sink &+= extraWork(turns: turns) }
        } else {
            try sample(counter, work)
        }
    }
    if options.oneSample { counter?.endSample() }
    let elapsed = secondsNow() - began
    // Each frame's count: its work, plus its extra work when there is some (the calibration samples dropped).
    var counts = Array(allSamples(counter).dropFirst(extra ? 2 : 0))
    if extra { counts = stride(from: 0, to: counts.count, by: 2).map { counts[$0] + counts[$0 + 1] } }
    for (index, instructions) in counts.enumerated() where !options.oneSample {
        print("frame \(index + 1) \(instructions)")
    }
    let mode = counter == nil ? "native" : "callgrind"
    print("strategy \(options.strategy) days \(options.days) frames \(options.frames) \(mode) loop \(seconds(elapsed)) s"
          + (counter == nil ? "" : " total \(counts.reduce(0, +))"))
}

func runTraces(_ options: DemoOptions) throws {
    let strategyOptions = StrategyOptions(data: .generated(days: options.days))
    let traces = try options.traces.map { try TraceLocator.load($0, channels: strategyOptions.data.channels).trace }
    let entries = StrategyRegistry.builtIn.entries
    // Filled in place: a string made from a time inside the loop would change the heap's layout from run to run,
    // and with it the instructions later work takes (allocation paths, copy alignment).
    var frames = [Int](repeating: 0, count: traces.count * entries.count)
    var elapsed = [Double](repeating: 0, count: traces.count * entries.count)
    let counter = makeCounter(options)
    let began = secondsNow()
    for (traceIndex, trace) in traces.enumerated() {
        for (entryIndex, entry) in entries.enumerated() {
            let configuration = RunConfiguration(strategy: entry, options: strategyOptions, trace: trace,
                                                 traceName: options.traces[traceIndex], dataLabel: "generated")
            let run = traceIndex * entries.count + entryIndex
            let runBegan = secondsNow()
            try sample(counter) { frames[run] = try StrategyRunner.runOnce(configuration).frames.count }
            elapsed[run] = secondsNow() - runBegan
        }
    }
    let total = secondsNow() - began
    let counts = allSamples(counter)
    for run in frames.indices {
        print("\(options.traces[run / entries.count]) \(entries[run % entries.count].name) frames \(frames[run])"
              + " \(seconds(elapsed[run])) s" + (counts.indices.contains(run) ? " instructions \(counts[run])" : ""))
    }
    print("all runs \(seconds(total)) s" + (counter == nil ? "" : " instructions \(counts.reduce(0, +))"))
}

let options = DemoOptions(Array(CommandLine.arguments.dropFirst()))
if !options.native && !InstructionCounter.isActive {
    do {
        exit(try InstructionCounter.relaunchUnderValgrind(arguments: Array(CommandLine.arguments.dropFirst())))
    } catch {
        fail(error.description)
    }
}
do {
    switch options.mode {
    case "frames": try runFrames(options)
    case "traces": try runTraces(options)
    default: fail("unknown mode \(options.mode) (frames or traces)")
    }
} catch {
    fail("\(error)")
}
