/// A whole JSON value kept as a tree, for the small documents read whole (a device profile): objects keep
/// their members in file order, so a reader can name the first problem by its path and refuse duplicates.
package indirect enum JSONNode: Equatable, Sendable {
    /// A scalar (never `.array` or `.object`: those are the cases below).
    case scalar(JSONScalar)
    /// An array's elements, in order.
    case array([JSONNode])
    /// An object's members, in file order (a key given twice appears twice).
    case object([(key: String, value: JSONNode)])

    /// Reads the next value whole (the reader's depth limit bounds the nesting).
    package static func read(from reader: inout JSONReader) throws(JSONError) -> JSONNode {
        switch try reader.peek() {
        case .object:
            var members: [(key: String, value: JSONNode)] = []
            try reader.readObject { reader, key throws(JSONError) in members.append((key, try read(from: &reader))) }
            return .object(members)
        case .array:
            var elements: [JSONNode] = []
            try reader.readArray { reader throws(JSONError) in elements.append(try read(from: &reader)) }
            return .array(elements)
        default:
            return .scalar(try reader.readScalar())
        }
    }

    /// The members of an object, or nil for anything else.
    package var members: [(key: String, value: JSONNode)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil for anything else.
    package var elements: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The scalar, or nil for an array or object.
    package var scalar: JSONScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// Equal when both are the same scalar, or arrays or objects of equal members in the same order.
    package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}
