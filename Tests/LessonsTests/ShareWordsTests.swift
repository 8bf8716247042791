import LabText
import Testing
import Workbench

@testable import Lessons

/// `set` and an answer read a share the same way: a percentage, a fraction or a number (each
/// had its own reading of `%` and `/`, and could drift apart as the infinity words did).
@Suite("shares, one reading")
struct ShareWordsTests {
    @Test(arguments: ShareWords.examples.map(\.text))
    func setAndAnAnswer_readTheSameShare(_ text: String) throws {
        let said = try #require(ShareWords.examples.first { $0.text == text }).share
        #expect(ShareWords.value(of: text) == said)
        // `set max-scale` reads it as the scale.
        let set: Double?
        switch try? CommandParser.parse("set max-scale \(text)") {
        case .edit(.collection(.setParameter(_, let value)))?: set = value
        default: set = nil
        }
        #expect(set == said, "set max-scale \(text)")
        // An answer reads the one number, a percentage as its share.
        let found = AnswerReading.numbers(in: text)
        let answered = found.count == 1 ? found[0].percent ? ShareWords.percent(found[0].value) : found[0].value : nil
        #expect(answered == said, "the answer \(text): \(found.map(\.value))")
    }
}

extension ShareWordsTests {
    /// A fraction over 0 is said to be one, not asked to be a fraction.
    @Test func aFractionOverZero_isSaidSo() throws {
        #expect(ShareWords.isOverZero("1/0") && ShareWords.isOverZero("3/0.0"))
        #expect(!ShareWords.isOverZero("1/2") && !ShareWords.isOverZero("0") && !ShareWords.isOverZero("x/0"))
        #expect(
            throws: CommandError.needsNumber(
                name: "max-scale", kind: "a fraction over a number other than 0", got: "1/0")
        ) {
            try CommandParser.parse("set max-scale 1/0")
        }
    }
}
