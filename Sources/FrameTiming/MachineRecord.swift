/// A machine as a sweep or baseline file records it: named strings in a fixed order (`MachineInfo.fields`), kept
/// as read, so a file written by a newer tool with a field this one does not know still shows it.
package struct MachineRecord: Equatable, Sendable {
    /// One recorded field.
    package struct Field: Equatable, Sendable {
        /// The field's name (`cpuModel`).
        package var key: String
        /// Its value (`AMD EPYC 7763 64-Core Processor`).
        package var value: String

        /// A field called `key` holding `value`.
        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The fields in order.
    package var fields: [Field]

    /// A record of `fields`, in order.
    package init(fields: [Field]) { self.fields = fields }

    /// The current machine's record.
    package static var current: MachineRecord {
        MachineRecord(fields: MachineInfo.current.fields.map { Field(key: $0.key, value: $0.value) })
    }

    /// The value of field `key`, or nil when it is not recorded.
    package subscript(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// One line for messages: the CPU model, then the other fields as `key value`.
    package var summary: String {
        let rest = fields.filter { $0.key != "cpuModel" && !$0.value.isEmpty }.map { "\($0.key) \($0.value)" }
        return ([self["cpuModel"] ?? "CPU model not recorded"] + rest).joined(separator: ", ")
    }
}
