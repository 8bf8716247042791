import LayoutCore
import Testing
import Workbench

/// `Workspace.apply`, in process: each edit from a line of the command language, what it says,
/// what it changes, and how it is taken back — no shell, no terminal.
@Suite("workspace edits")
struct WorkspaceApplyTests {
    /// Runs lines on a fresh workspace; returns the workspace and the last line's outcome.
    func after(_ lines: [String]) throws -> (Workspace, EditOutcome?) {
        var workspace = Workspace()
        var last: EditOutcome?
        for line in lines {
            guard case .edit(let edit)? = try CommandParser.parse(line) else {
                Issue.record("\(line) is not an edit")
                continue
            }
            last = try workspace.apply(edit)
        }
        return (workspace, last)
    }

    @Test(arguments: [
        (
            ["layout flow", "set align center"],
            "(flow does not use the alignment; wrap, hstack and vstack do: layout wrap to see it)"
        ),
        (
            ["layout anchored", "set spacing 2"],
            "(anchored does not use spacing: article 001 has none; wrap and flow do)"
        ),
        (["layout flow", "set spacing system"], "(flow has no system spacing: it means article 004's default, 8)"),
        (["set row-anchors on"], "(row-anchors changes anchored; wrap does not use it: layout anchored to see it)"),
        (
            ["layout drum", "add Swift"],
            "added item 12 (the items of drum are numbered: labels and sizes are for the flow layouts)"
        ),
        (["layout snap-carousel", "scroll -5"], "kept within the content: offset 0 (0…572)"),
        (
            ["layout hstack", "set align leading"],
            "(hstack aligns its children across it by the vertical part: leading is center there)"
        ),
        (
            ["layout vstack", "set align trailingLastTextBaseline"],
            "(vstack aligns its children across it by the horizontal part: trailingLastTextBaseline is trailing there)"
        ),
    ])
    func anEdit_saysWhatItMeansForTheLayout(lines: [String], remark: String) throws {
        let (_, outcome) = try after(lines)
        #expect(outcome?.remarks.first == remark)
    }

    @Test(arguments: [
        (["add"], "add what? usage: add LABEL [SIZE] [OPTION…]   |   add spacer [min=N]   |   add break"),
        (["remove"], "usage: remove INDEX|LABEL"),
        (["remove 0"], "there are no items to remove"),
        (["add A", "remove 3"], "no item 3; indices go from 0 to 0"),
        (["set items 3"], "that is for the scrolling collections: layout snap-carousel, card-stack or drum first"),
        (
            ["layout card-stack", "set width 3"],
            "card-stack is sized by its bounds: set bounds WIDTHxHEIGHT (width, height, spacing, align, origin and the variants belong to the flow layouts)"
        ),
        (
            ["layout drum", "remove foo"],
            "no item 'foo': the items of drum are numbered, not labelled; remove an index from 0 to 11"
        ),
    ])
    func aRefusedEdit_leavesTheWorkspaceAsItWas(lines: [String], message: String) throws {
        var workspace = try after(Array(lines.dropLast())).0
        let before = workspace
        guard case .edit(let edit)? = try CommandParser.parse(lines.last!) else { return }
        do {
            _ = try workspace.apply(edit)
            Issue.record("'\(lines.last!)' was accepted")
        } catch {
            #expect(error.message == message)
        }
        #expect(workspace == before)
    }

    /// A size typed with spaces around its x is the size (a learner's `2..inf x1`); a range
    /// with no height is still refused, saying both forms.
    @Test func aSizeWithSpaces_isReadAsOne() throws {
        let (workspace, _) = try after([
            "layout hstack", "add Grow 2..inf x1", "add Box 6 x 3", "add C 4 x2 priority=1",
        ])
        #expect(workspace.items.map(\.kind.name) == ["flexible", "fixed", "fixed"])
        #expect(
            workspace.items[1].sizeThatFits(.unspecified, stackOrientation: .horizontal) == Size(width: 6, height: 3))
        #expect(workspace.items[2].values.priority == 1)
        #expect {
            try CommandParser.parse("add D 2..inf")
        } throws: { error in
            (error as? CommandError)?.message.contains("2..8x1 for a flexible item") == true
        }
    }

    @Test func addingIsTakenBackAsRemovingTheLast_everythingElseByRestoring() throws {
        var workspace = Workspace()
        #expect(try workspace.apply(.items(.add(.spacer()))).undo == .removeLastItem)
        let before = workspace
        #expect(try workspace.apply(.flow(.setWidth(12))).undo == .restore(before))
        // No change: nothing to take back.
        #expect(try workspace.apply(.flow(.setWidth(12))).changed == false)
    }

    @Test func aCollectionsSettings_surviveAVisitToAFlowLayout() throws {
        let (workspace, _) = try after(["layout drum", "set items 3", "layout wrap", "layout drum"])
        #expect(workspace.collection?.itemCount == 3)
    }

    @Test func aRelease_saysWhereItRests_andIsQuietWhenNothingMoves() throws {
        let (workspace, outcome) = try after(["layout drum", "scroll 40", "release"])
        #expect(outcome?.remarks.first?.hasPrefix("released at 40 with velocity 0: it would stop at 40;") == true)
        #expect(outcome?.quietWhenUnchanged == true)
        #expect(workspace.collection.map { abs($0.contentOffset - 45.864) < 0.001 } == true)
    }

    /// Each family's settings belong to its scene: the other family's are refused, and the
    /// workspace is left as it was.
    @Test func settingsOfTheOtherFamily_areRefused_andChangeNothing() throws {
        var flow = Workspace()
        #expect(throws: CommandError.onlyForCollections) { try flow.apply(.collection(.scroll(10))) }
        #expect(flow == Workspace())
        var (drum, _) = try after(["add a", "layout drum"])
        let before = drum
        #expect(throws: CommandError.onlyForFlowLayouts(.drum)) { try drum.apply(.flow(.setWidth(10))) }
        #expect(drum == before)
    }

    /// A flow layout's items wait aside while a collection is shown, and come back with it.
    @Test func theFlowItems_waitAsideWhileACollectionIsShown() throws {
        let (workspace, _) = try after(["add a", "add b", "set width 12", "layout card-stack", "add", "layout flow"])
        #expect(workspace.items.map(\.label) == ["a", "b"])
        #expect(workspace.proposal.width == 12)
        #expect(workspace.configuration.kind == .flow)
        guard case .flow(_, let aside?) = workspace.scene else {
            Issue.record("the card stack was not kept aside: \(workspace.scene)")
            return
        }
        #expect(aside.kind == .cardStack)
        #expect(aside.itemCount == CollectionScene(kind: .cardStack).itemCount + 1)
    }
}
