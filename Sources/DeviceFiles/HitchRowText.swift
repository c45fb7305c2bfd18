import DeviceImport
import JSONText

/// A device file's hitches as JSON text, each row written as `DeviceRun.hitchMembers` lays it out, but with the
/// text its kind shares (process, display, stage, type, whether it counts) made once per kind: an import of a
/// GiB writes millions of rows that differ only in their times, and building each as an object cost a quarter of
/// the import.
final class HitchRowText {
    /// Most kinds whose text is kept; beyond it (a table of millions of distinct kinds) each row's is made anew.
    private static let maxKept = 65_536

    private let hitches: DeviceRun.Hitches
    /// The shared members' text, `, "isSystem": …, "display": …`, by `Hitches.sharedIndex`, made when first needed.
    private var shared: [String?]

    /// The text of `hitches`' rows.
    init(_ hitches: DeviceRun.Hitches) {
        self.hitches = hitches
        shared = hitches.kindCount <= Self.maxKept ? Array(repeating: nil, count: 2 * hitches.kindCount) : []
    }

    /// The hitches as a JSON array, one row a line, each made as it is written.
    var array: JSONValue {
        .array(count: hitches.count, element: { JSONValue.literal(self.row($0)) }, layout: .lines)
    }

    /// The row at `position`: `{"startSeconds": …, "durationMs": …` and the shared members, then the deadline's.
    func row(_ position: Int) -> String {
        let (start, duration) = hitches.nanoseconds(at: position)
        var text = "{\"startSeconds\": " + JSONText.number(Double(start) / 1e9, decimals: 9) + ", \"durationMs\": "
        text += JSONText.number(Double(duration) / 1e6, decimals: 6)
        text += sharedText(hitches.sharedIndex(at: position))
        let late = hitches.deadline(at: position)
        if let deadline = late.deadlineSeconds {
            text += ", " + Self.members(DeviceRun.deadlineMembers(deadline, presented: late.presentedSeconds, minQuanta: late.minQuanta))
        }
        return text + "}"
    }

    private func sharedText(_ index: Int) -> String {
        if index < shared.count, let text = shared[index] { return text }
        let text = ", " + Self.members(DeviceRun.hitchMembers(hitches.shared(index)).shared)
        if index < shared.count { shared[index] = text }
        return text
    }

    /// Members as an inline object writes them, without its braces.
    private static func members(_ members: JSONMembers) -> String {
        let object = JSONValue.object(members).text()
        return String(object.dropFirst().dropLast())
    }
}
