import RenderStrategies

extension WorkCounters {
    /// The counters keyed by their result-file names, as baselines and sweeps store them.
    var byName: [String: Int] { Dictionary(uniqueKeysWithValues: zip(Self.names, values)) }
}
