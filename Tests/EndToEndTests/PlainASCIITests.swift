import Foundation
import TestSupport
import Testing

/// Where the locale is not UTF-8, everything the lab says comes out in ASCII: pictures, status
/// lines, lesson prose, help and messages (the shipped lessons' labels are ASCII too).
@Suite("plain ASCII without a UTF-8 locale")
struct PlainASCIITests {
    static let lessons = [
        "flow-basics", "wrapping-edge-cases", "spacing-options", "alignment-and-anchors", "proposals-and-min-size",
        "caching-and-trace", "snapping-carousel", "card-stack", "drum-selector",
    ]

    /// Every byte of the transcript, with the lines that hold one above 0x7F.
    func nonASCIILines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in line.utf8.contains { $0 > 0x7F } }
    }

    @Test(arguments: lessons)
    func aWholeLessonRun_isASCII(lesson: String) throws {
        let steps = (0..<14).flatMap { _ in ["hint", "show", "frames", "skip", "next"] }
        let lines = ["help", "help set", "open \(lesson)"] + steps + ["progress", "lessons", "width 20", "close"]
        let result = try Executable.run(
            [], input: lines.joined(separator: "\n") + "\n", environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(nonASCIILines(result.output) == [])
        #expect(nonASCIILines(result.error) == [])
        #expect(result.output.contains("Step 2 of"))
    }

    @Test func helpAndUsageErrors_areASCII() throws {
        for arguments in [["--help"], ["demo", "--help"], ["plcae"], ["demo", "flow-basics", "--from", "99"]] {
            let result = try Executable.run(arguments, environment: ["LANG": "C", "LC_ALL": "C"])
            #expect(nonASCIILines(result.output + result.error) == [], "\(arguments)")
        }
        // place answers JSON for programs: a label keeps its bytes.
        let placed = try Executable.run(
            ["place"], input: #"{"items": [{"label": "Привет"}]}"#, environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(placed.output.contains("Привет"))
    }
}

/// What a person or a file typed is never written raw to a terminal: an escape sequence in a
/// command, a label or an argument comes out as its visible picture (␛).
@Suite("no escape sequence reaches the terminal")
struct NoRawEscapesTests {
    @Test func typedEscapes_areShownNotObeyed() throws {
        let script = "add \"a\u{1B}[31mb\"\n\u{1B}[2J\nundo\nshow\n"
        let result = try Executable.run(["run", "-", "--keep-going"], input: script)
        #expect(!result.output.contains("\u{1B}") && !result.error.contains("\u{1B}"))
        #expect(result.error.contains("␛[2J"))
        let argument = try Executable.run(["\u{1B}[2J"])
        #expect(!argument.error.contains("\u{1B}"))
    }

    /// Bidirectional controls and separators in a lesson's title, prose, question or setup
    /// reached the terminal raw (seen in demo) while a label showed them as �: one rule now, for
    /// every text from a file, and validate warns.
    @Test func reorderingCharactersInALesson_areShownAsReplacements() throws {
        let folder = TemporaryFolder.path("layoutlab-bidi")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lesson = """
            id: bidi
            title: Evil \u{202E}eltit
            version: 1

            == One \u{2066}isolated\u{2069}
            Some prose\u{2028}with a separator.

            > add "A\u{202E}B"
            predict: How many rows\u{200F}?
            answer: rows
            hint: Count them.

            """
        try lesson.write(toFile: folder + "/bidi.lesson", atomically: true, encoding: .utf8)
        let reordering: Set<Unicode.Scalar> = ["\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{200F}"]
        for arguments in [["demo", folder + "/bidi.lesson"], ["open", folder + "/bidi.lesson"]] {
            let result = try Executable.run(arguments, input: "\n\n")
            #expect(result.output.contains("Evil �eltit"), "\(arguments): \(result)")
            #expect(!result.output.unicodeScalars.contains { reordering.contains($0) }, "\(arguments)")
            #expect(!result.error.unicodeScalars.contains { reordering.contains($0) }, "\(arguments)")
        }
        let validated = try Executable.run(["validate", folder + "/bidi.lesson"])
        #expect(validated.status == 0)
        #expect(
            validated.output.contains(
                "bidi.lesson:2:13: warning: U+202E (a bidirectional override) could reorder or break what the terminal shows; it is shown as �"
            ))
        #expect(validated.output.contains("0 errors, 5 warnings"), "\(validated)")
    }
}
