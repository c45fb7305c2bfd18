/// What a JSON value is, as told by its first byte.
public enum JSONKind: Equatable, Sendable {
    case object, array, string, number, bool, null
}
