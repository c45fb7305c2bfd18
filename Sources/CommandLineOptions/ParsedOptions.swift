/// The options and positionals of one command, each value already read and checked by its declaration; read
/// by declaration (`options[Options.trace]`), never by name.
package struct ParsedOptions {
    private var values: [String: any Sendable] = [:]
    package private(set) var positionals: [String] = []
    private let declared: Set<String>

    /// Parses `arguments` against `declarations`: unknown options (with the nearest name as a hint), missing
    /// values and repeats are errors, and so is a value its declaration refuses, unless `--help` is given.
    package init(_ arguments: [String], declarations: [OptionDeclaration], command: String, maxPositionals: Int = 0) throws(UsageError) {
        declared = Set(declarations.map(\.name))
        var given: [(declaration: OptionDeclaration, text: String?)] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                // `-strategy` or `-h`: an option with one dash is a typo for two, not a positional.
                if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                    let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
                    let near = declarations.map(\.name).filter { $0 == name || $0.hasPrefix(name) }
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
            guard let declaration = declarations.first(where: { $0.name == name }) else {
                if let near = Self.nearest(to: name, in: declarations.map(\.name)) {
                    throw UsageError("\(command): unknown option '--\(name)' (did you mean '--\(near)'?)")
                }
                let accepted = declarations.map { "--" + $0.name }.joined(separator: ", ")
                throw UsageError("\(command): unknown option '--\(name)' (accepted: \(accepted))")
            }
            guard !given.contains(where: { $0.declaration.name == name }) else {
                throw UsageError("\(command): option '--\(name)' given twice")
            }
            if declaration.placeholder == nil {
                guard inlineValue == nil else { throw UsageError("\(command): option '--\(name)' takes no value") }
                given.append((declaration, nil))
            } else if let inlineValue {
                given.append((declaration, inlineValue))
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("\(command): option '--\(name)' needs a value (\(declaration.placeholder ?? "VALUE"))")
                }
                given.append((declaration, arguments[index]))
                index += 1
            }
        }
        let help = given.contains { $0.declaration.name == Flag.help.name }
        for (declaration, text) in given {
            values[declaration.name] = help ? true : try text.map(declaration.parse) ?? true
        }
    }

    /// The option's value as given, else its declared default; nil when neither.
    package subscript<Value>(_ option: Option<Value>) -> Value? {
        precondition(declared.contains(option.name), "--\(option.name) is read but not declared by this command")
        return values[option.name].map { $0 as? Value } ?? option.defaultValue
    }

    /// Whether the flag was given.
    package subscript(_ flag: Flag) -> Bool {
        precondition(declared.contains(flag.name), "--\(flag.name) is read but not declared by this command")
        return values[flag.name] != nil
    }

    /// Whether the option was given (its default aside).
    package func has<Value>(_ option: Option<Value>) -> Bool {
        precondition(declared.contains(option.name), "--\(option.name) is read but not declared by this command")
        return values[option.name] != nil
    }

    /// Whether the command declares the option (options shared by several commands that one of them leaves out).
    package func declares(_ declaration: OptionDeclaration) -> Bool { declared.contains(declaration.name) }

    /// The accepted name closest to a misspelt one: within 2 edits (1 for names of 4 letters or fewer), or
    /// the only name it is a prefix of.
    package static func nearest(to name: String, in names: [String]) -> String? {
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
    package static func editDistance(_ a: String, _ b: String) -> Int {
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
}

extension ParsedOptions {
    /// Refuses `option` without `required`: "compare: --allow-missing goes with --check".
    package func require(_ option: OptionDeclaration, with required: OptionDeclaration, command: String) throws(UsageError) {
        guard !given(option) || given(required) else { throw UsageError("\(command): --\(option.name) goes with --\(required.name)") }
    }

    /// Refuses `a` with `b`: "compare: --check and --write-baseline exclude each other" and `why` after it.
    package func exclude(_ a: OptionDeclaration, _ b: OptionDeclaration, command: String, why: String = "") throws(UsageError) {
        guard given(a), given(b) else { return }
        throw UsageError("\(command): --\(a.name) and --\(b.name) exclude each other\(why)")
    }

    /// Whether a declared option or flag was given.
    package func given(_ declaration: OptionDeclaration) -> Bool {
        precondition(declared.contains(declaration.name), "--\(declaration.name) is read but not declared by this command")
        return values[declaration.name] != nil
    }
}
