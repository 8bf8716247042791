import LayoutCore
import Rendering
import Testing

@Suite("pictures")
struct PictureRendererTests {
    @Test func svgIsEscaped() throws {
        let items = [try LayoutItem.fixed("<&\"'>", width: 3, height: 1)]
        let result = LayoutEngine.layout(items, LayoutConfiguration(), proposal: ProposedSize(width: 10, height: nil))
        let svg = SVGRenderer.render(result, items: items)
        #expect(svg.contains("&lt;&amp;&quot;&apos;&gt;"))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}
