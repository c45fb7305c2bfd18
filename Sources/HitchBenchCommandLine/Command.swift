import CommandLineOptions

/// One `harness` command: its options declared once, its help, the checks of which options go together, and
/// its work. `run` is parse → validate → execute (which runs and writes); nothing is loaded or run before
/// every value and combination has been checked.
protocol Command: SendableMetatype {
    /// The command's name, as typed and as it begins its error lines.
    static var name: String { get }
    /// Every option and flag the command accepts, `--help` included.
    static var declarations: [OptionDeclaration] { get }
    /// The options that change what the command is (a gate, a write), shown apart in the help as MODES.
    static var modes: [OptionDeclaration] { get }
    /// The positional arguments it takes, and when it shows its help instead of running.
    static var positionals: Positionals { get }
    /// The usage lines of its help, and what it does.
    static var usage: String { get }
    static func about(_ context: CommandContext) -> String
    /// Refuses options that do not go together, or a value that needs the context (a strategy's name).
    static func validate(_ options: ParsedOptions, context: CommandContext) throws
    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32
    /// Runs the command on its arguments; by default `parseValidateExecute`.
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32
}

/// How many positional arguments a command takes, and whether, given none (or nothing at all), it prints its
/// help and exits 2 instead of running.
struct Positionals {
    /// When a command given nothing to work on prints its help.
    enum BareCommand {
        case never, withoutPositionals, withoutArguments
    }

    var upTo: Int
    var helpWhen: BareCommand

    /// No positional arguments.
    static let none = Positionals(upTo: 0, helpWhen: .never)
}

extension Command {
    static var modes: [OptionDeclaration] { [] }
    static var positionals: Positionals { .none }
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {}

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        try parseValidateExecute(arguments, context: context)
    }

    /// The help: usage, what the command does, its modes and its other options.
    static func help(_ context: CommandContext) -> String {
        helpText(usage: usage, about: about(context), modes: modes, options: declarations)
    }

    /// Parses, validates and executes `arguments`; prints the help for `--help` (exit 0) or when bare (exit 2).
    static func parseValidateExecute(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, declarations: declarations, command: name, maxPositionals: positionals.upTo)
        let bare =
            switch positionals.helpWhen {
            case .never: false
            case .withoutPositionals: options.positionals.isEmpty
            case .withoutArguments: arguments.isEmpty
            }
        if options[Flag.help] || bare {
            print(help(context))
            return options[Flag.help] ? 0 : 2
        }
        try validate(options, context: context)
        return try execute(options, arguments: arguments, context: context)
    }
}
