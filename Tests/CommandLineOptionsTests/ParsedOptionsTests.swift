import Testing

@testable import CommandLineOptions

/// Options read by their declarations: each value checked when parsed, read typed with its default, and a
/// misspelt name answered with the nearest declared one.
@Suite struct ParsedOptionsTests {
    enum Shade: String, CaseIterable, Sendable { case light, dark }

    static let count = Option.int("count", "N", in: 1...100, default: 3, help: "how many (1...100; default 3)")
    static let shade = Option<Shade>.choice("shade", "SHADE", help: "light or dark")
    static let ratio = Option.number("ratio", "F", in: 0...1, help: "a share")
    static let sizes = Option.intList("sizes", "LIST", in: 1...9, help: "sizes")
    static let out = Option.text("out", "FILE", help: "where to write")
    static let quiet = Flag("quiet", help: "say less")
    static let declarations = [
        count.declaration, shade.declaration, ratio.declaration, sizes.declaration, out.declaration, quiet.declaration,
        Flag.help.declaration,
    ]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions {
        try ParsedOptions(arguments, declarations: Self.declarations, command: "tool")
    }

    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aValueIsReadTypedAndAnOptionNotGivenHasItsDefault() throws {
        let options = try parse(["--shade", "dark", "--sizes=1,4", "--quiet", "--ratio", "0.25"])
        #expect(options[Self.shade] == .dark)
        #expect(options[Self.sizes] == [1, 4])
        #expect(options[Self.ratio] == 0.25)
        #expect(options[Self.quiet])
        #expect(options[Self.count] == 3 && !options.has(Self.count))
        #expect(options[Self.out] == nil)
    }

    @Test(arguments: [
        (["--count", "0"], "--count: '0' is not a whole number in 1...100"),
        (["--count", "x"], "--count: 'x' is not a whole number in 1...100"),
        (["--shade", "grey"], "--shade: 'grey' is not one of light, dark"),
        (["--ratio", "2"], "--ratio: '2' is not a number in 0...1"),
        (["--sizes", "1,,3"], "--sizes: '' is not a whole number in 1...9"),
    ])
    func aValueItsDeclarationRefusesIsOneLineNamingTheOption(arguments: [String], line: String) {
        #expect(refusal(arguments) == line)
    }

    @Test(arguments: [
        (["--cout", "3"], "tool: unknown option '--cout' (did you mean '--count'?)"),
        (["-count", "3"], "tool: unknown option '-count' (did you mean '--count'?)"),
        (["--colour"], "tool: unknown option '--colour' (accepted: --count, --shade, --ratio, --sizes, --out, --quiet, --help)"),
        (["--quiet=yes"], "tool: option '--quiet' takes no value"),
        (["--out"], "tool: option '--out' needs a value (FILE)"),
        (["--out", "a", "--out", "b"], "tool: option '--out' given twice"),
        (["file"], "tool: unexpected argument 'file' (see 'tool --help')"),
    ])
    func aMistakeInTheArgumentsIsOneLine(arguments: [String], line: String) {
        #expect(refusal(arguments) == line)
    }

    @Test func helpIsHonouredEvenWithABadValue() throws {
        #expect(try parse(["--count", "0", "--help"])[Flag.help])
    }

    @Test func optionsThatGoTogetherAreRefusedByName() throws {
        let options = try parse(["--quiet", "--out", "x"])
        #expect(throws: UsageError.self) { try options.exclude(Self.quiet.declaration, Self.out.declaration, command: "tool") }
        #expect(throws: UsageError.self) { try options.require(Self.quiet.declaration, with: Self.shade.declaration, command: "tool") }
        try options.require(Self.out.declaration, with: Self.quiet.declaration, command: "tool")
    }

    @Test func theHelpListsModesApartFromTheOtherOptions() {
        let help = helpText(usage: "tool", about: "Does things.", modes: [Self.quiet.declaration], options: Self.declarations)
        #expect(
            help == """
                USAGE: tool

                Does things.

                MODES:
                  --quiet        say less

                OPTIONS:
                  --count N      how many (1...100; default 3)
                  --shade SHADE  light or dark
                  --ratio F      a share
                  --sizes LIST   sizes
                  --out FILE     where to write
                  --help         show this help

                """)
    }
}
