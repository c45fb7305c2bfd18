/// The strategies by command-line name, in the order reports list them.
public enum StrategyCatalog {
    /// Every strategy type, render-all first (the baseline others are compared with).
    public static var all: [any ChartStrategy.Type] { [RenderAllStrategy.self, TileStrategy.self, WindowStrategy.self, VisibleStrategy.self] }

    /// Command-line names.
    public static var names: [String] { all.map { $0.name } }

    /// A new strategy by name, or nil for an unknown name.
    public static func make(_ name: String, options: StrategyOptions) -> (any ChartStrategy)? {
        switch name {
        case RenderAllStrategy.name: return RenderAllStrategy(options: options)
        case TileStrategy.name: return TileStrategy(options: options)
        case WindowStrategy.name: return WindowStrategy(options: options)
        case VisibleStrategy.name: return VisibleStrategy(options: options)
        default: return nil
        }
    }
}
