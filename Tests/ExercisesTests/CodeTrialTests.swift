import Foundation
import LabSupport
import TestSupport
import Testing

@testable import Exercises

/// A code step's engine: the typed line spliced into the reference solution, where it belongs.
@Suite("code steps: a typed line, spliced")
struct CodeTrialSplicingTests {
    static let listing = """
        struct L {
            func f(x: Int) -> Bool {
                if x + 1 > 3, x > 0 {
                    return true
                }
                return false
            }
        }
        """

    @Test func aWholeLine_keepsItsIndentation_andSaysWhereItIs() throws {
        let blank = CodeTrial.Blank(line: "if x + 1 > 3, x > 0 {")
        let (text, line, column) = try CodeTrial.spliced(Self.listing, blank, typed: "  if x + 1 >= 3 {  ").get()
        #expect(text.split(separator: "\n")[2] == "        if x + 1 >= 3 {")
        #expect((line, column) == (3, 9))
    }

    @Test func aPiece_isReplacedWhereItStands() throws {
        let blank = CodeTrial.Blank(line: "if x + 1 > 3, x > 0 {", piece: "x > 0")
        let (text, line, column) = try CodeTrial.spliced(Self.listing, blank, typed: "x >= 0").get()
        #expect(text.split(separator: "\n")[2] == "        if x + 1 > 3, x >= 0 {")
        #expect((line, column) == (3, 23))
    }

    @Test func whatCannotBeSpliced_isSaidInALine() {
        let cases: [(CodeTrial.Blank, String, String)] = [
            (.init(line: "if y > 0 {"), "x", "the blank's line 'if y > 0 {' is not on the listing"),
            (.init(line: "}"), "x", "the blank's line '}' is on the listing 3 times: blank a line found once"),
            (.init(line: "return false", piece: "true"), "x", "'true' is not on the line 'return false'"),
            (.init(line: "return false"), "return\nfalse", "type the code on one line"),
        ]
        for (blank, typed, message) in cases {
            #expect(throws: CodeTrialError(message: message)) {
                try CodeTrial.spliced(Self.listing, blank, typed: typed).get()
            }
        }
    }
}

/// A typed line tried for real: compiled against the kit and checked on the exercise's cases.
@Suite("code steps: a typed line, tried", .layer(.toolchain))
struct CodeTrialTests {
    static let flow = ExerciseCatalog.exercise(id: "flow")!
    static let wrapTest = CodeTrial.Blank(line: "if x + size.width > maxWidth, x > 0 {")

    @Test func theArticlesOwnLine_isRight() throws {
        guard case .right(let count) = try CodeTrial.run(Self.flow, Self.wrapTest, typed: Self.wrapTest.line) else {
            Issue.record("the article's own line was not right")
            return
        }
        #expect(count > 100)
    }

    @Test func aOneTokenSlip_failsWithTheCaseThatShowsIt() throws {
        let slip = "if x + size.width >= maxWidth, x > 0 {"
        guard case .wrong(let failure) = try CodeTrial.run(Self.flow, Self.wrapTest, typed: slip) else {
            Issue.record("the >= slip passed")
            return
        }
        #expect(failure.problem == .differs("sizeThatFits answers 11×3; the article answers 11×1"))
        // The learner's own line is walked beside the article's.
        #expect(
            failure.learnerWalk?.walk.steps.contains { $0.decision?.contains("5 + 6 >= 11 → true") == true } == true)
    }

    @Test func codeThatDoesNotCompile_isToldOnItsOwnColumn() throws {
        guard
            case .doesNotCompile(let lines) = try CodeTrial.run(
                Self.flow, Self.wrapTest, typed: "if x + size.widht > maxWidth, x > 0 {")
        else {
            Issue.record("a misspelt name compiled")
            return
        }
        #expect(lines.count <= 2)
        #expect(lines.first?.hasPrefix("your code, column 13: ") == true, "\(lines)")
        #expect(lines.first?.contains("widht") == true, "\(lines)")
    }

    /// A hostile line is a wrong try with a reply, in seconds: never a hang.
    @Test func aLineThatNeverEnds_isAWrongTry_inSeconds() throws {
        guard case .wrong(let failure) = try CodeTrial.run(Self.flow, Self.wrapTest, typed: "while true {") else {
            Issue.record("a loop that never ends was not a wrong try")
            return
        }
        #expect(failure.problem == .timedOut(seconds: CodeTrial.timeLimit))
    }

    /// A hostile line is a wrong try with a reply, never a crash of the lab: a program that
    /// leaves early or traps is wrong; one that writes to a file descriptor of its own is judged
    /// by where it places the subviews, as any other.
    @Test func aLineThatLeavesEarly_orTraps_isAWrongTry_andAStrayWriteIsJudgedByItsPlacements() throws {
        let hostile = [
            "if x + size.width > maxWidth, x > 0 { exit(0) }; if false {",
            "if x + size.width > maxWidth, x > 0 { fatalError(\"no\") }; if false {",
        ]
        for line in hostile {
            guard case .wrong(let failure) = try CodeTrial.run(Self.flow, Self.wrapTest, typed: line) else {
                Issue.record("'\(line)' was not a wrong try")
                continue
            }
            #expect(failure.caseNumber >= 1)
        }
        let stray =
            "if x + size.width > maxWidth, x > 0 { _ = write(3, \"case 0 size 1 1\\n\", 15) }; if x + size.width > maxWidth, x > 0 {"
        guard case .right = try CodeTrial.run(Self.flow, Self.wrapTest, typed: stray) else {
            Issue.record("a stray write decided the verdict")
            return
        }
    }
}
