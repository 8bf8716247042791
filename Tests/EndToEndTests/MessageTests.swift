import Foundation
import TestSupport
import Testing

/// Messages that were wrong or oversized: a 5 MB key echoed whole, a 5,000-digit number called
/// infinite, a parameter reported under its parent, progress read without its lesson, a state
/// folder that is a file, a file name with a newline, lines of a file that is no lesson quoted,
/// an undo that stops without a word. Each says what docs/BAD-INPUT.md says.
@Suite("messages say what is wrong, in a line's worth")
struct MessageTests {
    func catalogued(_ name: String) -> String { BadInputCatalogueTests.message(of: name) }

    func folder(_ name: String) throws -> String {
        try TemporaryFolder.made(name)
    }

    @Test(.layer(.stress)) func aHugeKeyInPlace_isQuotedALinesWorth() throws {
        let key = String(repeating: "k", count: 5_000_000)
        let expected = catalogued("a 5 MB unknown key in place")
            .replacingOccurrences(of: "KEY", with: String(repeating: "k", count: 60))
        try expectRefusal(["place"], says: expected, input: "{\"items\": [], \"\(key)\": 1}")
    }

    @Test func aNumberOf5000Digits_isTooLarge_notInfinite() throws {
        let digits = "1" + String(repeating: "0", count: 5000)
        let result = try Executable.run(
            ["place"], input: "{\"items\": [{\"label\": \"A\", \"width\": \(digits), \"height\": 1}]}")
        #expect(result.error == catalogued("a 5,000-digit number in place") + "\n")
    }

    @Test(.layer(.stress)) func aHugePictureLine_isQuotedALinesWorth() throws {
        let folder = try folder("layoutlab-longpicture")
        let line = String(repeating: "p", count: 7_000_000)
        try "id: long\ntitle: Long\nversion: 1\n\n== A\n> add A\nSome.\npicture:\n| \(line)\n".write(
            toFile: folder + "/long.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(["validate", folder + "/long.lesson"])
        let said = try #require(result.output.split(separator: "\n").first { $0.contains("picture differs") })
        // A line's worth beside the file's path (which is the tests' temporary folder's).
        #expect(said.count - folder.count < 340, "\(said.count - folder.count)")
        #expect(
            said.hasPrefix(
                "\(folder)/long.lesson:9:1: error: the picture differs from what the setup draws: expected \"\(String(repeating: "p", count: 120))…\", drawn \""
            ))
    }

    @Test func progressNamingStepsALessonLacks_isLeftOut_andSaid() throws {
        let home = try folder("layoutlab-bogus")
        let version = try #require(
            try String(
                contentsOfFile: BadInputCatalogueTests.root.appendingPathComponent("Lessons/flow-basics.lesson").path,
                encoding: .utf8
            )
            .split(separator: "\n").first { $0.hasPrefix("version: ") }?.dropFirst("version: ".count))
        try
            "{\"format\": 1, \"lessons\": {\"flow-basics\": {\"version\": \(version), \"step\": 9998, \"completed\": false, \"results\": {\"-6\": \"correct\", \"99998\": \"correct\", \"0\": \"correct\"}}}}"
            .write(toFile: home + "/progress.json", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            [], input: "lessons\nprogress\nopen flow-basics\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(
            result.output.components(separatedBy: catalogued("progress naming steps a lesson lacks")).count == 2,
            "\(result)")
        #expect(result.output.contains("flow-basics: at step 1 of 17 — 1 of 16 checks: 1 right first time"))
        #expect(result.output.contains("── Step 1 of 17"))
        let kept = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
        #expect(!kept.contains("99998") && !kept.contains("-6"))
    }

    /// A step of 2⁶³ − 1 or a result named "1e9" made the whole file "damaged", and every
    /// lesson's progress went with it: such a name is left out as a step the lesson lacks is.
    @Test func progressNamingNoStepNumberAtAll_isLeftOut_theRestKept() throws {
        let home = try folder("layoutlab-absurd")
        let version = try #require(
            try String(
                contentsOfFile: BadInputCatalogueTests.root.appendingPathComponent("Lessons/flow-basics.lesson").path,
                encoding: .utf8
            )
            .split(separator: "\n").first { $0.hasPrefix("version: ") }?.dropFirst("version: ".count))
        let lessons = [
            "\"flow-basics\": {\"version\": \(version), \"step\": 9223372036854775807, \"completed\": false, \"results\": {\"1e9\": \"correct\", \"0\": \"correct\"}}",
            "\"spacing-options\": {\"version\": 1, \"step\": 2, \"completed\": false, \"results\": {}}",
        ]
        try "{\"format\": 1, \"lessons\": {\(lessons.joined(separator: ", "))}}"
            .write(toFile: home + "/progress.json", atomically: true, encoding: .utf8)
        let result = try Executable.run([], input: "lessons\nprogress\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(!result.output.contains("damaged"), "\(result)")
        #expect(
            result.output.contains(catalogued("progress naming no step number at all")), "\(result)")
        #expect(
            result.output.contains("flow-basics: at step 1 of 17 — 1 of 16 checks: 1 right first time"), "\(result)")
    }

    @Test func aStateFolderThatIsAFile_isSaidToBeOne() throws {
        let file = try folder("layoutlab-homefile") + "/home"
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Executable.run([], input: "open flow-basics\n17\n", environment: ["LAYOUTLAB_HOME": file])
        #expect(
            result.output.contains(
                catalogued("LAYOUTLAB_HOME naming a file").replacingOccurrences(of: "STATE", with: file)), "\(result)")
    }

    @Test func check_onANameWithANewline_isRefusedInWords() throws {
        let folder = try folder("layoutlab-newline")
        let path = folder + "/bad\nname.swift"
        try "// layoutlab exercise: flow\n".write(toFile: path, atomically: true, encoding: .utf8)
        try expectRefusal(
            ["check", path],
            says: catalogued("check on a file whose name has a newline").replacingOccurrences(
                of: "FOLDER", with: folder),
            environment: ["LAYOUTLAB_CACHE": folder + "/cache"])
    }

    /// validate, as root, once printed a line of /etc/shadow through a link named like a lesson.
    @Test func aLinkToAFileThatIsNoLesson_quotesNoneOfIt() throws {
        let folder = try folder("layoutlab-secret")
        try "secret: hunter2\ntoken: abc123\n".write(toFile: folder + "/secret", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/notes.lesson", withDestinationPath: folder + "/secret")
        let result = try Executable.run(["validate", folder + "/notes.lesson"])
        #expect(result.status == 1)
        #expect(!result.output.contains("secret") || !result.output.contains("hunter2"))
        #expect(!result.output.contains("token"))
        #expect(
            result.output.hasPrefix(
                catalogued("a lesson linked to a file that is not one").replacingOccurrences(
                    of: "LINK", with: folder + "/notes.lesson") + "\n"), "\(result)")
        // A file of many such lines says the same kind of thing once.
        let passwd = (0..<40).map { "user\($0):x:\($0):\($0)::/home:/bin/sh" }.joined(separator: "\n")
        try passwd.write(toFile: folder + "/passwd.lesson", atomically: true, encoding: .utf8)
        let many = try Executable.run(["validate", folder + "/passwd.lesson"])
        #expect(!many.output.contains("user1"), "\(many)")
        #expect(many.output.contains("0 lessons checked in 1 file: 1 error"))
    }

    @Test func undoPastTheChangesKept_saysSo() throws {
        let script = ["set autoshow off"] + (0..<2000).map { "add T\($0) 1x1" } + Array(repeating: "undo", count: 1001)
        let result = try Executable.run([], input: script.joined(separator: "\n") + "\n")
        #expect(result.error == "error: " + catalogued("undo past 1,000 changes").dropFirst("error: ".count) + "\n")
    }
}
