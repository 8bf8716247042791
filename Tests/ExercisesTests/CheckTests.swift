import Foundation
import LabSupport
import TestSupport
import Testing

@testable import Exercises

/// Every reference solution, and broken ones (the article's known slips, traps, a loop that
/// never ends, code that does not compile; see BrokenSolutions), through the same path as `layoutlab check`: the
/// Swift compiler on PATH, the kit, the harness in a child process. In parallel: each check
/// has its own cases file and build folder, and the kit is prepared (make test) or built once.
@Suite("exercises: check", .layer(.toolchain))
struct CheckTests {
    static let root = RepositoryFile.root

    /// One cache for the whole run (the kit is compiled once), outside the learner's home.
    static let cache: String = {
        let folder = ExerciseTestCache.folder
        setenv("LAYOUTLAB_CACHE", folder, 1)
        return folder
    }()

    static func check(_ path: String, seed: UInt64 = 7, timeLimit: Double = 10) throws -> CheckOutcome {
        _ = cache
        var options = CheckOptions(seed: seed, randomCases: 200, timeLimit: timeLimit)
        // The named smallest cases below must not depend on how busy the machine is: shrinking
        // is bounded by its steps alone (a deadline of 120 s, under a full run's load, once
        // stopped card-stack-no-push-down's a few steps short).
        options.shrinkSeconds = .infinity
        return try Checker.check(path, options: options)
    }

    /// A flow exercise's failing case.
    static func scene(_ failure: CheckFailure) -> ExerciseCase? {
        guard case .layout(let scene, _, _) = failure.failing else { return nil }
        return scene
    }

    @Test(arguments: ExerciseCatalog.all.map(\.id))
    func theReferenceSolution_passes(id: String) throws {
        let path = Self.root.appendingPathComponent("Exercises/\(id)/Solution.swift").path
        let outcome = try Self.check(path)
        guard case .passed(let exercise, let count, _, _) = outcome else {
            Issue.record("\(id): \(CheckReport.lines(outcome, file: path, options: .init()).joined(separator: "\n"))")
            return
        }
        #expect(exercise.id == id)
        #expect(count == exercise.namedCaseCount + 200)
    }

    /// A learner's prints never mix with the checker's reports, and a slice of the subviews is
    /// a `Subviews`, as in SwiftUI.
    @Test func printsAndSlices_areFine() throws {
        let path = try BrokenSolutions.file("flow-prints-and-slices")
        guard case .passed = try Self.check(path) else {
            Issue.record("it did not pass")
            return
        }
    }

    /// The starter compiles, says which exercise it is for, and fails.
    @Test(arguments: ExerciseCatalog.all.map(\.id))
    func theStarter_compilesAndFails(id: String) throws {
        let exercise = try #require(ExerciseCatalog.exercise(id: id))
        #expect(exercise.starter.hasPrefix(exercise.marker + "\n"))
        #expect(ExerciseCatalog.exercise(for: exercise.solution)?.id == id)
        // Named by its content: a run after the first finds its build in the cache.
        let path = NSTemporaryDirectory() + "starter-\(id)-\(Fingerprint.of([exercise.starter])).swift"
        try exercise.starter.write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failed = try Self.check(path) else {
            Issue.record("\(id): the starter does not fail")
            return
        }
    }

    /// Broken solutions: the smallest case found and what differs, word for word.
    @Test(arguments: [
        ("flow-wraps-first", "proposal 3×nil · spacing 1 · A 4×1", "sizeThatFits answers 3×2; the article answers 3×1"),
        (
            "flow-no-row-spacing", "proposal 11×nil · spacing 1 · A 4×1, B 6×1, C 3×2",
            "sizeThatFits answers 11×3; the article answers 11×4"
        ),
        (
            "flow-never-places", "proposal 11×nil · spacing 1 · A 4×1, B 6×1",
            "subview B is at (2.5, 0) 6×1; the article puts it at (5, 0) 6×1 (your layout never placed it; SwiftUI then shows it at the centre of the container)"
        ),
        (
            "wrap-vertical-axis", "proposal 12×nil · spacing system · alignment bottomTrailing · A 4×1, B 6×1, C 3×2",
            "sizeThatFits answers 12×3; the article answers 12×4"
        ),
        (
            "wrap-widest-row", "proposal 20×nil · spacing 1 · alignment center · no subviews",
            "sizeThatFits answers 0×0; the article answers 20×0"
        ),
        (
            // Without the bias, one row and two rows of nothing cost the same, 0: the tie goes to two.
            "balanced-no-bias", "proposal 0×nil · spacing 0 · A 0×1, B 0×1",
            "sizeThatFits answers 0×2; SwiftUI-Flow answers 0×1"
        ),
        (
            "justified-not-the-last-row", "proposal 12×nil · spacing 1 across, 0 between rows · A 4×1, B 3×2",
            "subview B is at (5, 0) 3×2; SwiftUI-Flow puts it at (9, 0) 3×2"
        ),
        (
            "anchors-ignores-anchor", "proposal 11×nil · A 4×1 anchor top",
            "subview A is at (0, 0) 4×1; the article puts it at (0, 0.5) 4×1"
        ),
        (
            "anchors-bounds-width", "proposal 9×nil · origin 5,3 · A 4×1 anchor top, B 3×2 anchor bottomLeading",
            "subview B is at (10.5, 2) 3×2; the article puts it at (6.5, 3) 3×2 (outside your container's bounds)"
        ),
        (
            "flow-cache-asks-twice", "proposal 11×nil · spacing 1 · A 4×1",
            "subview A was asked its size 3 times in one layout pass; with the cache, each subview is asked once (in makeCache) and the sizes kept"
        ),
        (
            "flow-cache-measures-in-sizethatfits", "proposal 11×nil · spacing 1 · A 4×1",
            "subview A was asked its size 2 times in one layout pass; with the cache, each subview is asked once (in makeCache) and the sizes kept"
        ),
        (
            "flow-cache-no-spacing", "proposal 11×nil · spacing 1 · A 4×1, B 6×1",
            "subview B is at (4, 0) 6×1; the article puts it at (5, 0) 6×1"
        ),
        (
            "card-stack-no-push-down",
            "bounds 60×20 · 3 items · itemInset 0 · distance 0 · itemHeight 8 · minScale 0.4 · released at 0, velocity 0",
            "item 1 is centred at (30, 10) 60×8; the article centres it at (30, 12.4) 60×8"
        ),
        (
            "card-stack-later-on-top",
            "bounds 60×20 · 3 items · itemInset 0 · distance 0 · itemHeight 8 · minScale 0.4 · released at 0, velocity 0",
            "item 1's zIndex is 1; the article's is -1"
        ),
        (
            "drum-no-fake-indices",
            "bounds 60×20 · 3 items · numberOfVisibleItems 5 · itemHeight 4 · maxScale 1.7 · released at 0, velocity 0",
            "item 0 is centred at (30, 2) 15.1475×4; the article centres it at (-0.1124, 27.6531) 15.1475×4"
        ),
        (
            "drum-never-parks",
            "bounds 60×20 · 5 items · numberOfVisibleItems 5 · itemHeight 4 · maxScale 1.7 · released at 0, velocity 0",
            "item 0 is centred at (8.3432, 53.9763) 15.1475×4; the article centres it at (30, 63) 15.1475×4"
        ),
        (
            "carousel-no-correction",
            "bounds 45×8 · 3 items · itemInset 19 · distance 0 · itemHeight 7 · released at 0, velocity 0",
            "targetContentOffset rests the scroll at x = 21; the article rests it at x = 0"
        ),
        (
            "carousel-rounds",
            "bounds 60×20 · 3 items · itemInset 0 · distance 0 · itemHeight 8 · released at 0, velocity 0",
            "targetContentOffset rests the scroll at x = 60; the article rests it at x = 0"
        ),
    ])
    func aBrokenSolution_showsItsFirstDifference(name: String, smallest: String, difference: String) throws {
        let path = try BrokenSolutions.file(name)
        let outcome = try Self.check(path)
        guard case .failed(let failure) = outcome else {
            Issue.record("\(name) did not fail")
            return
        }
        let lines = CheckReport.lines(outcome, file: path, options: .init(ascii: true))
        #expect(lines[1] == "The smallest failing case: " + smallest)
        #expect(failure.problem == .differs(difference))
        // The two pictures side by side (or one above the other), the learner's first.
        #expect(lines.contains { $0.hasPrefix("yours") })
        #expect(lines.contains { $0.contains(failure.exercise.referenceTitle) })
        for expected in Self.whyLines[name, default: []] {
            #expect(lines.contains(expected), "\(name): no line '\(expected)' in\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The why beside the what: the call each frame came from, and the article's arithmetic
    /// at a carousel's release.
    static let whyLines: [String: [String]] = [
        "flow-wraps-first": [
            "Where the runs part: the size sizeThatFits answers (yours 3×2, the article's 3×1); the reference's lines (the lab's transcription of article 004's code):",
            "    line \(Self.flowLine("if x + size.width > maxWidth, x > 0 {")): x + size.width > maxWidth: 0 + 4 > 3 → true, x > 0: 0 > 0 → false: it does not fit, but it is first in its row: it stays",
        ],
        // A collection's own lines too: those that made the differing item's attributes.
        "card-stack-later-on-top": [
            "  your lines for it:",
            "    line \((try? RepositoryFile.line(of: "attr.zIndex = -i", in: "Exercises/card-stack/Solution.swift").line) ?? 0): attr.zIndex = i",
        ],
        "anchors-ignores-anchor": [
            "  article: placed at (2, 0.5), anchor .top: (0, 0.5) 4×1, by these lines:",
            "        at (2, 0.5), .center   at (2, 0.5), .top",
            "(The pictures round positions to whole columns and lines; the table is exact.)",
        ],
        "carousel-no-correction": [
            "  the article at the release: the middle is at 0 + 22.5 = 22.5, corrected by distance / 2 − itemInset = -19 to 3.5;",
            "    imaginary cards 7 wide: Int(3.5 / 7) = 0, so it rests at 0 × 7 = 0",
        ],
    ]

    /// The line of the flow reference that holds `text` (found, not written down: the listing changes).
    static func flowLine(_ text: String) -> Int {
        (try? RepositoryFile.line(of: text, in: "Exercises/flow/Solution.swift").line) ?? 0
    }

    @Test func aTrap_isReportedWithItsCaseAndPlace() throws {
        let path = try BrokenSolutions.file("flow-traps")
        guard case .failed(let failure) = try Self.check(path) else {
            Issue.record("no failure")
            return
        }
        let crowd = try RepositoryFile.line(of: "fatalError(\"three is a crowd\")", in: path).line
        #expect(failure.problem == .trapped("Fatal error: three is a crowd (at \(path):\(crowd))"))
        #expect(Self.scene(failure)?.items.count == 3)

        let unwrap = try BrokenSolutions.file("wrap-force-unwrap")
        guard case .failed(let empty) = try Self.check(unwrap) else {
            Issue.record("no failure")
            return
        }
        #expect(Self.scene(empty)?.items.isEmpty == true)
        guard case .trapped(let why) = empty.problem else {
            Issue.record("\(empty.problem)")
            return
        }
        #expect(why.hasPrefix("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))

        // A trap inside the standard library names its own file; the backtrace, the learner's line.
        let index = try BrokenSolutions.file("flow-index-out-of-range")
        guard case .failed(let outOfRange) = try Self.check(index) else {
            Issue.record("no failure")
            return
        }
        let subscripted = try RepositoryFile.line(of: "let p = r.placements[i]", in: index).line
        #expect(outOfRange.problem == .trapped("Fatal error: Index out of range (at \(index):\(subscripted))"))
        #expect(Self.scene(outOfRange)?.items.isEmpty == true)
    }

    /// Print-debugging works through check: the learner's prints in the smallest failing case,
    /// run alone, come after the report.
    @Test func theLearnersPrints_inTheFailingCase_areShown() throws {
        let path = try BrokenSolutions.file("flow-prints-and-wraps-first")
        guard case .failed(let failure) = try Self.check(path) else {
            Issue.record("no failure")
            return
        }
        #expect(failure.printedCount > 0)
        #expect(failure.printed.count == min(failure.printedCount, CheckFailure.printedLimit))
        #expect(failure.printed.allSatisfy { $0.hasPrefix("x is ") })
        let lines = CheckReport.lines(.failed(failure), file: path, options: .init(ascii: true))
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Your program printed") })
        #expect(lines[heading + 1] == "  " + failure.printed[0])
        #expect(lines.count == heading + 1 + failure.printed.count)
    }

    @Test func anEndlessLoop_isStoppedAtTheTimeLimit() throws {
        let path = try BrokenSolutions.file("flow-endless")
        guard case .failed(let failure) = try Self.check(path, timeLimit: 2) else {
            Issue.record("no failure")
            return
        }
        #expect(failure.problem == .timedOut(seconds: 2))
        #expect((Self.scene(failure)?.items.count ?? 0) > 1)
    }

    @Test func compileErrors_areTheLearnersOwn_withTheirPath() throws {
        let path = try BrokenSolutions.file("flow-syntax-error")
        guard case .doesNotCompile(_, let failure) = try Self.check(path) else {
            Issue.record("it compiled")
            return
        }
        let typo = try RepositoryFile.line(of: "heigth", in: path)
        #expect(
            failure.lines.first?.hasPrefix("\(path):\(typo.line):\(typo.column): error: value of tuple type") == true,
            "\(failure.lines.prefix(1))")
        #expect(!failure.lines.joined().contains("main.swift"))

        let renamed = try BrokenSolutions.file("flow-renamed-spacing")
        guard case .doesNotCompile(_, let harness) = try Self.check(renamed) else {
            Issue.record("it compiled")
            return
        }
        #expect(
            harness.lines == [
                "\(renamed): error: the checker cannot use your layout (it sets var spacing, which your layout no longer has); keep the names the comment at the top of the file asks for"
            ])
    }

    @Test func aFileThatIsNoExercise_orNoCompiler_isOneLine() throws {
        let path = try TemporaryFolder.made("plain") + "/plain.swift"
        try "import SwiftUI\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ExerciseSetupError.self) {
            try Checker.check(path, options: CheckOptions(seed: 1))
        }
        #expect(throws: ExerciseSetupError.self) {
            try Checker.check("/no/such/file.swift", options: CheckOptions(seed: 1))
        }
    }

    /// Each lab version or compiler makes a kit of its own, each file checked a build folder:
    /// those no check has used for 30 days are removed, those in use kept.
    @Test func kitsAndBuildsUnusedForAMonth_areRemoved() throws {
        let manager = FileManager.default
        let name = { String(UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(16)) }
        let old = Self.cache + "/kit-" + name()
        let recent = Self.cache + "/kit-" + name()
        let oldBuild = Self.cache + "/builds/" + name()
        // Not a name the lab makes: kept, however old.
        let someoneElses = Self.cache + "/builds/notes-\(UUID().uuidString)"
        let folders = [old, recent, oldBuild, someoneElses]
        defer { for folder in folders { try? manager.removeItem(atPath: folder) } }
        for folder in folders {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "x".write(toFile: folder + "/libLabSwiftUI.a", atomically: false, encoding: .utf8)
        }
        let monthsAgo = Date(timeIntervalSinceNow: -40 * 24 * 60 * 60)
        for folder in [old, oldBuild, someoneElses] {
            try manager.setAttributes([.modificationDate: monthsAgo], ofItemAtPath: folder)
        }
        let path = Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path
        guard case .passed = try Self.check(path) else {
            Issue.record("the reference solution did not pass")
            return
        }
        #expect(!manager.fileExists(atPath: old))
        #expect(!manager.fileExists(atPath: oldBuild))
        #expect(manager.fileExists(atPath: recent))
        #expect(manager.fileExists(atPath: someoneElses))
    }

    /// The same seed draws the same cases; the random cases keep to what each layout reads.
    @Test func randomCases_followTheSeed() {
        var first = SeededGenerator(seed: 3)
        var second = SeededGenerator(seed: 3)
        let a = (0..<50).map { _ in CaseSpace.flow.random(using: &first) }
        let b = (0..<50).map { _ in CaseSpace.flow.random(using: &second) }
        #expect(a == b)
        #expect(a.allSatisfy { $0.horizontalSpacing == $0.verticalSpacing })
    }
}
