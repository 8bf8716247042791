import Foundation
import LabSupport
import LayoutCore
import Lessons
import Testing
import Workbench

/// A teacher's lessons at the shell's start: checked as long as a start may take, the rest
/// when opened; a check that did not finish is never remembered as a result.
@Suite("teacher's lessons: checked at the start, or when opened")
struct TeacherLessonChecksTests {
    static func store() -> ProgressStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        return ProgressStore(directory: folder)
    }

    @Test func aStartOutOfTime_leavesTheLessonForItsOpening() throws {
        let folder = try ValidationCacheTests.folder(["broken.lesson": ValidationCacheTests.broken])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        let cacheFile = folder + "/checked"
        let checks = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        checks.checkAtStart(within: 0)
        #expect(checks.unchecked == ["broken"])
        #expect(checks.problemCounts.isEmpty)
        #expect(
            checks.startNote(folders: [folder])
                == "note: broken is checked when opened (too long to check at the start)")
        // Nothing remembered for a check that did not run.
        let kept = (try? String(contentsOfFile: cacheFile, encoding: .utf8)) ?? ""
        #expect(kept.isEmpty)

        let taker = LessonTaker(library: library, store: Self.store())
        taker.checks = checks
        let reply = try taker.handle(.command(.open("broken"), current: Workspace()))
        let opened = reply.happenings.contains {
            guard case .opened(_, let notes) = $0 else { return false }
            return notes.contains(.hasProblems(count: 1, file: folder + "/broken.lesson"))
        }
        #expect(opened)
        #expect(checks.unchecked.isEmpty)
        #expect(checks.problemCounts == ["broken": 1])

        // Kept: the next start knows it at once, even out of time.
        let next = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        next.checkAtStart(within: 0)
        #expect(next.unchecked.isEmpty)
        #expect(next.problemCounts == ["broken": 1])
        #expect(next.startNote(folders: [folder])?.hasPrefix("note: your lessons have a problem, the first: ") == true)
    }

    @Test func aStartInTime_checksEveryLesson() throws {
        let folder = try ValidationCacheTests.folder(["broken.lesson": ValidationCacheTests.broken])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        let checks = TeacherLessonChecks(library: library, cache: ValidationCache(path: nil, build: ""))
        checks.checkAtStart(within: 60)
        #expect(checks.unchecked.isEmpty)
        #expect(checks.problemCounts == ["broken": 1])
    }

    @Test func aCheckThatDidNotFinish_isNotKept() throws {
        let folder = try ValidationCacheTests.folder(["broken.lesson": ValidationCacheTests.broken])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        var cache = ValidationCache(path: folder + "/checked", build: "b")
        let lesson = try #require(library.lessons.first)
        #expect(cache.errors(of: lesson, fingerprint: "f") { nil } == nil)
        #expect(cache.known(lesson, fingerprint: "f") == nil)
    }
}
