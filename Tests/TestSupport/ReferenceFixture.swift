import Foundation

/// A folder laid out as results/reference (the files `harness tables` reads), made of small fixed files rather
/// than runs: three strategies (render-all, window, window-seamless) on two traces (fling, tap-select) at the
/// seed's settings, at 120 Hz, without snapping and on the instruction clock; fling at 1,825 and 3,650 days;
/// and two sweeps. Tests change a figure with `edit` before `write`, so each states the one value it is about.
package struct ReferenceFixture {
    /// One compare file: its name and its JSON object (`rows` among its fields).
    package struct File {
        package var name: String
        package var object: [String: Any]
    }

    /// The files, in the order written.
    package var files: [File]

    /// Every field a compare row has, as the harness writes them (`ComparisonColumns.keys`, then `timeRatiosByClock`
    /// and `swapFrameMs`, which only the JSON has); ResultFilesTests checks the list against the writer's.
    package static let rowKeys: [String] =
        [
            "strategy", "snap", "frames", "idleVsyncs", "deferredFrames", "hitches", "commitHitches", "renderHitches", "bothHitches",
            "maxFrameMs", "maxHitchMs", "scrollSeconds", "scrollHitchTimeRatioMsPerSecond", "band", "traceHitchTimeRatioMsPerSecond",
            "p50FrameMs", "p99FrameMs", "commitP50Ms", "commitP99Ms", "renderP50Ms", "renderP99Ms", "latencyP50Ms",
            "contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes",
            "worstFrameIndex", "worstFrameMs", "worstFrameCommitMs", "worstFrameRenderMs", "worstFrameNotes",
            "swapFrames", "swapFrameMedianMs", "swapFrameMaxMs",
        ] + ["p50TimeRatioToRenderAll", "p99TimeRatioToRenderAll", "totalTimeRatioToRenderAll"].flatMap { [$0, $0 + "Low", $0 + "High"] }
        + phoneKeys
        + [
            "instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame",
            "instructionsRatioToRenderAll", "timeRatiosByClock", "swapFrameMs", "instructionsRatioLabel",
        ]

    /// The phone model's columns, each figure with its `Low` and `High` ends, then the stages' medians.
    static let phoneKeys: [String] =
        ["phoneHitches", "phoneScrollHitchTimeRatioMsPerSecond", "phoneMaxHitchMs"].flatMap { [$0, $0 + "Low", $0 + "High"] }
        + ["phoneCommitP50Ms", "phoneRenderP50Ms"]

    /// The section titles the docs mark, each with its document, as `ResultTables.documents` lists them.
    package static let sections: [(title: String, document: String)] =
        ["On the seed's phone", "What to use", "Which strategy when"].map { ($0, "README.md") }
        + [
            "fling, 60 days", "fling, 1,825 days", "fling, 3,650 days", "Growth with the data",
            "The window with and without the seed's snapping", "window-seamless swap frames", "Instructions per frame",
            "The seed's phone, held out",
        ].map { ($0, "docs/Results.md") }

    /// The standard folder.
    package init() {
        let strategies = ["render-all", "window", "window-seamless"]
        func file(
            _ name: String, _ trace: String, days: Int = 60, hz: Int = 60, clock: String = "cpu", snap: String = "default",
            slowdown: Any = 1, strategies: [String] = strategies
        ) -> File {
            let settings: [String: Any] = [
                "data": "generated", "days": days, "seed": "1", "refreshHz": hz, "clock": clock, "snap": snap, "build": "release",
                "repeats": clock == "instructions" ? 1 : 3, "appSlowdown": slowdown,
            ]
            let rows = strategies.map { Self.row($0, instructions: clock == "instructions") }
            return File(
                name: name,
                object: [
                    "format": "hitchbench-compare/2", "trace": trace, "refreshHz": hz, "clock": clock, "repeats": settings["repeats"] ?? 1,
                    "days": days, "command": "harness compare", "settings": settings, "rows": rows, "results": [[String: Any]](),
                ])
        }
        files = []
        for trace in ["fling", "tap-select"] {
            files.append(file("compare-\(trace).json", trace))
            files.append(file("compare-\(trace)-120hz.json", trace, hz: 120))
            files.append(
                file("compare-\(trace)-snap-none-only-render-all+window.json", trace, snap: "none", strategies: ["render-all", "window"]))
            files.append(file("compare-\(trace)-instructions.json", trace, clock: "instructions"))
        }
        files.append(file("compare-fling-1825d.json", "fling", days: 1825))
        files.append(file("compare-fling-3650d.json", "fling", days: 3650))
        files.append(
            file("compare-fling-120hz-slowdown-framework80x-drawing20x.json", "fling", hz: 120, slowdown: "framework=80,drawing=20"))
        // At the seed's factors render-all hitches 300 times, all in the commit, the longest 25 ms.
        edit("compare-fling-120hz-slowdown-framework80x-drawing20x.json", "render-all") {
            ($0["hitches"], $0["commitHitches"], $0["maxHitchMs"]) = (300, 300, 25.0)
        }
        // The seed check on the phone: render-all hitches 348 times (187 to 348 over the profile's costs), the longest
        // 8.33 ms (8.33 to 25); the windows do not hitch.
        files.append(file("compare-fling-120hz-phone.json", "fling", hz: 120, clock: "phone"))
        edit("compare-fling-120hz-phone.json", "render-all") {
            ($0["hitches"], $0["commitHitches"]) = (348, 348)
            ($0["phoneHitches"], $0["phoneHitchesLow"], $0["phoneHitchesHigh"]) = (348, 348, 187)
            ($0["phoneMaxHitchMs"], $0["phoneMaxHitchMsLow"], $0["phoneMaxHitchMsHigh"]) = (8.3333, 8.3333, 25.0)
            ($0["phoneCommitP50Ms"], $0["phoneRenderP50Ms"]) = (12.86, 0.44)
        }
        // window-seamless re-centres: fling's swaps took 1 and 3 ms, tap-select's 2 and 10 (the median of all four is 2.5).
        edit("compare-fling.json", "window-seamless") {
            $0["swapFrames"] = 2
            $0["swapFrameMs"] = [1.0, 3.0]
        }
        edit("compare-tap-select.json", "window-seamless") {
            $0["swapFrames"] = 2
            $0["swapFrameMs"] = [2.0, 10.0]
        }
        // render-all grows with the data.
        edit("compare-fling-3650d.json", "render-all") { $0["p50FrameMs"] = 50.0 }
    }

    /// Changes the row of `strategy` in the file called `name`.
    package mutating func edit(_ name: String, _ strategy: String, _ change: (inout [String: Any]) -> Void) {
        edit(name) { object in
            var rows = object["rows"] as? [[String: Any]] ?? []
            for index in rows.indices where rows[index]["strategy"] as? String == strategy { change(&rows[index]) }
            object["rows"] = rows
        }
    }

    /// Changes the file called `name`.
    package mutating func edit(_ name: String, _ change: (inout [String: Any]) -> Void) {
        for index in files.indices where files[index].name == name { change(&files[index].object) }
    }

    /// A row of `strategy` with every field: 1 ms frames, no hitch, no effect, 1 MiB of cache; on the instruction
    /// clock its times are null and it counts a million instructions a frame.
    package static func row(_ strategy: String, instructions: Bool = false) -> [String: Any] {
        var row: [String: Any] = [:]
        for key in rowKeys { row[key] = NSNull() }
        let timed: [String: Any] = [
            "deferredFrames": 0, "hitches": 0, "commitHitches": 0, "renderHitches": 0, "bothHitches": 0, "maxFrameMs": 2.0,
            "maxHitchMs": 0, "scrollSeconds": 3.0, "scrollHitchTimeRatioMsPerSecond": 0, "band": "good",
            "traceHitchTimeRatioMsPerSecond": 0, "p50FrameMs": 1.0, "p99FrameMs": 1.5, "commitP50Ms": 0.6, "commitP99Ms": 0.9,
            "renderP50Ms": 0.4, "renderP99Ms": 0.6, "latencyP50Ms": 33.3333, "worstFrameIndex": 42, "worstFrameMs": 2.0,
            "worstFrameCommitMs": 1.5, "worstFrameRenderMs": 0.5, "worstFrameNotes": "", "swapFrameMs": [Double](),
            "p50TimeRatioToRenderAll": 1.0, "p50TimeRatioToRenderAllLow": 0.9, "p50TimeRatioToRenderAllHigh": 1.1,
            "totalTimeRatioToRenderAll": 1.0, "totalTimeRatioToRenderAllLow": 0.9, "totalTimeRatioToRenderAllHigh": 1.1,
        ]
        let counted: [String: Any] = [
            "instructionsTotal": 100_000_000, "instructionsP50PerFrame": 1_000_000, "instructionsP99PerFrame": 2_000_000,
            "instructionsMaxPerFrame": 3_000_000, "instructionsRatioToRenderAll": 1.0,
        ]
        row.merge(instructions ? counted : timed) { $1 }
        row.merge([
            "strategy": strategy, "snap": strategy.hasPrefix("window") ? "noon" : "none", "frames": 100, "idleVsyncs": 10,
            "contentJumps": 0, "maxContentJumpPixels": 0, "yRescales": 0, "edgeStalls": 0, "peakCacheBytes": 1_048_576, "swapFrames": 0,
        ]) { $1 }
        return row
    }

    /// A sweep of the three strategies over `days` at `hz`: 1 ms frames and no hitch, 2 MiB of cache; with `phone`,
    /// paced on the phone, where render-all hitches `days / 10` times (low costs half, high costs double) and the
    /// windows never, but window's high costs hitch once.
    package static func sweep(days: [Int], hz: Int, phone: Bool = false) -> [String: Any] {
        let strategies = ["render-all", "window", "window-seamless"]
        let points: [[String: Any]] = days.flatMap { size in
            strategies.map { strategy -> [String: Any] in
                [
                    "strategy": strategy, "days": size, "frames": 100, "p50FrameMs": 1.0, "p99FrameMs": 1.5, "maxFrameMs": 2.0,
                    "hitches": 0, "maxHitchMs": 0, "scrollHitchTimeRatioMsPerSecond": 0, "traceHitchTimeRatioMsPerSecond": 0,
                    "peakCacheBytes": 2_097_152, "commitP50Ms": 0.6, "renderP50Ms": 0.4, "commitHitches": 0, "renderHitches": 0,
                    "bothHitches": 0, "totals": ["barMarks": 10], "instructions": NSNull(),
                    "phone": phone ? phoneFigures(strategy, days: size) : NSNull(),
                ]
            }
        }
        return [
            "format": "hitchbench-sweep/2", "trace": "fling", "refreshHz": hz, "clock": phone ? "phone" : "cpu", "repeats": 1,
            "snap": "default",
            "snapSettle": "fast", "strategies": strategies, "days": days, "shard": NSNull(), "points": points,
        ]
    }

    /// A sweep point's phone figures (see `sweep`).
    static func phoneFigures(_ strategy: String, days: Int) -> [String: Any] {
        let hitches = strategy == "render-all" ? days / 10 : 0
        func figures(_ count: Int) -> [String: Any] {
            ["hitches": count, "scrollHitchTimeRatioMsPerSecond": Double(count), "maxHitchMs": count > 0 ? 8.3333 : 0]
        }
        return [
            "profile": "iphone-16-pro", "cost": "typical", "typical": figures(hitches), "low": figures(hitches / 2),
            "high": figures(strategy == "window" ? 1 : hitches * 2),
        ]
    }

    /// A slowdown search of `strategies` at `hz` with thresholds for 0…3 intervals: render-all hitch-free to 26×,
    /// its longest hitch 3 intervals from 75× to 91× (so its factor is 82.6×), every other strategy ten times that.
    package static func slowdown(hz: Int, strategies: [String]) -> [String: Any] {
        [
            "format": "hitchbench-slowdown/1", "tool": "hitchbench test", "trace": "fling", "refreshHz": hz,
            "intervalMs": 1000 / Double(hz), "precision": 0.02, "ceiling": 10000, "settings": ["days": 60], "machine": [String: Any](),
            "strategies": strategies.map { strategy -> [String: Any] in
                let scale = strategy == "render-all" ? 1.0 : 10.0
                let medians = [26.0, 51.0, 75.0, 91.0].map { $0 * scale }
                return [
                    "strategy": strategy, "commitWork": strategy == "visible" ? "drawing" : "framework", "runs": 40,
                    "thresholds": medians.enumerated().map { intervals, median -> [String: Any] in
                        [
                            "longestHitchIntervals": intervals, "longestHitchMs": Double(intervals) * 1000 / Double(hz),
                            "medianFactor": median, "minFactor": median - 1, "maxFactor": median + 1, "repeatsBelowOne": 0,
                            "repeatsAtCeiling": 0,
                            "exactly": intervals == 0
                                ? NSNull() as Any
                                : [
                                    "fromFactor": medians[intervals - 1], "toFactor": median,
                                    "middleFactor": (medians[intervals - 1] * median).squareRoot(),
                                ] as [String: Any],
                            "byRepeat": [[String: Any]](),
                        ]
                    },
                ]
            },
        ]
    }

    /// Writes every file, the two sweeps and the three slowdown searches into `folder` (which must exist).
    package func write(to folder: String) throws {
        for (name, hz, strategies) in [
            ("slowdown-fling.json", 60, ["render-all", "window", "window-seamless"]),
            ("slowdown-fling-120hz.json", 120, ["render-all", "window", "window-seamless"]),
            ("slowdown-fling-80hz-only-visible.json", 80, ["visible"]),
        ] {
            try Self.json(Self.slowdown(hz: hz, strategies: strategies)).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        for file in files { try Self.json(file.object).write(to: URL(fileURLWithPath: folder + "/" + file.name)) }
        try Self.json(Self.sweep(days: [30, 60, 3650], hz: 60)).write(to: URL(fileURLWithPath: folder + "/sweep-fling-36500d.json"))
        try Self.json(Self.sweep(days: [30, 60], hz: 120)).write(to: URL(fileURLWithPath: folder + "/sweep-fling-120hz.json"))
        for (name, hz) in [("sweep-fling-phone.json", 60), ("sweep-fling-120hz-phone.json", 120)] {
            try Self.json(Self.sweep(days: [60, 365, 3650], hz: hz, phone: true)).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Self.json(Self.prose).write(to: URL(fileURLWithPath: folder + "/table-prose.json"))
    }

    /// The tables' prose: what the seed saw and what the profile did with it, for the strategies here, and a short
    /// text of when to use each.
    package static var prose: [String: Any] {
        [
            "format": "hitchbench-table-prose/1",
            "whenToUse": [
                "render-all": "Only for small data.", "window": "Swift Charts alone.", "window-seamless": "Without the window's artifacts.",
            ],
            "seedSaw": [
                "render-all": "338 hitches in a few scrolls, longest 25 ms", "window": "no dense hitches",
                "window-seamless": "(not in the seed)",
            ],
            "profileRole": ["render-all": "fitted: the bar mark's cost", "window": "predicted", "window-seamless": "predicted"],
        ]
    }

    /// A README.md and a docs/Results.md under `root` holding each section's markers with nothing between them,
    /// and a line of prose before and after each.
    package static func writeDocuments(to root: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        for document in ["README.md", "docs/Results.md"] {
            var text = "# \(document)\n\nProse before.\n"
            for section in sections where section.document == document {
                text += "\n## \(section.title)\n\n<!-- generated: \(section.title) -->\n<!-- end generated -->\n\nProse after.\n"
            }
            try text.write(toFile: root + "/" + document, atomically: true, encoding: .utf8)
        }
    }

    private static func json(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
