import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Testing
import Workbench

/// Every step of a shipped lesson that shows a scrolling collection, drawn as the shell draws
/// it when it enters the step in an 80×24 window: the picture is never flatter than a cell's
/// own shape, never smaller than half size across, and its shape can be recognised — a stack
/// shows every card, a wheel its rim on several lines, every item in view has a cell of its
/// own, and the item nearest the middle shows its number.
@Suite("collection pictures are legible at 80×24")
struct CollectionLegibilityTests {
    struct Seen {
        var step: String
        var drawing: CollectionRenderer.Drawing
        var scene: CollectionScene
    }

    /// Each shipped collection step's picture, drawn in the room its text leaves.
    static func seen() -> [Seen] {
        var seen: [Seen] = []
        for lesson in LessonLibrary(folders: []).lessons {
            for (index, step) in lesson.steps.enumerated() {
                let workspace = StepScript.setUp(step.setup).workspace
                guard let scene = workspace.collection, step.check?.kind != .predict, step.hasPicture else {
                    continue
                }
                var room: Int?
                var options = RenderOptions(maxColumns: LessonValidator.window.columns)
                options.withheld = AnswerSecrets.withheld(by: step.check)
                let presenter = LessonPresenter(
                    width: LessonValidator.window.columns, height: LessonValidator.window.lines
                ) { shown, given in
                    room = given
                    return shown.picture(of: shown.freshLayout(), options: options, room: given)
                }
                let entry = StepEntry(
                    lesson: lesson, index: index, setupFailures: [], showsPicture: true, doneBefore: false)
                // Step 1 comes with the lesson's title above it, as `open` shows it.
                let opening: [LessonHappening] = index == 0 ? [.opened(lesson, notes: [])] : []
                _ = presenter.lines(LessonReply(opening + [.entered(entry)], load: workspace))
                guard let drawing = workspace.collectionDrawing(options: options, room: room) else { continue }
                seen.append(Seen(step: "\(lesson.id) step \(index + 1)", drawing: drawing, scene: scene))
            }
        }
        return seen
    }

    @Test func everyCollectionStep_isDrawnLegibly() {
        let seen = Self.seen()
        #expect(seen.count >= 15)
        for picture in seen {
            let (across, down) = picture.drawing.scale
            let step = picture.step
            #expect(down <= 2 * across, "\(step): drawn 1:\(across) across, 1:\(down) down, flatter than a cell")
            #expect(across <= 2, "\(step): drawn 1:\(across) across: say it in fewer words, or split the step")
            let attributes = picture.scene.attributes()
            let inView = attributes.filter { item in
                !item.isParked && item.scaledFrame.maxX > picture.scene.contentOffset
                    && item.scaledFrame.minX < picture.scene.contentOffset + picture.scene.boundsSize.width
                    && item.scaledFrame.maxY > 0 && item.scaledFrame.minY < picture.scene.boundsSize.height
            }.map(\.index)
            let missing = Set(inView).subtracting(picture.drawing.itemsShown)
            if picture.scene.kind == .drum {
                #expect(picture.drawing.rimLines.count >= 3, "\(step): the wheel's rim is on too few lines")
                // Along a wheel a label that would cover a nearer one is left out; the top is kept.
                if let middle = picture.scene.centeredItem(attributes) {
                    #expect(picture.drawing.itemsShown.contains(middle), "\(step): the item at the top is not drawn")
                }
            } else {
                #expect(missing.isEmpty, "\(step): items \(missing.sorted()) are in view but not drawn")
                if let middle = picture.scene.centeredItem(attributes) {
                    let text = picture.drawing.lines.joined(separator: "\n")
                    #expect(text.contains(String(middle)), "\(step): the middle card's number is not drawn")
                }
            }
        }
    }
}
