import Foundation
import LabSupport
import LessonScreens
import Lessons
import TestSupport
import Testing

/// What the shell remembers of checking a teacher's lessons, and how a teacher's folders are
/// read once each however they are named.
@Suite("teacher's lessons: the validation cache, folders named twice")
struct ValidationCacheTests {
    static let broken = """
        id: broken
        title: Broken
        version: 1

        == One
        > add Swift
        question: How wide?
        answer: width(Nothing)
        hint: Look.
        """

    static func folder(_ files: [String: String]) throws -> String {
        let folder = TemporaryFolder.path("cache")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    /// Checks every lesson of `library` through a cache kept in `file`, counting the checks run.
    static func check(_ library: LessonLibrary, cacheFile: String?, build: String = "b1") -> (
        findings: [ValidationCache.Finding], checks: Int
    ) {
        var cache = ValidationCache(path: cacheFile, build: build)
        var checks = 0
        let findings = library.lessons.compactMap { lesson in
            cache.errors(of: lesson, fingerprint: library.fingerprints[lesson.file] ?? "") {
                checks += 1
                return LessonValidator().validate(lesson)
            }
        }
        cache.save()
        return (findings, checks)
    }

    @Test func aLessonIsCheckedAgain_onlyWhenItsTextOrTheProgramChanges() throws {
        let folder = try Self.folder(["broken.lesson": Self.broken])
        let cacheFile = folder + "/checked"
        let library = LessonLibrary(folders: [folder], includeShipped: false)

        let first = Self.check(library, cacheFile: cacheFile)
        #expect(first.checks == 1)
        #expect(first.findings[0].errorCount == 1)
        #expect(first.findings[0].firstError?.contains("broken.lesson:8:") == true)

        let again = Self.check(library, cacheFile: cacheFile)
        #expect(again.checks == 0)
        #expect(again.findings == first.findings)

        #expect(Self.check(library, cacheFile: cacheFile, build: "b2").checks == 1)

        try Self.broken.replacingOccurrences(of: "width(Nothing)", with: "w(Swift)")
            .write(toFile: folder + "/broken.lesson", atomically: true, encoding: .utf8)
        let fixed = Self.check(
            LessonLibrary(folders: [folder], includeShipped: false), cacheFile: cacheFile, build: "b2")
        #expect(fixed.checks == 1)
        #expect(fixed.findings[0].errorCount == 0 && fixed.findings[0].firstError == nil)
    }

    @Test func aDamagedOrHostileCacheFile_onlyMeansCheckingAgain() throws {
        let folder = try Self.folder(["broken.lesson": Self.broken])
        let cacheFile = folder + "/checked"
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        _ = Self.check(library, cacheFile: cacheFile)
        let stored = try String(contentsOfFile: cacheFile, encoding: .utf8)
        let key = String(stored.prefix(16))
        for damaged in [
            "\(key)\t0\t\n",  // says there is no error: fine, were it written by us
            "\(key)\t1\t\n",  // an error without its text
            "\(key)\tmany\tx\n", "\(key)\n", "\(key)\t1\tx\u{1B}]0;title\u{7}\n", "\u{0}\u{FF}",
        ] {
            try damaged.write(toFile: cacheFile, atomically: true, encoding: .utf8)
            let result = Self.check(library, cacheFile: cacheFile)
            #expect(result.checks == (damaged.hasPrefix("\(key)\t0\t") ? 0 : 1), "\(damaged.debugDescription)")
        }
    }

    @Test func takingTurnsBetweenFolders_keepsBothRemembered() throws {
        let one = LessonLibrary(folders: [try Self.folder(["broken.lesson": Self.broken])], includeShipped: false)
        let other = LessonLibrary(folders: [try Self.folder(["broken.lesson": Self.broken])], includeShipped: false)
        let cacheFile = try Self.folder([:]) + "/checked"
        #expect(Self.check(one, cacheFile: cacheFile).checks == 1)
        #expect(Self.check(other, cacheFile: cacheFile).checks == 1)
        #expect(Self.check(one, cacheFile: cacheFile).checks == 0)
        #expect(Self.check(other, cacheFile: cacheFile).checks == 0)
    }

    @Test func withNowhereToKeepIt_everyStartChecks() throws {
        let folder = try Self.folder(["broken.lesson": Self.broken])
        let library = LessonLibrary(folders: [folder], includeShipped: false)
        #expect(Self.check(library, cacheFile: nil).checks == 1)
        #expect(Self.check(library, cacheFile: nil).checks == 1)
        #expect(Self.check(library, cacheFile: folder + "/no/such/folder/checked").checks == 1)
    }

    @Test func aFolderNamedTwice_isReadOnce() throws {
        let folder = try Self.folder(["broken.lesson": Self.broken])
        let link = TemporaryFolder.path("cache-link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        for folders in [
            [folder, folder], [folder, folder + "/"], [folder, link], [folder + "/broken.lesson", folder],
        ] {
            let library = LessonLibrary(folders: folders, includeShipped: false)
            #expect(library.lessons.map(\.id) == ["broken"], "\(folders)")
            #expect(library.diagnostics.isEmpty, "\(folders): \(library.diagnostics)")
        }
    }
}
