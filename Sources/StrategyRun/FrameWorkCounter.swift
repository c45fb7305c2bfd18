/// Counts each produced frame's work on a clock that is not time, such as instructions under Valgrind: the
/// runner wraps every strategy call in `counting(_:)`, closes one sample per produced frame with `endSample()`,
/// and reads the samples when the run is over. The run module knows only this protocol; the instruction clock
/// that conforms to it is the suite's, so a strategy author's build needs no Valgrind header.
package protocol FrameWorkCounter: AnyObject {
    /// Runs `work`, adding what it executes to the open sample.
    func counting<Result>(_ work: () throws -> Result) throws -> Result
    /// Closes the open sample: everything counted since the previous one becomes one frame's count.
    func endSample()
    /// Stops counting and returns every closed sample, in order; throws unless there are `expected` of them.
    func finishedSamples(expected: Int) throws -> [UInt64]
}
