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
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="monospace" font-size="14">
              <defs><clipPath id="bounds"><rect x="\(n(margin))" y="\(n(margin))" \
            width="\(n(scene.boundsSize.width * unitX))" height="\(n(scene.boundsSize.height * unitY))"/></clipPath></defs>
              <rect class="bounds" x="\(n(margin))" y="\(n(margin))" width="\(n(scene.boundsSize.width * unitX))" \
            height="\(n(scene.boundsSize.height * unitY))" fill="none" stroke="#444" stroke-width="2"/>
              <g clip-path="url(#bounds)">

            """
        for item in attributes.filter({ !$0.isParked && $0.scaledFrame.isFinite }).sorted(by: { $0.zIndex < $1.zIndex })
        {
            let frame = item.scaledFrame
            let x = margin + (frame.minX - scene.contentOffset) * unitX
            let y = margin + frame.minY * unitY
            let centerX = margin + (item.center.x - scene.contentOffset) * unitX
            let centerY = margin + item.center.y * unitY
            let degrees = item.rotation * 180 / Double.pi
            svg += """
                    <g class="item" data-index="\(item.index)" transform="rotate(\(n(degrees)) \(n(centerX)) \(n(centerY)))">
                      <rect x="\(n(x))" y="\(n(y))" width="\(n(frame.width * unitX))" height="\(n(frame.height * unitY))" \
                fill="\(Palette.svg(item.index))" fill-opacity="0.6" stroke="#333"/>
                      <text x="\(n(centerX))" y="\(n(centerY + 5))" text-anchor="middle">\(item.index)</text>
                    </g>

                """
        }
        return svg + "  </g>\n</svg>\n"
    }
}
