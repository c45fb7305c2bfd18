import InstructionCounting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Counts a fixed loop for InstructionCountingTests, the way the harness counts frames: run natively, it
// relaunches itself under callgrind; there it counts one sample per argument (loop turns) and prints
// `turns instructions` lines. A `/` argument starts a new counter, as each run of a comparison does. Not a product.

/// One line on stderr, the program's name first.
func printError(_ message: String) {
    let line = "instr-probe: " + message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

@inline(never) func loop(turns: Int) -> UInt64 {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<turns {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
    }
    return state
}

let arguments = Array(CommandLine.arguments.dropFirst())
let groups = arguments.split(separator: "/").map { $0.compactMap { Int($0) } }
guard groups.map(\.count).reduce(0, +) + groups.count - 1 == arguments.count, !groups.isEmpty else {
    printError("give loop sizes as whole numbers, counters separated by /")
    exit(2)
}
do {
    if !InstructionCounter.isActive {
        exit(try InstructionCounter.relaunchUnderValgrind(arguments: arguments))
    }
    var sink: UInt64 = 0
    for turns in groups {
        let counter = try InstructionCounter()
        for size in turns {
            counter.count { sink &+= loop(turns: size) }
            counter.endSample()
        }
        counter.finish()
        for (size, instructions) in zip(turns, try counter.samples()) {
            print(size, instructions)
        }
    }
    exit(sink == 1 ? 1 : 0)
} catch {
    printError("\(error)")
    exit(2)
}
