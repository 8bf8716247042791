import LayoutCore
import Rendering
import Testing
import Workbench

/// Pictures of workspaces set up as a learner would.
@Suite("workspace pictures")
struct WorkspacePictureTests {
    func picture(_ lines: [String]) throws -> [String] {
        var workspace = Workspace()
        for line in lines {
            guard case .edit(let edit)? = try CommandParser.parse(line) else { continue }
            _ = try workspace.apply(edit)
        }
        return workspace.picture(options: RenderOptions(ascii: true))
    }

    /// Seen in a trial: after `set width 5` and `set height 0` the bottom outline ran through an
    /// item (`╚[Layout]╝`). The outline's lines hold no label.
    @Test(arguments: ["wrap", "flow", "anchored"])
    func aContainerWithNoHeight_keepsItsOutlineClearOfItems(layout: String) throws {
        let lines = try picture(["layout \(layout)", "add Swift", "add Layout", "set width 5", "set height 0"])
        let outlines = lines.filter { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("#=") }
        #expect(outlines.count == 2)
        #expect(outlines.allSatisfy { !$0.contains("[") }, "\(lines.joined(separator: "\n"))")
    }

    /// While a question waits, a picture that rounds a position says so (Swift at x = 6.5 is
    /// drawn at 7), and the withheld parts are not stated.
    @Test func aQuestionsPicture_withholdsWhatItAsks_andSaysItRounds() throws {
        var workspace = Workspace()
        for line in ["set width 20", "set align center", "add Swift"] {
            guard case .edit(let edit)? = try CommandParser.parse(line) else { continue }
            _ = try workspace.apply(edit)
        }
        var options = RenderOptions(ascii: true)
        let plain = workspace.picture(options: options)
        // Said always, with where the exact numbers are while nothing is withheld.
        #expect(
            plain.contains("note: this picture rounds positions to whole columns and lines (frames has them exactly)"))
        options.withheld = [.columnNumbers, .size]
        let asked = workspace.picture(options: options)
        #expect(
            asked.contains(
                "note: this picture rounds positions to whole columns and lines"))
        #expect(asked[0] == "     +....+....+....+....+")
        #expect(asked.contains { $0.hasPrefix("wrap (000) | proposal 20xnil -> ? | 1 item in 1 row") })
    }
}
