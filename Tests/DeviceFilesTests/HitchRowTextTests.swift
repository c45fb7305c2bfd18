import DeviceImport
import JSONText
import Testing

@testable import DeviceFiles

@Suite struct HitchRowTextTests {
    /// Hitches of every shape a device file writes: the app's counted hitch, the system's, one with nothing but its
    /// times, a type that needs escaping, and one with a deadline (with and without a presentation).
    static let hitches: DeviceRun.Hitches = {
        var hitches: DeviceRun.Hitches = [
            DeviceRun.Hitch(
                startSeconds: 19.961155833, durationMs: 83.33333, isSystem: false, pid: 12345, counted: true, stage: "commit",
                type: "Potentially expensive app update(s)", display: "Display 2"),
            DeviceRun.Hitch(
                startSeconds: 1.5, durationMs: 16.666666, isSystem: true, pid: 99, counted: false, stage: nil, type: nil, display: nil),
            DeviceRun.Hitch(startSeconds: 0, durationMs: 0, isSystem: nil, pid: nil, counted: false, stage: nil, type: nil, display: nil),
            DeviceRun.Hitch(
                startSeconds: 3, durationMs: 33.3, isSystem: false, pid: 12345, counted: true, stage: "render", type: "a \"quoted\"\ttype",
                display: "Display 1"),
        ]
        var late = hitches[0]
        late.startSeconds = 20.5
        late.deadlineSeconds = 20.516666666
        late.presentedSeconds = 20.6
        late.minQuanta = 1
        hitches.append(late)
        late.startSeconds = 21
        late.presentedSeconds = nil
        late.minQuanta = nil
        hitches.append(late)
        return hitches
    }()

    @Test func eachRowIsTheTextOfTheHitchWrittenAsOneObject() {
        // The row is built from a kind's shared text; the object, member by member, is the layout the format describes.
        let text = HitchRowText(Self.hitches)
        for (position, hitch) in Self.hitches.enumerated() {
            let members = DeviceRun.hitchMembers(hitch)
            let object = JSONValue.object(members.times + members.shared + members.deadline).text()
            #expect(text.row(position) == object, "hitch \(position)")
        }
    }

    @Test func rowsOfOneKindShareItsTextButNotTheirTimes() {
        let text = HitchRowText(Self.hitches)
        #expect(text.row(0).hasPrefix("{\"startSeconds\": 19.961155833, \"durationMs\": 83.33333, \"isSystem\": false"))
        #expect(text.row(5).hasPrefix("{\"startSeconds\": 21, \"durationMs\": 83.33333, \"isSystem\": false"))
        #expect(
            text.row(5).hasSuffix(
                "\"display\": \"Display 2\", \"deadlineSeconds\": 20.516666666, \"presentedSeconds\": null, \"minQuanta\": null}"))
    }
}
