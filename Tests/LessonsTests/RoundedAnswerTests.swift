import LessonScreens
import Lessons
import Testing

/// A prediction whose answer is half a line drawn beside a picture that rounds it to a whole
/// one reads as a contradiction ("half a line above" drawn level with its neighbour): `validate`
/// warns unless the explanation says what the rounding hides.
@Suite("validate: answers the picture rounds")
struct RoundedAnswerTests {
    static func warnings(_ explain: String) -> [Int] {
        let text = """
            id: halves
            title: Halves
            version: 1

            == Centred
            > layout vflow
            > set width none
            > set height 3
            > set spacing 0
            > add A 3x1
            > add B 6x1

            predict: At which x will A start?
            answer: x(A)
            mistake: 0 => That is leading.
            explain: \(explain)
            """
        return LessonValidator().validate([("/tmp/halves.lesson", text)]).diagnostics
            .filter { $0.code == .roundedAnswer }.map(\.line)
    }

    @Test func aFractionTheExplanationLeavesUnsaid_isWarnedOf() {
        #expect(Self.warnings("(6 − 3) / 2 = 1.5.") == [13])
        #expect(Self.warnings("(6 − 3) / 2 = 1.5; the picture rounds it to a whole column.").isEmpty)
    }
}
