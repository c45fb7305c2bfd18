import BenchGate
import BenchSuite
import ChartKit
import FrameTiming
import InputFiles
import JSONText
import RenderStrategies
import ResultFiles
import StrategyRun

/// `harness render`: one viewport frame to PNG, and optionally its display list as scene JSON.
enum RenderCommand {
    static let specs =
        [
            OptionSpec(
                name: "position", value: "P", help: "day coordinate under the plot's left edge (default: latest day at the right edge)"),
            OptionSpec(name: "day", value: "YYYY-MM-DD", help: "put this day at the plot's left edge instead"),
            OptionSpec(name: "select", value: "YYYY-MM-DD", help: "select a day (others dimmed, header shows its total)"),
            OptionSpec(name: "highlight", value: "CHANNEL", help: "highlight one channel (others grey)"),
            OptionSpec(name: "out", value: "FILE.png", help: "where to write the frame (default frame.png in the project root)"),
            OptionSpec(name: "scene", value: "FILE.json", help: "also write the display list as hitchbench-scene/1 JSON"),
            OptionSpec(name: "help", value: nil, help: "show this help"),
        ] + DataOptions.dataSpecs + [DataOptions.cornerSpec]

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "render")
        if options.has("help") {
            print(
                helpText(
                    usage: "\(Harness.program) render [--position P | --day YYYY-MM-DD] [options]",
                    about: "Renders one 1206x780 viewport frame of the chart (402x260 pt at @3x).", specs: specs))
            return 0
        }
        let (_, data) = try DataOptions.dataset(options)
        let strategy = try DataOptions.strategyOptions(options, data: data)
        let viewport = strategy.layout.viewport

        guard !(options.has("position") && options.has("day")) else { throw UsageError("render: give --position or --day, not both") }
        var target = ScrollTarget.initial
        if let position = try options.double("position", in: -1e6...1e6) { target = .position(days: position) }
        if let text = options.string("day") { target = .day(try day(text, option: "day")) }
        guard let position = target.positionDays(in: data, viewport: viewport) else {
            throw UsageError(
                "--day: \(options.string("day") ?? "") is outside the data (\(data.firstDay.isoString)...\(data.civilDay(ofIndex: data.dayCount - 1).isoString))"
            )
        }
        var state = ChartState()
        if let text = options.string("select") {
            guard let index = data.index(of: try day(text, option: "select")) else {
                throw UsageError("--select: \(text) is outside the data")
            }
            state.selectedDay = index
        }
        if let name = options.string("highlight") {
            guard let channel = data.channels.firstIndex(of: name) else {
                throw UsageError("--highlight: unknown channel '\(name)' (channels: \(data.channels.joined(separator: ", ")))")
            }
            state.highlightedChannel = channel
        }

        let out = options.string("out") ?? ProjectFolders.root + "/frame.png"
        try DataOptions.checkOutputs([out] + [options.string("scene")].compactMap { $0 }, inputs: DataOptions.dataInputs(options))
        let renderer = ReferenceRenderer(data: data, layout: strategy.layout)
        renderer.render(positionDays: position, state: state)
        try AtomicFile.write(renderer.canvas.pngData(), to: out)
        let positionText = String(Double(Int(position * 1000)) / 1000)
        print("rendered \(JSONText.counted(data.dayCount, "day")) at position \(positionText) (\(renderer.list.count) ops)")
        Harness.wrote(out, "frame")
        if let scene = options.string("scene") {
            try AtomicFile.write(renderer.list.sceneJSON(), to: scene)
            Harness.wrote(scene, "scene")
        }
        return 0
    }

    private static func day(_ text: String, option: String) throws -> CivilDay {
        guard let day = CivilDay(iso: Substring(text)) else {
            throw UsageError("--\(option): '\(text)' is not a YYYY-MM-DD date")
        }
        return day
    }
}
