import Foundation
import LessonScreens
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

    /// A lone \r ends a line for the parser too: the refresher counts lines the same way (it
    /// trapped, or wrote the new picture after the old one, when it did not; found in a review).
    @Test func loneCarriageReturns_andMixedEnds_countAsTheParserCounts() throws {
        let plain = try #require(PictureRefresher.refresh(Self.spoiled, file: "pic.lesson"))
        let cr = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r") }
        let refreshed = try #require(PictureRefresher.refresh(cr(Self.spoiled), file: "pic.lesson"))
        #expect(refreshed.text == cr(plain.text))
        let mixed = Self.spoiled.replacingOccurrences(of: "== One\n", with: "== One\nSome prose.\rMore prose.\r\n")
        let fixed = try #require(PictureRefresher.refresh(mixed, file: "pic.lesson"))
        #expect(fixed.changed == 1)
        #expect(!fixed.text.contains("spoiled"))
        #expect(fixed.text.contains("Some prose.\rMore prose.\r\n"))
        #expect(PictureRefresher.refresh(fixed.text, file: "pic.lesson")?.changed == 0)
    }
}
