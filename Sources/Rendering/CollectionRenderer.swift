import LabSupport
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// Draws a scrolling collection as the screen shows it: the bounds at the current content
/// offset, the items at their centres with their scaled sizes (nearer ones over farther ones,
/// by z-index), the drum's rim, and a scroll bar for where the bounds sit in the content.
public struct CollectionRenderer {
    public let options: RenderOptions
    /// Draws the cards back to front, each over the ones before (the painter's way, which
    /// wrote cards × area cells): the oracle the tests hold front-to-back drawing to.
    var paintsBackToFront = false

    public init(options: RenderOptions) {
        self.options = options
    }

    private var glyphs: Glyphs { options.ascii ? .ascii : .unicode }

    public func render(_ scene: CollectionScene, _ attributes: [CollectionItemAttributes]) -> [String] {
        drawing(scene, attributes).lines
    }

    /// A picture, and how it was fitted to the window: the unit lines of the bounds it shows
    /// (empty ones left out) and the scale it is drawn at.
    public struct Drawing: Equatable, Sendable {
        public var lines: [String]
        /// The bounds' unit lines drawn (all of them when nothing was left out).
        public var shownLines: ClosedRange<Int>
        public var boundsLines: Int
        /// Units per cell across and down: 1 unless the bounds had to be drawn smaller.
        public var scale: (across: Int, down: Int)
        /// Cells the cards wrote, and the viewport's cells (for the tests: each at most once).
        var cardCellsWritten = 0
        var viewportCells = 0

        public var isFitted: Bool { scale != (1, 1) || shownLines.count < boundsLines }

        public static func == (a: Drawing, b: Drawing) -> Bool {
            a.lines == b.lines && a.shownLines == b.shownLines && a.scale == b.scale && a.boundsLines == b.boundsLines
        }
    }

    /// Draws the bounds as they are when they fit `options.pictureLines` and `maxColumns`;
    /// otherwise the empty lines above and below the cards are left out, and what is still too
    /// big is drawn at a whole-number scale (every second line, say), which the picture's notes
    /// then state.
    public func drawing(_ scene: CollectionScene, _ attributes: [CollectionItemAttributes]) -> Drawing {
        let columns = PictureRenderer.cells(scene.boundsSize.width)
        let lines = PictureRenderer.cells(scene.boundsSize.height)
        let offset = scene.contentOffset
        // Parked items are out of sight; an item whose numbers are ∞ or NaN (the card stack's
        // division by zero with one card) cannot be drawn, and the summary says why.
        let visible = attributes.filter { !$0.isParked && $0.scaledFrame.isFinite }
        let extraLines = scene.kind == .cardStack ? Self.peekingLines(visible) : [:]
        let shown = shownLines(scene, visible, extraLines, lines: lines)
        let scale = self.scale(columns: columns, lines: shown.count)
        let cellColumns = (columns + scale.across - 1) / scale.across
        let cellLines = (shown.count + scale.down - 1) / scale.down
        // A unit position to a cell: rounded to a whole unit, then divided by the scale.
        let across = { (units: Double) in Self.floorDivide(Self.cell(units), scale.across) }
        let down = { (line: Int) in Self.floorDivide(line - shown.lowerBound, scale.down) }

        let left = 1
        let top = 1
        var canvas = Canvas(width: cellColumns + 2, height: cellLines + 3)
        let g = glyphs
        let horizontal = String(repeating: g.containerHorizontal, count: cellColumns)
        canvas.write("\(g.containerTopLeft)\(horizontal)\(g.containerTopRight)", x: 0, y: 0)
        for line in stride(from: 1, through: cellLines, by: 1) {
            canvas.write(String(g.containerVertical), x: 0, y: line)
            canvas.write(String(g.containerVertical), x: cellColumns + 1, y: line)
        }
        canvas.write("\(g.containerBottomLeft)\(horizontal)\(g.containerBottomRight)", x: 0, y: cellLines + 1)
        canvas.write(scrollBar(scene, cellColumns), x: left, y: cellLines + 2)

        canvas.clip = (left, top, left + cellColumns, top + cellLines)
        if scene.kind == .drum { drawRim(&canvas, scene, left: left, top: top, shown: shown, scale: scale) }
        // Nearer items over farther ones (by z-index; among equals, the later one on top).
        let backToFront = visible.sorted(by: { $0.zIndex < $1.zIndex })
        var cardCellsWritten = 0
        var mask = CoverageMask(
            columns: max(0, left)..<min(canvas.width, left + cellColumns),
            lines: max(0, top)..<min(canvas.height, top + cellLines))
        if scene.kind == .drum {
            // Along a wheel the boxes would cover each other: each item is its number at its
            // centre, the zoomed one in double brackets. Nearest first, and a label that would
            // overlap a nearer one is left out rather than drawn in pieces ("[1[[0]]]").
            for item in backToFront.reversed() {
                if Interruption.isRequested { break }  // Ctrl-C: what is drawn so far is shown
                let label = item.scale > 1.0001 ? "[[\(item.index)]]" : "[\(item.index)]"
                let centerX = left + across(item.center.x - offset) - label.count / 2
                let line = top + down(Self.cell(item.center.y))
                let span = centerX..<(centerX + label.count)
                guard mask.isFree(span, on: line) else { continue }
                _ = mask.claim(span, on: line)
                canvas.write(label, x: centerX, y: line, color: item.index)
            }
        } else {
            // Cards are opaque boxes: drawn front to back, each draws only what nothing nearer
            // already covers, so a deep stack costs what the viewport shows, not cards × area.
            let before = canvas.cellsWritten
            for item in paintsBackToFront ? backToFront : backToFront.reversed() {
                if paintsBackToFront { mask = CoverageMask(columns: mask.columns, lines: mask.lines) }
                if Interruption.isRequested { break }  // Ctrl-C: the nearer cards drawn so far
                let frame = item.scaledFrame
                let itemLines = Self.lines(of: frame)
                let firstLine = down(itemLines.first)
                let lastLine = down(itemLines.first + itemLines.count + extraLines[item.index, default: 0] - 1)
                let x = across(frame.minX - offset)
                drawCard(
                    &canvas, &mask, x: left + x, y: top + firstLine, width: max(1, across(frame.maxX - offset) - x),
                    height: lastLine - firstLine + 1, number: item.index)
            }
            cardCellsWritten = canvas.cellsWritten - before
        }
        return Drawing(
            lines: canvas.lines(color: options.color, limit: options.maxColumns, cut: g.cut), shownLines: shown,
            boundsLines: lines, scale: scale, cardCellsWritten: cardCellsWritten, viewportCells: cellColumns * cellLines
        )
    }

    /// All the bounds' lines, or, when they would not fit the window, only those with cards on
    /// them and one empty line around (the drum's rim fills its bounds: never left out).
    private func shownLines(
        _ scene: CollectionScene, _ visible: [CollectionItemAttributes], _ extraLines: [Int: Int], lines: Int
    ) -> ClosedRange<Int> {
        let all = 0...max(0, lines - 1)
        guard let budget = options.pictureLines, lines + 3 > budget, scene.kind != .drum, !visible.isEmpty else {
            return all
        }
        let covered = visible.map { item in
            let itemLines = Self.lines(of: item.scaledFrame)
            return (itemLines.first, itemLines.first + itemLines.count + extraLines[item.index, default: 0] - 1)
        }
        let first = max(0, (covered.map(\.0).min() ?? 0) - 1)
        let last = min(lines - 1, (covered.map(\.1).max() ?? 0) + 1)
        return first <= last ? first...last : all
    }

    /// Units per cell: 1, or the smallest whole number that fits the window's lines (borders
    /// and scroll bar included) and its columns.
    private func scale(columns: Int, lines: Int) -> (across: Int, down: Int) {
        var down = 1
        if let budget = options.pictureLines {
            let room = max(1, budget - 3)
            down = max(1, (lines + room - 1) / room)
        }
        var across = 1
        if let width = options.maxColumns, columns + 2 > width {
            let room = max(1, width - 2)
            across = max(1, (columns + room - 1) / room)
        }
        return (across, down)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// In a stack, a card whose bottom edge lies lower than the card over it must be seen to
    /// peek out, even when the difference is less than a line (0.8 with the defaults) and
    /// rounding would hide it: such a card gets the extra line it needs. `frames` and the
    /// SVG keep the exact numbers.
    static func peekingLines(_ items: [CollectionItemAttributes]) -> [Int: Int] {
        var extra: [Int: Int] = [:]
        var previous: (maxY: Double, bottomLine: Int)? = nil
        for item in items.sorted(by: { $0.scaledFrame.maxY < $1.scaledFrame.maxY }) {
            let frame = item.scaledFrame
            let lines = Self.lines(of: frame)
            var bottomLine = lines.first + lines.count
            if let previous, frame.maxY > previous.maxY + 1e-9, bottomLine <= previous.bottomLine {
                extra[item.index] = previous.bottomLine + 1 - bottomLine
                bottomLine = previous.bottomLine + 1
            }
            previous = (frame.maxY, bottomLine)
        }
        return extra
    }

    /// A position rounded to a whole unit, kept within a billion either way: a learner's layout
    /// may put an item at 1e20, which no Int holds (and no picture shows).
    static func cell(_ units: Double) -> Int {
        guard units.isFinite else { return units > 0 ? 1_000_000_000 : -1_000_000_000 }
        return Int(min(1e9, max(-1e9, units)).rounded())
    }

    /// The lines a frame covers on the screen: its top rounded, and at least one.
    static func lines(of frame: Rect) -> (first: Int, count: Int) {
        let first = cell(frame.minY)
        return (first, max(1, cell(frame.maxY) - first))
    }

    /// A card `number` as a box with its number in the middle, or `[number]` when it is one
    /// line high or one column wide; only the cells `mask` still has free are drawn, and the
    /// card's whole box is then taken. (Every glyph here is one column wide.)
    private func drawCard(
        _ canvas: inout Canvas, _ mask: inout CoverageMask, x: Int, y: Int, width: Int, height: Int, number: Int
    ) {
        let g = glyphs
        if height == 1 || width < 2 {
            let inner = max(0, width - 2)
            let text = fit(String(number), columns: inner)
            let cells = Array("[" + text + String(repeating: " ", count: max(0, inner - text.count)) + "]")
            for gap in mask.claim(x..<(x + cells.count), on: y) {
                for column in gap { canvas.put(cells[column - x], x: column, y: y, color: number) }
            }
            return
        }
        let text = Array(fit(String(number), columns: width - 2))
        let textLine = (height - 1) / 2
        let textStart = 1 + (width - 2 - text.count) / 2
        var line = mask.firstOpenLine(in: y..<(y + height))
        while let current = line {
            let row = current - y
            for gap in mask.claim(x..<(x + width), on: current) {
                for column in gap {
                    let offset = column - x
                    let glyph: Character
                    if row == 0 {
                        glyph = offset == 0 ? g.topLeft : offset == width - 1 ? g.topRight : g.horizontal
                    } else if row == height - 1 {
                        glyph = offset == 0 ? g.bottomLeft : offset == width - 1 ? g.bottomRight : g.horizontal
                    } else if offset == 0 || offset == width - 1 {
                        glyph = g.vertical
                    } else if row == textLine, offset >= textStart, offset < textStart + text.count {
                        glyph = text[offset - textStart]
                    } else {
                        glyph = " "
                    }
                    canvas.put(glyph, x: column, y: current, color: number)
                }
            }
            line = mask.firstOpenLine(in: (current + 1)..<(y + height))
        }
    }

    /// The wheel's outer rim as dots, so that the items' arc can be seen. The rim is sampled
    /// four times a unit of its length, so that no cell on it is skipped, and each point goes
    /// to the cell it falls in (its floor): the rim's two ends at x = 0 and x = width land in
    /// the first and the last column alike, and its bottom at y = height in the last line.
    /// Drawn smaller, each cell takes the points of the units it stands for.
    private func drawRim(
        _ canvas: inout Canvas, _ scene: CollectionScene, left: Int, top: Int, shown: ClosedRange<Int>,
        scale: (across: Int, down: Int)
    ) {
        guard let drum = scene.layout as? DrumLayout else { return }
        let geometry = drum.geometry(scene.boundsSize)
        let w = scene.boundsSize.width / 2
        let h = scene.boundsSize.height
        let centerY = h > w ? h : geometry.radius
        let columns = PictureRenderer.cells(scene.boundsSize.width)
        let lines = PictureRenderer.cells(scene.boundsSize.height)
        let steps = max(8, Int(4 * geometry.radius * geometry.visibleAngle))
        for step in 0...steps {
            let angle = -geometry.visibleAngle / 2 + geometry.visibleAngle * Double(step) / Double(steps)
            let x = w + geometry.radius * sin(angle)
            let y = centerY - geometry.radius * cos(angle)
            let column = min(columns - 1, max(0, Int(x.rounded(.down))))
            let line = min(lines - 1, max(0, Int(y.rounded(.down))))
            guard shown.contains(line) else { continue }
            canvas.write(
                options.ascii ? "." : "·", x: left + column / scale.across,
                y: top + (line - shown.lowerBound) / scale.down)
        }
    }

    /// A track as wide as the bounds with a thumb showing which part of the content is seen.
    private func scrollBar(_ scene: CollectionScene, _ columns: Int) -> String {
        let contentWidth = scene.layout.contentSize(scene.viewport).width
        guard contentWidth > scene.boundsSize.width, columns > 0 else {
            return String(repeating: options.ascii ? "=" : "━", count: columns)
        }
        let thumb = max(1, Int((Double(columns) * scene.boundsSize.width / contentWidth).rounded()))
        let start = min(columns - thumb, Int((Double(columns) * scene.contentOffset / contentWidth).rounded()))
        let track: Character = options.ascii ? "-" : "─"
        let fill: Character = options.ascii ? "#" : "█"
        return String(repeating: track, count: start) + String(repeating: fill, count: thumb)
            + String(repeating: track, count: columns - start - thumb)
    }
}

/// The attributes as a table: what `frames` shows for a scrolling collection.
public enum CollectionTable {
    /// The columns two spaces apart, or one when that is what it takes to fit `maxColumns`
    /// (the drum's eleven columns are 81 wide with two).
    public static func render(_ attributes: [CollectionItemAttributes], drum: Bool, maxColumns: Int? = nil) -> [String]
    {
        var header = ["#", "centerX", "centerY", "width", "height", "scale", "rotation", "z"]
        if drum { header += ["outerR", "innerR", "parked"] }
        var rows = [header]
        for item in attributes {
            var row = [
                String(item.index), NumberText.rounded(item.center.x), NumberText.rounded(item.center.y),
                NumberText.rounded(item.size.width),
                NumberText.rounded(item.size.height), NumberText.rounded(item.scale), NumberText.rounded(item.rotation),
                String(item.zIndex),
            ]
            if drum {
                row += [
                    NumberText.rounded(item.custom["outerRadius"] ?? 0),
                    NumberText.rounded(item.custom["innerRadius"] ?? 0),
                    item.isParked ? "yes" : "",
                ]
            }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let wide = widths.reduce(0, +) + 2 * (widths.count - 1)
        let gap = maxColumns.map { wide > $0 } == true ? " " : "  "
        return rows.map { row in
            let cells = row.indices.map { String(repeating: " ", count: widths[$0] - row[$0].count) + row[$0] }
            return cells.joined(separator: gap).trimmingTrailingSpaces
        }
    }
}
