import Foundation
import InputFiles
import TestSupport
import Testing

@Suite("One file under several names")
struct SameFileTests {
    @Test func aFileIsItselfThroughDotDotAndDot() throws {
        let scratch = try ScratchFolder("samefile")
        defer { scratch.remove() }
        let file = try scratch.file("a.xml", contents: "<x/>")
        try FileManager.default.createDirectory(atPath: scratch.path + "/sub", withIntermediateDirectories: true)
        #expect(SameFile.check(file, scratch.path + "/sub/../a.xml"))
        #expect(SameFile.check(file, scratch.path + "/./a.xml"))
    }

    @Test func aSymbolicAndAHardLinkAreTheFileTheyLeadTo() throws {
        let scratch = try ScratchFolder("samefile")
        defer { scratch.remove() }
        let file = try scratch.file("a.xml", contents: "<x/>")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/soft.xml", withDestinationPath: file)
        try FileManager.default.linkItem(atPath: file, toPath: scratch.path + "/hard.xml")
        #expect(SameFile.check(scratch.path + "/soft.xml", file))
        #expect(SameFile.check(scratch.path + "/hard.xml", scratch.path + "/soft.xml"))
    }

    @Test func twoFilesWithTheSameContentAreNotOne() throws {
        let scratch = try ScratchFolder("samefile")
        defer { scratch.remove() }
        let a = try scratch.file("a.xml", contents: "<x/>")
        let b = try scratch.file("b.xml", contents: "<x/>")
        #expect(!SameFile.check(a, b))
        #expect(SameFile.input(among: [a, b], sameAs: scratch.path + "/c.json") == nil)
    }

    @Test func aPathNotYetWrittenIsComparedByItsResolvedFolder() throws {
        let scratch = try ScratchFolder("samefile")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path + "/sub", withIntermediateDirectories: true)
        #expect(SameFile.check(scratch.path + "/new.json", scratch.path + "/sub/../new.json"))
        #expect(!SameFile.check(scratch.path + "/new.json", scratch.path + "/sub/new.json"))
    }
}
