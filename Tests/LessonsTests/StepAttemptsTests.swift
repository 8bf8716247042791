import Foundation
import TestSupport
import Testing

@testable import Lessons

/// What was tried at a step not done yet is kept in the progress file as it happens, read back
/// whole, and dropped when the step is done (its result then keeps it).
@Suite("progress: attempts at a step not done")
struct StepAttemptsTests {
    @Test func attempts_roundTripThroughTheFile_andAHandEditIsLeftOut() throws {
        let folder = TemporaryFolder.path("attempts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = ProgressStore(directory: folder)
        let attempts = StepAttempts(wrongAnswers: 2, hintsSeen: 1, wrongTyped: ["0", "Row 2"])
        _ = store.update("tiny") { entry in
            entry = LessonProgress(version: 1, step: 1, results: [0: .correct])
            entry?.open[1] = attempts
        }
        #expect(store.load().progress["tiny"]?.open == [1: attempts])
        // A hand-edited entry that is no attempt is left out; the rest of the file stands.
        let path = folder + "/progress.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"open\": {", with: "\"open\": {\"7\": \"lots\", ").write(
            toFile: path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress["tiny"]?.open == [1: attempts])
        #expect(loaded.progress["tiny"]?.results == [0: .correct])
    }
}
