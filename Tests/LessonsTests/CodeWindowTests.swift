import Testing

@testable import LessonScreens
@testable import Lessons

/// A code step's window can be widened (`window: N`, the lines of the listing shown): four
/// lines were too few for a blank whose function starts further up.
@Suite("a code step's window")
struct CodeWindowTests {
    /// `CodeStepTests`' lesson, with a `window:` line when given.
    static func lesson(window: String?) -> String {
        CodeStepTests.step + (window.map { "\nwindow: \($0)\n" } ?? "\n")
    }

    @Test func aWiderWindow_showsMoreOfTheListing() throws {
        func shown(_ window: String?) throws -> [String] {
            let lesson = try #require(LessonParser.parse(Self.lesson(window: window), file: "coded.lesson").lesson)
            let step = lesson.steps[0]
            return LessonPresenter.codeWindow(try #require(step.check), step, in: lesson)
        }
        // A heading, then the lines.
        let plain = try shown(nil)
        let wide = try shown("8")
        #expect(plain.count == 5, "\(plain)")
        #expect(wide.count == 9, "\(wide)")
    }

    @Test(arguments: ["2", "21", "many"]) func aWindowOutOfRange_isAnError(value: String) {
        let codes = LessonParser.parse(Self.lesson(window: value), file: "coded.lesson").diagnostics.map(\.code)
        #expect(codes.contains(.badWindow), "\(codes)")
    }

    @Test func aWindowOnAnotherCheck_isAnError() {
        let text =
            "id: w\ntitle: W\nversion: 1\n\n== A\n> add A 4x1\n\nquestion: How wide is A?\nanswer: w(A)\nwindow: 8\n"
        let codes = LessonParser.parse(text, file: "w.lesson").diagnostics.map(\.code)
        #expect(codes.contains(.detailNotForCheck), "\(codes)")
    }
}
