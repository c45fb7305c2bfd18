import Foundation

/// The help text of a command: usage line, description, then its modes (the options that change what the
/// command does) and its other options, in one aligned table.
package func helpText(usage: String, about: String, modes: [OptionDeclaration] = [], options: [OptionDeclaration]) -> String {
    let modeNames = Set(modes.map(\.name))
    let others = options.filter { !modeNames.contains($0.name) }
    let left = { (option: OptionDeclaration) in "--\(option.name)" + (option.placeholder.map { " \($0)" } ?? "") }
    let width = ((modes + others).map { left($0).count }.max() ?? 0) + 2
    var out = "USAGE: \(usage)\n\n\(about)\n"
    for (title, section) in [("MODES", modes), ("OPTIONS", others)] where !section.isEmpty {
        out += "\n\(title):\n"
        for option in section {
            out += "  " + left(option).padding(toLength: width, withPad: " ", startingAt: 0) + option.help + "\n"
        }
    }
    return out
}
