import LabSupport
import LabText
import LayoutCore
import Workbench

/// The same picture as SVG, with the same geometry: one layout unit is `columnWidth` pixels
/// across and `lineHeight` down, the proportions of a terminal cell.
public enum SVGRenderer {
    static let columnWidth = 10.0
    static let lineHeight = 20.0
    static let margin = 10.0

    /// `offered`: the proposal, drawn as a dashed red line where the layout took more than it
    /// (as the terminal picture marks its outline). Rulers along the top and the left count the
    /// units as the terminal's do; `withheld` keeps their numbers back while a question asks
    /// for them (the marks stay).
    public static func render(
        _ result: LayoutResult, items: [LayoutItem], offered: ProposedSize?, withheld: Set<PictureDetail> = []
    ) -> String {
        // As in the terminal picture: the drawing spans unit 0, the container at its origin and
        // every item with a finite position, so a row that spills left or up is drawn where it
        // is; an infinite side of the container is drawn as far as the items reach, and open.
        let bounds = result.bounds
        // (Children SwiftUI-Flow hid are parked far below, where they do not draw.)
        let hidden = result.hiddenBySwiftUIFlow
        let drawn = result.placements.filter {
            $0.index < items.count && $0.frame.isFinite && ($0.frame.width > 0 || $0.frame.height > 0)
                && !hidden.contains($0.index)
        }
        let left = min(0, bounds.minX, drawn.map(\.frame.minX).min() ?? 0)
        let top = min(0, bounds.minY, drawn.map(\.frame.minY).min() ?? 0)
        let itemsRight = drawn.map(\.frame.maxX).max() ?? 0
        let itemsBottom = drawn.map(\.frame.maxY).max() ?? 0
        let containerRight = bounds.width.isFinite ? bounds.maxX : max(itemsRight, bounds.minX) + 10
        let containerBottom = bounds.height.isFinite ? bounds.maxY : max(itemsBottom, bounds.minY) + 5
        // Where the offer ended, when the layout took more: a dashed line, labelled under the
        // drawing (for a width) or beside it (for a height), with room made for the label.
        let edges = offered.map { PictureRenderer.offeredEdges(result, $0) }
        let labelRoom = (below: edges?.width == nil ? 0.0 : 16.0, right: edges?.height == nil ? 0.0 : 90.0)
        let right = max(containerRight, itemsRight)
        let bottom = max(containerBottom, itemsBottom)
        let ruler = Ruler(from: (left, top), to: (right, bottom))
        let width = (right - left) * columnWidth + 2 * margin + ruler.leftWidth + labelRoom.right
        let height = (bottom - top) * lineHeight + 2 * margin + Ruler.topHeight + labelRoom.below
        let x = { (value: Double) in margin + ruler.leftWidth + (value - left) * columnWidth }
        let y = { (value: Double) in margin + Ruler.topHeight + (value - top) * lineHeight }
        let open = bounds.width.isFinite && bounds.height.isFinite ? "" : " stroke-dasharray=\"6 4\""
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="monospace" font-size="14">
              <rect class="container" x="\(number(x(bounds.minX)))" y="\(number(y(bounds.minY)))" \
            width="\(number((containerRight - bounds.minX) * columnWidth))" \
            height="\(number((containerBottom - bounds.minY) * lineHeight))" \
            fill="none" stroke="#444" stroke-width="2"\(open)/>

            """ + ruler.svg(x: x, y: y, withheld: withheld)
        // Spacers and breaks with nothing to show are left out, as in the terminal picture; so
        // is an item with no finite position.
        for placement in drawn {
            let frame = placement.frame
            let item = items[placement.index]
            let label = VisibleText.of(item.label)
            // A spacer has no height to fill: a dotted run across its length (down it, in a
            // VStack), as the terminal draws it.
            if item.isSpacer {
                let (x1, y1) = (x(frame.minX), y(frame.minY))
                let (x2, y2) = frame.height > 0 ? (x1, y(frame.maxY)) : (x(frame.maxX), y1)
                svg += """
                      <line class="spacer" data-index="\(placement.index)" x1="\(number(x1))" y1="\(number(y1))" \
                    x2="\(number(x2))" y2="\(number(y2))" stroke="\(Palette.svg(placement.index))" stroke-width="3" \
                    stroke-dasharray="2 4"/>

                    """
                continue
            }
            // A text wraps as it measured itself: a line of words a row.
            var rows = [label]
            if case .text(let metrics) = item.kind {
                rows = metrics.wrappedText(proposedWidth: frame.width).map(VisibleText.of)
            }
            let texts = rows.enumerated().map { row, text in
                "<text x=\"\(number(x(frame.minX) + 3))\" y=\"\(number(y(frame.minY) + 15 + Double(row) * lineHeight))\">\(MarkupText.escaped(text))</text>"
            }.joined(separator: "\n    ")
            svg += """
                  <g class="item" data-index="\(placement.index)" data-row="\(placement.row.map(String.init) ?? "none")">
                    <rect x="\(number(x(frame.minX)))" y="\(number(y(frame.minY)))" width="\(number(frame.width * columnWidth))" \
                height="\(number(frame.height * lineHeight))" fill="\(Palette.svg(placement.index))" \
                fill-opacity="0.35" stroke="\(Palette.svg(placement.index))"/>
                    \(texts)
                  </g>

                """
        }
        // Over the items: where the offer ended, the layout ran past it.
        let line = "stroke=\"#c00\" stroke-width=\"2\" stroke-dasharray=\"4 3\""
        let label = "fill=\"#c00\" font-size=\"12\""
        if let width = edges?.width {
            let at = number(x(bounds.minX + width))
            svg += """
                  <line class="offered" x1="\(at)" y1="\(number(y(bounds.minY) - 6))" x2="\(at)" \
                y2="\(number(y(containerBottom) + 6))" \(line)/>
                  <text class="offered" x="\(at)" y="\(number(y(containerBottom) + 20))" text-anchor="middle" \
                \(label)>offered \(NumberText.plain(width))</text>

                """
        }
        if let height = edges?.height {
            let at = number(y(bounds.minY + height))
            svg += """
                  <line class="offered" x1="\(number(x(bounds.minX) - 6))" y1="\(at)" x2="\(number(x(containerRight) + 6))" \
                y2="\(at)" \(line)/>
                  <text class="offered" x="\(number(x(containerRight) + 10))" y="\(number(y(bounds.minY + height) + 4))" \
                \(label)>offered \(NumberText.plain(height))</text>

                """
        }
        return svg + "</svg>\n"
    }

    private static func number(_ value: Double) -> String { NumberText.rounded(value, decimals: 2) }
}
