import Exercises
import Foundation
import LessonScreens
import TestSupport
import Testing
import Workbench

@testable import Lessons

/// A code step as read from a lesson, found on its exercise's listing, and shown.
@Suite("code steps: read, found and shown")
struct CodeStepTests {
    static let step = """
        id: coded
        title: Coded
        version: 1

        == Write the test
        > layout flow
        > set spacing 1
        > set width 11
        > add A 4x1
        > add B 6x1
        code: The line that starts a new row.
        blank: if x + size.width > maxWidth, x > 0 {
        solution: if x + size.width > maxWidth, x > 0 {
        mistake: if x + size.width >= maxWidth, x > 0 { => Ending on the edge is not crossing it.
        hint: Two parts, joined by a comma.
        """

    static func check(_ text: String = step) throws -> Check {
        let (lesson, diagnostics) = LessonParser.parse(text, file: "coded.lesson")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(lesson?.steps.first?.check)
    }

    @Test func theKeys_areRead() throws {
        let check = try Self.check()
        #expect(check.kind == .code)
        #expect(check.blank?.text == "if x + size.width > maxWidth, x > 0 {")
        #expect(check.solution.map(\.text) == ["if x + size.width > maxWidth, x > 0 {"])
        #expect(check.codeMistakes.map(\.code.text) == ["if x + size.width >= maxWidth, x > 0 {"])
        #expect(check.codeMistakes.map(\.message) == ["Ending on the edge is not crossing it."])
    }

    @Test func whatACodeStepLacksOrDoesNotTake_isAnError() {
        let cases: [(String, String)] = [
            ("code: Write it.\nsolution: x\nhint: h", "this code step needs a blank:"),
            ("code: Write it.\nblank: x\nhint: h", "this code step needs a solution:"),
            ("code: Write it.\nblank: x\nsolution: x\nanswer: 3\nhint: h", "a code step takes blank:, solution:"),
            ("code: Write it.\nblank: x\nsolution: x\nmistake: => h\nhint: h", "mistake: CODE => what to tell"),
            ("question: Q?\nanswer: 3\nblank: x\nhint: h", "only a code: check has blank:"),
        ]
        for (check, message) in cases {
            let text = "id: c\ntitle: C\nversion: 1\n\n== S\n> layout flow\n" + check + "\n"
            let messages = LessonParser.parse(text, file: "c.lesson").diagnostics.map(\.message)
            #expect(messages.contains { $0.contains(message) }, "\(check): \(messages)")
        }
    }

    @Test func theBlank_isFoundOnTheExercisesListing_onceAsALine_orAsAQuotedPiece() throws {
        var check = try Self.check()
        let code = try CodeStep(check, layoutName: "flow", preferring: [])
        #expect(code.exercise.id == "flow")
        #expect(code.blank == CodeTrial.Blank(line: "if x + size.width > maxWidth, x > 0 {", number: code.line))
        check.blank = Located("`size.width > maxWidth`", line: 1, column: 1)
        let piece = try CodeStep(check, layoutName: "flow", preferring: [])
        #expect(piece.blank.piece == "size.width > maxWidth")
        #expect(piece.line == code.line)
        // The lesson's own exercise first, where two write the layout (flow and flow-cache).
        #expect(try CodeStep(check, layoutName: "flow", preferring: ["flow-cache"]).exercise.id == "flow-cache")
    }

    @Test func aBlankNotOnTheListing_orOnItTwice_orOnALayoutWithNoExercise_isSaidInALine() throws {
        var check = try Self.check()
        let cases: [(String, String, String)] = [
            ("if y > 0 {", "flow", "the line 'if y > 0 {' is not on the listing"),
            ("}", "flow", "is on the listing"),
            ("\"size\"", "flow", "lines of the listing: quote a piece found on one"),
            ("x", "vflow", "no exercise writes the step's layout 'vflow'"),
        ]
        for (blank, layout, message) in cases {
            check.blank = Located(blank, line: 1, column: 1)
            #expect {
                try CodeStep(check, layoutName: layout, preferring: [])
            } throws: { error in
                (error as? CodeTrialError)?.message.contains(message) == true
            }
        }
    }

    @Test func theWindow_showsTheBlankAsAGap_andWhereItsNamesAreDeclared() throws {
        let code = try CodeStep(try Self.check(), layoutName: "flow", preferring: [])
        let window = code.window()
        // The line before the blank, and further up the lines that declare what it reads (maxWidth's
        // parameter, cut to its signature, and x's var): four lines, as a window without them.
        #expect(window.map(\.number) == [code.line - 5, code.line - 3, code.line - 1, code.line])
        #expect(window[0].text.hasSuffix("maxWidth: CGFloat) …"), "\(window[0].text)")
        #expect(window[1].text.contains("var x: CGFloat = 0"))
        #expect(window[3].text.trimmingCharacters(in: .whitespaces) == CodeStep.gap)
        let shown = LessonPresenter.codeWindow(
            try Self.check(), LessonParser.parse(Self.step, file: "c").lesson!.steps[0])
        #expect(shown.contains { $0.hasPrefix("  \(code.line) │ ") && $0.hasSuffix(CodeStep.gap) }, "\(shown)")
    }

    /// `source` during the step: the whole listing, the blank's line shown as the gap.
    @Test func theWholeListing_keepsTheBlank() throws {
        let code = try CodeStep(try Self.check(), layoutName: "flow", preferring: [])
        let (text, blanked) = code.blanking(code.exercise.solution)
        #expect(blanked == [code.line])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[code.line - 1].trimmingCharacters(in: .whitespaces) == CodeStep.gap)
        #expect(!text.contains("if x + size.width > maxWidth, x > 0 {"))
        #expect(lines.count == code.exercise.solution.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func code_isTheSame_whateverItsSpaces() {
        #expect(CodeStep.sameCode("x+size.width>=maxWidth,x>0", "x + size.width >= maxWidth, x > 0"))
        #expect(CodeStep.sameCode("  let  a = b ", "let a=b"))
        #expect(!CodeStep.sameCode("leta = b", "let a = b"))
        #expect(!CodeStep.sameCode("x > 0", "x >= 0"))
    }
}

/// Every shipped code step, tried for real: the solution is right, each known mistake wrong.
@Suite("code steps: every shipped one", .layer(.toolchain))
struct ShippedCodeStepTests {
    @Test func everyLesson_hasACodeStep_whoseSolutionPasses_andWhoseMistakesFail() throws {
        for lesson in LessonLibrary(folders: []).lessons {
            let steps = lesson.steps.filter { $0.check?.kind == .code }
            #expect(!steps.isEmpty, "\(lesson.id) has no code step")
            for step in steps {
                let check = try #require(step.check)
                let workspace = StepScript.setUp(step.setup).workspace
                let code = try CodeStep(check, on: workspace, in: lesson)
                let first = CodeStep.trialCase(workspace)
                let place = "\(lesson.id) step '\(step.title)'"
                let solution = try #require(check.solution.first?.text)
                guard case .right = try CodeTrial.run(code.exercise, code.blank, typed: solution, first: first) else {
                    Issue.record("\(place): the solution is not right")
                    continue
                }
                #expect(check.codeMistakes.count >= 2, "\(place): fewer than two known mistakes")
                for mistake in check.codeMistakes {
                    let verdict = try CodeTrial.run(
                        code.exercise, code.blank, typed: mistake.code.text, first: first, walksYourCode: false)
                    guard case .wrong = verdict else {
                        Issue.record("\(place): the mistake '\(mistake.code.text)' is not a wrong line")
                        continue
                    }
                }
            }
        }
    }
}

/// A code step taken: a slip gets its reply and counts as a wrong try; a line that does not
/// compile is told where, and does not count; the article's line is right.
@Suite("code steps: taken", .layer(.toolchain))
struct CodeStepTakingTests {
    @Test func aSlip_thenCodeThatDoesNotCompile_thenTheArticlesLine() throws {
        let taker = try LessonTakerTests.taker(CodeStepTests.step)
        _ = try taker.handle(.command(.open("coded"), current: Workspace()))
        #expect(taker.state.awaitsAnswer)

        func tried(_ line: String) throws -> CodeTry {
            let reply = try taker.handle(.command(.answer(line), current: Workspace()))
            guard case .codeTried(let tried)? = reply.happenings.first else {
                Issue.record("no try in \(reply.happenings)")
                throw CancellationError()
            }
            return tried
        }
        // By its text, spaces aside: the known mistake's reply, on the step's own items.
        let slip = try tried("if x+size.width >= maxWidth, x > 0 {")
        #expect(slip.mistake == "Ending on the edge is not crossing it.")
        #expect(slip.onTheStep)
        guard case .wrong(let failure) = slip.outcome else { throw CancellationError() }
        let lines = CheckReport.codeStepLines(
            failure, blankLine: slip.blankLine, onTheStep: true, options: .init(maxColumns: 80))
        #expect(lines.first == "What differs: sizeThatFits answers 11×3; the article answers 11×1.")
        // The learner's line as they typed it, with its numbers.
        #expect(lines.contains("  B: x+size.width >= maxWidth: 5 + 6 >= 11 → true, x > 0: 5 > 0 → true"), "\(lines)")

        // The same slip in other words is known by what it does, and the reply names its code.
        let alike = try tried("if size.width + x >= maxWidth, x > 0 {")
        #expect(alike.mistake == "Ending on the edge is not crossing it.")
        #expect(alike.likeMistake == "if x + size.width >= maxWidth, x > 0 {")
        #expect(slip.likeMistake == nil)

        // `walk tried` walks the article's code with that line in it.
        let walked = try String(contentsOfFile: try #require(taker.state.triedFile), encoding: .utf8)
        #expect(walked.contains("        if size.width + x >= maxWidth, x > 0 {\n"))

        let typo = try tried("if x + size.widht > maxWidth, x > 0 {")
        guard case .doesNotCompile(let said) = typo.outcome else { throw CancellationError() }
        #expect(said.first?.hasPrefix("your code, column 13:") == true, "\(said)")

        // A what-if is not judged: the step still waits.
        let whatIf = try taker.handle(.command(.tryCode("if x + size.width > maxWidth {"), current: Workspace()))
        guard case .codeTried(let unjudged)? = whatIf.happenings.first else { throw CancellationError() }
        #expect(!unjudged.judged)
        #expect(taker.state.awaitsAnswer)

        let right = try tried("if x + size.width > maxWidth, x > 0 {")
        guard case .right(let count) = right.outcome else { throw CancellationError() }
        #expect(count > 100)
        #expect(!taker.state.awaitsAnswer)
        let result = try #require(taker.store.load().progress["coded"]?.results[0])
        #expect(result.wrongAnswers == 2, "the slips count; the line that did not compile does not")
    }

    /// The stack offers the fixed C before A and B: "your line, as it ran" names the child the
    /// line ran for (the stack's `child`), not the order it ran in; the reference is named as
    /// OpenSwiftUI, never as an article.
    @Test func aStacksLine_namesTheChildOffered_andOpenSwiftUI() throws {
        let lesson = """
            id: stacked
            title: Stacked
            version: 1

            == The share
            > layout hstack
            > set width 13
            > set spacing 1
            > add A 0..infx1
            > add B 0..infx1
            > add C 4x1
            code: The even share.
            blank: let evenSplitAvailableSpace = max(availableSpace / CGFloat(remainingCount), 0)
            solution: let evenSplitAvailableSpace = max(availableSpace / CGFloat(remainingCount), 0)
            mistake: let evenSplitAvailableSpace = max(availableSpace / CGFloat(count), 0) => Not every child.
            mistake: let evenSplitAvailableSpace = min(availableSpace / CGFloat(remainingCount), 0) => min.
            """
        let taker = try LessonTakerTests.taker(lesson)
        _ = try taker.handle(.command(.open("stacked"), current: Workspace()))
        let typed = "let evenSplitAvailableSpace = max(availableSpace / CGFloat(count), 0)"
        let reply = try taker.handle(.command(.answer(typed), current: Workspace()))
        guard case .codeTried(let tried)? = reply.happenings.first, case .wrong(let failure) = tried.outcome else {
            Issue.record("not a wrong try: \(reply.happenings)")
            return
        }
        let lines = CheckReport.codeStepLines(
            failure, blankLine: tried.blankLine, onTheStep: true, options: .init(maxColumns: 80))
        #expect(lines.first == "What differs: sizeThatFits answers 9.8889×1; OpenSwiftUI answers 13×1.", "\(lines)")
        #expect(!lines.joined().contains("article"), "\(lines)")
        let ran = lines.drop { !$0.hasPrefix("Your line, as it ran") }.dropFirst().map { String($0.prefix(5)) }
        #expect(ran == ["  C: ", "  A: ", "  B: "], "\(lines)")

        // Every word the learner reads names OpenSwiftUI: the wrong line's, a what-if's, and a
        // right line written without the guard no case here needs (its own line is said).
        let presenter = LessonPresenter(width: 80, picture: { _, _ in [] })
        let whatIf = try taker.handle(.command(.tryCode(typed), current: Workspace()))
        let noGuard = try taker.handle(
            .command(
                .answer("let evenSplitAvailableSpace = availableSpace / CGFloat(remainingCount)"), current: Workspace())
        )
        for said in [reply, whatIf, noGuard].map(presenter.lines) {
            #expect(!said.joined(separator: " ").contains("article"), "\(said)")
        }
        let right = presenter.lines(noGuard)
        #expect(right.first?.hasPrefix("Right: with your line the layout places all") == true, "\(right)")
        #expect(right.first?.hasSuffix("cases as the reference does.") == true, "\(right)")
        #expect(
            right.dropFirst().first
                == "The reference writes it (the lab's transcription of OpenSwiftUI's code): `let evenSplitAvailableSpace = max(availableSpace / CGFloat(remainingCount), 0)`.",
            "\(right)")
    }
}

/// The names a blank reads, and the lines that declare them.
@Suite("code steps: the names a blank needs")
struct CodeStepNamesTests {
    @Test func theNamesRead_leaveOutMembersLabelsAndKeywords() {
        #expect(CodeStep.names(in: "if x + size.width > maxWidth, x > 0 {") == ["x", "size", "maxWidth"])
        #expect(
            CodeStep.names(in: "return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)") == ["lhs", "rhs"])
    }

    @Test func aDeclaration_isALetAVarALoopOrAParameter() {
        #expect(CodeStep.declares("    var x: CGFloat = 0, y: CGFloat = 0", "x"))
        #expect(!CodeStep.declares("    var xs: [CGFloat] = []", "x"))
        #expect(CodeStep.declares("for (i, s) in subviews.enumerated() {", "s"))
        #expect(CodeStep.declares("func layout(_ subviews: Subviews, maxWidth: CGFloat) -> CGFloat {", "maxWidth"))
        #expect(CodeStep.declares("let (placements, height) = layout(subviews)", "height"))
    }
}
