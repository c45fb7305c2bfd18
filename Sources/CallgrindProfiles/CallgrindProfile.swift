import Foundation
import InputFiles

/// A Callgrind output file (`callgrind.out`, format version 1) reduced to what a regression's "where" needs:
/// each function's own (exclusive) instructions, as `callgrind_annotate` lists them by default.
///
/// The format (Valgrind manual, "Callgrind Format Specification"): `fn=` names the function the cost lines that
/// follow belong to, with name compression `fn=(id) name` on first use and `fn=(id)` after; a cost line is a
/// position followed by the event counts (here only `Ir`); `calls=` announces a call, and the cost line right
/// after it is the call's inclusive cost, which belongs to the callee and is not the caller's own. Recursion
/// levels (`fn'2`) count as their function. `desc: Trigger: Client Request: <name>` names a dump made on request,
/// which is how a counted run labels each entry's profile.
package struct CallgrindProfile: Equatable, Sendable {
    /// Each function's own instructions, by its (mangled) name.
    package var selfCost: [String: Int]
    /// The file's `totals:` (or `summary:`) line; the sum of `selfCost` when it has neither.
    package var total: Int
    /// The name a client request gave the dump (`fling/tiles`); nil for an ordinary dump.
    package var trigger: String?

    /// The largest profile read: 256 MiB.
    package static let fileLimit = InputLimit(maxBytes: 256 * 1_048_576, kind: "callgrind profiles", allowance: "256 MiB")

    /// Reads and parses a profile file; nil when it cannot be read.
    package static func load(path: String) -> CallgrindProfile? {
        guard let bytes = try? InputFile.read(path, limit: fileLimit) else { return nil }
        return CallgrindProfile(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Parses profile text.
    package init(text: String) {
        var names: [String: String] = [:]
        var costs: [String: Int] = [:]
        var current: String?
        var skipNextCost = false
        var totals: Int?
        var trigger: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                if skipNextCost {
                    skipNextCost = false
                    continue
                }
                guard let function = current else { continue }
                let fields = line.split(separator: " ")
                if fields.count >= 2, let cost = Int(fields[1]) { costs[function, default: 0] += cost }
            } else if line.hasPrefix("fn=") {
                current = Self.name(String(line.dropFirst(3)), table: &names)
            } else if line.hasPrefix("calls=") {
                skipNextCost = true
            } else if line.hasPrefix("cfn=") || line.hasPrefix("cfi=") || line.hasPrefix("cfl=") || line.hasPrefix("cob=") {
                // A call's target: defines a compressed name without changing the current function.
                if line.hasPrefix("cfn=") { _ = Self.name(String(line.dropFirst(4)), table: &names) }
            } else if line.hasPrefix("totals:") || (totals == nil && line.hasPrefix("summary:")) {
                totals = Int(line.split(separator: " ").last ?? "")
            } else if line.hasPrefix("desc: Trigger: Client Request: ") {
                trigger = String(line.dropFirst("desc: Trigger: Client Request: ".count))
            }
        }
        selfCost = costs
        total = totals ?? costs.values.reduce(0, +)
        self.trigger = trigger
    }

    /// A name from `(id) name` or `(id)` (compressed) or a plain name, with a recursion level (`'2`) dropped.
    private static func name(_ text: String, table: inout [String: String]) -> String {
        var resolved = text
        if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
            let id = String(text[..<text.index(after: close)])
            let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if rest.isEmpty {
                resolved = table[id] ?? "function \(id)"
            } else {
                table[id] = rest
                resolved = rest
            }
        }
        if let quote = resolved.lastIndex(of: "'"), resolved[resolved.index(after: quote)...].allSatisfy(\.isNumber),
            resolved.index(after: quote) != resolved.endIndex
        {
            resolved = String(resolved[..<quote])
        }
        return resolved
    }
}
