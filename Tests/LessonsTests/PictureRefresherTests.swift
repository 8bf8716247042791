import Foundation
import Lessons
import Testing

/// `validate --update-pictures` redraws every picture block from its step's setup.
@Suite("pictures redrawn in a lesson file")
struct PictureRefresherTests {
    /// A lesson whose one picture is wrong.
    static let spoiled = """
        id: pic
        title: Pictures
        version: 1

        == One
        > add Swift
        > add Layout
        picture:
        | spoiled
        question: At which x does Layout start?
        answer: x(Layout)
        hint: After Swift.

        """

    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

    @Test func aSpoiledPicture_isDrawnAgain_once() throws {
        let refreshed = try #require(PictureRefresher.refresh(Self.spoiled, file: "pic.lesson"))
        #expect(refreshed.changed == 1)
        #expect(refreshed.text.contains("[Swift] [Layout]"))
        #expect(!refreshed.text.contains("spoiled"))
        #expect(PictureRefresher.refresh(refreshed.text, file: "pic.lesson")?.changed == 0)
    }

    /// Windows line ends are fine in a lesson, and stay: the file once came back as one line
    /// and the refresher trapped with an index out of range (found in a trial).
    @Test func windowsLineEnds_areRedrawnAndKept() throws {
        let plain = try #require(PictureRefresher.refresh(Self.spoiled, file: "pic.lesson"))
        let refreshed = try #require(PictureRefresher.refresh(Self.crlf(Self.spoiled), file: "pic.lesson"))
        #expect(refreshed.changed == 1)
        #expect(refreshed.text == Self.crlf(plain.text))
        #expect(PictureRefresher.refresh(refreshed.text, file: "pic.lesson")?.changed == 0)
    }
}
