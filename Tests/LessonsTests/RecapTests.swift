import Testing

@testable import LessonScreens
@testable import Lessons

/// The end of a lesson says how to come back to a step (the lesson has closed by then) and
/// names the learner's own exercise file once `check` has compiled one.
@Suite("a lesson's recap")
struct RecapTests {
    @Test func comingBack_opensTheLessonFirst_andAnExerciseNamesTheLearnersFile() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let exerciseStep = try #require(lesson.steps.firstIndex { $0.check?.kind == .exercise })
        let recap = LessonRecap(
            lesson: lesson, results: [exerciseStep: StepResult(.skipped)],
            exercisesToDo: [ExerciseToDo(id: "flow", file: "/home/ann/flow.swift")], next: nil)
        let lines = LessonPresenter.recapLines(recap)
        #expect(lines.contains("Worth coming back to (open flow-basics, then goto N):"), "\(lines)")
        #expect(lines.contains("Your exercise flow, when you are ready: check /home/ann/flow.swift."), "\(lines)")
        // Opened from a file that is not among the lessons: open finds it by that file.
        var byFile = recap
        byFile.opensByID = false
        byFile.lesson.file = "/home/ann/my lessons/mine.lesson"
        #expect(
            LessonPresenter.recapLines(byFile).contains(
                "Worth coming back to (open \"/home/ann/my lessons/mine.lesson\", then goto N):"))
        let fresh = LessonRecap(
            lesson: lesson, results: [:], exercisesToDo: [ExerciseToDo(id: "flow", file: nil)], next: nil)
        #expect(
            LessonPresenter.recapLines(fresh).contains(
                "Your exercise, when you are ready: exercise start flow, then check flow.swift."))
    }
}
