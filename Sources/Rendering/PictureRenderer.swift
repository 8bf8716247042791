import LabSupport
import LabText
import LayoutCore

/// Draws a layout result as a terminal picture: rulers, the container's outline, and every
/// item as a box with its label (`[label]` for one-line items), later items over earlier
/// ones so that overlaps and z-order show. One column is one unit across, one line one unit
/// down (`scale` of each at a larger scale; the rulers still count units); an item that sticks
/// out of the container is drawn across the outline.
public struct PictureRenderer {
    public let options: RenderOptions
    private let glyphs: Glyphs

    public init(options: RenderOptions) {
        self.options = options
        glyphs = options.ascii ? .ascii : .unicode
    }

    /// Columns (and lines) per unit: at least 1.
    private var scale: Int { max(1, options.scale) }

    /// Width of the left ruler: line numbers (from `first` to `end`) and a space; wider for
    /// very tall pictures.
    private static func rulerWidth(from first: Int, to end: Int) -> Int {
        max(4, String(end).count + 1, String(first).count + 1)
    }

    /// `offered`: the proposal, whose width (or height) is marked on the container's outline
    /// where the layout took more than it (a stack wider than its offer); nil marks nothing.
    public func render(_ result: LayoutResult, items: [LayoutItem], offered: ProposedSize?) -> [String] {
        let edges = offered.map { Self.offeredEdges(result, $0) }
        let scale = Double(self.scale)
        let result =
            self.scale == 1
            ? result
            : LayoutResult(
                size: Size(width: result.size.width * scale, height: result.size.height * scale),
                bounds: Rect(
                    x: result.bounds.minX * scale, y: result.bounds.minY * scale, width: result.bounds.width * scale,
                    height: result.bounds.height * scale),
                placements: result.placements.map {
                    Placement(
                        index: $0.index,
                        frame: Rect(
                            x: $0.frame.minX * scale, y: $0.frame.minY * scale, width: $0.frame.width * scale,
                            height: $0.frame.height * scale), row: $0.row)
                }, notes: result.notes)
        let bounds = result.bounds
        // Only frames with a finite position can be drawn; the others are listed by `frames`
        // (and the summary says why).
        // (A child hidden by SwiftUI-Flow's maxLines is parked far below: a note names it, the
        // picture leaves it out.)
        let hidden = result.hiddenBySwiftUIFlow
        let drawable = result.placements.filter {
            $0.index < items.count && $0.frame.minX.isFinite && $0.frame.minY.isFinite && !hidden.contains($0.index)
        }
        // The picture spans unit 0, the container and every item: an item that spills left of
        // or above the container (or of unit 0) widens it that way, and the rulers count
        // below zero there.
        let containerLeft = Self.cells(bounds.minX)
        let containerTop = Self.cells(bounds.minY)
        let firstColumn = min(0, containerLeft, drawable.map { Self.cells($0.frame.minX) }.min() ?? 0)
        let firstLine = min(0, containerTop, drawable.map { Self.cells($0.frame.minY) }.min() ?? 0)
        // An infinite side is drawn a little past the last item, not to the largest picture
        // (a thousand empty columns in a pipe): it is cut there, and the cut is marked.
        let drawnRight = drawable.map { Self.cells(Self.finite($0.frame.maxX)) }.max() ?? 0
        let drawnBottom = drawable.map { Self.cells(Self.finite($0.frame.maxY)) }.max() ?? 0
        // (A window's own width and height stay the limit when there is a window.)
        let limit =
            bounds.width.isFinite || options.maxColumns != nil
            ? options.columnLimit : min(options.columnLimit, max(80, drawnRight - firstColumn + 20))
        let lineLimit = max(
            bounds.height.isFinite || options.maxLines != nil
                ? options.lineLimit : min(options.lineLimit, max(24, drawnBottom - firstLine + 8)), 4)
        // An infinite side reaches past anything that can be drawn.
        let containerColumns = bounds.width.isFinite ? Self.cells(bounds.maxX) - containerLeft : limit
        let containerLines = bounds.height.isFinite ? Self.cells(bounds.maxY) - containerTop : lineLimit
        let endColumn = max(
            containerLeft + containerColumns, drawable.map { Self.cells(Self.finite($0.frame.maxX)) }.max() ?? 0)
        let endLine = max(
            containerTop + containerLines, drawable.map { Self.cells(Self.finite($0.frame.maxY)) }.max() ?? 0)
        let innerColumns = endColumn - firstColumn
        let innerLines = endLine - firstLine

        let rulerWidth = Self.rulerWidth(from: firstLine, to: endLine)
        let left = rulerWidth + 1 - firstColumn  // the canvas column of unit x = 0
        let top = 2 - firstLine  // the ruler line, then the outline; the canvas line of unit y = 0
        // Never larger than the limits: what lies beyond them is cut, and the cut is marked.
        // The ruler's last number gets the columns it needs past the frame ("20", not "2": a
        // learner read a 20-wide container's ruler as ending at 2).
        let units = self.scale
        let lastNumber = (endColumn / units) % 10 == 0 ? String(endColumn / units).count - 1 : 0
        var canvas = Canvas(
            width: min(rulerWidth + 1 + innerColumns + 1 + lastNumber, limit + 1),
            height: min(2 + innerLines + 1, lineLimit))
        let lastColumn = min(endColumn, canvas.width - left)  // the last unit column drawn
        let lastLine = min(endLine, canvas.height - top)

        drawRuler(&canvas, left: left, from: firstColumn, through: lastColumn)
        // While a question asks for a y, a height or a row, the lines are not numbered.
        for line in firstLine..<lastLine
        where line % self.scale == 0 && (line / self.scale % 5 == 0 || line == endLine - self.scale)
            && !options.withheld.contains(.lineNumbers)
        {
            canvas.write(Self.rightAligned(String(line / self.scale), rulerWidth - 1), x: 0, y: top + line)
        }
        drawContainer(
            &canvas, left: left + containerLeft - 1, top: top + containerTop - 1,
            columns: max(0, min(containerColumns, lastColumn - containerLeft + 1)),
            lines: max(0, min(containerLines, lastLine - containerTop + 1)))
        if let edges {
            drawOffered(
                &canvas, edges, scale: self.scale, left: left, top: top,
                container: (containerLeft, containerTop, containerColumns, containerLines),
                last: (lastColumn, lastLine))
        }
        // What has no area to draw still shows where it is, under what is drawn over it: a
        // spacer no line tall as a dotted run across its width, a line break as ↵ (`<` in ASCII).
        for placement in drawable where placement.frame.height == 0 {
            let item = items[placement.index]
            // On the line it lies in (a spacer centred in a row at 0.5 is on line 0), never on
            // the container's outline.
            let line = Int(min(max(placement.frame.minY.rounded(.down), -1_000_000), 1_000_000))
            let column = Self.cells(placement.frame.minX)
            guard line < lastLine, column <= lastColumn, line != containerTop - 1,
                line != containerTop + containerLines,
                column != containerLeft - 1, column != containerLeft + containerColumns
            else { continue }
            let (x, y) = (left + column, top + line)
            let columns = Self.cells(placement.frame.maxX) - Self.cells(placement.frame.minX)
            if item.isSpacer, columns > 0 {
                canvas.write(
                    String(repeating: options.ascii ? "." : "·", count: min(columns, canvas.width - x + 1)), x: x,
                    y: y, color: placement.index)
            } else if item.kind == .lineBreak {
                canvas.write(options.ascii ? "<" : "↵", x: x, y: y, color: placement.index)
            }
        }
        for placement in drawable {
            if Interruption.isRequested { break }  // Ctrl-C: what is drawn so far is shown
            let item = items[placement.index]
            guard Self.cells(placement.frame.minY) < lastLine, Self.cells(placement.frame.minX) <= lastColumn else {
                continue  // wholly outside what is drawn
            }
            // Drawn larger, a text is a box with its wrapped lines inside, each on its own unit's
            // row, so that its height, and the gaps around it, read at the scale of everything
            // else (two bracketed lines four rows apart read as two tags).
            if case .text(let metrics) = item.kind, scale == 1 {
                drawText(&canvas, placement.frame, metrics, color: placement.index, left: left, top: top)
            } else if case .text(let metrics) = item.kind {
                let wrapped = metrics.wrappedText(proposedWidth: placement.frame.width / Double(scale))
                drawItem(
                    &canvas, placement.frame, label: wrapped.first ?? "", color: placement.index, left: left,
                    top: top, more: Array(wrapped.dropFirst()))
            } else if item.isOverflowIndicator, scale == 1, let metrics = TextMetrics(item.label) {
                // `+5` is a text: boxed, two columns would hold only the brackets.
                drawText(&canvas, placement.frame, metrics, color: placement.index, left: left, top: top)
            } else {
                drawItem(
                    &canvas, placement.frame, label: VisibleText.of(item.label), color: placement.index, left: left,
                    top: top)
            }
        }
        let widerThanDrawn = left + endColumn + 1 > canvas.width
        var lines = canvas.lines(color: options.color, limit: limit, cut: glyphs.cut, cutEveryLine: widerThanDrawn)
        if top + endLine + 1 > canvas.height {
            // Counted from the container's own height: `cells` holds a line to a million, and a
            // container 1,000,000,009 tall said "999903 more".
            let end = max(Double(endLine), bounds.height.isFinite ? (bounds.maxY + 0.5).rounded(.down) : 0)
            let hidden = Double(top) + end + 1 - Double(canvas.height)
            lines.append(
                bounds.height.isFinite
                    ? "⋮ (\(NumberText.plain(hidden)) more lines not drawn; frames lists every item)"
                    : "⋮ (the container is infinitely tall; frames lists every item)")
        }
        return lines
    }

    /// The cell a coordinate falls in: rounded to the nearest whole cell, a half always up (so
    /// that −0.5 and 0.5, a cell apart, stay a cell apart), and kept within what a picture can
    /// hold.
    static func cells(_ length: Double) -> Int {
        guard length.isFinite else { return length < 0 ? -1_000_000 : 1_000_000 }
        return Int(max(-1_000_000, min(1_000_000, (length + 0.5).rounded(.down))))
    }

    /// A far edge that is not a number (never the case today: sizes are never NaN) counts as
    /// the near edge's; an infinite one (an item offered ∞ that took it) reaches as far as can
    /// be drawn, through `cells`.
    private static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : value
    }

    private func drawRuler(_ canvas: inout Canvas, left: Int, from first: Int, through last: Int) {
        // A mark every unit, a number every ten: "0····5····10···" (and "-10" to the left); at a
        // larger scale the marks stand at each unit's first column.
        var column = first
        // While a question asks for an x or a width, the marks stay and the numbers go.
        let numbered = !options.withheld.contains(.columnNumbers)
        while column <= last {
            let (unit, within) = column.quotientAndRemainder(dividingBy: scale)
            if within != 0 {
                column += 1
            } else if unit % 10 == 0, numbered {
                column = max(column + 1, canvas.write(String(unit), x: left + column, y: 0) - left)
            } else {
                canvas.write(unit % 5 == 0 ? "+" : (options.ascii ? "." : "·"), x: left + column, y: 0)
                column += 1
            }
        }
    }

    /// The offered width or height where it falls inside a container the layout made larger
    /// than its offer: the layout overflows there (nil where it does not, or nothing finite was
    /// offered). At the picture's cells: a part of a cell is not drawn as an overflow.
    public static func offeredEdges(_ result: LayoutResult, _ offered: ProposedSize) -> ProposedSize {
        func inside(_ length: Double?, _ taken: Double, from start: Double) -> Double? {
            guard let length, length.isFinite, length >= 0, taken.isFinite,
                cells(start + length) < cells(start + taken), cells(start + length) > cells(start)
            else { return nil }
            return length
        }
        return ProposedSize(
            width: inside(offered.width, result.bounds.width, from: result.bounds.minX),
            height: inside(offered.height, result.bounds.height, from: result.bounds.minY))
    }

    private func drawOffered(
        _ canvas: inout Canvas, _ edges: ProposedSize, scale: Int, left: Int, top: Int,
        container: (left: Int, top: Int, columns: Int, lines: Int), last: (column: Int, line: Int)
    ) {
        let outlineTop = top + container.top - 1
        let outlineBottom = outlineTop + max(0, min(container.lines, last.line - container.top + 1)) + 1
        if let width = edges.width {
            let column = Self.cells(Double(container.left) + width * Double(scale))
            if column <= last.column {
                canvas.write(String(glyphs.offeredTop), x: left + column, y: outlineTop)
                canvas.write(String(glyphs.offeredBottom), x: left + column, y: outlineBottom)
            }
        }
        if let height = edges.height {
            let line = Self.cells(Double(container.top) + height * Double(scale))
            if line < last.line {
                let outlineLeft = left + container.left - 1
                let outlineRight = outlineLeft + max(0, min(container.columns, last.column - container.left + 1)) + 1
                canvas.write(String(glyphs.offeredLeft), x: outlineLeft, y: top + line)
                canvas.write(String(glyphs.offeredRight), x: outlineRight, y: top + line)
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

    /// `more`: a wrapped text's next lines, each inside the box on its own unit's row.
    private func drawItem(
        _ canvas: inout Canvas, _ frame: Rect, label: String, color: Int, left: Int, top: Int, more: [String] = []
    ) {
        let x = left + Self.cells(frame.minX)
        let y = top + Self.cells(frame.minY)
        // Past the canvas nothing is drawn; one cell past it is enough to show the cut.
        let columns = min(Self.cells(frame.maxX) - Self.cells(frame.minX), canvas.width - x + 1)
        let lines = min(Self.cells(frame.maxY) - Self.cells(frame.minY), canvas.height - y + 1)
        guard columns > 0, lines > 0 else { return }  // nothing to see: zero-size items are listed by `frames`
        let g = glyphs
        if columns == 1 {
            for line in 0..<lines { canvas.write(String(label.first ?? g.vertical), x: x, y: y + line, color: color) }
            return
        }
        let inner = columns - 2
        // Two columns hold only the brackets, both, so that the tag reads as one (an opening
        // bracket and a letter read as a tag cut off); `frames` names it.
        if lines == 1, columns == 2 {
            canvas.write("[]", x: x, y: y, color: color)
            return
        }
        if lines == 1 {
            let text = cut(label, inner)
            canvas.write(
                "[" + text + String(repeating: " ", count: inner - DisplayWidth.of(text)) + "]", x: x, y: y,
                color: color)
            return
        }
        // A box. Two lines tall: the label rides on the top edge; taller: just inside it.
        let topText = lines == 2 ? cut(label, inner) : ""
        let topFill = String(repeating: g.horizontal, count: inner - DisplayWidth.of(topText))
        canvas.write("\(g.topLeft)\(topText)\(topFill)\(g.topRight)", x: x, y: y, color: color)
        for line in 1..<(lines - 1) {
            // A text's next lines on the first row of their own unit (the first rides just inside the top).
            let next = line.isMultiple(of: scale) ? line / scale - 1 : -1
            let text = line == 1 ? cut(label, inner) : more.indices.contains(next) ? cut(more[next], inner) : ""
            let padding = String(repeating: " ", count: inner - DisplayWidth.of(text))
            canvas.write("\(g.vertical)\(text)\(padding)\(g.vertical)", x: x, y: y + line, color: color)
        }
        let bottom = String(repeating: g.horizontal, count: inner)
        canvas.write("\(g.bottomLeft)\(bottom)\(g.bottomRight)", x: x, y: y + lines - 1, color: color)
    }

    /// A text item: each wrapped line as `[words]`, the way the item measured itself.
    private func drawText(
        _ canvas: inout Canvas, _ frame: Rect, _ metrics: TextMetrics, color: Int, left: Int, top: Int
    ) {
        let x = left + Self.cells(frame.minX)
        let y = top + Self.cells(frame.minY)
        let columns = min(Self.cells(frame.maxX) - Self.cells(frame.minX), canvas.width - x + 1)
        guard columns >= 2 else { return }
        // The words wrap as the item measured them, at its width in units.
        let wrappedLines = metrics.wrappedText(proposedWidth: frame.width / Double(scale))
        for (line, wrapped) in wrappedLines.enumerated() where y + line * scale < canvas.height {
            let text = cut(wrapped, columns - 2)
            let padding = String(repeating: " ", count: max(0, columns - 2 - DisplayWidth.of(text)))
            canvas.write("[\(text)\(padding)]", x: x, y: y + line * scale, color: color)
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
