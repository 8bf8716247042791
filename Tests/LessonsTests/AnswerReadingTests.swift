import Lessons
import Testing

/// Every way of writing an answer that a tutor would read, and every way that cannot be read,
/// each against the value the engine computed.
@Suite("answers read like a tutor reads them")
struct AnswerReadingTests {
    /// What reading gives, as a value to compare.
    func read(_ typed: String, asking: AnswerReading.Asking) -> Result<[AnswerReading.Reading], UnreadableAnswer> {
        do throws(UnreadableAnswer) {
            return .success(try AnswerReading.read(typed, asking: asking))
        } catch {
            return .failure(error)
        }
    }

    func read(_ typed: String, asking right: Value) -> Result<[AnswerReading.Reading], UnreadableAnswer> {
        read(typed, asking: AnswerReading.Asking(right))
    }

    /// Whether `typed` is right for `right`; nil when it cannot be read as that kind.
    func judge(_ typed: String, _ right: Value, round: Int? = nil) -> Bool? {
        switch read(typed, asking: right) {
        case .success(let readings): readings.contains { AnswerReading.isRight($0, right, roundedTo: round) }
        case .failure: nil
        }
    }

    @Test(
        arguments: [
            ("17", 17.0), ("17.0", 17), ("17,0", 17), (" 17 ", 17), ("x=17", 17), ("x = 17", 17), ("x: 17", 17),
            ("17 columns", 17), ("at 17", 17), ("w=23", 23), ("width 23", 23), ("23 wide", 23), ("row 1", 1),
            ("3 rows", 3), ("1 hit", 1), ("card 1", 1), ("item 3", 3), ("80%", 80), ("80%", 0.8), ("zero", 0),
            ("two", 2), ("seven", 7), ("twenty", 20), ("twenty-one", 21), ("twenty one", 21), ("-2", -2),
            ("−2", -2), ("x = -2", -2), ("infinity", .infinity), ("∞", .infinity), ("-infinity", -.infinity),
            ("6.28", 6.2832), ("6.3", 6.2832), ("0.5", 0.5), (".5", 0.5), ("1e3", 1000), ("minus 5", -5),
            ("minus two", -2), ("–5", -5), ("none", 0), ("nothing", 0),
            // A hedge is heard as the number it hedges.
            ("about 6", 6), ("around 32", 32), ("~6", 6), ("I think 2", 2), ("17ish", 17), ("seventeen-ish", 17),
            ("roughly 45.9", 45.9), ("infinite", .infinity), ("it is infinite", .infinity), ("the third", 3),
            ("3rd", 3), ("2nd row", 2),
        ] as [(String, Double)])
    func numbers_areReadWhereverTheyAre(typed: String, right: Double) {
        #expect(judge(typed, .number(right)) == true, "\(typed) for \(right)")
    }

    @Test(
        arguments: [
            ("18", 17.0), ("x = 18", 17), ("17.4", 17), ("16.99", 17), ("6.2", 6.2832), ("6", 6.5),
            ("row 2", 1), ("80%", 0.79),
        ] as [(String, Double)])
    func wrongNumbers_areWrong_notUnreadable(typed: String, right: Double) {
        #expect(judge(typed, .number(right)) == false, "\(typed) for \(right)")
    }

    @Test func wholeNumberRounding_onlyWhenTheStepAllowsIt() {
        #expect(judge("7", .number(6.5)) == false)
        #expect(judge("7", .number(6.5), round: 0) == true)
        #expect(judge("6.28", .number(6.2832), round: 0) == true)  // its own two decimals
    }

    @Test(arguments: [
        ("somewhere", AnswerReading.Unreadable.noNumber), ("", .noNumber),
        ("x = 17, y = 2", .severalNumbers([17, 2])), ("between 3 and 4", .severalNumbers([3, 4])),
        ("3-5", .severalNumbers([3, 5])), ("I'm not sure", .unsure), ("no idea", .unsure), ("dunno", .unsure),
        ("?", .unsure), ("I don't know", .unsure), ("not 17", .negated), ("it isn't 17", .negated),
        ("never 3", .negated),
    ])
    func answersWithoutOneNumber_areUnreadable(typed: String, reason: AnswerReading.Unreadable) {
        #expect(
            read(typed, asking: .number(17)) == .failure(UnreadableAnswer(typed: typed, reason: reason)))
    }

    @Test(arguments: [
        ("yes", true), ("Y", true), ("yep", true), ("true", true), ("it does", true), ("no", false),
        ("nope", false), ("false", false), ("it does not", false), ("it doesn't", false), ("No.", false),
    ])
    func yesAndNo_areReadInWords(typed: String, right: Bool) {
        #expect(judge(typed, .bool(right)) == true)
        #expect(judge(typed, .bool(!right)) == false)
    }

    @Test func yesOrNoUnread_saysWhy() {
        for unsure in ["not sure", "no idea", "I don't know", "maybe"] {
            #expect(
                read(unsure, asking: .bool(false))
                    == .failure(UnreadableAnswer(typed: unsure, reason: .unsure)), "\(unsure)")
        }
        #expect(
            read("yes and no", asking: .bool(true))
                == .failure(UnreadableAnswer(typed: "yes and no", reason: .bothYesAndNo)))
    }

    /// Ordinals name a place: "the first" row is row 0 when rows count from 0, and "one" after
    /// "the first" is no number (it read as 1).
    @Test(
        arguments: [
            ("the first", 0.0), ("the first one", 0), ("the second", 1), ("the third row I think", 2), ("1st", 0),
            ("row 2", 2), ("that one", nil), ("the last one", nil),
        ] as [(String, Double?)])
    func ordinals_countFromZeroWhereTheAnswerDoes(typed: String, value: Double?) {
        let read = read(typed, asking: .init(.number(0), countsFromZero: true))
        switch read {
        case .success(let readings): #expect(readings.first?.value == value.map { .number($0) }, "\(typed)")
        case .failure: #expect(value == nil, "\(typed)")
        }
    }

    /// "3 times each" of two items is 6.
    @Test func aNumberPerItem_isTimesTheItems() {
        let asking = AnswerReading.Asking(.number(6), itemCount: 2)
        guard case .success(let readings) = read("3 times each", asking: asking) else {
            Issue.record("not read")
            return
        }
        #expect(readings.contains { AnswerReading.isRight($0, .number(6)) })
        guard case .success(let alone) = read("3 times", asking: asking) else { return }
        #expect(!alone.contains { AnswerReading.isRight($0, .number(6)) })
    }

    @Test(arguments: ["Swift", "swift", "[Swift]", "\"Swift\"", "the Swift", "Swift."])
    func text_withoutItsWrapping(typed: String) {
        #expect(judge(typed, .text("Swift")) == true)
    }

    /// "none" for a length the layout reports is no answer, said so: none is a proposal's word,
    /// and "Right: 0" told a learner who thought the layout reports none that they were right.
    /// For a count, "none" is still 0.
    @Test func none_isNoLength_butIsACount() throws {
        let length = AnswerReading.Asking(.number(0), measuresLength: true)
        #expect(read("none", asking: length) == .failure(UnreadableAnswer(typed: "none", reason: .noneForALength)))
        #expect(
            read("nothing at all", asking: length).map(\.count)
                == .failure(UnreadableAnswer(typed: "nothing at all", reason: .noneForALength)))
        #expect(read("0", asking: length) == .success([AnswerReading.Reading(.number(0))]))
        #expect((try? read("none", asking: .number(0)).get().first?.value) == .number(0))
        for (answer, measures) in [
            ("width", true), ("x(Swift)", true), ("round(w(Swift) / 2)", true), ("heightat(12)", true),
            ("rows", false), ("row(Swift)", false), ("count - 1", false), ("proposedwidth", false),
        ] {
            #expect(try ExpressionParser.parse(answer).readsALength == measures, "\(answer)")
        }
    }
}
