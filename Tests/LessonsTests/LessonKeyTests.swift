import Foundation
import TestSupport
import Testing

@testable import Lessons

/// Every key the parser knows is declared once (`LessonKey`) and documented in FORMAT.md.
@Suite("lesson keys")
struct LessonKeyTests {
    @Test func everyKey_isInTheFormatGuide() throws {
        let guide = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Lessons/FORMAT.md"), encoding: .utf8)
        let missing = LessonKey.allCases.filter {
            !guide.contains("`\($0.rawValue):") && !guide.contains("| `\($0.rawValue)` |")
        }
        #expect(missing.isEmpty, "FORMAT.md does not name: \(missing)")
        #expect(LessonParser.headerKeys == ["id", "title", "version", "summary", "author", "skip", "order"])
        #expect(LessonParser.stepKeys.suffix(2) == ["picture", "teacher"])
    }
}
