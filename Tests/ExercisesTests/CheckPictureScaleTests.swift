import LayoutCore
import Rendering
import Testing

@testable import Exercises

/// A failing case wider than half the window is drawn at a scale where every subview shows,
/// with its ruler's numbers left out (they would count drawn columns) and said so.
@Suite("exercises: a wide case drawn to scale")
struct CheckPictureScaleTests {
    @Test func aHundredWideStack_isDrawnWhole_atHalfScale() {
        let scene = ExerciseCase(
            proposal: ProposedSize(width: 100, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
            items: [
                ExerciseCase.Item(.flexible(width: [10, 30, .infinity], height: [1, 1, 1])), .fixed(40, 1),
            ])
        let run = Exercise.LayoutReference.hstack.run(scene)
        let options = RenderOptions(ascii: true, maxColumns: 80)
        let across = CheckReport.scale(of: [run], offered: scene.proposal, options: options)
        #expect(across == 4)
        let picture = CheckReport.picture(
            run, items: scene.layoutItems, offered: scene.proposal, options: options, across: across)
        let drawn = picture.joined(separator: "\n")
        #expect(drawn.contains("[A") && drawn.contains("[B"), "\(drawn)")
        #expect(!drawn.contains(">") && !drawn.contains("▸"), "nothing is cut: \(drawn)")
        #expect(picture.allSatisfy { $0.count <= CheckReport.pictureWidth(options) }, "\(drawn)")
        #expect(!picture[0].contains("10"), "the ruler's numbers are left out: \(picture[0])")
        #expect(CheckReport.scaleNote(across).first?.contains("one column for every 4") == true)
    }

    @Test func aCaseThatFits_isDrawnAsItIs() {
        let scene = ExerciseCase(
            proposal: ProposedSize(width: 11, height: nil), horizontalSpacing: 1, verticalSpacing: 1,
            items: [.fixed(4, 1), .fixed(6, 1)])
        let run = Exercise.LayoutReference.flow.run(scene)
        #expect(CheckReport.scale(of: [run], offered: scene.proposal, options: RenderOptions(maxColumns: 80)) == 1)
        #expect(CheckReport.scaleNote(1).isEmpty)
    }
}
