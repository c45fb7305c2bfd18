/// What a JSON value is, as told by its first byte.
package enum JSONKind: Equatable, Sendable {
    /// An object (`{`), array (`[`), string (`"`), number (`-` or a digit), boolean (`t`, `f`) or null (`n`).
    case object, array, string, number, bool, null
}
