import Testing

@testable import InstructionCounting

/// Two answers to `status internal` as Callgrind 3.19 writes them to the log (from a run of a small C program
/// that counted 6,000 then 12,000 instructions of a loop), with a Valgrind message between them.
let sampleLog = """
    instrumentation: on
    executed-bbs: 1006
    executed-calls: 1
    distinct-bbs: 8
    distinct-calls: 1
    distinct-functions: 2
    distinct-contexts: 2
    events: Ir
    part: 0
    threads: 1
    current-tid: 1
    events-1: 6022
    frames-1: 0
    ==4242== Warning: set address range perms: large range
    instrumentation: on
    executed-bbs: 3013
    events: Ir
    part: 0
    threads: 1
    current-tid: 1
    events-1: 18040
    frames-1: 1
    function-1-0: main
    calls-1-0: 1
    events-1-0: 17000
    function-1-1: work

    """

@Suite struct CallgrindStatusTests {
    @Test func readsEachAnswersTotalInOrder() {
        // events-1 counts from the start; the lines under the call stack (events-1-0) are not totals.
        #expect(CallgrindStatus.totals(inLog: sampleLog) == [6022, 18040])
    }

    @Test func sumsTheThreadsOfAnAnswer() {
        let log = "instrumentation: on\nevents: Ir\nthreads: 1 2\nevents-1: 100\nframes-1: 0\nevents-2: 23\nframes-2: 0\n"
        #expect(CallgrindStatus.totals(inLog: log) == [123])
    }

    @Test func readsTheIrColumnWhenMoreEventsAreCollected() {
        let log = "instrumentation: on\nevents: Dr Ir Dw\nevents-1: 5 7 9\n"
        #expect(CallgrindStatus.totals(inLog: log) == [7])
    }

    @Test(arguments: ["instrumentation: on\nevents: Ir\n", "instrumentation: on\nevents-1: many\n", "instrumentation: off\n"])
    func answersWithoutAReadableTotalHaveNone(log: String) {
        #expect(CallgrindStatus.totals(inLog: log) == [nil])
    }

    @Test func aLogWithoutAnswersHasNoTotals() {
        #expect(CallgrindStatus.totals(inLog: "==1== Callgrind, a call-graph generating cache profiler\n").isEmpty)
    }

    @Test func tellsStatusLinesFromValgrindsMessages() {
        let lines = sampleLog.split(separator: "\n")
        let passedOn = lines.filter { !CallgrindStatus.isStatusLine($0) }
        #expect(passedOn == ["==4242== Warning: set address range perms: large range"])
        #expect(!CallgrindStatus.isStatusLine("valgrind: the 'impossible' happened:"))
        #expect(!CallgrindStatus.isStatusLine("### unhandled dwarf2 abbrev form code 0x25"))
    }
}
