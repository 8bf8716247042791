import LayoutCore

/// Draws a layout result as a terminal picture: rulers, the container's outline, and every
/// item as a box with its label (`[label]` for one-line items), later items over earlier
/// ones so that overlaps and z-order show. One column is one unit across, one line one unit
/// down; an item that sticks out of the container is drawn across the outline.
public struct PictureRenderer {
    public let options: RenderOptions
    private let glyphs: Glyphs

    public init(options: RenderOptions) {
        self.options = options
        glyphs = options.ascii ? .ascii : .unicode
    }

    /// Width of the left ruler: line numbers and a space; wider for very tall pictures.
    private static func rulerWidth(lines: Int) -> Int {
        max(4, String(lines).count + 1)
    }

    public func render(_ result: LayoutResult, items: [LayoutItem]) -> [String] {
        let containerColumns = Self.cells(result.size.width)
        let containerLines = Self.cells(result.size.height)
        let extentColumns = result.placements.map { Self.cells($0.frame.maxX) }.max() ?? 0
        let extentLines = result.placements.map { Self.cells($0.frame.maxY) }.max() ?? 0
        let innerColumns = max(containerColumns, extentColumns)
        let innerLines = max(containerLines, extentLines)

        let rulerWidth = Self.rulerWidth(lines: innerLines)
        let left = rulerWidth + 1  // column of unit x = 0
        let top = 2  // the ruler line, then the outline; line of unit y = 0
        // Never larger than the limits: what lies beyond them is cut, and the cut is marked.
        let limit = options.columnLimit
        let lineLimit = max(options.lineLimit, top + 2)
        var canvas = Canvas(
            width: min(left + innerColumns + 1, limit + 1), height: min(top + innerLines + 1, lineLimit))
        let visibleColumns = min(innerColumns, canvas.width - left)
        let visibleLines = min(innerLines, canvas.height - top)

        drawRuler(&canvas, left: left, columns: visibleColumns)
        for line in 0..<visibleLines where line % 5 == 0 || line == innerLines - 1 {
            canvas.write(Self.rightAligned(String(line), rulerWidth - 1), x: 0, y: top + line)
        }
        drawContainer(
            &canvas, left: left - 1, top: top - 1, columns: min(containerColumns, visibleColumns + 1),
            lines: min(containerLines, visibleLines + 1))
        for placement in result.placements where placement.index < items.count {
            let item = items[placement.index]
            guard Self.cells(placement.frame.minY) < visibleLines, Self.cells(placement.frame.minX) <= visibleColumns
            else {
                continue  // wholly outside what is drawn
            }
            if case .text(let metrics) = item.kind {
                drawText(&canvas, placement.frame, metrics, colour: placement.index, left: left, top: top)
            } else {
                drawItem(
                    &canvas, placement.frame, label: VisibleText.of(item.label), colour: placement.index, left: left,
                    top: top)
            }
        }
        let widerThanDrawn = left + innerColumns + 1 > canvas.width
        var lines = canvas.lines(colour: options.colour, limit: limit, cut: glyphs.cut, cutEveryLine: widerThanDrawn)
        if top + innerLines + 1 > canvas.height {
            lines.append("⋮ (\(top + innerLines + 1 - canvas.height) more lines not drawn; frames lists every item)")
        }
        return lines
    }

    /// The number of cells a length covers: rounded to the nearest whole cell.
    static func cells(_ length: Double) -> Int {
        max(0, Int(length.rounded()))
    }

    private func drawRuler(_ canvas: inout Canvas, left: Int, columns: Int) {
        // A mark every column, a number every ten: "0····5····10···".
        var column = 0
        while column <= columns {
            if column % 10 == 0 {
                column = canvas.write(String(column), x: left + column, y: 0) - left
            } else {
                canvas.write(column % 5 == 0 ? "+" : (options.ascii ? "." : "·"), x: left + column, y: 0)
                column += 1
            }
        }
    }

    private func drawContainer(_ canvas: inout Canvas, left: Int, top: Int, columns: Int, lines: Int) {
        let g = glyphs
        let horizontal = String(repeating: g.containerHorizontal, count: columns)
        canvas.write("\(g.containerTopLeft)\(horizontal)\(g.containerTopRight)", x: left, y: top)
        for line in stride(from: 1, through: lines, by: 1) {
            canvas.write(String(g.containerVertical), x: left, y: top + line)
            canvas.write(String(g.containerVertical), x: left + columns + 1, y: top + line)
        }
        canvas.write("\(g.containerBottomLeft)\(horizontal)\(g.containerBottomRight)", x: left, y: top + lines + 1)
    }

    private func drawItem(_ canvas: inout Canvas, _ frame: Rect, label: String, colour: Int, left: Int, top: Int) {
        let x = left + Self.cells(frame.minX)
        let y = top + Self.cells(frame.minY)
        // Past the canvas nothing is drawn; one cell past it is enough to show the cut.
        let columns = min(Self.cells(frame.maxX) - Self.cells(frame.minX), canvas.width - x + 1)
        let lines = min(Self.cells(frame.maxY) - Self.cells(frame.minY), canvas.height - y + 1)
        guard columns > 0, lines > 0 else { return }  // nothing to see: zero-size items are listed by `frames`
        let g = glyphs
        if columns == 1 {
            for line in 0..<lines { canvas.write(String(label.first ?? g.vertical), x: x, y: y + line, colour: colour) }
            return
        }
        let inner = columns - 2
        if lines == 1 {
            let text = cut(label, inner)
            canvas.write(
                "[" + text + String(repeating: " ", count: inner - DisplayWidth.of(text)) + "]", x: x, y: y,
                colour: colour)
            return
        }
        // A box. Two lines tall: the label rides on the top edge; taller: just inside it.
        let topText = lines == 2 ? cut(label, inner) : ""
        let topFill = String(repeating: g.horizontal, count: inner - DisplayWidth.of(topText))
        canvas.write("\(g.topLeft)\(topText)\(topFill)\(g.topRight)", x: x, y: y, colour: colour)
        for line in 1..<(lines - 1) {
            let text = line == 1 ? cut(label, inner) : ""
            let padding = String(repeating: " ", count: inner - DisplayWidth.of(text))
            canvas.write("\(g.vertical)\(text)\(padding)\(g.vertical)", x: x, y: y + line, colour: colour)
        }
        let bottom = String(repeating: g.horizontal, count: inner)
        canvas.write("\(g.bottomLeft)\(bottom)\(g.bottomRight)", x: x, y: y + lines - 1, colour: colour)
    }

    /// A text item: each wrapped line as `[words]`, the way the item measured itself.
    private func drawText(
        _ canvas: inout Canvas, _ frame: Rect, _ metrics: TextMetrics, colour: Int, left: Int, top: Int
    ) {
        let x = left + Self.cells(frame.minX)
        let y = top + Self.cells(frame.minY)
        let columns = min(Self.cells(frame.maxX) - Self.cells(frame.minX), canvas.width - x + 1)
        guard columns >= 2 else { return }
        let words = metrics.words
        for (line, wrapped) in metrics.lines(proposedWidth: frame.width).enumerated() where y + line < canvas.height {
            let text = cut(words[wrapped.words].joined(separator: " "), columns - 2)
            let padding = String(repeating: " ", count: max(0, columns - 2 - DisplayWidth.of(text)))
            canvas.write("[\(text)\(padding)]", x: x, y: y + line, colour: colour)
        }
    }

    private func cut(_ text: String, _ columns: Int) -> String {
        let fitted = fit(text, columns: columns)
        return options.ascii && fitted != text ? String(fitted.dropLast()) + glyphs.ellipsis : fitted
    }

    static func rightAligned(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
