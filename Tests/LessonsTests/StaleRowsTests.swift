import Lessons
import Testing

@testable import LessonScreens

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

/// A code step asks for a line the learner must not have in the terminal already: no step
/// before it shows the line on its screen (a walk stopped there) or in its answer.
@Suite("a code step's line is not above it")
struct CodeLineAboveTests {
    @Test func aWalkStoppedAtTheLine_justBefore_isFound() throws {
        var lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let code = try #require(lesson.steps.firstIndex { $0.check?.kind == .code })
        let walk = code + 1
        #expect(lesson.steps[walk].check?.kind == .walk)
        let line = try #require(lesson.steps[code].check?.solution.first?.text)
        // As shipped, the code step comes first: nothing above it shows the line.
        #expect(LessonValidator.stepShowing(line, before: code, in: lesson) == nil)
        // The order it had before (the walk first) gave the line away.
        lesson.steps.swapAt(code, walk)
        let found = try #require(LessonValidator.stepShowing(line, before: walk, in: lesson))
        #expect(found == "step \(code + 1) ('Watch the code decide: the x > 0 guard')'s screen")
    }

    @Test func aScreenIsReadAsText_continuationRowsJoined() {
        let screen = [
            "  46 │             }", "▶ 47 │             placements.append(Placement(index: i, point: CGPoint(x: x, y:",
            "     │                 … y), size: size))",
        ]
        let text = LessonValidator.readAsText(screen)
        #expect(
            CodeStep.shows(text, code: "placements.append(Placement(index: i, point: CGPoint(x: x, y: y), size: size))")
        )
        #expect(!CodeStep.shows(text, code: "x += size.width + spacing"))
    }
}
