import Testing

@testable import DeviceImport

/// `InstrumentsRows`, the packed store of a table's rows: each row reads back whole, the few distinct displays,
/// processes and names are kept once, and rows are removed, sorted and counted in place.
@Suite struct InstrumentsRowsTests {
    typealias Signpost = InstrumentsRecording.Signpost
    typealias Swap = InstrumentsRecording.Swap

    static let signposts = [
        Signpost(name: "Scroll", start: 30, duration: 5, pid: 7, processName: "FixIt"),
        Signpost(name: "Load", start: 10, duration: 6, pid: 7, processName: "FixIt"),
        Signpost(name: "Scroll", start: 20, duration: 7, pid: 7, processName: "FixIt"),
        Signpost(name: "Scroll", start: 10, duration: 8, pid: 68, processName: nil),
    ]

    static func store<Row: PackedRow>(_ rows: [Row]) -> InstrumentsRows<Row> {
        var store = InstrumentsRows<Row>()
        for row in rows { store.append(row) }
        return store
    }

    @Test func rowsReadBackAsTheyWereAppended() {
        #expect(Array(Self.store(Self.signposts)) == Self.signposts)
    }

    @Test func eachDistinctKindIsKeptOnceInOrderOfFirstAppearance() {
        let kinds = Self.store(Self.signposts).kinds
        #expect(kinds.map(\.name) == ["Scroll", "Load", "Scroll"] && kinds.map(\.pid) == [7, 7, 68])
        #expect(kinds.allSatisfy { $0.start == 0 && $0.duration == 0 })
    }

    @Test func removingRowsKeepsTheOthersInOrder() {
        var store = Self.store(Self.signposts)
        store.removeAll { $0.name == "Load" }
        #expect(Array(store) == [Self.signposts[0], Self.signposts[2], Self.signposts[3]])
        #expect(store.kinds.count == 3)
    }

    @Test func sortingPutsTheRowsInOrderOfStart() {
        var store = Self.store(Self.signposts)
        store.sortByStart()
        #expect(store.map(\.start) == [10, 10, 20, 30] && store.last == Self.signposts[0])
    }

    @Test func distinctStartsCountsEachStartOfTheRowsPickedOnce() {
        var store = Self.store(Self.signposts)
        #expect(store.distinctStarts { _ in true } == 3)
        #expect(store.distinctStarts { $0.name == "Scroll" } == 3 && store.distinctStarts { $0.pid == 68 } == 1)
        #expect(store.distinctStarts { $0.name == "Load" } == 1 && store.distinctStarts { _ in false } == 0)
        #expect(store.map(\.start) == [10, 10, 20, 30])
    }

    /// A swap packs its timestamp and desired presentation time; one without a desired time reads back without.
    @Test func aSwapReadsBackWithOrWithoutItsDesiredTime() {
        let swaps = [
            Swap(timestamp: 1_016_666_666, display: "Display 1", desiredPresentation: 1_000_000_000, minQuanta: 2),
            Swap(timestamp: 1_033_333_333, display: "Display 1", desiredPresentation: nil, minQuanta: nil),
            Swap(timestamp: 1_050_000_000, display: "Display 1", desiredPresentation: 0, minQuanta: 2),
        ]
        let store = Self.store(swaps)
        #expect(Array(store) == swaps && store.kinds.count == 2)
    }
}
