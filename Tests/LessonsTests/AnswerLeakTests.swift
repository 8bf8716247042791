import LessonScreens
import Lessons
import Testing

/// No question answers itself: the rule `validate` warns with (`answer-on-screen`), held to
/// every shipped lesson, and each of its kinds seen in a lesson made to leak.
@Suite("no question answers itself")
struct AnswerLeakTests {
    /// A walk question about a variable keeps the picture's numbers and the trace back: any
    /// number of the run may be the one asked (here the bounds the mirror uses).
    @Test func aWalkVariableQuestion_withholdsNumbersAndTheTrace() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "columns-and-right-to-left"))
        let step = try #require(lesson.steps.first { $0.check?.walk != nil })
        let withheld = AnswerSecrets.withheld(by: step.check)
        #expect(withheld.isSuperset(of: [.size, .columnNumbers, .negotiation]))
    }

    @Test(arguments: LessonLibrary(folders: []).lessons.map(\.id))
    func aShippedLesson_hasNoLeak(id: String) throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: id))
        let leaks = lesson.steps.indices.flatMap { AnswerLeaks.leaks(in: lesson, step: $0) }
        #expect(leaks.isEmpty, "\(leaks.map { "\(lesson.file):\($0.line): \($0.message)" })")
    }

    static let leaky = """
        id: leaky
        title: Leaky
        version: 1

        == Read off the picture
        > set width 20
        > add Swift
        > add Layout

        question: At which x does Layout start?
        answer: x(Layout)
        hint: Count.

        == Said in the prose
        At width 20 the two tags take 16 columns, so Layout ends at 16.

        > set width 20
        > add Swift
        > add Layout

        predict: Where does Layout end?
        answer: right(Layout)
        mistake: x(Layout) => Its end is 16, not its start.
        hint: Count.

        == The same picture again
        > set width 20
        > add Swift
        > add Layout

        predict: On which row does Layout land?
        answer: row(Layout)
        hint: Count.

        == Another width is not on screen
        > set width 20
        > add Swift
        > add Layout

        question: How many rows would the two tags take at width 10?
        answer: rowsat(10)
        hint: 16 > 10.

        """

    @Test func eachKindOfLeak_isFound_andAnotherWidthIsNot() throws {
        let lesson = try #require(LessonParser.parse(Self.leaky, file: "leaky.lesson").lesson)
        let found = lesson.steps.indices.map { AnswerLeaks.leaks(in: lesson, step: $0).map(\.message) }
        #expect(found[0].count == 1 && found[0][0].hasPrefix("the answer reads x, which the picture"))
        // Said with where it is, quoted.
        #expect(
            found[1].contains(
                "the answer, 16, is written on the screen the question is asked on (in 'At width 20 the two tags take 16 columns, so Layout ends at …'): say it another way, or hide it"
            ), "\(found[1])")
        #expect(found[1].contains("this mistake's reply states the answer (16); a wrong guess must not be told it"))
        #expect(found[2].contains { $0.hasPrefix("the step before shows this very layout") }, "\(found[2])")
        #expect(found[3].isEmpty, "\(found[3])")
    }
}

/// A mistake's reply that gives the answer in words is caught as one in figures is.
@Suite("an answer said in words")
struct AnswerInWordsTests {
    @Test func aReplyThatSaysTheAnswerInWords_isCaught() throws {
        let text =
            "id: w\ntitle: T\nversion: 1\n\n== A\n> set width 5\n> add A 4x1\n> add B 4x1\n> add C 4x1\n\npredict: How many rows?\nanswer: rows\nmistake: 2 => Three rows, since each box is alone.\nhint: h.\n"
        let lesson = try #require(LessonParser.parse(text, file: "w.lesson").lesson)
        let found = AnswerLeaks.leaks(in: lesson, step: 0).map(\.message)
        #expect(
            found.contains("this mistake's reply states the answer (three); a wrong guess must not be told it"),
            "\(found)")
    }
}

/// "3 rows" and "three rows" on the question's screen leak alike; "three boxes", when the
/// question counts rows, does not.
@Suite("an answer in words on the question's screen")
struct AnswerInWordsOnScreenTests {
    @Test(arguments: [("Tags in three rows here.", true), ("Tags in 3 rows here.", true), ("Three boxes here.", false)])
    func theAnswerCounting_whatIsAsked_isCaught(prose: String, leaks: Bool) throws {
        let text =
            "id: w\ntitle: T\nversion: 1\n\n== A\n\(prose)\n\n> set width 5\n> add A 4x1\n> add B 4x1\n> add C 4x1\n\npredict: How many rows?\nanswer: rows\nhint: h.\n"
        let lesson = try #require(LessonParser.parse(text, file: "w.lesson").lesson)
        let found = AnswerLeaks.leaks(in: lesson, step: 0).map(\.message)
        #expect(
            found.contains { $0.contains("is written on the screen the question is asked on") } == leaks, "\(found)")
    }
}

/// A title or the summary that says the answer: demo and the slides show them with every question.
@Suite("an answer in a title")
struct AnswerInATitleTests {
    @Test(arguments: ["title: Tags in three rows", "summary: Three rows of tags."])
    func aTitleOrSummaryThatSaysTheAnswer_isCaught(header: String) throws {
        let base =
            "id: w\ntitle: T\nversion: 1\nsummary: S.\n\n== A\n> set width 5\n> add A 4x1\n> add B 4x1\n> add C 4x1\n\npredict: How many rows?\nanswer: rows\nhint: h.\n"
        let key = header.prefix { $0 != ":" }
        let text = base.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix(key + ":") ? Substring(header) : $0
        }.joined(separator: "\n")
        let lesson = try #require(LessonParser.parse(text, file: "w.lesson").lesson)
        let found = AnswerLeaks.leaks(in: lesson, step: 0).map(\.message)
        #expect(found.contains { $0.hasPrefix("the answer, three, is in a title or the summary") }, "\(found)")
    }
}

/// `validate --strict` asks for a known mistake on every number asked.
@Suite("a number asked has its known mistakes")
struct NoMistakeTests {
    @Test func aNumberWithoutAMistake_isWarnedAboutWhenStrict() throws {
        let text =
            "id: nm\ntitle: T\nversion: 1\n\n== A\n> add A\nSome.\n\nquestion: How many rows at width 3?\nanswer: rowsat(3)\nhint: h.\n"
        let lesson = try #require(LessonParser.parse(text, file: "nm.lesson").lesson)
        #expect(LessonValidator().validate(lesson).isEmpty)
        let strict = LessonValidator(strict: true).validate(lesson)
        #expect(strict.map(\.code) == [.noMistake])
        #expect(strict.first?.line == 9)
    }
}

/// What the steps before leave for a later question: a small answer worked out (`= 1`), a later
/// code step's expression quoted in words earlier, a suggestion to trace the same items.
@Suite("answers left by the steps before")
struct AnswersLeftBeforeTests {
    static let worked = """
        id: w
        title: T
        version: 1

        == Work it out
        > set width 20
        > add A 4x1
        > add B 4x1

        question: How many items?
        answer: count
        mistake: 3 => Count again.
        explain: Two boxes, and 20 / 20 = 1 row, as the next step asks.

        == The next
        > set width 20
        > add A 4x1
        > add B 4x1

        predict: How many rows?
        answer: rows
        mistake: 2 => One row holds both.
        hint: h.

        """

    @Test func aSmallAnswerWorkedOutInTheStepBefore_isCaught() throws {
        let lesson = try #require(LessonParser.parse(Self.worked, file: "w.lesson").lesson)
        let found = AnswerLeaks.leaks(in: lesson, step: 1).map(\.message)
        #expect(found.contains { $0.hasPrefix("the step before works the answer out on the screen") }, "\(found)")
    }

    @Test func anEarlierSuggestionToTrace_isCaughtWhereTraceWouldAnswer() throws {
        let text = """
            id: t
            title: T
            version: 1

            == First
            > add Swift
            > add Layout

            question: How many items?
            answer: count
            mistake: 3 => Count again.
            explain: Two. Type trace fresh now to see every question.

            == Second
            > add Swift
            > add Layout

            question: How many times are the children asked for a size in one run of wrap?
            answer: asked
            mistake: 4 => Also count makeCache.
            hint: h.

            """
        let lesson = try #require(LessonParser.parse(text, file: "t.lesson").lesson)
        let found = AnswerLeaks.leaks(in: lesson, step: 1).map(\.message)
        #expect(found.contains { $0.contains("sends the learner to trace on these same items") }, "\(found)")
    }

    @Test func aLaterCodeStepsExpression_quotedEarlier_isCaught() {
        #expect(
            CodeStep.showsExpression("its angle is `relativeX / radius` here", of: "var angle = relativeX / radius"))
        #expect(
            CodeStep.showsExpression(
                "Article 000 tests `currentX + size.width + spacing > proposal.width ?? .infinity`",
                of: "if currentX + size.width + spacing > proposal.width ?? .infinity, !currentRow.elements.isEmpty {"))
        #expect(!CodeStep.showsExpression("x > 0", of: "if x + size.width > maxWidth, x > 0 {"))
        #expect(!CodeStep.showsExpression("the angle is the arc over the radius", of: "var angle = relativeX / radius"))
    }
}
