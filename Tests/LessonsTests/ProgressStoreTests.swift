import Foundation
import LabSupport
import TestSupport
import Testing

@testable import Lessons

@Suite("progress store")
struct ProgressStoreTests {
    let directory: String = {
        let path = TemporaryFolder.path("layoutlab-progress")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    @Test func savesAndLoadsAsReadableJSON() throws {
        let store = ProgressStore(directory: directory)
        #expect(
            store.update("flow-basics") {
                $0 = LessonProgress(version: 2, step: 3, results: [1: .correct, 2: .skipped])
            } == nil)
        #expect(
            store.load().progress["flow-basics"]
                == LessonProgress(version: 2, step: 3, results: [1: .correct, 2: .skipped]))
        let text = try String(contentsOfFile: directory + "/progress.json", encoding: .utf8)
        #expect(
            text.contains(
                "\"flow-basics\": {\"version\": 2, \"step\": 3, \"completed\": false, \"results\": {\"1\": \"correct\", \"2\": \"skipped\"}}"
            ))
    }

    /// What the learner did with each exercise is kept beside the lessons, after them, and a
    /// file without it (from before) still reads.
    @Test func exercises_areKeptBesideTheLessons() throws {
        let store = ProgressStore(directory: directory)
        store.update("flow-basics") { $0 = LessonProgress(version: 2, step: 1) }
        #expect(store.updateExercise("flow") { $0.sawSolution = true } == nil)
        #expect(store.updateExercise("wrap") { $0.passed = true } == nil)
        #expect(
            store.exercises() == ["flow": ExerciseProgress(sawSolution: true), "wrap": ExerciseProgress(passed: true)])
        #expect(store.load().progress["flow-basics"]?.step == 1)
        let text = try String(contentsOfFile: directory + "/progress.json", encoding: .utf8)
        #expect(
            text.hasSuffix(
                "}, \"exercises\": {\"flow\": {\"passed\": false, \"sawSolution\": true}, \"wrap\": {\"passed\": true, \"sawSolution\": false}}}\n"
            ))
        try "{\"format\": 1, \"lessons\": {}, \"exercises\": {\"flow\": {\"passed\": 1}}}".write(
            toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        #expect(store.load().warning?.hasPrefix("the progress file was damaged") == true)
    }

    /// A result numbered 9223372036854775807 trapped at `+ 1` when listed, and then made the
    /// whole file damaged: it is left out, and the rest of the file kept.
    @Test func aResultNumberBeyondAnyLesson_isLeftOut_notATrap() throws {
        try
            "{\"format\": 1, \"lessons\": {\"a\": {\"version\": 1, \"step\": 0, \"completed\": false, \"results\": {\"9223372036854775807\": \"correct\", \"1\": \"correct\"}}}}"
            .write(toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        let loaded = ProgressStore(directory: directory).load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress["a"]?.results.keys.sorted() == [1])
        #expect(loaded.progress["a"]?.unreadableSteps == ["9223372036854775807"])
    }

    /// With no state folder at all, the session's progress is still kept for the session.
    @Test func noStateFolder_keepsTheSessionsProgressInMemory() {
        let store = ProgressStore(directory: nil)
        #expect(store.update("a") { $0 = LessonProgress(version: 1, step: 2) } != nil)
        store.updateExercise("flow") { $0.passed = true }
        #expect(store.load().progress["a"]?.step == 2)
        #expect(store.exercises()["flow"]?.passed == true)
    }

    @Test func anInterruptedWrite_leavesThePreviousFileWhole() throws {
        let store = ProgressStore(directory: directory)
        store.update("a") { $0 = LessonProgress(version: 1, step: 1) }
        let before = try String(contentsOfFile: directory + "/progress.json", encoding: .utf8)
        // The write dies half-way: half the text reaches the temporary file, then it fails.
        // The disk fills up half-way through the write.
        store.writeFile = { path, text in
            try? String(text.prefix(text.count / 2)).write(toFile: path, atomically: false, encoding: .utf8)
            errno = ENOSPC
            return false
        }
        let warning = store.update("a") { $0?.step = 5 }
        #expect(
            warning
                == .notSaved("progress is not saved: cannot write \(directory)/progress.json (No space left on device)")
        )
        #expect(try String(contentsOfFile: directory + "/progress.json", encoding: .utf8) == before)
        // The session keeps what it could not write, and writes it with the next change once
        // the disk lets it.
        #expect(store.load().progress["a"]?.step == 5)
        #expect(ProgressStore(directory: directory).load().progress["a"]?.step == 1)
        store.writeFile = FileSystem.writeWhole
        #expect(store.update("b") { $0 = LessonProgress(version: 1) } == nil)
        let saved = ProgressStore(directory: directory).load().progress
        #expect(saved["a"]?.step == 5 && saved["b"] != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func resultsThatTookHelp_keepHowMuch() throws {
        let store = ProgressStore(directory: directory)
        let helped = StepResult(.correct, wrongAnswers: 2, hintsSeen: 1, firstWrongAnswer: "0")
        store.update("a") { $0 = LessonProgress(version: 1, step: 1, results: [0: helped, 1: .solved]) }
        #expect(store.load().progress["a"]?.results == [0: helped, 1: .solved])
        let text = try String(contentsOfFile: directory + "/progress.json", encoding: .utf8)
        #expect(
            text.contains(
                #""results": {"0": {"outcome": "correct", "wrong": 2, "hints": 1, "firstWrong": "0"}, "1": "solved"}"#))
    }

    @Test func aResultWordFromAnotherVersion_costsOnlyThatStep() throws {
        try
            #"{"format": 1, "lessons": {"a": {"version": 1, "step": 2, "completed": false, "results": {"0": "correct", "1": "aced"}}}}"#
            .write(toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        let loaded = ProgressStore(directory: directory).load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress["a"] == LessonProgress(version: 1, step: 2, results: [0: .correct]))
    }

    @Test func aDamagedFile_isSetAsideWithAWarning() throws {
        try "{\"format\": 1, \"lessons\": {\"a\": {\"version\": ".write(
            toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        let loaded = ProgressStore(directory: directory).load()
        #expect(loaded.progress.isEmpty)
        #expect(loaded.warning?.contains("the progress file was damaged; it is kept as") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.contains { $0.hasPrefix("progress.json.damaged-") })
    }

    /// A hand-edited step no lesson has is left out (the lesson starts at its first step), as a
    /// step the lesson lacks is; the file is not damaged for it, and nothing traps.
    @Test(arguments: ["1e19", "-1", "2.5", "1e300"])
    func aHandEditedStepOutOfRange_isLeftOut_notACrash(step: String) throws {
        try
            "{\"format\": 1, \"lessons\": {\"a\": {\"version\": 1, \"step\": \(step), \"completed\": false, \"results\": {}}}}"
            .write(toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        let loaded = ProgressStore(directory: directory).load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress["a"]?.step == 0)
        #expect(loaded.progress["a"]?.unreadableSteps.count == 1)
    }

    @Test func aVersionThatIsADate_isKept() throws {
        let store = ProgressStore(directory: directory)
        store.update("dated") { $0 = LessonProgress(version: 20_241_130, step: 1) }
        store.update("other") { $0 = LessonProgress(version: 1) }
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress["dated"]?.version == 20_241_130)
        #expect(loaded.progress["other"] != nil)
    }

    @Test func savingOverADamagedFile_setsItAside_andSaves() throws {
        try "not json".write(toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
        let store = ProgressStore(directory: directory)
        let notice = store.update("a") { $0 = LessonProgress(version: 1, step: 2) }
        guard case .damagedFileSetAside(let message)? = notice else {
            Issue.record("expected the damaged file to be set aside, got \(String(describing: notice))")
            return
        }
        #expect(message.hasPrefix("the progress file was damaged; it is kept as \(directory)/progress.json.damaged-"))
        #expect(store.load().progress["a"]?.step == 2)
    }

    @Test func damagedFilesSetAsideInTheSameSecond_areAllKept() throws {
        for attempt in 1...3 {
            try "broken \(attempt) {".write(toFile: directory + "/progress.json", atomically: true, encoding: .utf8)
            _ = ProgressStore(directory: directory).load()
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasPrefix("progress.json.damaged-")
        }
        let contents = try Set(kept.map { try String(contentsOfFile: directory + "/" + $0, encoding: .utf8) })
        #expect(contents == ["broken 1 {", "broken 2 {", "broken 3 {"])
    }

    @Test func twoWritersAtOnce_loseNothing() async throws {
        let directory = self.directory
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = ProgressStore(directory: directory)
                    for step in 0..<40 {
                        store.update("lesson-\(writer)") { $0 = LessonProgress(version: 1, step: step) }
                    }
                }
            }
        }
        let progress = ProgressStore(directory: directory).load()
        #expect(progress.warning == nil)
        #expect(progress.progress["lesson-0"]?.step == 39)
        #expect(progress.progress["lesson-1"]?.step == 39)
    }

    @Test func noStateDirectory_isAWarningNotACrash() {
        #expect(ProgressStore(directory: nil).update("a") { $0 = LessonProgress(version: 1) } != nil)
        let readOnly = ProgressStore(directory: "/proc/layoutlab-not-writable")
        #expect(
            readOnly.update("a") { $0 = LessonProgress(version: 1) }?.message.hasPrefix("progress is not saved") == true
        )
    }
}
