import Foundation
import TestSupport
import Testing

/// A scripted learner takes lessons through the real executable, with a home of its own.
@Suite("lessons, end to end", .serialized)
struct LessonEndToEndTests {
    let home = TemporaryFolder.path("layoutlab-lessons")
    static let root = RepositoryFile.root

    func learner(_ lines: [String]) throws -> Transcript {
        try Executable.run(
            ["--ascii"], input: lines.joined(separator: "\n") + "\n", environment: ["LAYOUTLAB_HOME": home])
    }

    /// flow-basics' walk step asks which line runs after the `x > 0` guard fails: the line of
    /// 004's listing that records the placement (read from it, so a listing edit moves it).
    static var guardWalkAnswer: Int {
        (try? RepositoryFile.line(of: "placements.append(Placement(index: i", in: "Exercises/flow/Solution.swift").line)
            ?? 0
    }

    /// In a lesson, `help` lists the lesson's commands first.
    @Test func helpInALesson_startsWithTheLessonsCommands() throws {
        let result = try learner(["open flow-basics", "help"])
        #expect(result.output.contains("Commands (help COMMAND for more):\nLessons:\n  lessons "), "\(result)")
    }

    @Test func aLearnerFinishesFlowBasics_andProgressSaysSo() throws {
        let result = try learner([
            "open flow-basics", "hint", "16", "17", "next", "1", "next", "4", "next", "b", "next", "0", "next",
            "set width 20", "next", "3", "next", "0", "next", "9", "next", "23", "next", "12", "next",
            "skip", "next", "\(Self.guardWalkAnswer)", "next", "5", "next",
            "skip", "next", "skip", "next", "next", "progress",
        ])
        #expect(result.error == "")
        #expect(
            result.output.contains(
                "Not quite. That is where Layout ends. Does anything come between Layout and the next tag?"))
        #expect(result.output.contains("  a) 1    b) 2    c) 3\n"))
        #expect(result.output.contains("✓ Task done."))
        // The recap: how it went, what to come back to, what comes next.
        #expect(
            result.output.contains(
                """
                You have finished Flow layout basics.
                16 of 16 checks: 12 right first time, 1 with help, 3 skipped.
                Worth coming back to (open flow-basics, then goto N):
                  step 1 (with help): At which x will the SwiftUI tag start?
                  step 12 (skipped): The line that starts a new row when the next child would cross the width.
                  step 15 (skipped): the exercise flow
                  step 16 (skipped): Which line of your file runs next? (Give its number.)
                Your exercise, when you are ready: exercise start flow, then check flow.swift.
                """))
        #expect(
            result.output.contains("Next: open wrapping-edge-cases — Wrapping edge cases.\nYour own layout is back."))
        // Step 1 took a hint and a wrong answer: right, but not the first time.
        #expect(
            result.output.hasSuffix(
                "Progress:\n  flow-basics: done — 16 of 16 checks: 12 right first time, 1 with help, 3 skipped\n"))
        let progress = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
        #expect(progress.contains("\"flow-basics\": {\"version\": 8, \"step\": 16, \"completed\": true"))
        #expect(
            progress.contains(
                "\"0\": {\"outcome\": \"correct\", \"wrong\": 1, \"hints\": 1, \"firstWrong\": \"16\", \"typed\": [\"16\"]}, \"1\": \"correct\""
            ))
    }

    /// A teacher previews a shipped lesson's ninth step and a file's last, then resets the
    /// lesson they took as a learner: the preview leaves progress as it was, reset forgets it.
    @Test func aTeacherPreviewsAndResets_throughTheCommandLine() throws {
        _ = try learner(["open flow-basics", "17", "close"])
        let before = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
        let previewed = try Executable.run(
            ["--ascii", "preview", "flow-basics", "9"], input: "skip\nnext\ngoto 2\nprogress\nquit\n",
            environment: ["LAYOUTLAB_HOME": home])
        #expect(previewed.error == "")
        #expect(previewed.output.contains("Preview, for teachers:"))
        #expect(previewed.output.contains("Step 9 of 17"))
        #expect(previewed.output.contains("Step 10 of 17"))
        #expect(previewed.output.contains("Step 2 of 17"))
        #expect(try String(contentsOfFile: home + "/progress.json", encoding: .utf8) == before)

        let file = Self.root.appendingPathComponent("Lessons/spacing-options.lesson").path
        let last = try Executable.run(
            ["--ascii", "preview", file, "13"], input: "next\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(last.output.contains("Closed the preview of Spacing options; nothing was saved."))
        #expect(try String(contentsOfFile: home + "/progress.json", encoding: .utf8) == before)

        let reset = try Executable.run(["reset", "flow-basics"], environment: ["LAYOUTLAB_HOME": home])
        #expect(reset.output == "Forgot your progress in Flow layout basics.\n")
        #expect(try !String(contentsOfFile: home + "/progress.json", encoding: .utf8).contains("flow-basics"))
        let again = try Executable.run(["reset", "flow-basics"], environment: ["LAYOUTLAB_HOME": home])
        #expect(again.output == "You have no progress in Flow layout basics to forget.\n")
        let wrong = try Executable.run(["preview", "flow-basics", "18"], environment: ["LAYOUTLAB_HOME": home])
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("no step 18; this lesson has steps 1 to 17"))
    }

    /// A skip after wrong answers keeps them: a teacher's results count what was typed.
    @Test func aSkipAfterAWrongAnswer_keepsTheWrongAnswer() throws {
        _ = try learner(["open flow-basics", "16", "hint", "skip", "close"])
        let progress = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
        #expect(
            progress.contains(
                "\"0\": {\"outcome\": \"skipped\", \"wrong\": 1, \"hints\": 1, \"firstWrong\": \"16\", \"typed\": [\"16\"]}"
            ), "\(progress)")
    }

    @Test func stepsAnsweredBefore_canBePassedAgain() throws {
        _ = try learner(["open flow-basics", "17", "close"])
        // Answered in an earlier session: goto may pass step 1, and next leaves it again.
        let result = try learner(["open flow-basics", "goto 2", "back", "next"])
        #expect(result.error == "")
        #expect(result.output.hasSuffix("(Type your answer, or hint.)\n"))
        #expect(result.output.components(separatedBy: "── Step 2 of 17").count == 3)
    }

    /// After an answer, why and hint agree that nothing waits (why said "hint helps", and
    /// hint then said there was nothing to hint at).
    @Test func anAnsweredQuestion_whyAndHintAgree() throws {
        let result = try learner(["open flow-basics", "17", "why", "hint"])
        #expect(
            result.error
                == "error: why explains a task's goal; this step has no task waiting\n"
                + "error: nothing to hint at: this step has no open question or task\n", "\(result.error)")
    }

    @Test func aStepDoneBefore_saysSo_hidesAPredictionsPicture_andKeepsItsResult() throws {
        _ = try learner(["open flow-basics", "17", "next", "1", "next"])
        let result = try learner(["open flow-basics", "goto 2", "show", "skip", "progress"])
        // A prediction made before is made again with the picture hidden (practice would read
        // the answer off it); skip shows it.
        #expect(result.error.hasPrefix("error: answer the prediction first"), "\(result.error)")
        #expect(result.output.contains("Predict (the picture is hidden until you answer)"))
        #expect(result.output.contains("(You have done this one before: try it again if you like, or next goes on.)"))
        // Not skipped: the earlier right answer is kept.
        #expect(result.output.hasSuffix("  flow-basics: at step 2 of 17 — 2 of 16 checks: 2 right first time\n"))
    }

    @Test func aFinishedLesson_staysFinished_whenTakenAgain() throws {
        _ = try learner([
            "open flow-basics", "17", "next", "1", "next", "4", "next", "b", "next", "0", "next", "set width 20",
            "next", "3", "next", "0", "next", "9", "next", "23", "next", "12", "next", "skip", "next",
            "\(Self.guardWalkAnswer)", "next", "5", "next",
            "skip", "next", "skip",
            "next", "next",
        ])
        let again = try learner(["open flow-basics", "close", "lessons", "progress"])
        #expect(again.output.contains("You have finished this lesson before; here it is again from the start."))
        #expect(
            again.output.contains(
                "Flow layout basics — done, 16 of 16 checks: 13 right first time, 3 skipped\n    How a flow layout walks its children, starts rows and sizes itself (004).\n"
            ))
        #expect(again.output.hasSuffix("  flow-basics: done — 16 of 16 checks: 13 right first time, 3 skipped\n"))
    }

    @Test func aPredictionMadeAgainInView_doesNotReplaceTheFirstResult() throws {
        _ = try learner(["open flow-basics", "17", "next", "skip", "close"])
        let result = try learner(["open flow-basics", "goto 2", "1", "progress"])
        #expect(
            result.output.hasSuffix("  flow-basics: at step 2 of 17 — 2 of 16 checks: 1 right first time, 1 skipped\n"))
    }

    @Test func restart_asksFirst_andClearsOnlyWhenTypedTwiceInARow() throws {
        let result = try learner([
            "open flow-basics", "17", "restart", "progress", "restart", "nxet", "restart", "restart", "progress",
        ])
        // Another command, or even a wrong line, between two restarts: it asks again.
        #expect(
            result.output.components(
                separatedBy:
                    "This clears your answers in Flow layout basics and starts at step 1; type restart again to do it."
            ).count == 4)
        #expect(result.output.contains("  flow-basics: at step 1 of 17 — 1 of 16 checks: 1 right first time\n"))
        #expect(result.output.contains("Starting Flow layout basics over."))
        #expect(result.output.hasSuffix("  flow-basics: at step 1 of 17\n"))
    }

    @Test func aLearnerWhoLeaves_resumesWhereTheyLeftOff() throws {
        _ = try learner(["open spacing-options", "9", "next", "15", "next", "3", "next"])
        let again = try learner(["open spacing-options"])
        #expect(again.output.contains("Welcome back: resuming at step 4. (restart starts over.)"))
        #expect(again.output.contains("── Step 4 of 13: System spacing ──"))
    }

    @Test func theShellRefusesWhatALessonDoesNotAllow() throws {
        let result = try learner([
            "next", "add Mine", "open flow-basic", "open flow-basics", "next", "goto 18", "goto 7", "undo", "answer",
        ])
        #expect(
            result.error == """
                error: no lesson is open; lessons lists them, open ID starts one
                error: no lesson 'flow-basic'; did you mean 'flow-basics'? (lessons lists them)
                error: this step waits for you to answer first (hint helps, skip moves on)
                error: no step 18; this lesson has steps 1 to 17
                error: step 1 waits for you to answer first; goto goes back to any step, and forward only past steps you have done (skip moves on)
                error: answer the prediction first: until then the layout stays as the step set it up, its picture hidden (hint helps; skip shows it)
                error: answer what? usage: answer VALUE

                """)
    }

    /// One rule: a question is judged on the layout on screen, which stays the step's until it
    /// is answered (seen: a widened container showed x = 23 while 13 was judged right).
    @Test func aQuestion_keepsItsLayoutUntilAnswered() throws {
        let result = try learner(["open caching-and-trace", "set width 10", "frames", "undo", "6", "set width 10"])
        let refusal =
            "error: answer the question first: until then the layout stays as it is, and frames, walk and export wait (hint helps; skip shows the answer)\n"
        #expect(result.error == refusal + refusal + refusal)  // set, frames, undo
        #expect(result.output.contains("Right: 6."))
        #expect(
            result.output.hasSuffix(
                "wrap (000) | proposal 10xnil -> 10x3 | 2 items in 2 rows | spacing system | align topLeading\n"))
    }

    /// While a walk question waits, `show` would draw where the item in hand goes: refused,
    /// as a prediction's picture is; once answered, shown.
    @Test func aWalkQuestion_keepsTheFinishedPictureBack() throws {
        let folder = TemporaryFolder.path("walk-lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        id: walkshow
        title: Walk show
        version: 1

        == Watch the guard
        A tag wider than the container.

        > layout flow
        > set width 6
        > add Swift
        > add UI

        walk: Which line of the listing runs next? (Give its number.)
        stop: if x + size.width > maxWidth, x > 0 { | item 0 | phase sizeThatFits
        ask: next line
        hint: Both parts of the condition must hold.
        explain: x > 0 is false: Swift stays on row 0.

        """.write(toFile: folder + "/walkshow.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            ["--ascii", "--lessons", folder], input: "open walkshow\nshow\nskip\nshow\n",
            environment: ["LAYOUTLAB_HOME": home])
        #expect(
            result.error
                == "error: answer the walk's question first: the finished picture would show where the item goes (hint helps; skip shows the answer)\n",
            "\(result)")
        #expect(result.output.contains("flow (004) | proposal 6xnil"), "shown once skipped")
    }

    /// `step` again during a prediction says the step's layout, not the learner's own.
    @Test func stepAgain_saysTheStepsLayout() throws {
        let result = try learner(["open flow-basics", "step"])
        #expect(result.output.components(separatedBy: "The layout: flow (004)").count == 3, "\(result)")
        #expect(!result.output.contains("The layout: wrap"))
    }

    @Test func aPrediction_keepsItsSecretUntilAnswered() throws {
        let svg = try TemporaryFolder.made("leak") + "/leak.svg"
        let result = try learner([
            "open flow-basics", "17", "next", "show", "frames", "export svg \(svg)", "set width 100", "remove Flow",
            "undo", "1",
        ])
        let refusal =
            "error: answer the prediction first: until then the layout stays as the step set it up, its picture hidden (hint helps; skip shows it)\n"
        #expect(result.error == String(repeating: refusal, count: 6))
        #expect(!FileManager.default.fileExists(atPath: svg))
        // The picture shown with the answer is the step's own: 20 wide, Flow still there.
        #expect(result.output.contains("Right: 1."))
        #expect(result.output.contains("flow (004) | proposal 20xnil -> 20x3 | 4 items in 2 rows | spacing 1"))
    }

    @Test func skip_givesTheAnswer_theExplanation_andForATaskASolution() throws {
        let result = try learner([
            "open flow-basics", "skip", "goto 6", "next", "skip", "next", "skip", "next", "skip", "next", "skip",
            "goto 1", "goto 6", "skip",
        ])
        #expect(
            result.output.contains(
                "Skipped.\nThe answer was 17.\n0 → Swift (7) → spacing (1) → Layout at 8 (8 wide) → spacing (1) → SwiftUI at 17.\n"
            ))
        // goto 6 would jump over step 2, still open; once 2 to 5 are skipped, the way is clear.
        #expect(result.error.contains("error: step 2 waits for you to answer first"))
        #expect(result.output.contains("Skipped.\nThe lesson's solution: set width 20\nAt 20 columns, for example,"))
    }
}
