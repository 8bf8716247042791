import Foundation
import TestSupport
import Testing

/// What validate says of paths that hold no lesson file, and of one that is not there among
/// ones that are: each in words that say what to do, the others still checked.
@Suite("validate's paths")
struct ValidatePathsTests {
    static func folder(_ name: String) throws -> String {
        try TemporaryFolder.made(name)
    }

    static let lesson = "id: tiny\ntitle: Tiny\nversion: 1\n\n== One\nJust words.\n"

    @Test func foldersWithoutALessonFile_sayWhy() throws {
        let empty = try Self.folder("empty")
        #expect(
            try Executable.run(["validate", empty]).output.hasPrefix(
                "\(empty):1:1: error: an empty folder: no .lesson file in it\n"))
        let nested = try Self.folder("nested")
        try FileManager.default.createDirectory(atPath: nested + "/unit", withIntermediateDirectories: true)
        try Self.lesson.write(toFile: nested + "/unit/tiny.lesson", atomically: true, encoding: .utf8)
        #expect(
            try Executable.run(["validate", nested]).output.hasPrefix(
                "\(nested):1:1: error: no .lesson file directly in this folder; 1 in its subfolders (--recursive checks them)\n"
            ))
        let recursive = try Executable.run(["validate", "--recursive", nested])
        #expect(
            recursive == Transcript(output: "1 lesson checked in 1 file: 0 errors, 0 warnings\n", error: "", status: 0))
        let capitals = try Self.folder("capitals")
        try Self.lesson.write(toFile: capitals + "/tiny.LESSON", atomically: true, encoding: .utf8)
        #expect(
            try Executable.run(["validate", capitals]).output.hasPrefix(
                "\(capitals):1:1: error: no .lesson file here: tiny.LESSON ends in capitals; name it tiny.lesson\n"))
    }

    @Test func aMissingPathAmongGoodOnes_isListed_andTheOthersChecked() throws {
        let folder = try Self.folder("good")
        try Self.lesson.write(toFile: folder + "/tiny.lesson", atomically: true, encoding: .utf8)
        let json = try Executable.run(["validate", "--format", "json", folder + "/nope.lesson", folder])
        #expect(json.status == 2)
        #expect(json.output.contains("\"code\": \"missing-path\""))
        #expect(json.output.contains("\"path\": \"\(folder)/nope.lesson\", \"builtIn\": false, \"id\": null"))
        #expect(json.output.contains("\"missing\": true"))
        #expect(json.output.contains("\"path\": \"\(folder)/tiny.lesson\""))
        let text = try Executable.run(["validate", folder + "/nope.lesson", folder])
        #expect(text.status == 2)
        #expect(text.output.hasSuffix("1 lesson checked in 1 file: 1 error, 0 warnings\n"))
        #expect(text.output.hasPrefix("\(folder)/nope.lesson:1:1: error: no such file or folder\n"))
        #expect(text.error.isEmpty)
    }

    @Test func theFormatsManual_shipsWithTheLab() throws {
        let manual = try Executable.run(["help", "format"])
        #expect(manual.status == 0 && manual.output.hasPrefix("# The lesson format\n"))
        #expect(manual.output.contains("`picture-as-prose`"))
    }

    /// `ln -s . self` and `ln -s .. up` once made `validate --recursive` walk for ever (killed at
    /// 60 s, 800 MB) and plain `validate` of a folder with no lesson file hang: every folder is
    /// searched once now, and the way back in is named.
    @Test func linkLoops_areSearchedOnce_andSaid() throws {
        let folder = try Self.folder("loops")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try Self.lesson.write(toFile: folder + "/tiny.lesson", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/up", withDestinationPath: "..")
        let result = try Executable.run(["validate", "--recursive", folder])
        let loop = BadInputCatalogueTests.message(of: "a link loop under validate --recursive")
        #expect(result.output.contains(loop.replacingOccurrences(of: "FOLDER", with: folder + "/self") + "\n"))
        #expect(result.output.contains(loop.replacingOccurrences(of: "FOLDER", with: folder + "/sub/up") + "\n"))
        #expect(result.output.hasSuffix("1 lesson checked in 1 file: 0 errors, 2 warnings\n"), "\(result)")
        #expect(result.status == 0)
        // With no lesson file at all, plain validate says why, once.
        try FileManager.default.removeItem(atPath: folder + "/tiny.lesson")
        let none = try Executable.run(["validate", folder])
        #expect(
            none.output.hasPrefix("\(folder):1:1: error: no .lesson file here (a lesson file's name ends in .lesson)\n")
        )
    }

    /// A folder that cannot be read was "an empty folder", and `--recursive` passed over one silently.
    @Test func anUnreadableFolder_saysSo() throws {
        let folder = try Self.folder("locked")
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        try Self.lesson.write(toFile: folder + "/tiny.lesson", atomically: true, encoding: .utf8)
        chmod(folder + "/inner", 0o000)
        defer { chmod(folder + "/inner", 0o755) }
        chmod(folder, 0o755)
        let home = try Executable.unprivilegedFolder("home")
        let result = try Executable.runUnprivileged(["validate", "--recursive", folder], home: home)
        let said = BadInputCatalogueTests.message(of: "validate of a folder it cannot read")
        #expect(result.output.contains(said.replacingOccurrences(of: "FOLDER", with: folder + "/inner")), "\(result)")
        #expect(result.status == 1)
    }

    /// A lesson file whose name is not UTF-8 was "No such file or directory".
    @Test func aLessonFileNamedInAnotherEncoding_saysSo() throws {
        let folder = try Self.folder("latin1")
        // café.lesson in Latin-1: one byte, 0xE9, where UTF-8 has two.
        let name: [UInt8] = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".lesson".utf8) + [0]
        let made = name.withUnsafeBytes { creat($0.baseAddress!.assumingMemoryBound(to: CChar.self), 0o644) }
        #expect(made >= 0)
        if made >= 0 { close(made) }
        let result = try Executable.run(["validate", folder])
        let said = BadInputCatalogueTests.message(of: "a lesson file whose name is not UTF-8")
        #expect(result.output.contains(said.replacingOccurrences(of: "FOLDER", with: folder)), "\(result)")
        #expect(result.status == 1)
    }
}
