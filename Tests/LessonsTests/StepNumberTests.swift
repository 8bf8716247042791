import LessonScreens
import Lessons
import Testing

/// A lesson that names its own steps by number goes wrong as soon as a step is added or moved
/// (alignment-and-anchors once said "steps 1 to 5, 9 and 11 ran 000's code" of steps that had
/// moved): `validate` warns where it happens, in prose, hints, replies and explanations.
@Suite("validate: steps named by number")
struct StepNumberTests {
    static func warnings(_ text: String) -> [(line: Int, column: Int)] {
        LessonValidator().validate([("/tmp/numbers.lesson", text)]).diagnostics
            .filter { $0.code == .stepNumber }.map { ($0.line, $0.column) }
    }

    static let lesson = """
        id: numbers
        title: Numbers
        version: 1

        == One
        As in step 3, a tag is its label and two brackets.
        > add Swift

        predict: How wide is Swift?
        answer: w(Swift)
        hint: Steps 1 to 2 said how.
        mistake: 5 => Step 2 counted the brackets.
        explain: 7; the next step goes on, and a check may take 2,000,000 steps.
        """

    @Test func aStepNamedByNumber_isWarnedOfOnItsLine() {
        let found = Self.warnings(Self.lesson)
        #expect(found.map(\.line) == [6, 11, 12])
        #expect(found.first?.column == 7)
    }

    @Test func theShippedLessons_nameNoStepByNumber() throws {
        #expect(ShippedValidation.diagnostics.filter { $0.code == .stepNumber }.isEmpty)
    }
}
