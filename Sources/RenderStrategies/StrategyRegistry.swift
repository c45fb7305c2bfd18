import ChartKit

/// A strategy a run can name: its command-line name, its one-line trade-off, where its scrolls rest by
/// default, what its commit stands for, and how to make one.
public struct StrategyEntry: Sendable {
    /// Name on the command line and in results; `StrategyRegistry.register` accepts only 1–40 lowercase letters,
    /// digits and `-`, starting with a letter.
    public let name: String
    /// One line on the trade-off the strategy makes, shown by `run --help`.
    public let summary: String
    /// Where its scrolls come to rest unless `--snap` says otherwise.
    public let defaultSnap: ScrollSnap
    /// What its commit stage stands for on the phone, which picks the factor `--app-slowdown` applies to it.
    public let commitWork: CommitWork
    /// Makes a fresh strategy for one run; an error is reported as this strategy's failure.
    package let make: @Sendable (StrategyOptions) throws -> any ChartStrategy

    /// Describes a strategy by name, summary, default snap, commit work and factory.
    public init(
        name: String, summary: String, defaultSnap: ScrollSnap = .none, commitWork: CommitWork = .framework,
        make: @escaping @Sendable (StrategyOptions) throws -> any ChartStrategy
    ) {
        self.name = name
        self.summary = summary
        self.defaultSnap = defaultSnap
        self.commitWork = commitWork
        self.make = make
    }

    /// The entry of a strategy type that describes itself.
    public init<Strategy: DescribedStrategy & SendableMetatype>(_ type: Strategy.Type) {
        self.init(name: type.name, summary: type.summary, defaultSnap: type.defaultSnap, commitWork: type.commitWork) {
            try Strategy(options: $0)
        }
    }
}

/// A strategy type that carries its own name, summary, default snap and commit work, so it can be registered
/// by type.
public protocol DescribedStrategy: ChartStrategy {
    /// The name used on the command line.
    static var name: String { get }
    /// One line on the trade-off the strategy makes.
    static var summary: String { get }
    /// Where its scrolls come to rest unless `--snap` says otherwise (as the screen it models was written).
    static var defaultSnap: ScrollSnap { get }
    /// What its commit stage stands for on the phone (`.framework` unless the strategy says otherwise).
    static var commitWork: CommitWork { get }
    /// Builds the strategy for one run.
    init(options: StrategyOptions) throws
}

extension DescribedStrategy {
    /// Free glides unless the strategy says otherwise.
    public static var defaultSnap: ScrollSnap { .none }
    /// A declarative chart framework's work unless the strategy says otherwise.
    public static var commitWork: CommitWork { .framework }
}

/// Why a strategy could not be registered: one line naming it.
public struct StrategyRegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    public var description: String
}

/// Strategies by name, in the order reports list them. The command line's registry is `builtIn` (render-all,
/// the 1.000× reference, leading) followed by any strategies an outside package registers.
public struct StrategyRegistry: Sendable {
    /// Registered strategies in report order.
    package private(set) var entries: [StrategyEntry] = []

    /// An empty registry.
    package init() {}

    /// HitchBench's own strategies: render-all, tiles, window, visible, window-seamless.
    public static let builtIn: StrategyRegistry = {
        var registry = StrategyRegistry()
        registry.entries = [
            StrategyEntry(RenderAllStrategy.self), StrategyEntry(TileStrategy.self), StrategyEntry(WindowStrategy.self),
            StrategyEntry(VisibleStrategy.self), StrategyEntry(WindowSeamlessStrategy.self),
        ]
        return registry
    }()

    /// The name of the strategy every other is compared with.
    package static let referenceName = RenderAllStrategy.name

    /// Names in report order.
    public var names: [String] { entries.map(\.name) }

    /// The entry called `name`, if registered.
    public subscript(name: String) -> StrategyEntry? { entries.first { $0.name == name } }

    /// Adds `entry` after the others; a bad name or one already taken is refused.
    public mutating func register(_ entry: StrategyEntry) throws(StrategyRegistryError) {
        if let problem = Self.problem(withName: entry.name) {
            throw StrategyRegistryError(description: "strategy name '\(entry.name)' \(problem)")
        }
        guard self[entry.name] == nil else {
            let owner = Self.builtIn[entry.name] == nil ? "another registered strategy" : "a built-in strategy"
            throw StrategyRegistryError(description: "strategy name '\(entry.name)' is taken by \(owner)")
        }
        entries.append(entry)
    }

    /// Adds a strategy type that describes itself.
    public mutating func register<Strategy: DescribedStrategy & SendableMetatype>(_ type: Strategy.Type) throws(StrategyRegistryError) {
        try register(StrategyEntry(type))
    }

    /// What is wrong with a strategy name, or nil: 1–40 lowercase ASCII letters, digits and `-`, starting with a
    /// letter, so it is safe in file names, comma-separated lists and CSV cells.
    package static func problem(withName name: String) -> String? {
        guard !name.isEmpty else { return "is empty" }
        guard name.utf8.count <= 40 else { return "is longer than 40 characters" }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return "must start with a lowercase letter" }
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return allowed ? nil : "may hold only lowercase letters, digits and '-'"
    }
}
