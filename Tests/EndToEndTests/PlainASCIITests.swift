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
}
