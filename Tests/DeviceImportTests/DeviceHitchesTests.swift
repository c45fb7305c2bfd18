import Testing

@testable import DeviceImport

/// `DeviceRun.Hitches`, the packed store a run keeps its hitches in: every hitch reads back as it was put, a
/// deadline only where one was set, and times to the nanosecond the files keep.
@Suite struct DeviceHitchesTests {
    static let hitches = [
        DeviceRun.Hitch(
            startSeconds: 1.000000001, durationMs: 16.666666, isSystem: false, pid: 11101, counted: true, stage: "commit",
            type: "app update", display: "Display 1"),
        DeviceRun.Hitch(
            startSeconds: 2.5, durationMs: 33.333332, isSystem: true, pid: 68, counted: false, stage: nil, type: nil, display: nil),
        DeviceRun.Hitch(
            startSeconds: 3.25, durationMs: 8.333, isSystem: nil, pid: nil, counted: true, stage: "render", type: "render",
            display: "Display 1", deadlineSeconds: 3.241, presentedSeconds: 3.2583, minQuanta: 2),
        DeviceRun.Hitch(
            startSeconds: 4, durationMs: 16.666666, isSystem: false, pid: 11101, counted: true, stage: "commit", type: "app update",
            display: "Display 1"),
    ]

    @Test func hitchesReadBackAsTheyWereAppended() {
        var store = DeviceRun.Hitches()
        for hitch in Self.hitches { store.append(hitch) }
        #expect(Array(store) == Self.hitches)
        #expect(store.count == 4 && store[2].minQuanta == 2 && store[0].deadlineSeconds == nil)
    }

    @Test func aHitchSetInPlaceReplacesOnlyItself() {
        var store: DeviceRun.Hitches = [Self.hitches[0], Self.hitches[1]]
        store[1].counted = true
        store[1].deadlineSeconds = 2.53
        #expect(store[1].counted && store[1].deadlineSeconds == 2.53 && store[1].presentedSeconds == nil)
        #expect(store[0] == Self.hitches[0])
        store[1] = Self.hitches[1]
        #expect(Array(store) == [Self.hitches[0], Self.hitches[1]])
    }

    /// Equal stores hold equal hitches, whatever their kinds' order inside.
    @Test func storesAreEqualByTheirHitches() {
        let forward = DeviceRun.Hitches(arrayLiteral: Self.hitches[0], Self.hitches[1])
        var built = DeviceRun.Hitches()
        built.append(Self.hitches[1])
        built[0] = Self.hitches[0]
        built.append(Self.hitches[1])
        #expect(forward == built)
        #expect(forward != DeviceRun.Hitches(arrayLiteral: Self.hitches[1], Self.hitches[0]))
    }

    /// Rows past one block of the chunked storage read back in order.
    @Test func manyRowsKeepTheirOrder() {
        var rows = ChunkedRows<Int>()
        for value in 0..<200_000 { rows.append(value * 3) }
        rows[131_072] = -1
        #expect(rows.count == 200_000 && rows[65_535] == 196_605 && rows[65_536] == 196_608 && rows[199_999] == 599_997)
        #expect(rows[131_072] == -1 && ChunkedRows(0..<5).elementsEqual(0..<5))
        rows.removeLast(200_000 - 65_537)
        #expect(rows.count == 65_537 && rows.last == 196_608)
        rows.removeLast(2)
        rows.append(7)
        #expect(rows.count == 65_536 && rows.last == 7 && rows[65_534] == 196_602)
    }

    /// Frame and vsync rows, packed: removed in place keeping their order, sorted by start, each read back whole.
    @Test func packedSpansKeepTheirOrderDisplayAndProcess() {
        var spans = InstrumentsRows<InstrumentsRecording.Span>()
        let rows = [
            InstrumentsRecording.Span(start: 30, duration: 5, display: "Display 1", pid: nil),
            InstrumentsRecording.Span(start: 10, duration: 6, display: "Display 2", pid: 7),
            InstrumentsRecording.Span(start: 20, duration: 7, display: "Display 1", pid: nil),
            InstrumentsRecording.Span(start: 15, duration: 8, display: nil, pid: nil),
        ]
        for row in rows { spans.append(row) }
        #expect(spans.map(\.start) == [30, 10, 20, 15] && spans[1].display == "Display 2" && spans[1].pid == 7)
        spans.removeAll { $0.display == "Display 2" }
        #expect(spans.map(\.start) == [30, 20, 15] && spans.map(\.display) == ["Display 1", "Display 1", nil])
        spans.sortByStart()
        #expect(spans.map(\.start) == [15, 20, 30] && spans.map(\.duration) == [8, 7, 5])
    }

    /// A stage table's rows: sorted by start then duration, one kept of each start and duration listed twice,
    /// and handed on in order by `consume`, which leaves none behind.
    @Test func stageRowsAreSortedListedOnceAndConsumedInOrder() {
        var spans = InstrumentsRows<InstrumentsRecording.Span>()
        for (start, duration) in [(20, 4), (10, 9), (20, 3), (10, 9), (5, 1)] {
            spans.append(InstrumentsRecording.Span(start: Int64(start), duration: Int64(duration), display: "Display 1", pid: 4))
        }
        spans.sortDroppingRepeats()
        var handed: [(Int64, Int64)] = []
        spans.consume { handed.append(($0.start, $0.duration)) }
        #expect(handed.map(\.0) == [5, 10, 20, 20] && handed.map(\.1) == [1, 9, 3, 4])
        #expect(spans.isEmpty)
    }
}
