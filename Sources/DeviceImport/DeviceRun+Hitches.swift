extension DeviceRun {
    /// A run's hitches, packed so a table of millions fits: 24 bytes a hitch (its start and duration in whole
    /// nanoseconds, as Instruments gives them, whether it is counted, and the index of its kind — process,
    /// display, stage and type, a handful of distinct values — among the run's kinds); each `Hitch` is made when
    /// read. Deadlines take room only once one is set.
    package struct Hitches: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
        /// One hitch as stored.
        struct Row: Sendable {
            var startNanoseconds: Int64
            var durationNanoseconds: Int64
            /// Its index in `kinds`.
            var kind: UInt32
            var counted: Bool
        }

        /// What many hitches share: everything of a `Hitch` but its times, whether it counts and its deadline.
        struct Kind: Hashable, Sendable {
            var isSystem: Bool?
            var pid: Int64?
            var stage: String?
            var type: String?
            var display: String?
        }

        /// A hitch's deadline, presentation and pace; NaN and `Int.min` stand for unknown.
        private struct Deadline: Sendable {
            var deadlineSeconds = Double.nan
            var presentedSeconds = Double.nan
            var minQuanta = Int.min
        }

        private var rows: ChunkedRows<Row>
        private var kinds: InternedValues<Kind>
        /// Empty until a deadline is set, then one per row.
        private var deadlines: [Deadline] = []

        /// No hitches.
        package init() {
            rows = ChunkedRows()
            kinds = InternedValues()
        }

        /// The hitches listed.
        package init(arrayLiteral elements: Hitch...) {
            self.init()
            for hitch in elements { append(hitch) }
        }

        /// Hitches from rows already packed (the import's, which it sorted and marked in place), with their kinds.
        init(rows: ChunkedRows<Row>, kinds: [Kind]) {
            self.rows = rows
            self.kinds = InternedValues(kinds)
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { rows.count }

        package subscript(position: Int) -> Hitch {
            get {
                let row = rows[position]
                let kind = kinds[row.kind]
                var hitch = Hitch(
                    startSeconds: Double(row.startNanoseconds) / 1e9, durationMs: Double(row.durationNanoseconds) / 1e6,
                    isSystem: kind.isSystem, pid: kind.pid, counted: row.counted, stage: kind.stage, type: kind.type, display: kind.display)
                (hitch.deadlineSeconds, hitch.presentedSeconds, hitch.minQuanta) = deadline(at: position)
                return hitch
            }
            set {
                rows[position] = row(newValue)
                setDeadline(at: position, newValue.deadlineSeconds, presented: newValue.presentedSeconds, minQuanta: newValue.minQuanta)
            }
        }

        /// Adds `hitch` at the end.
        package mutating func append(_ hitch: Hitch) {
            rows.append(row(hitch))
            if !deadlines.isEmpty { deadlines.append(Deadline()) }
            setDeadline(at: rows.count - 1, hitch.deadlineSeconds, presented: hitch.presentedSeconds, minQuanta: hitch.minQuanta)
        }

        /// Sets the deadline, presentation and pace of the hitch at `position`, leaving its row as it is.
        mutating func setDeadline(at position: Int, _ deadline: Double?, presented: Double?, minQuanta: Int?) {
            if deadlines.isEmpty {
                guard deadline != nil || presented != nil || minQuanta != nil else { return }
                deadlines = Array(repeating: Deadline(), count: rows.count)
            }
            deadlines[position] = Deadline(
                deadlineSeconds: deadline ?? .nan, presentedSeconds: presented ?? .nan, minQuanta: minQuanta ?? .min)
        }

        /// The deadline, presentation and pace of the hitch at `position`, each nil when unknown.
        package func deadline(at position: Int) -> (deadlineSeconds: Double?, presentedSeconds: Double?, minQuanta: Int?) {
            guard !deadlines.isEmpty else { return (nil, nil, nil) }
            let deadline = deadlines[position]
            let (seconds, presented) = (deadline.deadlineSeconds, deadline.presentedSeconds)
            return (seconds.isNaN ? nil : seconds, presented.isNaN ? nil : presented, deadline.minQuanta == .min ? nil : deadline.minQuanta)
        }

        /// How many distinct kinds the hitches have: each hitch's `sharedIndex(at:)` is below twice it.
        package var kindCount: Int { kinds.values.count }

        /// The index of the kind of the hitch at `position`, and whether it is counted, as one number below
        /// `2 * kindCount`: hitches with the same share every field but their times and deadline, so a writer makes
        /// that text once per number.
        package func sharedIndex(at position: Int) -> Int {
            let row = rows[position]
            return Int(row.kind) * 2 + (row.counted ? 1 : 0)
        }

        /// The start and duration in whole nanoseconds of the hitch at `position`, as stored.
        package func nanoseconds(at position: Int) -> (start: Int64, duration: Int64) {
            (rows[position].startNanoseconds, rows[position].durationNanoseconds)
        }

        /// What the hitches of shared index `index` (`sharedIndex(at:)`) have in common, as a hitch at time zero
        /// without a deadline.
        package func shared(_ index: Int) -> Hitch {
            let kind = kinds[UInt32(index / 2)]
            return Hitch(
                startSeconds: 0, durationMs: 0, isSystem: kind.isSystem, pid: kind.pid, counted: index % 2 == 1, stage: kind.stage,
                type: kind.type, display: kind.display)
        }

        package static func == (a: Hitches, b: Hitches) -> Bool { a.count == b.count && a.elementsEqual(b) }

        private mutating func row(_ hitch: Hitch) -> Row {
            let kind = Kind(isSystem: hitch.isSystem, pid: hitch.pid, stage: hitch.stage, type: hitch.type, display: hitch.display)
            let index = kinds.index(of: kind)
            return Row(
                startNanoseconds: Self.nanoseconds(hitch.startSeconds * 1e9), durationNanoseconds: Self.nanoseconds(hitch.durationMs * 1e6),
                kind: index, counted: hitch.counted)
        }

        /// A time in ns, rounded to the nanosecond the files keep (seconds have 9 decimals, ms 6).
        private static func nanoseconds(_ value: Double) -> Int64 {
            guard value.isFinite else { return 0 }
            return Int64(Swift.max(Swift.min(value.rounded(), 9.2e18), -9.2e18))
        }
    }
}
