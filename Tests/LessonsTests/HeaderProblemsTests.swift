import Testing

@testable import LessonScreens
@testable import Lessons

/// Each header problem is said, whichever others there are: a missing `version:` (said at 1:1,
/// the id's own line) once hid an id that is not the file's name.
@Suite("validate: header problems said together")
struct HeaderProblemsTests {
    @Test func aMissingVersion_doesNotHideTheIdsProblem() {
        let text = "id: other-name\ntitle: T\nsummary: s\n\n== One\nWords.\n"
        let codes = LessonValidator().validate([("/tmp/mine.lesson", text)]).diagnostics.map(\.code)
        #expect(codes.contains(.missingHeaderKey) && codes.contains(.idNotFileName), "\(codes)")
    }

    @Test func aMissingId_isSaidOnce_andNoIdProblemBesides() {
        let text = "title: T\nsummary: s\nversion: 1\n\n== One\nWords.\n"
        let codes = LessonValidator().validate([("/tmp/noid.lesson", text)]).diagnostics.map(\.code)
        #expect(codes == [.missingHeaderKey], "\(codes)")
    }
}
