import JSONText
import RenderStrategies

extension RunSettings {
    /// Every setting of a run, in the order a result's metadata shows them and files record them: the data (kind
    /// and, for a CSV, its path; days; seed), the display, the clock, the repeats, the strategies' knobs and corner
    /// radius, the snap and how it settles, the pipeline, the buffering, the app slowdown, the phone model and the
    /// build (`release` or `debug`: a debug build's times and instructions are another program's). Entries only
    /// the metadata shows (the strategy's commit work, the profile's device, the slowdown its commit gets) sit where
    /// the metadata has them.
    package static let declared: [SettingDeclaration] = [
        .both(
            "data", recorded: { $0.origin.recordedKind },
            shown: { settings, _ in settings.origin.label }),
        .recordedOnly("dataFile") { $0.origin.recordedPath },
        .both("days", .number) { String($0.options.data.dayCount) },
        .recordedOnly("seed") { $0.origin.recordedSeed },
        .both("refreshHz", .number) { String($0.refreshHz) },
        .both("clock", .word) { $0.clock.rawValue },
        .both("repeats", .number) { String($0.repeats) },
        .both("tileDays", .number) { String($0.options.tileDays) },
        .both("windowRadiusDays", .number) { String($0.options.windowRadiusDays) },
        .both("fixedY", .number) { String($0.options.fixedY) },
        .both("windowMarginDays", .number) { String($0.options.windowMarginDays) },
        .recordedOnly("cornerRadiusPoints") { RecordedSettings.canonical($0.options.layout.style.cornerRadiusPoints) },
        // Recorded as given (`default`: each strategy's own); shown as the strategy rests.
        .both(
            "snap", recorded: { JSONText.quoted($0.replay.snap?.rawValue ?? "default") },
            shown: { settings, strategy in settings.snap(of: strategy).rawValue }),
        .both("snapSettle", .word) { $0.replay.settle.rawValue },
        .both("pipeline", .word) { $0.replay.pipeline.rawValue },
        .both("buffering", .word) { $0.replay.buffering.rawValue },
        // Recorded as a number when every kind has one factor, as before the kinds; else the option's text.
        .both(
            "appSlowdown",
            recorded: {
                $0.appSlowdown.framework == $0.appSlowdown.drawing
                    ? RecordedSettings.canonical($0.appSlowdown.framework) : JSONText.quoted($0.appSlowdown.text)
            },
            shown: { settings, _ in settings.appSlowdown.text }),
        .shownOnly("commitWork") { _, strategy in strategy.commitWork.rawValue },
        .both(
            "profile", recorded: { $0.phone.map { JSONText.quoted($0.profile.name) } ?? "null" },
            shown: { settings, _ in settings.phone?.profile.name ?? "none" }),
        .shownOnly("device") { settings, _ in settings.phone?.profile.device ?? "none" },
        .both(
            "cost", recorded: { $0.phone.map { JSONText.quoted($0.level.rawValue) } ?? "null" },
            shown: { settings, _ in settings.phone?.level.rawValue ?? "none" }),
        .both(
            "phoneRefreshHz", recorded: { settings in settings.phone.map { String($0.refreshHz ?? settings.refreshHz) } ?? "null" },
            shown: { settings, _ in settings.phone.map { String($0.refreshHz ?? settings.refreshHz) } ?? "none" }),
        .shownOnly("commitSlowdown") { settings, strategy in
            AppSlowdown.number(settings.appSlowdown.factor(for: strategy.commitWork))
        },
        .both("build", .word) { _ in BuildMode.current },
    ]
}

extension DataOrigin {
    /// The data's kind as recorded: `generated`, or `csv:<content hash>`.
    fileprivate var recordedKind: String {
        switch self {
        case .generated: JSONText.quoted("generated")
        case let .csv(_, hash): JSONText.quoted("csv:" + DataOrigin.hex(hash))
        }
    }

    /// A CSV's path as recorded (its content hash is what is compared); null for generated data.
    fileprivate var recordedPath: String {
        switch self {
        case .generated: "null"
        case let .csv(path, _): JSONText.quoted(path)
        }
    }

    /// The generator's seed as recorded; null for a CSV. A string: seeds go up to 2^64 − 1, past the whole
    /// numbers a JSON reader keeps exact.
    fileprivate var recordedSeed: String {
        switch self {
        case let .generated(_, seed): JSONText.quoted(String(seed))
        case .csv: "null"
        }
    }
}
