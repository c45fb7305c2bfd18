import BenchKit
import ChartKit
import FrameTiming
import RenderStrategies

/// Options every command that builds a chart accepts: where the data comes from and the knobs
/// of the strategies.
enum DataOptions {
    static let specs = [
        OptionSpec(name: "days", value: "N", help: "days of generated data, ending 2025-10-30 (1...36500; default 60)"),
        OptionSpec(name: "seed", value: "S", help: "seed of the generated values (default 1)"),
        OptionSpec(name: "data", value: "FILE.csv", help: "load a CSV (header date,channel,value) instead of generating"),
    ]

    static let strategySpecs = [
        OptionSpec(name: "tile-days", value: "N", help: "days per tile for tiles (1...31; default 1)"),
        OptionSpec(name: "window-radius", value: "N", help: "days each side of the centre for window (4...365; default 15)"),
        OptionSpec(name: "fixed-y", value: nil, help: "window: y domain over all data instead of the window's"),
        OptionSpec(name: "corner-radius", value: "PT", help: "bar corner radius in points (0...20; default 0)"),
    ]

    static func dataset(_ options: ParsedOptions) throws -> (spec: DatasetSpec, data: SalesDataset) {
        var spec = DatasetSpec()
        if let days = try options.int("days", in: 1...SalesDataset.maxDays) { spec.days = days }
        if let seed = options.string("seed") {
            guard let value = UInt64(seed) else { throw UsageError("--seed: '\(seed)' is not a whole number in 0...\(UInt64.max)") }
            spec.seed = value
        }
        if let path = options.string("data") {
            guard !options.has("days"), !options.has("seed") else {
                throw UsageError("--data cannot be combined with --days or --seed")
            }
            spec.csvPath = path
        }
        do {
            return (spec, try spec.load())
        } catch {
            throw UsageError(error.line > 0 ? "\(spec.csvPath ?? "data"): \(error.description)" : error.description)
        }
    }

    /// `--refresh 60|120`, default 60.
    static func refreshHz(_ options: ParsedOptions) throws -> Int {
        try Int(options.choice("refresh", from: ["60", "120"]) ?? "60") ?? 60
    }

    /// `--clock cpu|wall`, default cpu.
    static func clock(_ options: ParsedOptions) throws -> TimingClock {
        TimingClock(rawValue: try options.choice("clock", from: TimingClock.allCases.map(\.rawValue)) ?? "cpu") ?? .cpu
    }

    /// `--strategies a,b`, default all of them in catalogue order; each named once.
    static func strategies(_ options: ParsedOptions) throws -> [String] {
        let names = (options.string("strategies") ?? StrategyCatalog.names.joined(separator: ",")).split(separator: ",").map(String.init)
        for name in names where !StrategyCatalog.names.contains(name) {
            throw UsageError("--strategies: unknown strategy '\(name)' (strategies: \(StrategyCatalog.names.joined(separator: ", ")))")
        }
        guard !names.isEmpty, Set(names).count == names.count else { throw UsageError("--strategies: name each strategy once") }
        return names
    }

    static func strategyOptions(_ options: ParsedOptions, data: SalesDataset) throws -> StrategyOptions {
        var layout = ChartLayout()
        if let radius = try options.double("corner-radius", in: 0...20) { layout.style.cornerRadiusPoints = radius }
        var strategy = StrategyOptions(data: data, layout: layout)
        if let tileDays = try options.int("tile-days", in: 1...31) { strategy.tileDays = tileDays }
        if let radius = try options.int("window-radius", in: 4...365) { strategy.windowRadiusDays = radius }
        strategy.fixedY = options.has("fixed-y")
        return strategy
    }
}
