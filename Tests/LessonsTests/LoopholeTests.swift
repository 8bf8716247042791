import Foundation
import TestSupport
import Testing

@testable import LessonScreens
@testable import Lessons

/// A task's goal that another setting reaches too is a loophole: the carousel's goal is reached
/// by set inset 2 as by set correction on; named as a route it is meant, unnamed it is warned of.
@Suite("validate: a goal's loopholes")
struct LoopholeTests {
    static func carousel() throws -> String {
        try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Lessons/snapping-carousel.lesson"), encoding: .utf8)
    }

    static func alsoSolved(_ text: String) -> [String] {
        LessonValidator().validate([("/tmp/snapping-carousel.lesson", text)]).diagnostics.filter {
            $0.code == .alsoSolved
        }.map(\.message)
    }

    @Test func aRouteNamed_isMeant() throws {
        #expect(Self.alsoSolved(try Self.carousel()).isEmpty)
    }

    @Test func aRouteUnnamed_isALoophole() throws {
        let text = try Self.carousel().replacingOccurrences(of: "route: set inset 2 => solves\n", with: "")
        let found = Self.alsoSolved(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("also solved by: set inset 2 (the solution: set correction on)") == true)
    }
}
