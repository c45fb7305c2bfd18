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
    }
}
