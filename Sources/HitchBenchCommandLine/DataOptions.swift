import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import DisplayModel
import FrameTiming
import InputFiles
import PhoneModel
import RenderStrategies
import ResultFiles
import ScrollReplay
import ShippedProfiles
import StrategyRun
import Workspace

/// Options shared by the commands that build a chart: where the data comes from, the strategies' knobs,
/// the chart's look, the display and where scrolls rest.
enum DataOptions {
    static let days = Option.int(
        "days", "N", in: 1...SalesDataset.maxDays, help: "days of generated data, ending 2025-10-30 (1...36500; default 60)")
    static let seed = Option<UInt64>("seed", "S", help: "seed of the generated values (default 1)") { text throws(UsageError) in
        guard let value = UInt64(text) else { throw UsageError("--seed: '\(text)' is not a whole number in 0...\(UInt64.max)") }
        return value
    }
    static let data = Option.text("data", "FILE.csv", help: "load a CSV (header date,channel,value) instead of generating")
    static let dataSpecs = [days.declaration, seed.declaration, data.declaration]

    static let tileDays = Option.int("tile-days", "N", in: 1...31, help: "days per tile for tiles (1...31; default 1)")
    static let windowRadius = Option.int(
        "window-radius", "N", in: 4...365, help: "days each side of the centre for the windows (4...365; default 15)")
    static let fixedY = Flag("fixed-y", help: "window: y domain over all data instead of the window's")
    static let windowMargin = Option.int(
        "window-margin", "N", in: 1...361, help: "window-seamless: re-centre when the plot is N days from the window's edge (default 5)")
    static let knobSpecs = [tileDays.declaration, windowRadius.declaration, fixedY.declaration, windowMargin.declaration]

    static let cornerRadius = Option.number("corner-radius", "PT", in: 0...20, help: "bar corner radius in points (0...20; default 0)")
    static let cornerSpec = cornerRadius.declaration

    static let refresh = Option.int(
        "refresh", "HZ", in: FrameClock.supportedRates, default: 60,
        help: "display refresh rate in whole Hz, 1...240: 60, or 120 on ProMotion iPhones (which also run 80, 60, 48, 40, ...; default 60)")
    static let clock = Option<TimingClock>.choice(
        "clock", "CLOCK", default: .cpu,
        help:
            "cpu or wall: the host time that decides hitches (default cpu; both are recorded, and the phone model beside them); phone: the phone model decides (each frame's counted work priced on --phone-profile, the same on every machine); instructions: count each frame's instructions under valgrind instead (exact, no hitches; needs valgrind)"
    )
    static let phoneProfile = Option.text(
        "phone-profile", "NAME|FILE",
        help:
            "the device profile the phone model prices each frame's work on: a shipped name (iphone-16-pro, the seed's phone; the default) or a profile file (docs/Formats.md)"
    )
    static let cost = Option<CostLevel>.choice(
        "cost", "LEVEL", default: .typical,
        help:
            "which of the profile's costs the phone figures use: low, typical (default) or high; the summary also shows the low-high range")
    static let snap = Option<ScrollSnap>.choice(
        "snap", "MODE", help: "where scrolls rest: none, noon or day (default: each strategy's own)")
    static let pipeline = Option<FramePipeline>.choice(
        "pipeline", "MODEL", default: .twoStage,
        help:
            "two-stage (Apple's render loop: commit in the app, render in the render server, on screen 2 vsyncs after the begin; default) or one-stage (the whole frame in one interval, HitchBench 0.2's earlier model)"
    )
    static let buffering = Option<Buffering>.choice(
        "buffering", "MODE", default: .double,
        help:
            "double (default, as Apple's devices run) or triple (the render server's fallback as a mode throughout: a model, its switching is undocumented)"
    )
    static let appSlowdown = Option<AppSlowdown>(
        "app-slowdown", "F", default: AppSlowdown(),
        help:
            "a stress knob, not the phone model (--clock phone is): multiply each frame's measured commit and render times on this CPU by F before scheduling (1...10000; default 1); framework=F,drawing=G gives a strategy standing for a declarative framework (Swift Charts) and one standing for CPU drawing (visible, as DGCharts) their own factors; recorded in results and baselines"
    ) { text throws(UsageError) in
        switch AppSlowdown.parse(text) {
        case .success(let slowdown): return slowdown
        case .failure(let problem): throw UsageError("--app-slowdown: \(problem.description)")
        }
    }
    static let snapSettle = Option<SnapSettle>.choice(
        "snap-settle", "MODEL", default: .fast,
        help:
            "how a snap settles: fast (the travel a release does not supply at UIScrollView's fast rate; default) or normal (HitchBench 0.1's rescaled release)"
    )
    static let displaySpecs = [
        refresh.declaration, clock.declaration, phoneProfile.declaration, cost.declaration, snap.declaration, pipeline.declaration,
        buffering.declaration, appSlowdown.declaration, snapSettle.declaration,
    ]

    /// `--strategies a,b`, shared by the commands that run several strategies.
    static let strategiesOption = Option.list("strategies", "LIST", help: "comma list (default: every strategy)")

    /// The data: generated from `--days`/`--seed`, or loaded from `--data`; a bad CSV names its line.
    static func dataset(_ options: ParsedOptions) throws -> (spec: DatasetSpec, data: SalesDataset) {
        var spec = DatasetSpec()
        if let days = options[Self.days] { spec.days = days }
        if let seed = options[Self.seed] { spec.seed = seed }
        if let path = options[Self.data] {
            guard !options.has(Self.days), !options.has(Self.seed) else {
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

    /// `--phone-profile NAME|FILE` priced at `--cost LEVEL`: the shipped iPhone 16 Pro at typical costs by default.
    /// A profile that cannot be read is one line naming the file and field; when the default profile is not
    /// beside this binary (a copied binary without its bundle) runs have no phone figures unless one is named.
    static func phone(_ options: ParsedOptions) throws -> PhoneSettings? {
        let level = options[Self.cost] ?? .typical
        let named = options[Self.phoneProfile]
        guard named != nil || ShippedProfiles.path(named: ShippedProfiles.defaultName) != nil else { return nil }
        do throws(ProfileError) {
            let profile = try DeviceProfile.load(nameOrPath: named ?? ShippedProfiles.defaultName, counters: WorkCounters.names)
            return PhoneSettings(profile: profile, level: level)
        } catch {
            throw UsageError("--phone-profile: \(error.message)")
        }
    }

    /// `--strategies a,b`, default every registered strategy in report order; each named once.
    static func strategies(
        _ options: ParsedOptions, _ option: Option<[String]> = strategiesOption, registry: StrategyRegistry
    ) throws -> [StrategyEntry] {
        guard let names = options[option] else { return registry.entries }
        var entries: [StrategyEntry] = []
        for name in names {
            guard let entry = registry[name] else {
                throw UsageError("--strategies: unknown strategy '\(name)' (strategies: \(registry.names.joined(separator: ", ")))")
            }
            guard !entries.contains(where: { $0.name == name }) else { throw UsageError("--strategies: '\(name)' is named twice") }
            entries.append(entry)
        }
        return entries
    }

    /// The chart's look: `--corner-radius`.
    static func layout(_ options: ParsedOptions) -> ChartLayout {
        var layout = ChartLayout()
        if let radius = options[Self.cornerRadius] { layout.style.cornerRadiusPoints = radius }
        return layout
    }

    /// The strategies' options: the data, the look (`--corner-radius`) and the knobs.
    static func strategyOptions(_ options: ParsedOptions, data: SalesDataset) throws -> StrategyOptions {
        var strategy = StrategyOptions(data: data, layout: layout(options))
        if let tileDays = options[Self.tileDays] { strategy.tileDays = tileDays }
        if let radius = options[Self.windowRadius] { strategy.windowRadiusDays = radius }
        strategy.fixedY = options[Self.fixedY]
        if let margin = options[Self.windowMargin] {
            let most = Int((Double(strategy.windowRadiusDays) - strategy.layout.viewport.visibleDays / 2).rounded(.down))
            guard margin <= most else {
                throw UsageError(
                    "--window-margin: \(margin) days leaves no room in a ±\(strategy.windowRadiusDays)-day window (at most \(most))")
            }
            strategy.windowMarginDays = margin
        }
        return strategy
    }

    /// The run settings the options give: the display, clock, snap and settle, the data and the strategies'
    /// knobs, with `repeats` passes; also the data's spec, for messages.
    static func settings(_ options: ParsedOptions, repeats: Int) throws -> (spec: DatasetSpec, settings: RunSettings) {
        var spec = DatasetSpec()
        let settings = try settings(options, repeats: repeats) {
            let (given, data) = try dataset(options)
            spec = given
            return (data, given.origin(of: data))
        }
        return (spec, settings)
    }

    /// The run settings the options give over the data `data` makes (asked for after the display's options
    /// are checked), with `repeats` passes: every setting a command line sets, read in one place.
    static func settings(
        _ options: ParsedOptions, repeats: Int, data: () throws -> (SalesDataset, DataOrigin)
    ) throws -> RunSettings {
        let refreshHz = options[Self.refresh] ?? 60
        let clock = options[Self.clock] ?? .cpu
        let snap = options[Self.snap]
        let settle = options[Self.snapSettle] ?? .fast
        let (pipeline, buffering) = (options[Self.pipeline] ?? .twoStage, options[Self.buffering] ?? .double)
        // `slowdown` searches the factor itself and does not declare it.
        let slowdown = options.declares(appSlowdown.declaration) ? options[Self.appSlowdown] ?? AppSlowdown() : AppSlowdown()
        let phone = try phone(options)
        if clock == .phone, phone == nil { throw UsageError("--clock phone: no device profile; name one with --phone-profile FILE") }
        let (dataset, origin) = try data()
        var settings = RunSettings(options: try strategyOptions(options, data: dataset), origin: origin)
        settings.phone = phone
        settings.refreshHz = refreshHz
        settings.clock = clock
        settings.replay = ReplaySettings(snap: snap)
        settings.replay.settle = settle
        settings.replay.pipeline = pipeline
        settings.replay.buffering = buffering
        settings.appSlowdown = slowdown
        settings.repeats = repeats
        // Without --refresh the phone runs at its own scrolling rate, its highest (120 Hz on ProMotion); a run paced
        // on it entirely does too.
        if !options.has(Self.refresh), let rate = phone?.profile.maxRefreshHz {
            if clock == .phone { settings.refreshHz = rate } else { settings.phone?.refreshHz = rate }
        }
        return settings
    }

    /// The input files the data and phone options name (`--data FILE.csv`, `--phone-profile FILE` or the shipped
    /// profile it names), for `checkOutputs`.
    static func dataInputs(_ options: ParsedOptions) -> [String] {
        [
            options.declares(data.declaration) ? options[Self.data] : nil,
            options.declares(phoneProfile.declaration) ? options[Self.phoneProfile].flatMap(DeviceProfile.file(nameOrPath:)) : nil,
        ].compactMap { $0 }
    }

    /// Every output path a command will write, checked before any work: one line and exit 2 otherwise
    /// (`OutputFiles.check`).
    static func checkOutputs(_ paths: [String], inputs: [String]) throws {
        do throws(OutputFileRefusal) {
            try OutputFiles.check(paths, inputs: inputs)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Refuses, in one line, an output that is one of the inputs (`OutputFiles.refuseOverwriting`).
    static func refuseOverwriting(_ inputs: [String], with outputs: [String]) throws {
        do throws(OutputFileRefusal) {
            try OutputFiles.refuseOverwriting(inputs, with: outputs)
        } catch {
            throw UsageError(error.description)
        }
    }
}
