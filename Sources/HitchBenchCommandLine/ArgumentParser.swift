import Foundation

/// A command-line mistake: reported as one line on stderr with exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// One option a command accepts.
struct OptionSpec {
    let name: String
    /// Placeholder for the value (`N`, `FILE`); nil for a flag.
    let value: String?
    let help: String
}

/// Parsed `--name value` options and flags of one command, with typed, validated accessors.
struct ParsedOptions {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `arguments` against `specs`; unknown options, missing values and repeats are errors.
    init(_ arguments: [String], specs: [OptionSpec], command: String, maxPositionals: Int = 0) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                // `-strategy` or `-h`: an option with one dash is a typo for two, not a positional.
                if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                    let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
                    let near = specs.map(\.name).filter { $0 == name || $0.hasPrefix(name) }
                    let hint = near.first.map { " (did you mean '--\($0)'?)" } ?? " (options start with '--'; see '\(command) --help')"
                    throw UsageError("\(command): unknown option '\(argument)'" + hint)
                }
                guard positionals.count < maxPositionals else {
                    throw UsageError("\(command): unexpected argument '\(argument)' (see '\(command) --help')")
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                if let near = Self.nearest(to: name, in: specs.map(\.name)) {
                    throw UsageError("\(command): unknown option '--\(name)' (did you mean '--\(near)'?)")
                }
                let accepted = specs.map { "--" + $0.name }.joined(separator: ", ")
                throw UsageError("\(command): unknown option '--\(name)' (accepted: \(accepted))")
            }
            guard values[name] == nil, !flags.contains(name) else {
                throw UsageError("\(command): option '--\(name)' given twice")
            }
            if spec.value == nil {
                guard inlineValue == nil else { throw UsageError("\(command): option '--\(name)' takes no value") }
                flags.insert(name)
            } else if let inlineValue {
                values[name] = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("\(command): option '--\(name)' needs a value (\(spec.value ?? "VALUE"))")
                }
                values[name] = arguments[index]
                index += 1
            }
        }
    }

    /// The accepted name closest to a misspelt one: within 2 edits (1 for names of 4 letters or fewer), or
    /// the only name it is a prefix of.
    static func nearest(to name: String, in names: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in names.sorted() {
            let distance = editDistance(name, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        let allowed = name.count <= 4 ? 1 : 2
        if let best, best.distance <= allowed { return best.name }
        let extending = names.filter { $0.hasPrefix(name) }
        return extending.count == 1 ? extending[0] : nil
    }

    /// Levenshtein distance between two option names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            for j in 1...b.count {
                let substitution: Int = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }

    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
    func string(_ name: String) -> String? { values[name] }

    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name): '\(text)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw UsageError("--\(name): '\(text)' is not a number in \(shortNumber(range.lowerBound))...\(shortNumber(range.upperBound))")
        }
        return value
    }

    func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            throw UsageError("--\(name): '\(text)' is not one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    /// A comma-separated list of whole numbers in `range`.
    func intList(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> [Int]? {
        guard let text = values[name] else { return nil }
        var out: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(part), range.contains(value) else {
                throw UsageError("--\(name): '\(part)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
            }
            out.append(value)
        }
        return out
    }
}

private func shortNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

/// The help text of a command: usage line, description and an aligned option table.
func helpText(usage: String, about: String, specs: [OptionSpec]) -> String {
    let left = specs.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
    let width = (left.map(\.count).max() ?? 0) + 2
    var out = "USAGE: \(usage)\n\n\(about)\n"
    if !specs.isEmpty {
        out += "\nOPTIONS:\n"
        for (index, spec) in specs.enumerated() {
            out += "  " + left[index].padding(toLength: width, withPad: " ", startingAt: 0) + spec.help + "\n"
        }
    }
    return out
}
