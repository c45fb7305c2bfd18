/// The executable's name (`harness`, or an outside package's own), for help texts, messages and recorded
/// commands; set once by the command line before any command runs.
package enum Program {
    /// The name the process was started by, its last path component.
    nonisolated(unsafe) package static var name = "harness"
}
