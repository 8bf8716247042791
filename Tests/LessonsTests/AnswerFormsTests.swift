import Foundation
import TestSupport
import Testing
import Workbench

@testable import Lessons

/// The table of answer forms a learner types, each put to a real lesson step and judged by the
/// lesson as it judges any answer: what the learner hears. Fractions, number words, signed
/// directions, "all", hedges, ordinals, percentages, precision — against numbers, yes-or-no and
/// text. A form a tutor would read and is refused, or a less exact one taken, fails here.
@Suite("answer forms, as a lesson hears them")
struct AnswerFormsTests {
    /// What the learner hears.
    enum Heard: Equatable, CustomStringConvertible {
        case right
        case wrong
        case note(ExpectedAnswer)
        case unreadable

        var description: String {
            switch self {
            case .right: "right"
            case .wrong: "wrong"
            case .note(let expected): "wrong, with the note \(expected)"
            case .unreadable: "unreadable"
            }
        }
    }

    struct Form: CustomStringConvertible, Sendable {
        var typed: String
        /// The check's answer expression (the engine's value for it).
        var answer: String
        var heard: Heard
        var question = "How much?"
        var round: Int?

        var description: String { "'\(typed)' for \(answer)\(round.map { " (round: \($0))" } ?? "")" }
    }

    static let forms: [Form] = [
        // Numbers in digits, words and fractions.
        Form(typed: "3/4", answer: "3 / 4", heard: .right),
        Form(typed: "3 / 4", answer: "3 / 4", heard: .right),
        Form(typed: "1/3", answer: "1 / 3", heard: .right),
        Form(typed: "six and a half", answer: "6.5", heard: .right),
        Form(typed: "one and a half", answer: "1.5", heard: .right),
        // Mixed numbers, as people say and write them (a trial refused all four).
        Form(typed: "6 and a half", answer: "6.5", heard: .right),
        Form(typed: "6 1/2", answer: "6.5", heard: .right),
        Form(typed: "32 and a half", answer: "32.5", heard: .right),
        Form(typed: "1 1/2", answer: "1.5", heard: .right),
        Form(typed: "2 and three quarters", answer: "2.75", heard: .right),
        Form(typed: "-1 and a half", answer: "-1.5", heard: .right),
        Form(typed: "6 and a half", answer: "6", heard: .note(.wholeNumber)),
        // How many times: once, twice.
        Form(typed: "twice", answer: "2", heard: .right, question: "How many times is Swift asked?"),
        Form(typed: "once", answer: "2", heard: .wrong, question: "How many times is Swift asked?"),
        Form(typed: "three quarters", answer: "0.75", heard: .right),
        Form(typed: "a quarter", answer: "0.25", heard: .right),
        Form(typed: "two thirds", answer: "2 / 3", heard: .right),
        Form(typed: "two point five", answer: "2.5", heard: .right),
        Form(typed: "a hundred and five", answer: "105", heard: .right),
        Form(typed: "seventeen", answer: "17", heard: .right),
        Form(typed: "twenty-one columns", answer: "21", heard: .right),
        Form(typed: "minus three", answer: "-3", heard: .right),
        Form(typed: "80%", answer: "0.8", heard: .right),
        Form(typed: "80%", answer: "80", heard: .right),
        // Whole numbers and fractions: said either way.
        Form(typed: "13", answer: "13.2", heard: .note(.notWholeNumber)),
        Form(typed: "about 2", answer: "1.5", heard: .note(.notWholeNumber)),
        Form(typed: "1.27", answer: "1", heard: .note(.wholeNumber)),
        Form(typed: "7", answer: "6.5", heard: .right, round: 0),
        // Precision: with round: N, fewer decimals are asked for again, never taken.
        Form(typed: "0.8", answer: "0.7612", heard: .note(.moreDecimals(2)), round: 2),
        Form(typed: "0.76", answer: "0.7612", heard: .right, round: 2),
        Form(typed: "0.761", answer: "0.7612", heard: .right, round: 2),
        Form(typed: "0.75", answer: "0.7612", heard: .wrong, round: 2),
        Form(typed: "1", answer: "0.7612", heard: .note(.moreDecimals(2)), round: 2),
        Form(typed: "2", answer: "0.7612", heard: .note(.notWholeNumber), round: 2),
        Form(typed: "6.28", answer: "6.2832", heard: .right),
        // Signed directions where the question gives negative numbers a way.
        Form(typed: "one to the left", answer: "-1", heard: .right, question: "How far? (Negative means left.)"),
        Form(typed: "1 left", answer: "-1", heard: .right, question: "How far? (Negative means left.)"),
        Form(typed: "1 to the right", answer: "-1", heard: .wrong, question: "How far? (Negative means left.)"),
        Form(typed: "-1", answer: "-1", heard: .right, question: "How far? (Negative means left.)"),
        Form(typed: "1 to the right", answer: "1", heard: .right, question: "How far? (Negative means left.)"),
        // All, ordinals.
        Form(typed: "all of them", answer: "count", heard: .right),
        Form(typed: "all", answer: "count", heard: .right),
        Form(typed: "the third", answer: "row(C)", heard: .right),
        Form(typed: "3rd", answer: "row(C)", heard: .right),
        Form(typed: "the first one", answer: "row(A)", heard: .right),
        Form(typed: "the top row", answer: "row(A)", heard: .right),
        // Not answers, and not wrong ones either.
        Form(typed: "I'm not sure", answer: "17", heard: .unreadable),
        Form(typed: "2 or 3", answer: "2", heard: .unreadable),
        Form(typed: "3/0", answer: "2", heard: .unreadable),
        Form(typed: "wide", answer: "2", heard: .unreadable),
        // Yes or no, and text.
        Form(typed: "yep", answer: "1 == 1", heard: .right),
        Form(typed: "it does not", answer: "1 == 2", heard: .right),
        Form(typed: "maybe", answer: "1 == 1", heard: .unreadable),
        Form(typed: "[A]", answer: "label(0)", heard: .right),
    ]

    /// A lesson of one question step over three items in a row (A at row 0, C at row 2).
    static func taker(for form: Form) throws -> LessonTaker {
        let text = """
            id: forms
            title: Forms
            version: 1

            == One
            > set width 5
            > add A 4x1
            > add B 4x1
            > add C 4x1
            question: \(form.question)
            answer: \(form.answer)
            \(form.round.map { "round: \($0)" } ?? "")
            hint: Think.
            """
        let taker = try LessonTakerTests.taker(text)
        _ = try taker.handle(.command(.open("forms"), current: Workspace()))
        return taker
    }

    @Test(arguments: forms)
    func eachForm_isHeardAsATutorWouldHearIt(form: Form) throws {
        let taker = try Self.taker(for: form)
        let reply = try taker.handle(.command(.answer(form.typed), current: Workspace()))
        let heard: Heard? = reply.happenings.lazy.compactMap { happening -> Heard? in
            guard case .answered(let verdict) = happening else { return nil }
            switch verdict {
            case .right: return .right
            case .wrong(_, _, let expected?, _): return .note(expected)
            case .wrong: return .wrong
            case .unreadable: return .unreadable
            }
        }.first
        #expect(heard == form.heard, "\(form): heard \(heard.map(\.description) ?? "nothing")")
    }
}
