import Foundation
import TestSupport
import Testing

/// What a picture cannot show is said under it.
@Suite("a picture's notes")
struct PictureNotesTests {
    /// An item made 0 wide draws as nothing: "3 items" under two drawn must not look like a loss.
    @Test func anItemWithNoWidth_isSaidNotDrawn() throws {
        let one = try Executable.run(["run", "-"], input: "layout flow\nadd A 0x1\nadd B 4x1\n")
        #expect(one.output.contains("note: A is 0 wide or 0 tall, so nothing of it is drawn (frames lists it)\n"))
        let many = try Executable.run(
            ["run", "-"], input: "layout hstack\nadd A 0x1\nadd B 0x2\nadd C 4x0\nadd D 0x0\nadd E 2x1\nadd break\n")
        #expect(
            many.output.contains(
                "note: A, B, C and 1 more are 0 wide or 0 tall, so nothing of them is drawn (frames lists them)\n"),
            "\(many.output)")
        // A label's escapes are shown, not sent to the terminal.
        let escaped = try Executable.run(["run", "-"], input: "add \"\u{1B}[2J\" 0x1\n")
        #expect(!escaped.output.contains("\u{1B}") && escaped.output.contains("0 wide or 0 tall"), "\(escaped.output)")
    }
}
