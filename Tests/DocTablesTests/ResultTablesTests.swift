import Foundation
import TestSupport
import Testing

@testable import BenchSuite
@testable import DocTables
@testable import ResultFiles
@testable import ResultText

/// The docs' tables made from a folder laid out as results/reference (`ReferenceFixture`): each figure is one a
/// file holds, strategies and traces are the ones the files hold.
@Suite struct ResultTablesTests {
    /// The tables of `fixture`, by section title.
    static func tables(_ fixture: ReferenceFixture = ReferenceFixture()) throws -> [String: String] {
        let folder = try ScratchFolder("tables")
        defer { folder.remove() }
        try fixture.write(to: folder.path)
        let sections = try ResultTables.sections(ReferenceFolder.load(folder.path))
        return Dictionary(uniqueKeysWithValues: sections.map { ($0.title, $0.table) })
    }

    /// The body rows of a Markdown table, as cells, by their first cell without backticks.
    static func rows(_ table: String) -> [String: [String]] {
        let lines = table.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
        return Dictionary(
            lines.map { line in
                let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
                return (cells[0].replacingOccurrences(of: "`", with: ""), cells)
            }, uniquingKeysWith: { first, _ in first })
    }

    /// The cell of `strategy`'s row under the header `column`.
    static func cell(_ table: String, _ strategy: String, _ column: String) throws -> String {
        let header = try #require(table.split(separator: "\n").first { $0.hasPrefix("| ") })
        let columns = header.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        let index = try #require(columns.firstIndex(of: column), "no column '\(column)' in \(columns)")
        return try #require(rows(table)[strategy])[index]
    }

    @Test func theFixtureHasEveryFieldTheHarnessWritesAndEverySection() {
        #expect(
            Set(ReferenceFixture.rowKeys) == Set(ComparisonColumns.keys + ["timeRatiosByClock", "swapFrameMs", "instructionsRatioLabel"]))
        #expect(ReferenceFixture.sections.map(\.title) == ResultTables.documents.map(\.title))
        #expect(ReferenceFixture.sections.map(\.document) == ResultTables.documents.map(\.document))
    }

    /// A comparison written by `ComparisonDocument` and read back gives the cells `harness compare` printed.
    @Test func aCompareFileReadsBackTheCellsCompareWrote() throws {
        let comparison = sharedComparison[0]
        let json = ComparisonDocument.json(comparison, settings: testSettings(), command: "test", toolVersion: "test")
        let file = try ComparisonFile.load(bytes: Array(json.utf8), path: "compare-short.json")
        #expect(file.rows.map(ComparisonFormat.cells) == comparison.rows.map { ComparisonFormat.cells($0) })
        #expect(file.rows.map { $0.swapFrameMs } == comparison.rows.map { RowFigures($0).swapFrameMs })
    }

    @Test func theDecisionTableHasARowPerStrategyTheSeedComparisonRan() throws {
        var fixture = ReferenceFixture()
        for name in ["compare-fling.json", "compare-fling-3650d.json"] {
            fixture.edit(name) { object in
                var rows = object["rows"] as? [[String: Any]] ?? []
                rows.append(ReferenceFixture.row("scroll-blit"))
                object["rows"] = rows
            }
        }
        let table = try #require(try Self.tables(fixture)["Which strategy when"])
        #expect(Self.rows(table).keys.sorted() == ["render-all", "scroll-blit", "window", "window-seamless"])
        #expect(try Self.cell(table, "scroll-blit", "when to use it") == "")
    }

    @Test func theEffectsAreSummedOverTheTracesComparedWithTheSeedSettings() throws {
        var fixture = ReferenceFixture()
        var scrub = try #require(fixture.files.first { $0.name == "compare-fling.json" })
        scrub.name = "compare-scrub.json"
        scrub.object["trace"] = "scrub"
        var other = scrub
        other.name = "compare-scrub-90d.json"
        other.object["settings"] = (other.object["settings"] as? [String: Any] ?? [:]).merging(["days": 90]) { $1 }
        fixture.files += [scrub, other]
        for name in ["compare-fling.json", "compare-scrub.json", "compare-scrub-90d.json"] {
            fixture.edit(name, "window") {
                $0["contentJumps"] = 2
                $0["edgeStalls"] = 1
                $0["yRescales"] = 1
            }
        }
        let table = try #require(try Self.tables(fixture)["Which strategy when"])
        #expect(try Self.cell(table, "window", "jumps / stalls / rescales") == "4 / 2 / 2")
    }

    /// The median is `Statistics.median` of every swap frame of every trace: the mean of the middle two of four.
    @Test func theSwapFrameMedianIsTheMedianOfEveryTracesSwapFrames() throws {
        let table = try #require(try Self.tables()["window-seamless swap frames"])
        #expect(Self.rows(table)["60 Hz"] == ["60 Hz", "4", "2.50", "10.00 (tap-select)", "16.67", "60 %"])
    }

    @Test func aRefreshRateWithoutSwapsHasNoMedian() throws {
        let table = try #require(try Self.tables()["window-seamless swap frames"])
        #expect(Self.rows(table)["120 Hz"] == ["120 Hz", "0", "–", "–", "8.33", "–"])
    }

    @Test func theSnappingTableCountsInWords() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling-snap-none-only-render-all+window.json", "window") {
            $0["swapFrames"] = 1
            $0["contentJumps"] = 1
            $0["maxContentJumpPixels"] = 14.4
        }
        fixture.edit("compare-fling.json", "window") {
            $0["swapFrames"] = 2
            $0["edgeStalls"] = 1
        }
        let table = try #require(try Self.tables(fixture)["The window with and without the seed's snapping"])
        #expect(Self.rows(table)["fling"] == ["fling", "1 swap, 1 jump (max 14 px), 0 stalls", "2 swaps, 0 jumps, 1 stall"])
        #expect(table.contains("| trace | `window --snap none` | `window` (noon, as the seed wrote it) |"))
    }

    @Test func theDecisionTableShowsEachStagesMedianAndTheHitchesByStage() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling.json", "render-all") {
            $0["commitP50Ms"] = 0.7
            $0["renderP50Ms"] = 0.3
        }
        fixture.edit("compare-fling-3650d.json", "render-all") {
            $0["hitches"] = 12
            $0["commitHitches"] = 2
            $0["renderHitches"] = 9
            $0["bothHitches"] = 1
        }
        let table = try #require(try Self.tables(fixture)["Which strategy when"])
        #expect(try Self.cell(table, "render-all", "60 days commit / render p50 ms") == "0.70 / 0.30")
        #expect(try Self.cell(table, "render-all", "3,650 days hitches (commit / render / both)") == "12 (2 / 9 / 1)")
    }

    @Test func hitchesWithoutTheirStagesAreShownAlone() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling-3650d.json", "render-all") {
            $0["hitches"] = 12
            $0["commitHitches"] = NSNull()
        }
        let table = try #require(try Self.tables(fixture)["Which strategy when"])
        #expect(try Self.cell(table, "render-all", "3,650 days hitches (commit / render / both)") == "12")
    }

    @Test func theWorstSingleFrameIsTheLongestOfAnyTimedComparisonWithItsStagesAndNotes() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-tap-select-120hz.json", "window") {
            $0["worstFrameMs"] = 7.5
            $0["worstFrameCommitMs"] = 7.0
            $0["worstFrameRenderMs"] = 0.5
            $0["worstFrameNotes"] = "data swapped; y rescaled"
        }
        let table = try #require(try Self.tables(fixture)["Which strategy when"])
        #expect(
            try Self.cell(table, "window", "worst single frame (cause; run)")
                == "7.50 ms (commit 7.00, render 0.50; data swapped; y rescaled; tap-select-120hz)")
    }

    /// Of equally long frames the first file's (by name: `compare-fling-120hz.json` sorts first) is named.
    @Test func aWorstFrameWithoutNotesIsAnOrdinaryFrameOfTheFirstFileWithIt() throws {
        let table = try #require(try Self.tables()["Which strategy when"])
        #expect(
            try Self.cell(table, "render-all", "worst single frame (cause; run)")
                == "2.00 ms (commit 1.50, render 0.50; an ordinary frame; fling-120hz)")
    }

    @Test func thePeakCacheCountsTheSweeps() throws {
        let table = try #require(try Self.tables()["Which strategy when"])
        #expect(try Self.cell(table, "window", "peak cache MB") == "2.0")
    }

    @Test func theGrowthIsTheTenYearMedianOverTheSeedDatas() throws {
        let table = try #require(try Self.tables()["Which strategy when"])
        #expect(try Self.cell(table, "render-all", "p50 growth") == "50.00×")
        #expect(try Self.cell(table, "render-all", "hitch-free to (days) at 60 Hz") == "3,650")
        #expect(try Self.cell(table, "render-all", "at 120 Hz") == "60")
    }

    @Test func theGrowthTableHasAColumnPerSweptStrategyAndASizeNotSweptAtOtherRatesIsADash() throws {
        let table = try #require(try Self.tables()["Growth with the data"])
        #expect(
            table.hasPrefix(
                "| days | `render-all` p50 / max ms | `window` p50 / max ms | `window-seamless` p50 / max ms | "
                    + "render-all hitches (scroll / trace ms/s) at 60 Hz | at 120 Hz |"))
        #expect(Self.rows(table)["3,650"] == ["3,650", "1.00 / 2.00", "1.00 / 2.00", "1.00 / 2.00", "0 (0 / 0)", "–"])
    }

    @Test func theInstructionTableTakesTheRowsOwnRatioToRenderAll() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling-instructions.json", "window") {
            $0["instructionsTotal"] = 1_894_870_000
            $0["instructionsRatioToRenderAll"] = 0.426
        }
        let table = try #require(try Self.tables(fixture)["Instructions per frame"])
        #expect(try Self.cell(table, "window", "`fling` in all (× render-all)") == "1,894.87 M (0.426×)")
        #expect(try Self.cell(table, "window", "`tap-select` p50 / p99 / max per frame") == "1.00 M / 2.00 M / 3.00 M")
        #expect(table.hasPrefix("`compare-fling-instructions.json`, `compare-tap-select-instructions.json`: 60 days"))
    }

    @Test func aCompareTableNamesItsFileAndIsTheTableCompareMarkdownPrints() throws {
        let table = try #require(try Self.tables()["fling, 3,650 days"])
        #expect(table.hasPrefix("`compare-fling-3650d.json`, fling: 3650 days, 60 Hz (budget 16.67 ms), cpu clock, median of 3 repeats"))
        #expect(table.contains("| " + ComparisonFormat.headers.joined(separator: " | ") + " |"))
    }
}

/// The phone model's tables, from the fixture's phone-paced sweeps and seed comparison.
@Suite("Phone tables")
struct PhoneTablesTests {
    static func tables() throws -> [String: String] { try ResultTablesTests.tables() }

    /// render-all hitches days / 10 times at typical costs, half at low and double at high: 365 at 3,650 days
    /// with the range 182–730.
    @Test func theKeyTableGivesHitchesWithTheirRangeAtEachRateAndSize() throws {
        let table = try #require(try Self.tables()["On the seed's phone"])
        #expect(try ResultTablesTests.cell(table, "render-all", "hitches at 120 Hz, 3,650 days") == "365 [182–730]", "\(table)")
        #expect(try ResultTablesTests.cell(table, "window-seamless", "hitches at 60 Hz, 60 days") == "0")
        #expect(try ResultTablesTests.cell(table, "window", "hitches at 60 Hz, 365 days") == "0 [0–1]")
    }

    /// Of the declarative strategies, window and window-seamless both have no hitch; window-seamless has none at
    /// the profile's high costs either, so it is the one named.
    @Test func eachSituationNamesTheStrategyWithTheFewestHitches() throws {
        let lines = try #require(try Self.tables()["What to use"]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix("- **Swift Charts only (no drawing of your own):** `window-seamless`, 0 hitches on fling with 3,650 days"))
        #expect(lines[0].contains("`render-all` 365 [182–730]"))
    }

    /// The seed check sets render-all's fitted figures beside what the seed saw, and the others as predictions.
    @Test func theSeedCheckStandsBesideWhatTheSeedSaw() throws {
        let table = try #require(try Self.tables()["The seed's phone, held out"])
        #expect(try ResultTablesTests.cell(table, "render-all", "hitches") == "348 [187–348]", "\(table)")
        #expect(try ResultTablesTests.cell(table, "render-all", "longest hitch ms") == "8.33 [8.33–25.00]")
        #expect(try ResultTablesTests.cell(table, "render-all", "the profile") == "fitted: the bar mark's cost")
        #expect(try ResultTablesTests.cell(table, "window", "the profile") == "predicted")
        #expect(try ResultTablesTests.cell(table, "render-all", "the seed saw").hasPrefix("338 hitches in a few scrolls, longest 25 ms"))
    }
}
