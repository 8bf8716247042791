import Foundation
import TestSupport
import Testing

/// A teacher's lessons end to end: a broken one reported at start, a changed version,
/// validate, demo and the plain status line.
extension LessonEndToEndTests {
    @Test func aTeachersBrokenLesson_isReportedWhenTheShellStarts() throws {
        let folder = TemporaryFolder.path("broken-lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try
            "id: nope\ntitle: Nope\nversion: 1\n\n== One\nsetup: add Swift\nquestion: Where?\nanswer: x(Nope)\nhint: Look.\n"
            .write(toFile: folder + "/nope.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            ["--lessons", folder], input: "lessons\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(
            result.error
                == "note: your lessons have a problem, the first: \(folder)/nope.lesson:8:9: error: no item labelled 'Nope'; layoutlab validate \(folder) lists it\n"
        )
        // A file that does not even parse is listed as not loaded.
        try "id: half\ntitle: Half\n".write(toFile: folder + "/half.lesson", atomically: true, encoding: .utf8)
        let listed = try Executable.run(
            ["--lessons", folder], input: "lessons\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(
            listed.output.contains(
                "  ✗ \(folder)/half.lesson could not be loaded: 1:1: the header needs 'version:' (a first one: version: 1) (and 1 more: layoutlab validate \(folder)/half.lesson)"
            ))
        // Still listed and openable (the teacher may be writing it), marked as faulty.
        // (The id column is as wide as the longest id: the shipped lessons' set it.)
        let nopeLine = { (output: String) in
            output.split(separator: "\n").first { $0.hasPrefix("  nope ") }.map {
                $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            }
        }
        #expect(
            nopeLine(result.output)
                == "nope Nope — 1 step — has 1 problem (layoutlab validate \(folder)/nope.lesson) · a teacher's")
        // The second start took what the first found from the state folder, and still says it.
        #expect(FileManager.default.fileExists(atPath: home + "/checked-lessons"))
        #expect(listed.error.hasPrefix("note: your lessons have 3 problems"))
        #expect(nopeLine(listed.output)?.hasPrefix("nope Nope — 1 step — has 1 problem") == true)
        // Mended, the lesson is checked again: no note.
        try FileManager.default.removeItem(atPath: folder + "/half.lesson")
        try
            "id: nope\ntitle: Nope\nversion: 1\n\n== One\n> add Swift\nquestion: Where?\nanswer: x(Swift)\nhint: Look.\n"
            .write(toFile: folder + "/nope.lesson", atomically: true, encoding: .utf8)
        let mended = try Executable.run(
            ["--lessons", folder], input: "lessons\n",
            environment: ["LAYOUTLAB_HOME": home, "LAYOUTLAB_LESSONS": folder + "/"])
        #expect(mended.error == "")
    }

    @Test func aChangedLessonVersion_startsOverPolitely() throws {
        let folder = TemporaryFolder.path("more-lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lesson = { (version: Int) in
            "id: versioned\ntitle: Versioned\nversion: \(version)\n\n== One\nFirst.\n\n== Two\nSecond.\n"
        }
        try lesson(1).write(toFile: folder + "/versioned.lesson", atomically: true, encoding: .utf8)
        _ = try Executable.run(
            ["--lessons", folder], input: "open versioned\nnext\n", environment: ["LAYOUTLAB_HOME": home])
        try lesson(2).write(toFile: folder + "/versioned.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            ["--lessons", folder], input: "open versioned\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(
            result.output.contains(
                "This lesson has changed since you last took it (version 1 → 2), so it starts from the beginning."))
        #expect(result.output.contains("── Step 1 of 2: One ──"))
    }

    @Test func validate_passesTheShippedLessons_andFailsLoudlyOnABrokenCopy() throws {
        // (The steps that need the compiler are counted, not tried: see ValidateUntriedTests.)
        let shipped = try Executable.run(
            ["validate", "--strict", "--no-compile", Self.root.appendingPathComponent("Lessons").path])
        #expect(shipped.status == 0)
        #expect(shipped.output.hasPrefix("14 lessons checked in 14 files: 0 errors, 0 warnings; untried: "))

        let folder = TemporaryFolder.path("broken-lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let original = try String(
            contentsOf: Self.root.appendingPathComponent("Lessons/flow-basics.lesson"), encoding: .utf8)
        let broken = original.replacingOccurrences(of: "answer: x(SwiftUI)", with: "answer: x(SwiftUl)")
        try broken.write(toFile: folder + "/flow-basics.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(["validate", folder])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "\(folder)/flow-basics.lesson:26:9: error: no item labelled 'SwiftUl' (items: Swift, Layout, SwiftUI)\n"
            ))

        // A changed copy of a shipped lesson keeps its id: that is an error of its own (a
        // learner's progress is kept by id).
        #expect(
            result.output.contains(
                "\(folder)/flow-basics.lesson:1:1: error: the id 'flow-basics' is a shipped lesson's"))

        let json = try Executable.run(["validate", "--format", "json", folder])
        #expect(json.status == 1)
        #expect(
            json.output.contains(
                "\"severity\": \"error\", \"code\": \"expression\", \"step\": 0, \"message\": \"no item labelled 'SwiftUl' (items: Swift, Layout, SwiftUI)\""
            ))
        #expect(json.output.contains("\"code\": \"shipped-id\""))
        #expect(json.output.contains("\"errors\": 2"))
    }

    @Test func demo_takesAFile_andRefusesABrokenLessonUnlessForced() throws {
        let folder = TemporaryFolder.path("demo-lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text =
            "id: tiny\ntitle: Tiny\nversion: 1\n\n== One\nTwo tags.\n\n> add Swift\n\nquestion: How many rows?\nanswer: rowz\nhint: Count.\n"
        try text.write(toFile: folder + "/tiny.lesson", atomically: true, encoding: .utf8)
        let refused = try Executable.run(["demo", folder + "/tiny.lesson"])
        #expect(refused.status == 2)
        #expect(refused.error.contains("tiny.lesson:11:9: error: unknown name 'rowz'"))
        #expect(
            refused.error.hasSuffix(
                "layoutlab demo: tiny has 1 problem (above); fix it, or show it anyway with --force\n"))
        let forced = try Executable.run(["demo", folder + "/tiny.lesson", "--force"])
        #expect(forced.status == 0)
        #expect(forced.output.hasPrefix("!! this lesson fails validation"))
        #expect(forced.output.contains("Hint 1 of 1: Count."))
    }

    /// `--plain` words the status line for a class; demo does it always.
    @Test func plain_wordsTheStatusLine() throws {
        let result = try Executable.run(["run", "--plain", "-"], input: "set width 20\nadd Swift\nadd Layout\n")
        #expect(
            result.output.hasSuffix(
                "wrap layout (article 000) · 2 items in 1 row · offered 20 wide, takes 20 wide, 1 tall · spacing system\n"
            ))
    }

    @Test func demo_printsEveryStepWithItsAnswer_whenNotOnATerminal() throws {
        let result = try Executable.run(["demo", "caching-and-trace", "--from", "1", "--to", "2", "--ascii"])
        #expect(result.status == 0)
        #expect(result.output.contains("Step 1 of 14: How often children are asked · Caching and the trace\n"))
        #expect(result.output.contains("Answer: 6\n"))
        #expect(result.output.contains("Answer: 4\n"))
        #expect(!result.output.contains("Step 3 of 14"))
        // A prediction's picture waits for the answer, so its setup is what the class sees.
        let predict = try Executable.run(["demo", "spacing-options", "--from", "3", "--to", "3", "--ascii"])
        #expect(
            predict.output.contains(
                "Set up with: set width 10 · set hspacing 1 · set vspacing 2 · add Swift · add Layout\n"))
        let bad = try Executable.run(["demo", "caching"])
        #expect(
            bad
                == Transcript(
                    output: "", error: "layoutlab demo: no lesson 'caching'; did you mean 'caching-and-trace'?\n",
                    status: 2))
    }
}
