/// What a strategy's commit stage stands for on the phone, so an app slowdown can scale each kind by its own
/// factor: the seed's Swift Charts screens and its DGCharts screen pay for different work in the commit.
public enum CommitWork: String, Sendable, CaseIterable {
    /// A declarative chart framework re-evaluating its marks and labels (Swift Charts in a SwiftUI view, also
    /// when hosted in a collection view's cell); the default.
    case framework
    /// CPU drawing into a layer in `draw(_:)` (CoreGraphics, as DGCharts draws).
    case drawing
}
