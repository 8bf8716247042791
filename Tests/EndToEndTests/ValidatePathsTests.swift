import Foundation
import TestSupport
import Testing

/// What validate says of paths that hold no lesson file, and of one that is not there among
/// ones that are: each in words that say what to do, the others still checked.
@Suite("validate's paths")
struct ValidatePathsTests {
    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
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
}
