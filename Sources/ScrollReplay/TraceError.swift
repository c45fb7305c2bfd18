/// Why a trace was rejected, naming the offending event when there is one.
package struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason, without the event prefix.
    package var message: String
    /// Zero-based index of the offending event in `events`, or `nil` for file-level problems.
    package var eventIndex: Int?

    /// Creates an error; `eventIndex` is `nil` for problems that are not about one event.
    package init(_ message: String, eventIndex: Int? = nil) {
        self.message = message
        self.eventIndex = eventIndex
    }

    /// One line such as `events[7]: touchMove before touchDown`: the index counts from 0, as the JSON array's.
    package var description: String {
        guard let eventIndex else { return message }
        return "events[\(eventIndex)]: \(message)"
    }
}
