import Foundation
import TestSupport
import Testing

/// The teacher's class, second pass (issue 34): the subcommands that take a lesson id take a
/// teacher's folder, a broken lesson is counted as validate counts it, and a handout numbers its
/// choices once.
@Suite("a teacher's class")
struct TeacherClassTests {
    static func folder(_ files: [String: String]) throws -> String {
        let folder = TemporaryFolder.path("class")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static let okay =
        "id: okay\ntitle: Okay\nversion: 1\n\n== One\n> set width 20\n> add Swift\n> add Layout\npredict: Which x?\nanswer: x(Layout)\nchoice: 8\nchoice: 9\nhint: h\n"
    static let broken =
        "id: broken\ntitle: Broken\nversion: 1\n\n== One\n> set width 20\n> add Swift\nquestion: How many rows?\nanswer: rows\nchoice: 1\nchoice: 1 row\nchoice: 2\nmistake: 2 -> no\nhint: h\n"

    @Test func export_takesALessonsFolder_beforeOrAfterIt() throws {
        let lessons = try Self.folder(["okay.lesson": Self.okay])
        let out = lessons + "/handout.html"
        for arguments in [
            ["--lessons", lessons, "export", "okay", "--handout", out, "--force"],
            ["export", "okay", "--lessons", lessons, "--handout", out, "--force"],
        ] {
            let result = try Executable.run(arguments)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.hasSuffix("a handout of 1 step of Okay\n"), "\(result.output)")
        }
        // Choices lettered, not numbered as well ("1. a) 8").
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("ol.choices { list-style: none;"))
    }

    @Test func aBrokenLesson_isCountedAsValidateCountsIt() throws {
        let lessons = try Self.folder(["broken.lesson": Self.broken])
        let validated = try Executable.run(["validate", lessons + "/broken.lesson"])
        #expect(validated.output.contains("2 errors"), "\(validated.output)")
        for subcommand in ["demo", "export"] {
            let refused = try Executable.run(
                ["--lessons", lessons, subcommand, "broken"] + (subcommand == "export" ? ["--slides", "x.html"] : []))
            #expect(refused.status == 2)
            #expect(
                refused.error.contains("broken.lesson has 2 problems and did not load (first: line 8: 2 choices match"),
                "\(refused.error)")
        }
    }

    /// The answer key: every step's answer worked out by the lab, its hints and known mistakes,
    /// a task's solution and a code step's, in Markdown and HTML.
    @Test func theAnswerKey_holdsEveryAnswerHintAndMistake() throws {
        let folder = try Self.folder([:])
        let markdown = try Executable.run(["export", "flow-basics", "--key", folder + "/key.md"])
        #expect(markdown.output.hasSuffix("the answer key to 17 steps of Flow layout basics\n"), "\(markdown.error)")
        let key = try String(contentsOfFile: folder + "/key.md", encoding: .utf8)
        for expected in [
            "## 1. A row of tags", "Answer: 17", "If someone says 16: That is where Layout ends.",
            "One solution: set width 20", "The reference's line (the lab's transcription of article 004's code):",
            "If someone types `", "Hints:",
        ] {
            #expect(key.contains(expected), "\(expected)")
        }
        let html = try Executable.run(["export", "flow-basics", "--key", folder + "/key.html"])
        #expect(html.status == 0)
        let page = try String(contentsOfFile: folder + "/key.html", encoding: .utf8)
        #expect(page.contains("<h1>Flow layout basics: answer key</h1>") && page.contains("Answer: 17"))
        // A stack's code step is the lab's transcription of OpenSwiftUI, said so (never credited
        // to OpenSwiftUI itself), and the key (no pictures) speaks of none.
        _ = try Executable.run(["export", "who-gets-the-space", "--key", folder + "/stack.md"])
        let stack = try String(contentsOfFile: folder + "/stack.md", encoding: .utf8)
        #expect(stack.contains("(the lab's transcription of OpenSwiftUI's code): `"))
        #expect(!stack.contains("OpenSwiftUI's code: `") && !stack.contains("The article's code"))
        #expect(!stack.contains("as the picture shows"))
        let both = try Executable.run(["export", "flow-basics", "--key", "a.md", "--slides", "b.html"])
        #expect(both.status == 2)
        #expect(both.error.contains("say what to write: --slides FILE.html, --handout FILE.html|FILE.md or --key"))
    }

    /// A teacher's lesson is marked in the list, with its file; `clear` says it cleared the
    /// items, not the screen.
    @Test func teachersLessons_areMarked_andClearSaysWhatItClears() throws {
        let lessons = try Self.folder(["okay.lesson": Self.okay])
        let listed = try Executable.run(["--lessons", lessons, "run", "-"], input: "lessons\n")
        #expect(listed.output.contains("  okay "), "\(listed.output)")
        #expect(listed.output.contains("Okay — 1 step · a teacher's (\(lessons)/okay.lesson)"), "\(listed.output)")
        #expect(!listed.output.contains("Flow layout basics — 17 steps · a teacher's"))
        let cleared = try Executable.run(["run", "-"], input: "add A\nadd B\nclear\nclear\n")
        #expect(cleared.output.contains("(removed 2 items; undo brings them back, Ctrl-L clears the screen)"))
        // Nothing to clear: said plainly, not "removed 0 items; undo brings them back".
        #expect(cleared.output.contains("> clear\n(there were no items; Ctrl-L clears the screen)\nno change\n"))
        #expect(!cleared.output.contains("removed 0"))
    }
}
