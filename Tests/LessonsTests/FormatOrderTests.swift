import Foundation
import Lessons
import TestSupport
import Testing

/// FORMAT.md says which `order:` numbers the shipped lessons use, so that a teacher can place
/// theirs: the range it gives is the shipped lessons' own (it said "10, 20, … 90" while they
/// went to 130).
struct FormatOrderTests {
    @Test func theOrderRangeInTheFormatGuide_isTheShippedLessons() throws {
        let guide = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Lessons/FORMAT.md"), encoding: .utf8)
        let orders = LessonLibrary(folders: []).lessons.map(\.order)
        let (least, most) = (try #require(orders.min()), try #require(orders.max()))
        #expect(guide.contains("The shipped lessons use \(least) to \(most) "), "FORMAT.md's order range")
        #expect(guide.contains("any number over \(most) after them all"))
    }
}
