import LabSupport
import LabText
import LayoutCore

/// A scrolling collection as SVG: the bounds at the current offset and every item's scaled,
/// rotated frame, nearer items over farther ones, with the same geometry as the terminal.
public enum CollectionSVG {
    public static func render(_ scene: CollectionScene, _ attributes: [CollectionItemAttributes]) -> String {
        let unitX = SVGRenderer.columnWidth
        let unitY = SVGRenderer.lineHeight
        let margin = SVGRenderer.margin
        let width = scene.boundsSize.width * unitX + 2 * margin
        let height = scene.boundsSize.height * unitY + 2 * margin
        let n = { (value: Double) in NumberText.rounded(value, decimals: 2) }
        let shown = attributes.filter { !$0.isParked && $0.scaledFrame.isFinite }
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="monospace" font-size="\(n(labelSize(scene, shown)))">
              <defs><clipPath id="bounds"><rect x="\(n(margin))" y="\(n(margin))" \
            width="\(n(scene.boundsSize.width * unitX))" height="\(n(scene.boundsSize.height * unitY))"/></clipPath></defs>
              <rect class="bounds" x="\(n(margin))" y="\(n(margin))" width="\(n(scene.boundsSize.width * unitX))" \
            height="\(n(scene.boundsSize.height * unitY))" fill="none" stroke="#444" stroke-width="2"/>
              <g clip-path="url(#bounds)">

            """
        var labels = ""
        for item in shown.sorted(by: { $0.zIndex < $1.zIndex }) {
            let frame = item.scaledFrame
            let x = margin + (frame.minX - scene.contentOffset) * unitX
            let y = margin + frame.minY * unitY
            let centerX = margin + (item.center.x - scene.contentOffset) * unitX
            let centerY = margin + item.center.y * unitY
            let rotation = "rotate(\(n(item.rotation * 180 / Double.pi)) \(n(centerX)) \(n(centerY)))"
            svg += """
                    <g class="item" data-index="\(item.index)" transform="\(rotation)">
                      <rect x="\(n(x))" y="\(n(y))" width="\(n(frame.width * unitX))" height="\(n(frame.height * unitY))" \
                fill="\(Palette.svg(item.index))" fill-opacity="0.6" stroke="#333"/>
                    </g>

                """
            labels += """
                    <text x="\(n(centerX))" y="\(n(centerY))" text-anchor="middle" dominant-baseline="central" \
                transform="\(rotation)">\(item.index)</text>

                """
        }
        // The numbers last, over every card, each with a white edge: a number under a
        // half-transparent card was grey on grey from the back of a room.
        svg += "    <g class=\"labels\" fill=\"#000\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">\n"
        svg += labels + "    </g>\n"
        return svg + "  </g>\n</svg>\n"
    }

    /// The items' numbers, one size for the picture, large enough to read when it fills a slide
    /// (a fixed 14 was ~8 px on a projector, the bounds being hundreds of units wide): a
    /// fourteenth of the bounds' height, but no more than nine tenths of the distance between
    /// the two nearest neighbours' centres, so that numbers never run into each other; never under 14.
    static func labelSize(_ scene: CollectionScene, _ shown: [CollectionItemAttributes]) -> Double {
        let centers = shown.map { (x: $0.center.x * SVGRenderer.columnWidth, y: $0.center.y * SVGRenderer.lineHeight) }
        // Neighbours by index are the nearest: every collection lays its items out in index
        // order (along the content, down the stack, around the wheel). One pass, not every
        // pair: a collection may hold thousands of items.
        var nearest = scene.boundsSize.height * SVGRenderer.lineHeight
        for (one, other) in zip(centers, centers.dropFirst()) {
            nearest = min(
                nearest, ((one.x - other.x) * (one.x - other.x) + (one.y - other.y) * (one.y - other.y)).squareRoot())
        }
        return max(14, min(scene.boundsSize.height * SVGRenderer.lineHeight / 14, nearest * 0.9))
    }
}
