/// What the user changed that changes the picture: a selected day and a highlighted channel.
public struct ChartState: Equatable, Sendable {
    /// The selected day's index; other days are dimmed and the header shows this day.
    public var selectedDay: Int?
    /// The highlighted channel's index; other channels turn grey.
    public var highlightedChannel: Int?

    /// A state with `selectedDay` selected and `highlightedChannel` highlighted; by default neither.
    public init(selectedDay: Int? = nil, highlightedChannel: Int? = nil) {
        self.selectedDay = selectedDay
        self.highlightedChannel = highlightedChannel
    }
}
