import DeviceFiles
import Foundation
import Testing

/// No command writes over one of its own inputs: the same path, or the same file through a link or `..`, is
/// refused with one line and exit 2 before any work, and the input is left as it was.
@Suite(.serialized) struct InputOverwriteTests {
    @Test func importRefusesAnOutThatIsItsExport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("hitches.xml").path
        try ImportCommandTests.hitches.write(toFile: xml, atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["import", "instruments", xml, "--process", "FixIt", "--out", xml])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(xml): is one of the inputs; refusing to write over it (give another output)"])
        #expect(try String(contentsOfFile: xml, encoding: .utf8) == ImportCommandTests.hitches)
    }

    @Test func importRefusesTheExportThroughALinkOrDotDot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("hitches.xml").path
        try ImportCommandTests.hitches.write(toFile: xml, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: xml)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for out in [link, folder.path + "/sub/../hitches.xml"] {
            let run = try HarnessProcess(["import", "instruments", xml, "--process", "FixIt", "--out", out])
            #expect(run.status == 2)
            #expect(run.errorLines.count == 1 && run.stderr.contains("is the input \(xml) under another name"), "\(run.stderr)")
        }
        #expect(try String(contentsOfFile: xml, encoding: .utf8) == ImportCommandTests.hitches)
    }

    @Test func aRunRefusesToWriteOverItsPhoneProfile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("profiles/iphone-16-pro.json")
        let profile = folder.appendingPathComponent("phone.json").path
        let text = try String(contentsOf: shipped, encoding: .utf8)
        try text.write(toFile: profile, atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["--strategy", "tiles", "--trace", "fling.json", "--phone-profile", profile, "--out", profile])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(profile): is one of the inputs; refusing to write over it (give another output)"])
        #expect(try String(contentsOfFile: profile, encoding: .utf8) == text)
    }

    @Test func mergeRefusesToWriteOverOneOfItsParts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let part = folder.appendingPathComponent("part.json").path
        try "{}".write(toFile: part, atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["merge", part, "--out", part])
        #expect(run.status == 2)
        #expect(run.stderr.contains("is one of the inputs"), "\(run.stderr)")
        #expect(try String(contentsOfFile: part, encoding: .utf8) == "{}")
    }

    @Test func compareRefusesABaselineWrittenOverItsDeviceFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try ImportCommandTests.importFixture(in: folder)
        let before = try String(contentsOfFile: device, encoding: .utf8)
        let run = try HarnessProcess(["compare", "--device", device, "--write-baseline", "--baseline", device])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(device): is one of the inputs; refusing to write over it (give another output)"])
        #expect(try String(contentsOfFile: device, encoding: .utf8) == before)
    }
}
