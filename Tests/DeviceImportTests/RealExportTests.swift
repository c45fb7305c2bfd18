import DisplayModel
import Foundation
import Testing

@testable import DeviceImport

/// The real xctrace exports in `Samples/Instruments` (Xcode 27, from a public repository's test fixtures; its
/// README says which): the hitches are on "Display 2", every frame table on "Display 1", and the presented
/// swaps on "Built-In Display"; the figures they give and the choices each option makes.
@Suite struct RealExportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Instruments").path

    static func path(_ schema: String) -> String { folder + "/" + schema + ".xml" }

    static let frameTables = ["hitches", "hitches-renders", "displayed-surfaces-interval", "display-vsyncs-interval"]

    static func run(_ schemas: [String], _ options: InstrumentsImport = InstrumentsImport()) throws(DeviceImportError) -> DeviceRun {
        try options.run(files: schemas.map(path))
    }

    static func problem(_ schemas: [String], _ options: InstrumentsImport = InstrumentsImport()) -> String? {
        do {
            _ = try run(schemas, options)
            return nil
        } catch {
            return error.description
        }
    }

    /// 11 hitches of TestApp, 216.666666 ms the longest, 616.666828 ms in all; 12 frames and renders on Display 1,
    /// the one display under three names, at 60 Hz from its vsyncs; nothing set aside.
    @Test func theRealExportsImportWithOneDisplayAndNothingDropped() throws {
        let run = try Self.run(Self.frameTables)
        let s = run.summary
        #expect(s.hitches == 11 && s.maxHitchMs == 216.666666 && s.totalHitchMs == 616.666828 && s.renderP50Ms == 5.849083)
        #expect(s.frames == 12 && run.renders.count == 12 && s.refreshHz == 60 && run.refreshSource == "display-vsyncs-interval")
        #expect(run.process?.title == "TestApp (12345)" && run.display == "Display 2")
        #expect(
            run.notes.count == 1
                && run.notes[0].hasPrefix("one display under several names (hitches: Display 2; displayed-surfaces-interval: Display 1;"))
        #expect(run.notes[0].hasSuffix("all 11 hitches are whole numbers of the vsyncs' 16.67 ms intervals"))
    }

    /// The display's maximum (120 Hz, "Built-in Display") is its maximum, not its rate: the vsyncs say 60 Hz.
    @Test func theDisplaysMaximumDoesNotOverrideItsVsyncs() throws {
        let run = try Self.run(Self.frameTables + ["device-display-info"])
        #expect(run.summary.refreshHz == 60 && run.maxRefreshHz == 120 && run.refreshSource == "display-vsyncs-interval")
    }

    /// Without vsyncs, every hitch a whole number of 16.67 ms intervals says the 120 Hz display ran at 60 Hz.
    @Test func withoutVsyncsTheHitchesGiveTheRate() throws {
        let run = try Self.run(["hitches", "device-display-info"])
        #expect(run.summary.refreshHz == 60 && run.refreshSource == "hitches" && run.maxRefreshHz == 120)
        #expect(run.notes.contains { $0.hasPrefix("refresh 60 Hz from the hitches") })
    }

    /// `--display "Display 1"` names the same display: the 11 hitches still count.
    @Test func choosingAnotherNameOfTheDisplayKeepsTheHitches() throws {
        let run = try Self.run(Self.frameTables, InstrumentsImport(display: "Display 1"))
        #expect(run.summary.hitches == 11 && run.summary.frames == 12 && run.display == "Display 1")
    }

    /// A hitch that is not a whole number of the vsyncs' intervals says the names may be two displays: refused,
    /// listing the displays each table names.
    @Test func hitchesThatDoNotFitTheVsyncsAreRefusedListingTheDisplays() throws {
        var exports = try Self.frameTables.map {
            (name: $0 + ".xml", bytes: Array(try String(contentsOfFile: Self.path($0), encoding: .utf8).utf8))
        }
        exports[0].bytes = Array(String(decoding: exports[0].bytes, as: UTF8.self).replacing(">216666666<", with: ">225000000<").utf8)
        do {
            _ = try InstrumentsImport().run(exports: exports)
            Issue.record("imported")
        } catch {
            #expect(
                error.description
                    == "hitches.xml: the tables name different displays (hitches: Display 2; displayed-surfaces-interval: Display 1; "
                    + "display-vsyncs-interval: Display 1; hitches-renders: Display 1) and the hitch at 4.961 s lasts 225.0 ms, not a whole "
                    + "number of the vsyncs' 16.67 ms intervals; choose one with --display NAME")
        }
    }

    /// One recording has one length, whichever process is chosen: the last row's end, TestApp's hitch at 36.79 s.
    @Test func theRecordingsLengthDoesNotDependOnTheProcess() throws {
        let byName = try Self.run(Self.frameTables, InstrumentsImport(process: .name("TestApp")))
        let titled = try Self.run(Self.frameTables, InstrumentsImport(process: InstrumentsImport.ProcessChoice("TestApp (12345)")))
        #expect(byName.summary.traceSeconds == 36.844539583 && titled.summary.traceSeconds == byName.summary.traceSeconds)
        #expect(InstrumentsImport.ProcessChoice("TestApp (12345)") == .titled("TestApp", 12345))
    }

    /// `--scroll 0-100` past the recording's end is clipped to it, and the summary says so.
    @Test func aScrollPastTheEndIsClippedToTheRecording() throws {
        let run = try Self.run(
            Self.frameTables, InstrumentsImport(scrolls: .intervals([TrackedInterval(startSeconds: 0, endSeconds: 100)])))
        #expect(run.scrolls == [TrackedInterval(startSeconds: 0, endSeconds: 36.844539583)])
        #expect(run.summary.scrollSeconds == 36.844539583 && run.summary.scrollHitches == 11)
        #expect(run.notes.last == "--scroll 0-100 clipped to the recording's end at 36.845 s")
    }

    /// The PreFlight signposts are PromptManager's, not TestApp's: the message names that, not a missing name.
    @Test func signpostsOfAnotherProcessAreNamedAsSuch() {
        #expect(
            Self.problem(["hitches", "OSSignpostIntervals"], InstrumentsImport(scrolls: .signpost("PreFlight")))
                == "\(Self.path("OSSignpostIntervals")): the signpost intervals named \"PreFlight\" belong to PromptManager (2033), "
                + "not to TestApp (12345); choose that process with --process, or another signpost")
    }

    /// Every table of the sample: the extra ones skipped with their reasons, SwiftUI's updates read (all of
    /// another process here, so set aside and said), the swaps' display one more name of the same display.
    @Test func theExtraTablesAreReadOrSkippedWithAReason() throws {
        let all =
            Self.frameTables + [
                "device-display-info", "display-surface-swap", "potential-hangs", "swiftui-updates", "swiftui-update-groups",
                "swiftui-causes",
            ]
        let run = try Self.run(all)
        #expect(run.skipped.map { $0.split(separator: " ")[1] } == ["potential-hangs", "swiftui-update-groups", "swiftui-causes"])
        #expect(run.summary.hitches == 11 && run.summary.frames == 12 && run.summary.refreshHz == 60)
        #expect(run.stages.map(\.schema) == ["hitches-renders", "swiftui-updates"] && run.stages[1].count == 0)
        #expect(run.notes.contains("set aside 3 swiftui-updates rows of other processes than TestApp (12345)"))
        #expect(run.notes[0].contains("display-surface-swap: Built-In Display"))
    }

    /// SwiftUI's updates of the counted process, summed per refresh interval, are commit work per frame: the
    /// sample's three updates, taken as MyApp's, fall in three frames (2.43, 0.52, 0.163 ms).
    @Test func swiftUIUpdatesAreCommitWorkPerFrame() throws {
        let run = try Self.run(["swiftui-updates", "display-vsyncs-interval"], InstrumentsImport(process: .pid(1001)))
        #expect(
            run.stages == [DeviceRun.Stage(schema: "swiftui-updates", stage: "commit", count: 3, p50Ms: 0.52, p99Ms: 2.43, maxMs: 2.43)])
        #expect(run.summary.commitP50Ms == 0.52)
    }
}
