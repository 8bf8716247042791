import Testing

@testable import Lessons

/// What each progress write does to a saved entry, as values: no store, no file.
@Suite("progress writes")
struct ProgressWriteTests {
    static func applied(_ writes: [ProgressWrite], to start: LessonProgress? = LessonProgress(version: 1))
        -> LessonProgress?
    {
        var entry = start
        for write in writes { write.apply(to: &entry, version: 1) }
        return entry
    }

    @Test func aCheckDone_keepsItsFirstTime_andTheBetterResult() {
        let wrong = StepResult(.correct, wrongAnswers: 2, hintsSeen: 0)
        let right = StepResult(.correct, wrongAnswers: 0, hintsSeen: 0)
        let entry = Self.applied([
            .attempts(step: 0, StepAttempts(wrongAnswers: 2)),
            .checkDone(step: 0, wrong, seconds: 40, predictionInView: false),
            .checkDone(step: 0, right, seconds: 9, predictionInView: false),
        ])
        #expect(entry?.open[0] == nil, "the attempts go once the check is done")
        #expect(entry?.seconds[0] == 40, "the first time through is kept")
        #expect(entry?.results[0] == right, "done again, the better result is kept")
    }

    @Test func aPredictionInView_andASkip_neverImproveOrReplace() {
        let first = StepResult(.correct, wrongAnswers: 1, hintsSeen: 0)
        let inView = Self.applied([
            .checkDone(step: 1, first, seconds: 5, predictionInView: false),
            .checkDone(
                step: 1, StepResult(.correct, wrongAnswers: 0, hintsSeen: 0), seconds: 1, predictionInView: true),
        ])
        #expect(inView?.results[1] == first)
        let afterSkip = Self.applied([
            .checkDone(
                step: 2, StepResult(.skipped, wrongAnswers: 0, hintsSeen: 0), seconds: 5, predictionInView: false),
            .checkDone(
                step: 2, StepResult(.correct, wrongAnswers: 0, hintsSeen: 0), seconds: 5, predictionInView: false),
        ])
        #expect(afterSkip?.results[2]?.sawAnswer == true, "done after a skip showed the answer: not a first try")
    }

    @Test func movingFinishingAndStartingOver() {
        #expect(Self.applied([.at(step: 3)], to: nil)?.step == 3)
        let finished = Self.applied([.at(step: 1), .finished(lastStep: 4)])
        #expect(finished?.completed == true && finished?.step == 4)
        let results = [0: StepResult(.correct, wrongAnswers: 0, hintsSeen: 0)]
        #expect(Self.applied([.stillFinished(version: 1, results: results)])?.results == results)
        #expect(Self.applied([.finished(lastStep: 4), .startOver(version: 2)]) == LessonProgress(version: 2))
    }
}
