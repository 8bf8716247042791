import Foundation
import TestSupport
import Testing

/// Reproductions from the third attack run (issue 29), each through the built executable, each
/// message from the bad-input catalogue.
@Suite("hardening III, end to end")
struct HardeningIIITests {
    func folder(_ name: String) throws -> String {
        try TemporaryFolder.made(name)
    }

    func message(of row: String) -> String { BadInputCatalogueTests.message(of: row) }

    /// A class file past the 16 MB that `results` reads was cut short and called "unterminated".
    @Test func results_onAFileTooBig_saysSo() throws {
        let big = try folder("results-big") + "/big.json"
        try Data(count: (16 << 20) + 1).write(to: URL(fileURLWithPath: big))
        let result = try Executable.run(["results", big])
        #expect(result.status == 1)
        let expected = message(of: "results on a file over 16 MB").replacingOccurrences(of: "FILE", with: big)
        #expect(result.error == expected + "\n")
    }

    /// A student file of 1.3 MB took 25 s: the reader was quadratic in an object's keys.
    @Test func results_onAFileOfManyKeys_isReadAtOnce() throws {
        let file = try folder("results-many") + "/many.json"
        let extra = (0..<60_000).map { ", \"x\($0)\": 0" }.joined()
        let text = """
            {"format": "layoutlab-results", "version": 1, "student": "Ann"\(extra), "lessons": [{"id": "flow-basics",
            "title": "Flow layout basics", "version": 5, "step": 1, "steps": 15, "completed": false, "checks": []}]}
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Executable.run(["results", file])
        #expect(result.output.contains("Ann"), "\(result)")
    }

    /// Control characters a person would not see: C0 but the line break, DEL, C1.
    static func rawControls(in text: String) -> [String] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Text that came from a file — a student's name and answers, a lesson's title, prose and
    /// choices, a file's own name — reaches a terminal or a spreadsheet only through the one
    /// visible-text rule: `results --format csv` wrote ESC and BEL raw and `=HYPERLINK(…)` as a
    /// formula; `export --slides` echoed an escape in the file's name.
    @Test func textFromFiles_reachesNoTerminalOrSpreadsheetRaw() throws {
        let folder = try folder("hostile-text")
        let evil = "\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}31m"
        let student = """
            {"format": "layoutlab-results", "version": 1, "student": "\\u001b[2Jeve\\u0007", "lessons": [{"id": "flow-basics",
            "title": "Flow \\u001b[31m", "version": 5, "step": 1, "steps": 15, "completed": false, "checks": [{"step": 1,
            "asks": "=HYPERLINK(\\"http://x\\")", "outcome": "after a wrong try", "wrongAnswers": 1, "hints": 0,
            "firstWrongAnswer": "@SUM(1+1)\\u009b"}]}]}
            """
        try student.write(toFile: folder + "/eve.json", atomically: true, encoding: .utf8)
        var outputs: [(String, Transcript)] = []
        for format in ["text", "csv", "json"] {
            outputs.append(
                ("results \(format)", try Executable.run(["results", "--format", format, folder + "/eve.json"])))
        }
        let csv = try #require(outputs.first { $0.0 == "results csv" }?.1.output)
        #expect(csv.contains(",\"'=HYPERLINK(\"\"http://x\"\")\","), "\(csv)")
        #expect(csv.contains(",'@SUM(1+1)�,"), "\(csv)")
        #expect(csv.contains("␛[2Jeve␇,"), "\(csv)")
        #expect(
            message(of: "a student's file holding an escape or a formula, in results --format csv").hasPrefix(
                "(accepted"))

        let lesson = "id: evil\ntitle: Evil \(evil)\nversion: 1\n\n== One \(evil)\nProse \(evil)\n> add A\n"
        try lesson.write(toFile: folder + "/evil.lesson", atomically: true, encoding: .utf8)
        outputs.append(("validate", try Executable.run(["validate", folder + "/evil.lesson"])))
        outputs.append(("lessons", try Executable.run(["lessons", "--lessons", folder])))
        let slides = folder + "/\u{1B}[31mslides.html"
        outputs.append(("export", try Executable.run(["export", "flow-basics", "--slides", slides])))
        outputs.append(("export refused", try Executable.run(["export", "flow-basics", "--slides", slides])))
        for (what, result) in outputs {
            #expect(Self.rawControls(in: result.output + result.error) == [], "\(what): \(result)")
        }
    }

    /// The Markdown handout copied a lesson's title, prose, questions and choices as they were:
    /// `<script>` and `<img onerror=…>` became HTML in any renderer that lets HTML through. Each
    /// is escaped now; rendered by CommonMark's own `cmark` with raw HTML allowed, nothing of
    /// them is markup, and a label made of backticks cannot close the picture's code block.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark"), "needs cmark"))
    func theMarkdownHandout_showsALessonsHTMLAsText() throws {
        let folder = try folder("hostile-md")
        let lesson = """
            id: evil
            title: Evil <script>alert(1)</script>
            version: 1

            == A step <img src=x onerror=alert(2)>
            Some <b onmouseover=alert(3)>prose</b>, a [link](javascript:alert(4)) and `<i>code</i>`.
            Three backticks and one: ```<img src=z onerror=alert(9)>` here.
            > add "```<script>alert(5)</script>"
            question: Which <script>alert(6)</script>?
            choice: <img src=y onerror=alert(7)>
            choice: ![x](javascript:alert(8))
            answer: 1
            hint: &lt;entity&gt;
            """
        try lesson.write(toFile: folder + "/evil.lesson", atomically: true, encoding: .utf8)
        let exported = try Executable.run(["export", folder + "/evil.lesson", "--handout", folder + "/h.md"])
        #expect(exported.status == 0, "\(exported)")
        let rendered = try ChildProcess.run(
            "/usr/bin/cmark", ["--unsafe", folder + "/h.md"], environment: ["LANG": "C.UTF-8"], timeout: 20)
        let html = String(decoding: rendered.output, as: UTF8.self)
        for markup in ["<script", "<img", "<b ", "href=\"javascript", "src=\"javascript", "<i>", "&lt;entity&gt;"] {
            #expect(!html.contains(markup), "\(markup) in \(html)")
        }
        // The words are all there, as text.
        #expect(html.contains("Evil &lt;script&gt;alert(1)&lt;/script&gt;"), "\(html)")
        #expect(html.contains("<code>&lt;i&gt;code&lt;/i&gt;</code>"), "\(html)")
        #expect(html.contains("alert(5)"), "\(html)")
        #expect(message(of: "a lesson's HTML in the Markdown handout").hasPrefix("(accepted"))
    }

    /// `export svg /dev/null` made `/dev/null.svg` as root (and `--slides /dev/x.html` would
    /// have written into /dev): the system's folders are refused by name.
    @Test func export_intoTheSystemsFolders_isRefused() throws {
        let shell = try Executable.run([], input: "set autoshow off\nadd A\nexport svg /dev/null\n")
        #expect(shell.error == message(of: "export svg /dev/null") + "\n", "\(shell)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.svg"))
        let slides = try Executable.run(["export", "flow-basics", "--slides", "/proc/self/x.html"])
        #expect(
            slides.status == 2 && slides.error.contains("/proc holds the system's own entries, not files"), "\(slides)")
    }
}
