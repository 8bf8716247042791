import Foundation
import LabSupport
import LayoutCore
import TestSupport
import Testing
import Workbench

@testable import LessonScreens
@testable import Lessons

/// A teacher's lessons at the shell's start: checked as long as a start may take, the rest
/// when opened; a check that did not finish is never remembered as a result.
@Suite("teacher's lessons: checked at the start, or when opened")
struct TeacherLessonChecksTests {
    static func store() -> ProgressStore {
        let folder = TemporaryFolder.path("teacher-checks")
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

    /// A lesson whose check the start's time cut short is remembered as such: the next start
    /// leaves it for its opening at once instead of spending its time on it again.
    @Test func aLessonTooLongForAStart_isPutOffUntilOpened() throws {
        let folder = try ValidationCacheTests.folder(["broken.lesson": ValidationCacheTests.broken])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        let cacheFile = folder + "/checked"
        let checks = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        // Time is up as soon as the lesson's checking has begun.
        nonisolated(unsafe) var asked = 0
        checks.checkAtStart(until: {
            asked += 1
            return asked > 1
        })
        #expect(checks.unchecked == ["broken"])
        let next = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        nonisolated(unsafe) var askedAgain = 0
        next.checkAtStart(until: {
            askedAgain += 1
            return false
        })
        #expect(next.unchecked == ["broken"])
        #expect(askedAgain <= 1)
        // Opened, it is checked, and the finding replaces the mark.
        next.checkIfNeeded(try #require(library.lesson(id: "broken")))
        #expect(next.problemCounts == ["broken": 1])
        let third = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        third.checkAtStart(within: 0)
        #expect(third.problemCounts == ["broken": 1] && third.unchecked.isEmpty)
    }

    /// Only a lesson that had a whole start's time to itself is put off: one cut short because
    /// the lessons before it took the time is checked at the next start again.
    @Test func aLessonCutShortByTheOnesBeforeIt_isNotPutOff() throws {
        let second = ValidationCacheTests.broken.replacingOccurrences(of: "id: broken", with: "id: later")
        let folder = try ValidationCacheTests.folder([
            "broken.lesson": ValidationCacheTests.broken, "later.lesson": second,
        ])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        let cacheFile = folder + "/checked"
        let checks = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        // Time is up inside the second lesson's check: once the first is known, the question
        // before the second starts says "go on", the next one (within it) "stop".
        nonisolated(unsafe) var watched: TeacherLessonChecks?
        nonisolated(unsafe) var asksSince = 0
        watched = checks
        checks.checkAtStart(until: {
            guard watched?.problemCounts["broken"] != nil else { return false }
            asksSince += 1
            return asksSince > 1
        })
        #expect(checks.problemCounts == ["broken": 1])
        #expect(checks.unchecked == ["later"])
        let next = TeacherLessonChecks(library: library, cache: ValidationCache(path: cacheFile, build: "b"))
        next.checkAtStart(within: 60)
        #expect(next.unchecked.isEmpty)
        #expect(next.problemCounts == ["broken": 1, "later": 1])
    }
}
