import LayoutCore

/// The same picture as SVG, with the same geometry: one layout unit is `columnWidth` pixels
/// across and `lineHeight` down, the proportions of a terminal cell.
public enum SVGRenderer {
    static let columnWidth = 10.0
    static let lineHeight = 20.0
    static let margin = 10.0

    public static func render(_ result: LayoutResult, items: [LayoutItem]) -> String {
        let extentX = max(result.size.width, result.placements.map(\.frame.maxX).max() ?? 0)
        let extentY = max(result.size.height, result.placements.map(\.frame.maxY).max() ?? 0)
        let width = extentX * columnWidth + 2 * margin
        let height = extentY * lineHeight + 2 * margin
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="monospace" font-size="14">
              <rect class="container" x="\(number(margin))" y="\(number(margin))" \
            width="\(number(result.size.width * columnWidth))" height="\(number(result.size.height * lineHeight))" \
            fill="none" stroke="#444" stroke-width="2"/>

            """
        // Spacers and breaks with nothing to show are left out, as in the terminal picture.
        for placement in result.placements where placement.frame.width > 0 || placement.frame.height > 0 {
            let frame = placement.frame
            let label = placement.index < items.count ? VisibleText.of(items[placement.index].label) : ""
            let x = margin + frame.minX * columnWidth
            let y = margin + frame.minY * lineHeight
            svg += """
                  <g class="item" data-index="\(placement.index)" data-row="\(placement.row.map(String.init) ?? "none")">
                    <rect x="\(number(x))" y="\(number(y))" width="\(number(frame.width * columnWidth))" \
                height="\(number(frame.height * lineHeight))" fill="\(Palette.svg(placement.index))" \
                fill-opacity="0.35" stroke="\(Palette.svg(placement.index))"/>
                    <text x="\(number(x + 3))" y="\(number(y + 15))">\(escaped(label))</text>
                  </g>

                """
        }
        return svg + "</svg>\n"
    }

    /// Text safe inside an XML element or attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func number(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
