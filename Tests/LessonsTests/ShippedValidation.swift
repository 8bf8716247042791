import LessonScreens
import Lessons
import Testing

/// The shipped lessons validated once for every test that asks something of them (each test
/// validated all fourteen again: 5 s of the quick loop apiece). Their code steps and walks of
/// the learner's code are not run here: that is four fifths of the time, and the toolchain's
/// work, which `make test` does last (`layoutlab validate --strict Lessons`, code and all).
enum ShippedValidation {
    static let diagnostics = LessonValidator(compilesCode: false).validate(LessonLibrary.shippedFiles).diagnostics
}

@Suite("shipped lessons validate")
struct ShippedValidationTests {
    /// What `make test`'s `validate --strict Lessons` holds, in the quick loop too: no error
    /// and no warning in any shipped lesson.
    @Test func theShippedLessons_validateWithoutAWarning() {
        #expect(
            ShippedValidation.diagnostics.isEmpty,
            "\(ShippedValidation.diagnostics.map { "\($0.file):\($0.line): \($0.message)" })")
    }
}
