import Testing

@testable import LessonScreens

/// The sums in a lesson's words are worked out again.
@Suite("validate: sums that do not add up")
struct ArithmeticTests {
    @Test func aWrongSum_isFound_aRightOneIsNot() {
        let slips = LessonValidator.arithmeticSlips(in: "6 + 1 = 8, while 30 − 2 = 28 and 7×2 = 14; 20 / 2 = 12.")
        #expect(slips.map(\.said) == ["6 + 1 = 8", "20 / 2 = 12"])
        #expect(slips.map(\.makes) == ["7", "10"])
    }

    /// × and / first; a result is compared at its own precision.
    @Test func precedenceAndPrecision() {
        #expect(LessonValidator.arithmeticSlips(in: "9 + 1 + 10 × 1 = 20").isEmpty)
        #expect(LessonValidator.arithmeticSlips(in: "14 / 3 = 4.667, 14 / 3 = 4.7").isEmpty)
        #expect(LessonValidator.arithmeticSlips(in: "13 / 2 = 6").map(\.makes) == ["6.5"])
    }

    /// A sum that words interrupt is not read from its middle; versions, ranges and sizes are
    /// not sums.
    @Test func notASum_isLeftAlone() {
        #expect(LessonValidator.arithmeticSlips(in: "1 + 25 + bias 25 + 5 = 56").isEmpty)
        #expect(LessonValidator.arithmeticSlips(in: "(20 − 6) / 2 = 7, add X 2..8x1, version 1.2 = new").isEmpty)
    }
}

/// One slip, one message: a `mistake:` written with `->` is reported where it is, and its check
/// is not also said to have no mistake.
@Suite("validate: an unread mistake")
struct UnreadMistakeTests {
    @Test func anArrowSlip_isNotAlsoAMissingMistake() {
        let text = """
            id: arrow
            title: Arrow
            version: 1

            == Two tags
            > set width 20
            > add Swift
            > add Layout
            predict: At which x will Layout start?
            answer: x(Layout)
            mistake: right(Swift) -> That is where Swift ends.
            hint: Swift is 7 wide.
            """
        let codes = LessonValidator(strict: true).validate([("arrow.lesson", text)]).diagnostics.map(\.code)
        #expect(codes.contains(.mistakeSyntax))
        #expect(!codes.contains(.noMistake), "\(codes)")
    }
}
