import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import FrameTiming
import InputFiles
import JSONText
import PNGWriting
import RenderStrategies
import ResultFiles
import StrategyRun
import Workspace

/// `harness render`: one viewport frame to PNG, and optionally its display list as scene JSON.
enum RenderCommand: Command {
    static let name = "render"
    static let position = Option.number(
        "position", "P", in: -1e6...1e6, help: "day coordinate under the plot's left edge (default: latest day at the right edge)")
    static let day = Option("day", "YYYY-MM-DD", help: "put this day at the plot's left edge instead") { text throws(UsageError) in
        try civilDay(text, option: "day")
    }
    static let select = Option("select", "YYYY-MM-DD", help: "select a day (others dimmed, header shows its total)") {
        text throws(UsageError) in try civilDay(text, option: "select")
    }
    static let highlight = Option.text("highlight", "CHANNEL", help: "highlight one channel (others grey)")
    static let out = Option.text("out", "FILE.png", help: "where to write the frame (default frame.png in the project root)")
    static let scene = Option.text("scene", "FILE.json", help: "also write the display list as hitchbench-scene/1 JSON")

    static let declarations =
        [
            position.declaration, day.declaration, select.declaration, highlight.declaration, out.declaration, scene.declaration,
            Flag.help.declaration,
        ] + DataOptions.dataSpecs + [DataOptions.cornerSpec]

    static var usage: String {
        "\(Harness.program) render [--position P | --day YYYY-MM-DD] [options]"
    }

    static func about(_ context: CommandContext) -> String {
        "Renders one 1206x780 viewport frame of the chart (402x260 pt at @3x)."
    }

    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        guard !(options.has(Self.position) && options.has(Self.day)) else { throw UsageError("render: give --position or --day, not both") }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let (_, data) = try DataOptions.dataset(options)
        let layout = DataOptions.layout(options)
        let viewport = layout.viewport
        var target = ScrollTarget.initial
        if let position = options[Self.position] { target = .position(days: position) }
        if let day = options[Self.day] { target = .day(day) }
        guard let position = target.positionDays(in: data, viewport: viewport) else {
            throw UsageError(
                "--day: \(options[Self.day]?.isoString ?? "") is outside the data (\(data.firstDay.isoString)...\(data.civilDay(ofIndex: data.dayCount - 1).isoString))"
            )
        }
        var state = ChartState()
        if let selected = options[Self.select] {
            guard let index = data.index(of: selected) else {
                throw UsageError("--select: \(selected.isoString) is outside the data")
            }
            state.selectedDay = index
        }
        if let name = options[Self.highlight] {
            guard let channel = data.channels.firstIndex(of: name) else {
                throw UsageError("--highlight: unknown channel '\(name)' (channels: \(data.channels.joined(separator: ", ")))")
            }
            state.highlightedChannel = channel
        }

        let out = options[Self.out] ?? ProjectFolders.root + "/frame.png"
        try DataOptions.checkOutputs([out] + [options[Self.scene]].compactMap { $0 }, inputs: DataOptions.dataInputs(options))
        let renderer = ReferenceRenderer(data: data, layout: layout)
        renderer.render(positionDays: position, state: state)
        try AtomicFile.write(renderer.canvas.pngData(), to: out)
        let positionText = String(Double(Int(position * 1000)) / 1000)
        print("rendered \(JSONText.counted(data.dayCount, "day")) at position \(positionText) (\(renderer.list.count) ops)")
        Harness.wrote(out, "frame")
        if let scene = options[Self.scene] {
            try AtomicFile.write(renderer.list.sceneJSON(), to: scene)
            Harness.wrote(scene, "scene")
        }
        return 0
    }

    private static func civilDay(_ text: String, option: String) throws(UsageError) -> CivilDay {
        guard let day = CivilDay(iso: Substring(text)) else {
            throw UsageError("--\(option): '\(text)' is not a YYYY-MM-DD date")
        }
        return day
    }
}
