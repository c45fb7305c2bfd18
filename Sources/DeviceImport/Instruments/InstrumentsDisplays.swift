import DisplayModel

/// Which display a run counts when the tables name displays, decided by evidence. Instruments names one display
/// differently from table to table ("Display 2" in `hitches`, "Display 1" in the frame tables, "Built-In Display"
/// in `display-surface-swap`): when every table names a single display, they are taken as one display under
/// several names, provided the vsyncs' cadence fits the hitches (each hitch a whole number of their intervals);
/// when a table names several, the run counts the one the app's hitches are on, and the other rows are set aside
/// with a note saying so.
struct InstrumentsDisplays {
    /// The display the run counts (nil when the tables name none).
    var chosen: String?
    /// True when the tables' names are taken as one display: no row is set aside for its display.
    var oneUnderSeveralNames = false
    /// What the run says about the match, for the summary's notes.
    var note: String?

    /// Whether a row naming `display` counts.
    func counts(_ display: String?) -> Bool { oneUnderSeveralNames || chosen == nil || display == nil || display == chosen }

    /// The displays each table names, in order of first appearance, for tables naming any.
    static func named(_ recording: InstrumentsRecording) -> [(table: String, names: [String])] {
        var out: [(table: String, names: [String])] = []
        func add(_ table: String, _ names: some Sequence<String?>) {
            var seen: [String] = []
            for case let name? in names where !seen.contains(name) { seen.append(name) }
            if !seen.isEmpty { out.append((table, seen)) }
        }
        if let hitchTable = recording.tables.first(where: { $0.table.listsHitches }) {
            add(hitchTable.table.rawValue, recording.hitches.lazy.map(\.display))
        }
        add(InstrumentsTable.displayedSurfaces.rawValue, recording.surfaces.lazy.map(\.display))
        add(InstrumentsTable.displayVsyncs.rawValue, recording.vsyncs.lazy.map(\.display))
        for (table, rows) in recording.stages { add(table.rawValue, rows.lazy.map(\.display)) }
        add(InstrumentsTable.displaySurfaceSwap.rawValue, recording.swaps.lazy.map(\.display))
        return out
    }

    /// Every display `named` names, in order of first appearance.
    static func all(_ named: [(table: String, names: [String])]) -> [String] {
        var all: [String] = []
        for name in named.flatMap(\.names) where !all.contains(name) { all.append(name) }
        return all
    }

    /// Matches the tables to one display: `option` (`--display`), else by evidence; throws one line listing the
    /// displays each table names when the evidence does not hold.
    static func match(
        _ recording: InstrumentsRecording, option: String?, appHitches: some Collection<InstrumentsRecording.Hitch>, file: String
    ) throws(DeviceImportError) -> InstrumentsDisplays {
        let named = named(recording)
        let all = all(named)
        let listing = named.map { "\($0.table): \($0.names.joined(separator: ", "))" }.joined(separator: "; ")
        if let option, !all.contains(option) {
            throw DeviceImportError(
                "--display \(option): no such display in the tables" + (all.isEmpty ? " (they name none)" : " (\(listing))"))
        }
        guard all.count > 1 else { return InstrumentsDisplays(chosen: option ?? all.first) }
        if named.allSatisfy({ $0.names.count == 1 }) {
            // Each table names one display: one display under several names, if the vsyncs fit the hitches.
            let interval = vsyncInterval(recording)
            if let misfit = misfit(interval, appHitches: appHitches) {
                throw DeviceImportError(
                    "\(file): the tables name different displays (\(listing)) and \(misfit); choose one with --display NAME")
            }
            let hitchDisplay = named.first { $0.table == recording.tables.first { $0.table.listsHitches }?.table.rawValue }?.names[0]
            return InstrumentsDisplays(
                chosen: option ?? hitchDisplay ?? all[0], oneUnderSeveralNames: true,
                note: "one display under several names (\(listing)): each table names one display"
                    + (evidence(interval, appHitches: appHitches).map { ", and \($0)" } ?? ""))
        }
        if let option { return InstrumentsDisplays(chosen: option) }
        let appDisplays = Array(Set(appHitches.compactMap(\.display)))
        guard appDisplays.count == 1 else {
            throw DeviceImportError(
                "\(file): the tables name \(all.count) displays (\(listing)) and the app's hitches are on "
                    + (appDisplays.isEmpty ? "none" : "several") + "; choose one with --display NAME")
        }
        return InstrumentsDisplays(chosen: appDisplays[0])
    }

    /// The vsyncs' median gap in ns, when the recording has two or more vsyncs.
    static func vsyncInterval(_ recording: InstrumentsRecording, counting: (String?) -> Bool = { _ in true }) -> Double? {
        var times: [Int64] = []
        times.reserveCapacity(recording.vsyncs.count)
        for vsync in recording.vsyncs where counting(vsync.display) { times.append(vsync.start) }
        times.sort()
        // The times become the positive gaps between them in place: an hour's recording holds half a million.
        var gaps = 0
        for index in times.indices.dropFirst() where times[index] > times[index - 1] {
            times[gaps] = times[index] - times[index - 1]
            gaps += 1
        }
        guard gaps > 0 else { return nil }
        times.removeLast(times.count - gaps)
        times.sort()
        let middle = gaps / 2
        return gaps % 2 == 1 ? Double(times[middle]) : (Double(times[middle - 1]) + Double(times[middle])) / 2
    }

    /// True when `nanoseconds` is a whole number (at least one) of intervals of `interval` ns, within 2 %.
    static func isWhole(_ nanoseconds: Int64, of interval: Double) -> Bool {
        let count = Double(nanoseconds) / interval
        return count.rounded() >= 1 && abs(count - count.rounded()) <= 0.02
    }

    /// What contradicts one display: a hitch that is not a whole number of the vsyncs' `interval` (in ns, nil
    /// without vsyncs); nil when nothing does.
    private static func misfit(_ interval: Double?, appHitches: some Collection<InstrumentsRecording.Hitch>) -> String? {
        guard let interval else { return nil }
        guard let hitch = appHitches.first(where: { !isWhole($0.duration, of: interval) }) else { return nil }
        return "the hitch at \(InstrumentsImport.compact(InstrumentsImport.seconds(hitch.start))) s lasts "
            + "\(JSONNumberText.ms(hitch.duration)), not a whole number of the vsyncs' \(JSONNumberText.ms(Int64(interval))) intervals"
    }

    private static func evidence(_ interval: Double?, appHitches: some Collection<InstrumentsRecording.Hitch>) -> String? {
        guard let interval, !appHitches.isEmpty else { return nil }
        return "all \(appHitches.count) hitches are whole numbers of the vsyncs' \(JSONNumberText.ms(Int64(interval))) intervals"
    }

    /// The display's rate from the hitches when only its maximum is known: the shortest hitch is taken as one
    /// refresh interval when its rate is a whole divisor of the maximum, at least 24 Hz, and every hitch is a
    /// whole number of it (a 120 Hz display whose hitches are 16.67, 33.33 and 216.67 ms ran at 60 Hz); nil
    /// otherwise.
    static func rateFromHitches(maxRate: Int, durations: [Int64]) -> Int? {
        guard let shortest = durations.min(), shortest > 0 else { return nil }
        let rate = Int((1e9 / Double(shortest)).rounded())
        guard rate >= 24, rate <= maxRate, maxRate % rate == 0 else { return nil }
        let interval = 1e9 / Double(rate)
        return durations.allSatisfy({ isWhole($0, of: interval) }) ? rate : nil
    }
}

/// Durations in messages: "16.67 ms".
enum JSONNumberText {
    static func ms(_ nanoseconds: Int64) -> String {
        let value = (Double(nanoseconds) / 1e4).rounded() / 100
        return "\(value) ms"
    }
}
