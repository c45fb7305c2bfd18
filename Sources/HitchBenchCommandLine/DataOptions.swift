import BenchGate
import BenchSuite
import ChartKit
import DisplayModel
import FrameTiming
import InputFiles
import PhoneModel
import RenderStrategies
import ResultFiles
import ScrollReplay
import ShippedProfiles
import StrategyRun

/// Options shared by the commands that build a chart: where the data comes from, the strategies' knobs,
/// the chart's look, the display and where scrolls rest.
enum DataOptions {
    static let dataSpecs = [
        OptionSpec(name: "days", value: "N", help: "days of generated data, ending 2025-10-30 (1...36500; default 60)"),
        OptionSpec(name: "seed", value: "S", help: "seed of the generated values (default 1)"),
        OptionSpec(name: "data", value: "FILE.csv", help: "load a CSV (header date,channel,value) instead of generating"),
    ]

    static let knobSpecs = [
        OptionSpec(name: "tile-days", value: "N", help: "days per tile for tiles (1...31; default 1)"),
        OptionSpec(name: "window-radius", value: "N", help: "days each side of the centre for the windows (4...365; default 15)"),
        OptionSpec(name: "fixed-y", value: nil, help: "window: y domain over all data instead of the window's"),
        OptionSpec(
            name: "window-margin", value: "N", help: "window-seamless: re-centre when the plot is N days from the window's edge (default 5)"
        ),
    ]

    static let cornerSpec = OptionSpec(name: "corner-radius", value: "PT", help: "bar corner radius in points (0...20; default 0)")

    static let displaySpecs = [
        OptionSpec(
            name: "refresh", value: "HZ",
            help:
                "display refresh rate in whole Hz, 1...240: 60, or 120 on ProMotion iPhones (which also run 80, 60, 48, 40, ...; default 60)"
        ),
        OptionSpec(
            name: "clock", value: "CLOCK",
            help:
                "cpu or wall: the host time that decides hitches (default cpu; both are recorded, and the phone model beside them); phone: the phone model decides (each frame's counted work priced on --phone-profile, the same on every machine); instructions: count each frame's instructions under valgrind instead (exact, no hitches; needs valgrind)"
        ),
        OptionSpec(
            name: "phone-profile", value: "NAME|FILE",
            help:
                "the device profile the phone model prices each frame's work on: a shipped name (iphone-16-pro, the seed's phone; the default) or a profile file (docs/Formats.md)"
        ),
        OptionSpec(
            name: "cost", value: "LEVEL",
            help:
                "which of the profile's costs the phone figures use: low, typical (default) or high; the summary also shows the low-high range"
        ),
        OptionSpec(name: "snap", value: "MODE", help: "where scrolls rest: none, noon or day (default: each strategy's own)"),
        OptionSpec(
            name: "pipeline", value: "MODEL",
            help:
                "two-stage (Apple's render loop: commit in the app, render in the render server, on screen 2 vsyncs after the begin; default) or one-stage (the whole frame in one interval, HitchBench 0.2's earlier model)"
        ),
        OptionSpec(
            name: "buffering", value: "MODE",
            help:
                "double (default, as Apple's devices run) or triple (the render server's fallback as a mode throughout: a model, its switching is undocumented)"
        ),
        OptionSpec(
            name: "app-slowdown", value: "F",
            help:
                "a stress knob, not the phone model (--clock phone is): multiply each frame's measured commit and render times on this CPU by F before scheduling (1...10000; default 1); framework=F,drawing=G gives a strategy standing for a declarative framework (Swift Charts) and one standing for CPU drawing (visible, as DGCharts) their own factors; recorded in results and baselines"
        ),
        OptionSpec(
            name: "snap-settle", value: "MODEL",
            help:
                "how a snap settles: fast (the travel a release does not supply at UIScrollView's fast rate; default) or normal (HitchBench 0.1's rescaled release)"
        ),
    ]

    /// The data: generated from `--days`/`--seed`, or loaded from `--data`; a bad CSV names its line.
    static func dataset(_ options: ParsedOptions) throws -> (spec: DatasetSpec, data: SalesDataset) {
        var spec = DatasetSpec()
        if let days = try options.int("days", in: 1...SalesDataset.maxDays) { spec.days = days }
        if let seed = try seed(options) { spec.seed = seed }
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

    /// `--seed S`, a whole number.
    static func seed(_ options: ParsedOptions) throws -> UInt64? {
        guard let text = options.string("seed") else { return nil }
        guard let value = UInt64(text) else { throw UsageError("--seed: '\(text)' is not a whole number in 0...\(UInt64.max)") }
        return value
    }

    /// `--refresh HZ`, a whole rate the display model supports (1...240), default 60.
    static func refreshHz(_ options: ParsedOptions) throws -> Int {
        try options.int("refresh", in: FrameClock.supportedRates) ?? 60
    }

    /// `--pipeline two-stage|one-stage`, default two-stage.
    static func pipeline(_ options: ParsedOptions) throws -> FramePipeline {
        FramePipeline(rawValue: try options.choice("pipeline", from: FramePipeline.allCases.map(\.rawValue)) ?? "two-stage") ?? .twoStage
    }

    /// `--buffering double|triple`, default double.
    static func buffering(_ options: ParsedOptions) throws -> Buffering {
        Buffering(rawValue: try options.choice("buffering", from: Buffering.allCases.map(\.rawValue)) ?? "double") ?? .double
    }

    /// `--app-slowdown F` or `framework=F,drawing=G`, each 1 (as measured) to 10,000, default 1.
    static func appSlowdown(_ options: ParsedOptions) throws -> AppSlowdown {
        guard let text = options.string("app-slowdown") else { return AppSlowdown() }
        switch AppSlowdown.parse(text) {
        case .success(let slowdown): return slowdown
        case .failure(let problem): throw UsageError("--app-slowdown: \(problem.description)")
        }
    }

    /// `--snap-settle fast|normal`, default fast.
    static func settle(_ options: ParsedOptions) throws -> SnapSettle {
        SnapSettle(rawValue: try options.choice("snap-settle", from: SnapSettle.allCases.map(\.rawValue)) ?? "fast") ?? .fast
    }

    /// `--phone-profile NAME|FILE` priced at `--cost LEVEL`: the shipped iPhone 16 Pro at typical costs by default.
    /// A profile that cannot be read is one line naming the file and field; when the default profile is not
    /// beside this binary (a copied binary without its bundle) runs have no phone figures unless one is named.
    static func phone(_ options: ParsedOptions) throws -> PhoneSettings? {
        let level = CostLevel(rawValue: try options.choice("cost", from: CostLevel.allCases.map(\.rawValue)) ?? "typical") ?? .typical
        let named = options.string("phone-profile")
        guard named != nil || ShippedProfiles.path(named: ShippedProfiles.defaultName) != nil else { return nil }
        do throws(ProfileError) {
            let profile = try DeviceProfile.load(nameOrPath: named ?? ShippedProfiles.defaultName, counters: WorkCounters.names)
            return PhoneSettings(profile: profile, level: level)
        } catch {
            throw UsageError("--phone-profile: \(error.message)")
        }
    }

    /// `--clock cpu|wall|phone|instructions`, default cpu.
    static func clock(_ options: ParsedOptions) throws -> TimingClock {
        TimingClock(rawValue: try options.choice("clock", from: TimingClock.allCases.map(\.rawValue)) ?? "cpu") ?? .cpu
    }

    /// `--snap none|noon|day`, or nil for each strategy's own default.
    static func snap(_ options: ParsedOptions) throws -> ScrollSnap? {
        try options.choice("snap", from: ScrollSnap.allCases.map(\.rawValue)).flatMap(ScrollSnap.init(rawValue:))
    }

    /// `--strategies a,b`, default every registered strategy in report order; each named once.
    static func strategies(_ options: ParsedOptions, registry: StrategyRegistry) throws -> [StrategyEntry] {
        guard let text = options.string("strategies") else { return registry.entries }
        var entries: [StrategyEntry] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let entry = registry[name] else {
                throw UsageError("--strategies: unknown strategy '\(name)' (strategies: \(registry.names.joined(separator: ", ")))")
            }
            guard !entries.contains(where: { $0.name == name }) else { throw UsageError("--strategies: '\(name)' is named twice") }
            entries.append(entry)
        }
        return entries
    }

    /// The strategies' options: the data, the look (`--corner-radius`) and the knobs.
    static func strategyOptions(_ options: ParsedOptions, data: SalesDataset) throws -> StrategyOptions {
        var layout = ChartLayout()
        if let radius = try options.double("corner-radius", in: 0...20) { layout.style.cornerRadiusPoints = radius }
        var strategy = StrategyOptions(data: data, layout: layout)
        if let tileDays = try options.int("tile-days", in: 1...31) { strategy.tileDays = tileDays }
        if let radius = try options.int("window-radius", in: 4...365) { strategy.windowRadiusDays = radius }
        strategy.fixedY = options.has("fixed-y")
        if let margin = try options.int("window-margin", in: 1...361) {
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
        let refreshHz = try refreshHz(options)
        let clock = try clock(options)
        let snap = try snap(options)
        let settle = try settle(options)
        let (pipeline, buffering, slowdown) = (try pipeline(options), try buffering(options), try appSlowdown(options))
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
        if !options.has("refresh"), let rate = phone?.profile.maxRefreshHz {
            if clock == .phone { settings.refreshHz = rate } else { settings.phone?.refreshHz = rate }
        }
        return settings
    }

    /// The input files the data and phone options name (`--data FILE.csv`, `--phone-profile FILE` or the shipped
    /// profile it names), for `checkOutputs`.
    static func dataInputs(_ options: ParsedOptions) -> [String] {
        [options.string("data"), options.string("phone-profile").flatMap(DeviceProfile.file(nameOrPath:))].compactMap { $0 }
    }

    /// Every output path a command will write, checked before any work: one line and exit 2 otherwise. No
    /// output may be one of the command's `inputs` (the same path, or the same file through a link or `..`).
    static func checkOutputs(_ paths: [String], inputs: [String]) throws {
        try refuseOverwriting(inputs, with: paths)
        for path in paths {
            do throws(AtomicFileError) {
                try AtomicFile.checkWritable(path)
            } catch {
                throw UsageError(error.description)
            }
        }
    }

    /// Refuses, in one line, an output that is one of the inputs (the same path, or the same file through a
    /// link or `..`); nothing is created or read.
    static func refuseOverwriting(_ inputs: [String], with outputs: [String]) throws {
        for path in outputs {
            guard let input = SameFile.input(among: inputs, sameAs: path) else { continue }
            throw UsageError(
                path == input
                    ? "\(path): is one of the inputs; refusing to write over it (give another output)"
                    : "\(path): is the input \(input) under another name; refusing to write over it (give another output)")
        }
    }
}
