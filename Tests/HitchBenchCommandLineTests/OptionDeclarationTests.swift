import CommandLineOptions
import RenderStrategies
import Testing

@testable import HitchBenchCommandLine

/// Every command's options are declared once, each under its own name, and each shows in the command's help.
@Suite struct OptionDeclarationTests {
    let context = CommandContext(registry: .builtIn, extraScenariosDirectory: nil)

    @Test(arguments: Harness.commandTypes.map { $0.name })
    func eachCommandDeclaresEveryOptionNameOnce(command: String) throws {
        let type = try #require(Harness.commandTypes.first { $0.name == command })
        let names = type.declarations.map(\.name)
        #expect(Set(names).count == names.count, "declared twice: \(names.filter { name in names.filter { $0 == name }.count > 1 })")
        #expect(names.contains("help"))
        #expect(type.modes.allSatisfy { mode in names.contains(mode.name) }, "a mode that is not an option")
    }

    @Test(arguments: Harness.commandTypes.map { $0.name })
    func eachDeclaredOptionIsInTheCommandsHelp(command: String) throws {
        let type = try #require(Harness.commandTypes.first { $0.name == command })
        let lines = type.help(context).split(separator: "\n")
        for option in type.declarations {
            let entry = "--\(option.name)" + (option.placeholder.map { " \($0)" } ?? "")
            #expect(lines.contains { $0.hasPrefix("  " + entry + " ") }, "\(command) --help has no line for \(entry)")
        }
    }

    @Test func modesComeBeforeTheOtherOptionsUnderTheirOwnHeading() {
        let help = CompareCommand.help(context)
        let modes = help.range(of: "\nMODES:\n"), options = help.range(of: "\nOPTIONS:\n")
        #expect(modes != nil && options != nil && modes!.lowerBound < options!.lowerBound)
        let modeSection = help[modes!.upperBound..<options!.lowerBound]
        for mode in ["--check", "--write-baseline", "--against REV", "--device FILE"] {
            #expect(modeSection.contains("  " + mode), "\(mode) is not under MODES")
        }
        #expect(!help[options!.upperBound...].contains("  --check "), "a mode is listed twice")
    }

    @Test func aSharedOptionReadsTypedWithItsDefault() throws {
        let options = try ParsedOptions(["--repeat", "7", "--clock", "wall"], declarations: RunCommand.declarations, command: "run")
        #expect(options[RunCommand.repeat] == 7)
        #expect(options[DataOptions.clock] == .wall)
        #expect(options[DataOptions.refresh] == 60 && !options.has(DataOptions.refresh))
    }

    @Test func optionsThatGoTogetherAreCheckedBeforeAnythingRuns() throws {
        let options = try ParsedOptions(
            ["--trace", "fling", "--allow-missing"], declarations: CompareCommand.declarations, command: "compare")
        do {
            try CompareCommand.validate(options, context: context)
            Issue.record("--allow-missing without --check was accepted")
        } catch let error as UsageError {
            #expect(error.description == "compare: --allow-missing goes with --check")
        } catch {
            Issue.record("\(error)")
        }
    }
}
