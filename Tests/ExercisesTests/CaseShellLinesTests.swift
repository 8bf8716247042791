import LabSupport
import LayoutCore
import Testing
import Workbench

@testable import Exercises

/// A failing case is printed as the shell's lines that rebuild it: typed into the shell, they
/// make the very case the check ran — the same items, proposal, spacing, alignment and origin.
@Suite("exercises: a case as the shell's lines")
struct CaseShellLinesTests {
    static let layouts: [Exercise.LayoutReference] = [.flow, .wrap, .anchored, .justified, .balanced, .hstack]

    @Test(arguments: layouts)
    func theLines_rebuildTheCase(layout: Exercise.LayoutReference) throws {
        var random = SeededGenerator(seed: 45)
        let cases = layout.space.namedCases + (0..<60).map { _ in layout.space.random(using: &random) }
        for scene in cases {
            let (lines, unsaid) = scene.shellLines(layout)
            var workspace = Workspace()
            for line in lines {
                guard case .edit(let edit)? = try CommandParser.parse(line) else {
                    Issue.record("'\(line)' is not an edit")
                    continue
                }
                _ = try workspace.apply(edit)
            }
            let (rebuilt, note) = try ExerciseCase.walking(
                workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin)
            #expect(note == nil)
            var expected = scene
            // An item's own spacing is said, not typed (the shell has no word for it).
            for index in expected.items.indices where expected.items[index].spacing != nil {
                #expect(unsaid.contains("\(ExerciseCase.label(index))'s own spacing"))
                expected.items[index].spacing = nil
            }
            // An anchor the shell cannot name is said, not typed.
            if !unsaid.isEmpty {
                for index in expected.items.indices where expected.items[index].anchor.name == nil {
                    expected.items[index].anchor = .center
                }
            }
            // A layout that reads no alignment is given its default; a stack's orientation is its own.
            if layout != .wrap, layout != .hstack { expected.alignment = rebuilt.alignment }
            // Orientation tells a spacer which way it grows: a case without spacers has no need of it.
            if !expected.items.contains(where: { if case .spacer = $0.sizing { true } else { false } }) {
                expected.stackOrientation = rebuilt.stackOrientation
            }
            // A flexible item whose lengths are all one is that fixed size, as the shell writes it.
            for index in expected.items.indices {
                if case .flexible(let width, let height) = expected.items[index].sizing, Set(width).count == 1,
                    Set(height).count == 1
                {
                    expected.items[index].sizing = .fixed(width: width[0], height: height[0])
                }
            }
            #expect(rebuilt == expected, "\(lines)")
            if rebuilt != expected { return }
        }
    }

    /// A collection's lines: the settings rebuild the case (its release is an action, typed last).
    @Test(arguments: CollectionKind.allCases)
    func aCollectionsLines_rebuildItsSettings(kind: CollectionKind) throws {
        var random = SeededGenerator(seed: 45)
        for scene in CollectionCase.namedCases(kind)
            + (0..<40).map({ _ in CollectionCase.random(kind, using: &random) })
        {
            let (lines, unsaid) = scene.shellLines()
            #expect(lines.last?.hasPrefix("release ") == true)
            var workspace = Workspace()
            for line in lines.dropLast() {
                guard case .edit(let edit)? = try CommandParser.parse(line) else {
                    Issue.record("'\(line)' is not an edit")
                    continue
                }
                _ = try workspace.apply(edit)
            }
            let collection = try #require(workspace.collection)
            var rebuilt = CollectionCase.walking(collection)
            (rebuilt.proposedOffset, rebuilt.velocity) = (scene.proposedOffset, scene.velocity)
            // An offset the shell cannot scroll to is said, not typed.
            if unsaid.contains(where: { $0.hasPrefix("the offset ") }) { rebuilt.contentOffset = scene.contentOffset }
            #expect(rebuilt == scene, "\(lines)")
            if rebuilt != scene { return }
        }
    }
}

/// `walk YOURS.swift --case N --seed S`: the check's case N, as its report numbers it.
@Suite("exercises: a check's case by its number")
struct NumberedCaseTests {
    @Test func theNamedCasesComeFirst_andNeedNoSeed() throws {
        let exercise = try #require(ExerciseCatalog.exercise(id: "flow"))
        guard case .success(.layout(let first)) = Checker.numberedCase(1, of: exercise, seed: nil) else {
            Issue.record("case 1 of flow is not its first named case")
            return
        }
        #expect(first == exercise.namedCases.first)
    }

    @Test func aRandomCase_isTheSeedsOwn_andNeedsIt() throws {
        let exercise = try #require(ExerciseCatalog.exercise(id: "wrap"))
        let number = exercise.namedCaseCount + 3
        guard case .failure(let missing) = Checker.numberedCase(number, of: exercise, seed: nil) else {
            Issue.record("a random case without a seed")
            return
        }
        #expect(missing.message.contains("add the --seed its check printed"))
        guard case .success(.layout(let a)) = Checker.numberedCase(number, of: exercise, seed: 9),
            case .success(.layout(let b)) = Checker.numberedCase(number, of: exercise, seed: 9),
            case .success(.layout(let other)) = Checker.numberedCase(number, of: exercise, seed: 10)
        else {
            Issue.record("no case \(number)")
            return
        }
        #expect(a == b)
        #expect(a != other)
        guard case .failure(let tooFar) = Checker.numberedCase(9_999, of: exercise, seed: 9) else {
            Issue.record("case 9999")
            return
        }
        #expect(tooFar.message == "a check of wrap has cases 1 to \(exercise.namedCaseCount + 500), not 9999")
    }
}
