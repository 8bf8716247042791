import Foundation
import LabSupport
import LayoutCore
import TestSupport
import Testing

@testable import Exercises

/// The learner's own code, walked: their names, their values, their comparisons with the
/// numbers, on their lines.
@Suite("exercises: the learner's code walked", .layer(.toolchain))
struct LearnerWalkTests {
    /// Article 004's flow with its own names changed, as a learner writes it.
    static func renamedFlow() throws -> String {
        var text = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        text = text.replacingOccurrences(of: "rowHeight", with: "tallestInRow")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-learner-walk/\(Fingerprint.of([text]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Flow.swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let scene = ExerciseCase(
        proposal: ProposedSize(width: 7, height: nil), horizontalSpacing: 1,
        items: [.fixed(4, 1), .fixed(3, 1), .fixed(2, 2)])

    @Test func aRenamedVariable_walksWithItsOwnName_andTheWrapDecisionWithItsNumbers() throws {
        _ = CheckTests.cache
        let path = try Self.renamedFlow()
        let run = try LearnerWalk.walk(path, on: Self.scene)
        #expect(run.problem == nil)
        let steps = run.walk.steps
        #expect(steps.count > 20)
        let lines = run.listing.split(separator: "\n", omittingEmptySubsequences: false)
        for step in steps {
            let line = try #require(step.line)
            #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == step.code)
        }
        #expect(steps.contains { $0.variables.contains { $0.name == "tallestInRow" } })
        // The subview in hand, read from the learner's own `s` and `i`: walk's n key goes by it.
        #expect(steps.first { $0.code == "let size = s.sizeThatFits(.unspecified)" }?.item == 0)
        #expect(run.walk.nextItem(after: 0).map { steps[$0].item } == 0)
        #expect(Set(steps.compactMap(\.item)) == [0, 1, 2])
        #expect(!steps.contains { $0.variables.contains { $0.name == "rowHeight" } })
        // The layout's own stored property, as the article's walk shows it: the case's spacing.
        #expect(steps.first?.variables.first == WalkVariable("spacing", "1"))
        // B (3 wide) does not fit after A on a 7-wide row (4 + 1 + 3 = 8); C (2 wide) fits after B.
        let decisions = steps.compactMap(\.decision)
        #expect(decisions.contains("x + size.width > maxWidth: 5 + 3 > 7 → true, x > 0: 5 > 0 → true"), "\(decisions)")
        #expect(decisions.contains("x + size.width > maxWidth: 4 + 2 > 7 → false"), "\(decisions)")
        // Every `place` call is in the walk, in order, and the last step has them all before it.
        #expect(run.walk.placed.map(\.index) == [0, 1, 2])
        #expect(run.walk.placed.last?.frame == Rect(x: 4, y: 2, width: 2, height: 2))
        // A step shows what was placed before its statement ran: the last, C's place call, two.
        #expect(steps.last?.doneCount == 2)
        #expect(run.walk.result?.size == Size(width: 7, height: 4))
    }

    /// A failing check sets the learner's own decisions beside the article's, and names the
    /// first that went the other way: `>=` where the article has `>`.
    @Test func aFailingCheck_showsYourDecisionBesideTheArticles() throws {
        _ = CheckTests.cache
        let path = try BrokenSolutions.file("flow-wraps-at-the-edge")
        let outcome = try CheckTests.check(path)
        guard case .failed(let failure) = outcome else {
            Issue.record("the >= slip passed")
            return
        }
        #expect(failure.learnerWalk != nil)
        let lines = CheckReport.lines(outcome, file: path, options: .init(ascii: true))
        let yours = try #require(lines.firstIndex(of: "  your lines for it:"), "\(lines)")
        #expect(lines[yours + 1].hasPrefix("    line 42: x + size.width >= maxWidth: "))
        // Where yours parts: the same numbers compared, the other way, on the learner's line.
        let parting = try #require(lines.firstIndex { $0.hasPrefix("Where yours parts: ") }, "\(lines)")
        #expect(lines[parting] == "Where yours parts: the same numbers compared, and yours goes the other way.")
        #expect(lines[parting + 1] == "  yours, line 42:")
        #expect(lines[parting + 3].hasPrefix("      → x + size.width >= maxWidth: "))
        #expect(lines[parting + 4] == "  the reference's, line 42:")
        #expect(lines[parting + 6].hasPrefix("      → x + size.width > maxWidth: "))
    }

    /// Two statements on one line, the first an assignment the walk reports: the report that
    /// follows it ends with `;`, so the second still compiles (it once did not).
    @Test func twoStatementsOnALine_walk() throws {
        _ = CheckTests.cache
        var text = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "let size = s.sizeThatFits(.unspecified)",
            with: "let size = s.sizeThatFits(.unspecified); let width = size.width")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-learner-walk/\(Fingerprint.of([text]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Flow.swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try LearnerWalk.walk(path, on: Self.scene)
        #expect(run.problem == nil)
        #expect(run.trace.contains { $0.kind == .assigned("width", "4") }, "\(run.trace.prefix(12))")
    }

    /// With the names changed and a slip in the row's height (the last child's, not the
    /// tallest), where yours parts is the learner's line, under the learner's own name.
    @Test func whereYoursParts_saysYourOwnNames() throws {
        _ = CheckTests.cache
        var text = try String(contentsOfFile: try Self.renamedFlow(), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "tallestInRow = max(tallestInRow, size.height)", with: "tallestInRow = size.height")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-learner-walk/\(Fingerprint.of([text]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Flow.swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try CheckTests.check(path)
        let lines = CheckReport.lines(outcome, file: path, options: .init(ascii: true))
        let parting = try #require(lines.firstIndex { $0.hasPrefix("Where yours parts: ") }, "\(lines)")
        #expect(lines[parting + 1] == "  yours, line 49:", "\(lines[parting...])")
        #expect(lines[parting + 3].hasPrefix("      → tallestInRow = "), "\(lines[parting...])")
        #expect(lines[parting + 6].hasPrefix("      → rowHeight = "), "\(lines[parting...])")
    }

    /// Article 004's layout in a learner's own words: a while loop for the for, a point for x
    /// and y, a nested function, a closure, a guard, a ternary, a struct of its own.
    static let ownWords = #"""
        // layoutlab exercise: flow
        //
        // Article 004's flow layout in a learner's own words: a while loop for the for, a point for
        // x and y, a nested function, a closure, a guard and a ternary.
        import SwiftUI

        struct FlowLayout: Layout {
            var spacing: CGFloat = 8

            struct Spot {
                var index: Int
                var origin: CGPoint
                var size: CGSize
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let limit = proposal.width ?? .infinity
                let (_, bottom) = arrange(subviews, within: limit)
                return CGSize(width: proposal.width ?? 0, height: bottom)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let (spots, _) = arrange(subviews, within: bounds.width)
                spots.forEach { spot in
                    subviews[spot.index].place(
                        at: CGPoint(x: bounds.minX + spot.origin.x, y: bounds.minY + spot.origin.y), anchor: .topLeading,
                        proposal: ProposedViewSize(spot.size))
                }
            }

            func arrange(_ subviews: Subviews, within limit: CGFloat) -> ([Spot], CGFloat) {
                var spots: [Spot] = []
                var cursor = CGPoint.zero
                var lineHeight: CGFloat = 0
                func startNewLine() {
                    cursor.x = 0
                    cursor.y += lineHeight + spacing
                    lineHeight = 0
                }
                var next = 0
                while next < subviews.count {
                    let size = subviews[next].sizeThatFits(.unspecified)
                    let overflows = cursor.x + size.width > limit ? cursor.x > 0 : false
                    if overflows { startNewLine() }
                    spots.append(Spot(index: next, origin: cursor, size: size))
                    cursor.x += size.width + spacing
                    lineHeight = max(lineHeight, size.height)
                    next += 1
                }
                guard !spots.isEmpty else { return ([], 0) }
                return (spots, cursor.y + lineHeight)
            }
        }
        """#

    /// A file in its own shapes passes check as the reference does, and walks with its own
    /// names: the loop's counter, the closure's parameter, the ternary's comparisons.
    @Test func aFileInItsOwnWords_walksWithItsOwnNames() throws {
        _ = CheckTests.cache
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-learner-walk/\(Fingerprint.of([Self.ownWords]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("OwnWords.swift").path
        try Self.ownWords.write(toFile: path, atomically: true, encoding: .utf8)
        guard case .passed = try CheckTests.check(path) else {
            Issue.record("the file in its own words does not pass")
            return
        }
        let run = try LearnerWalk.walk(path, on: Self.scene)
        #expect(run.problem == nil)
        let names = Set(run.walk.steps.flatMap { $0.variables.map(\.name) })
        #expect(names.isSuperset(of: ["cursor", "lineHeight", "next", "spot", "limit", "spots", "bottom"]), "\(names)")
        let decisions = run.walk.steps.compactMap(\.decision)
        #expect(decisions.contains("cursor.x + size.width > limit: 5 + 3 > 7 → true, cursor.x > 0: 5 > 0 → true"))
        #expect(decisions.contains("next < subviews.count: 0 < 3 → true"))
        #expect(run.walk.placed.map(\.index) == [0, 1, 2])
    }

    /// A program that traps part-way is walked up to the trap, and the walk says why it ends.
    @Test func aTrap_endsTheWalk_withItsReason() throws {
        _ = CheckTests.cache
        let path = try BrokenSolutions.file("wrap-force-unwrap")
        let run = try LearnerWalk.walk(
            path, on: ExerciseCase(proposal: ProposedSize(width: 20, height: nil), items: []))
        #expect(run.problem?.hasPrefix("stopped: ") == true, "\(String(describing: run.problem))")
        #expect(run.problem?.contains("nil") == true, "\(String(describing: run.problem))")
        #expect(!run.walk.steps.isEmpty)
    }

    /// Article 003's collections walk too: `prepare` and then `targetContentOffset`, the item
    /// in hand read from the learner's `i`, and each step's picture the items whose attributes
    /// were made before it.
    @Test(arguments: ["carousel", "card-stack", "drum"])
    func aCollectionsReference_walks(exercise: String) throws {
        let file = RepositoryFile.root.appendingPathComponent("Exercises/\(exercise)/Solution.swift").path
        let scene = try #require(LearnerWalk.namedCollectionCase(for: file))
        let run = try LearnerWalk.walk(file, on: scene)
        #expect(run.problem == nil, "\(run.problem ?? "")")
        let steps = run.walk.steps
        #expect(steps.first?.phase == .prepare)
        #expect(steps.last?.phase == .targetContentOffset)
        #expect(Set(steps.compactMap(\.item)) == Set(0..<scene.itemCount), "\(exercise)")
        #expect(run.walk.prepared.count == scene.itemCount)
        #expect(run.walk.scene != nil)
        // Items appear in the picture as their attributes are made, all of them by the end;
        // the one in hand is not drawn until its code has finished with it.
        #expect(steps.last?.doneCount == scene.itemCount)
        for step in steps where step.phase == .prepare {
            guard let item = step.item else { continue }
            let drawn = run.walk.prepared.prefix(step.doneCount).map(\.index)
            #expect(drawn.last != item, "\(exercise): item \(item) drawn while in hand")
        }
    }

    /// A function's first 400 statements are walked and the rest run as written: each probe
    /// reads the names again, and the compiler's access checks grow with the square of the
    /// reads of one variable (a 10,000-line file's failing check took 53 s).
    @Test func aLongFunction_isWalkedForItsFirst400Statements() throws {
        let folder = TemporaryFolder.path("layoutlab-long")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/flow.swift"
        let body = (0..<500).map { "    z += \($0 % 7)" }.joined(separator: "\n")
        try "// layoutlab exercise: flow\nfunc busy() -> Int {\n    var z = 0\n\(body)\n    return z\n}\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let lines = try Instrumenting.instrumented(file).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 506)
        // Line 3 is `var z = 0`, the 1st statement: the 400th is on line 402.
        #expect(lines[401].contains("_LabWalk.step(402,"), "\(lines[401])")
        #expect(lines[402] == "    z += 0", "\(lines[402])")
        #expect(lines[503] == "    return z")
    }

    /// A comparison written over several lines is left as it is: written on one, every line
    /// after it moved up and a trap named the line before the learner's.
    @Test func aComparisonOverTwoLines_keepsEveryLineInItsPlace() throws {
        let folder = TemporaryFolder.path("layoutlab-lines")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/flow.swift"
        let text = """
            // layoutlab exercise: flow
            func fits(_ x: Double, _ width: Double, _ maxWidth: Double) -> Bool {
                if x
                    + width > maxWidth {
                    return false
                }
                return x + width <= maxWidth
            }
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let instrumented = try Instrumenting.instrumented(file)
        let lines = instrumented.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[3].contains("+ width > maxWidth {"), "\(instrumented)")
        // The one-line comparison is still reported, each name by its value.
        #expect(lines[6].contains("_LabWalk.term(x) + _LabWalk.term(width)"), "\(instrumented)")
    }
}

/// Reading a walked step: which subview (or item) it has in hand, from the learner's names.
@Suite("exercises: the subview in hand")
struct SubviewInHandTests {
    /// `var row = 0` counts rows: with `index` there too, the subview in hand is `index`'s.
    @Test func anIndexName_winsOverRowAndItem() {
        let step = WalkStep(
            phase: .placeSubviews, function: "", code: "", says: "",
            variables: [WalkVariable("row", "0"), WalkVariable("item", "1"), WalkVariable("index", "2")])
        #expect(LearnerWalk.subviewInHand(step, count: 3) == 2)
        let collection = WalkStep(
            phase: .prepare, function: "", code: "", says: "",
            variables: [WalkVariable("path", "IndexPath(item: 4, section: 0)"), WalkVariable("i", "1")])
        #expect(LearnerWalk.subviewInHand(collection, count: 5) == 4)
        let rowsOnly = WalkStep(
            phase: .prepare, function: "", code: "", says: "", variables: [WalkVariable("row", "1")])
        #expect(LearnerWalk.subviewInHand(rowsOnly, count: 3) == 1)
    }

    /// A stack's `index` is a place in its fitting order; `child`, read from it, is the subview
    /// offered space (the stack offers C before A when C is the less flexible).
    @Test func aChildName_winsOverAnIndex() {
        let step = WalkStep(
            phase: .sizeThatFits, function: "", code: "", says: "",
            variables: [WalkVariable("index", "0"), WalkVariable("child", "2")])
        #expect(LearnerWalk.subviewInHand(step, count: 3) == 2)
    }

    /// The statement that fetches the child has it in hand already: the one it fetches (read
    /// from the next step), not the place `index` counts in the fitting order.
    @Test func aStatementFetchingTheChild_hasTheChildItFetches() {
        var steps = [
            WalkStep(
                phase: .sizeThatFits, function: "", code: "let child = cache.fittingOrder[index]", says: "",
                variables: [WalkVariable("index", "1")]),
            WalkStep(
                phase: .sizeThatFits, function: "", code: "size(child, offer)", says: "",
                variables: [WalkVariable("index", "1"), WalkVariable("child", "0")]),
        ]
        for index in steps.indices { steps[index].item = LearnerWalk.subviewInHand(steps[index], count: 3) }
        #expect(steps.map(\.item) == [1, 0])
        LearnerWalk.fetchedChildren(&steps, count: 3)
        #expect(steps.map(\.item) == [0, 0])
    }
}

/// The case a learner's file is walked on, made from the workspace: every item as the kit's
/// subviews can be, with its priority.
@Suite("exercises: the workspace as a walked case")
struct WalkedCaseTests {
    /// A spacer is the flexible item it is (from its minimum to ∞ along the stack), under fixed
    /// spacing; priorities go with their items.
    @Test func aSpacerAndPriorities_areGivenToTheKit() throws {
        let configuration = LayoutConfiguration(kind: .hstack)
        let items = [
            try LayoutItem.fixed("A", width: 3, height: 1).with { $0.priority = 2 }, LayoutItem.spacer(minLength: 4),
        ]
        let (scene, note) = try ExerciseCase.walking(
            items, configuration, proposal: ProposedSize(width: 20, height: nil), origin: .zero)
        #expect(note == nil)
        // A's own priority goes with it; the spacer keeps its own (−∞), told to the kit by its kind.
        #expect(scene.items.map(\.priority) == [2, nil])
        #expect(scene.items[1].sizing == .spacer(minLength: 4))
        #expect(scene.stackOrientation == .horizontal)
        #expect(scene.harnessText(id: 0).contains("orientation horizontal\n"))
        #expect(scene.harnessText(id: 0).contains("spacer 4.0 0.5 0.5\n"))
        // The engine and the case agree on where everything goes.
        #expect(
            scene.layoutItems.map { $0.sizeThatFits(ProposedSize(width: 9, height: 1), stackOrientation: .horizontal) }[
                1
            ].width == 9)
    }

    /// A spacer under system spacing is walked too: it states its zero spacing to the kit, as
    /// to the engine (it was refused when the kit could only give it a flexible subview's).
    @Test func aSpacerUnderSystemSpacing_isGivenItsOwnSpacing() throws {
        let (scene, _) = try ExerciseCase.walking(
            [LayoutItem.spacer()], LayoutConfiguration(kind: .vstack), proposal: .unspecified, origin: .zero)
        #expect(scene.stackOrientation == .vertical)
        #expect(scene.horizontalSpacing == nil)
    }
}
