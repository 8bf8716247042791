import Foundation
import Lessons
import TestSupport
import Testing

/// docs/CLAIMS.md keeps every claim the lessons make with its source (issue 30): a lesson with
/// no section there was never read against its sources, and a claim the file names must still
/// be said where it says.
@Suite("docs/CLAIMS.md: every lesson's claims kept with their sources")
struct ClaimsFileTests {
    static let claims = RepositoryFile.root.appendingPathComponent("docs/CLAIMS.md")

    @Test func everyShippedLesson_hasItsSection_andEveryStepNamedThereExists() throws {
        let text = try String(contentsOf: Self.claims, encoding: .utf8)
        let sections = text.components(separatedBy: "\n### ")
        for lesson in LessonLibrary(folders: []).lessons {
            let section = try #require(
                sections.first { $0.hasPrefix(lesson.id + "\n") }, "docs/CLAIMS.md has no section ### \(lesson.id)")
            // Each claim names its step by title: a renamed or removed step leaves its claims behind.
            let titles = lesson.steps.map(\.title)
            for line in section.split(separator: "\n") where line.hasPrefix("- \"") {
                #expect(
                    titles.contains { line.hasPrefix("- \"\($0)\" — ") },
                    "\(lesson.id): no step named as in: \(line.prefix(60))… (docs/CLAIMS.md)")
            }
        }
    }
}
