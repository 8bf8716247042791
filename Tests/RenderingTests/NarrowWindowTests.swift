import LabText
import LayoutCore
import Rendering
import Testing

/// A window one or two columns wide (or one line tall) once trapped with "Negative count not
/// allowed" while drawing a container (issue 14): every picture must still come out, cut.
@Suite("pictures in tiny windows")
struct NarrowWindowTests {
    @Test(arguments: [1, 2, 3, 4])
    func anyWidth_drawsWithoutTrapping(columns: Int) throws {
        let items = [try LayoutItem.text("Swift"), try LayoutItem.text("Layout"), .spacer()]
        for kind in LayoutKind.allCases {
            let engine = LayoutEngine()
            engine.configure(LayoutConfiguration(kind: kind))
            let result = engine.run(items, proposal: ProposedSize(width: 40, height: nil))
            var options = RenderOptions(maxColumns: columns)
            options.maxLines = 1
            let lines = PictureRenderer(options: options).render(result, items: items, offered: nil)
            #expect(!lines.isEmpty)
            let wrapped = TextWrap.fit(lines, width: columns)
            #expect(!wrapped.isEmpty)
        }
        for kind in CollectionKind.allCases {
            var options = RenderOptions(maxColumns: columns)
            options.maxLines = 1
            let scene = CollectionScene(kind: kind)
            #expect(!CollectionRenderer(options: options).render(scene, scene.attributes()).isEmpty)
        }
    }
}

/// The drum's `frames` table has eleven columns: two spaces apart they are 81 wide, and at 80
/// every line wrapped (found in a trial); one space apart when the window needs it.
@Suite("collection tables in an 80-column window")
struct CollectionTableWidthTests {
    @Test func theDrumsTable_fits80Columns() throws {
        let scene = CollectionScene(kind: .drum)
        let wide = CollectionTable.render(scene.attributes(), drum: true)
        let fitted = CollectionTable.render(scene.attributes(), drum: true, maxColumns: 80)
        #expect(wide.map(\.count).max() ?? 0 > 80)
        #expect(fitted.allSatisfy { $0.count <= 80 })
        #expect(fitted.count == wide.count)
        #expect(fitted[0].split(separator: " ") == wide[0].split(separator: " "))
    }
}
