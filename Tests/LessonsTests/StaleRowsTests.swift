import LessonScreens
import Lessons
import Testing

/// A task solved under a stale picture (article 000's cache keeps rows through a change of
/// spacing): validate types the solution as the shell would and warns, unless the task says the
/// cache is its point.
@Suite("a task solved under a stale picture")
struct StaleRowsTests {
    static func lesson(solution: String, extra: String = "") -> String {
        """
        id: stale
        title: Stale
        version: 1
        summary: One task.

        == Spread them
        > layout wrap
        > set width 30
        > set spacing 1
        > add Swift
        > add Layout
        task: Move Layout.
        goal: \(solution.contains("width") ? "rows == 2" : "right(Layout) == 17")
        solution: \(solution)
        \(extra)hint: The spacing.

        """
    }

    static func found(_ text: String) -> [Diagnostic] {
        LessonValidator().validate([("stale.lesson", text)], shipped: .builtIn).diagnostics
    }

    @Test func aSpacingChangeAfterTheItems_isWarnedOnItsLine() throws {
        let found = Self.found(Self.lesson(solution: "set hspacing 2"))
        let stale = try #require(found.first { $0.code == .staleRows }, "\(found)")
        #expect(stale.severity == .warning && stale.line == 14)
        #expect(stale.message.hasPrefix("after 'set hspacing 2' the learner's picture is stale"))
        #expect(stale.message.contains("cache: kept"))
    }

    @Test func aChangeTheCacheKeySees_isNotWarned() {
        #expect(!Self.found(Self.lesson(solution: "set width 10")).contains { $0.code == .staleRows })
    }

    @Test func cacheKept_saysTheStaleRowsAreThePoint() {
        let found = Self.found(Self.lesson(solution: "set hspacing 2", extra: "cache: kept\n"))
        #expect(found.allSatisfy { $0.code != .staleRows }, "\(found)")
        #expect(found.isEmpty, "\(found)")
    }

    @Test func cacheTakesKeptOnly() {
        let found = Self.found(Self.lesson(solution: "set hspacing 2", extra: "cache: yes\n"))
        #expect(found.contains { $0.code == .badCache && $0.line == 15 && $0.severity == .error }, "\(found)")
    }
}
