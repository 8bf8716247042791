import LabSupport
import LayoutCore

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
        /// The items with at least one cell of their own in the picture: a stack must show its
        /// cards, a wheel its items, however small it is drawn.
        public var itemsShown: Set<Int> = []
        /// The lines of the viewport the drum's rim is drawn on: a wheel must look like one.
        public var rimLines: Set<Int> = []

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
        let shown = shownLines(scene, visible, lines: lines)
        // A stack's cards may each need a line below the shown ones to peek out on (half the
        // picture at most: a deep stack shows its nearest cards).
        let peeking = scene.kind == .cardStack ? min(max(0, visible.count - 1), (options.pictureLines ?? 0) / 2) : 0
        let scale = self.scale(columns: columns, lines: shown.count, extraLines: peeking)
        let cellColumns = (columns + scale.across - 1) / scale.across
        // A unit position to a cell: rounded to a whole unit, then divided by the scale.
        let across = { (units: Double) in Self.floorDivide(Self.cell(units), scale.across) }
        let down = { (line: Int) in Self.floorDivide(line - shown.lowerBound, scale.down) }
        // Each card's lines in cells; in a stack, a card whose bottom edge lies lower than the
        // card over it gets a line of its own to peek out on, at any scale.
        var cardLines: [Int: (first: Int, last: Int)] = [:]
        for item in visible {
            let itemLines = Self.lines(of: item.scaledFrame)
            cardLines[item.index] = (down(itemLines.first), down(itemLines.first + itemLines.count - 1))
        }
        var cellLines = (shown.count + scale.down - 1) / scale.down
        if scene.kind == .cardStack {
            Self.letCardsPeek(visible, &cardLines)
            // Room for the lowest cards to peek out: the lines `scale` kept for them, no more.
            let lowest = cardLines.values.map(\.last).max() ?? 0
            cellLines = max(cellLines, min(lowest + 1, cellLines + peeking))
        }

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
        var rimLines: Set<Int> = []
        if scene.kind == .drum {
            rimLines = DrumRim(options: options).draw(
                on: &canvas, scene, left: left, top: top, shown: shown, scale: scale, cells: (cellColumns, cellLines))
        }
        var itemsShown: Set<Int> = []
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
                if line >= top, line < top + cellLines, span.overlaps(left..<(left + cellColumns)) {
                    itemsShown.insert(item.index)
                }
            }
        } else {
            // Cards are opaque boxes: drawn front to back, each draws only what nothing nearer
            // already covers, so a deep stack costs what the viewport shows, not cards × area.
            let before = canvas.cellsWritten
            // Each card's box in cells, nearest first.
            let boxes = backToFront.reversed().compactMap { item -> CardBox? in
                guard let (firstLine, lastLine) = cardLines[item.index] else { return nil }
                let frame = item.scaledFrame
                let x = across(frame.minX - offset)
                return CardBox(
                    number: item.index, x: left + x, y: top + firstLine,
                    width: max(1, across(frame.maxX - offset) - x), height: lastLine - firstLine + 1)
            }
            for (position, box)
                in (paintsBackToFront ? Array(boxes.enumerated().reversed()) : Array(boxes.enumerated()))
            {
                if Interruption.isRequested { break }  // Ctrl-C: the nearer cards drawn so far
                let written = canvas.cellsWritten
                if paintsBackToFront {
                    // The oracle paints every card whole, worked out from the boxes alone.
                    mask = CoverageMask(columns: mask.columns, lines: mask.lines)
                    drawCard(&canvas, &mask, box, labelLine: box.labelLine(under: boxes[..<position]))
                } else {
                    drawCard(&canvas, &mask, box, labelLine: nil)
                }
                if canvas.cellsWritten > written { itemsShown.insert(box.number) }
            }
            cardCellsWritten = canvas.cellsWritten - before
        }
        return Drawing(
            lines: canvas.lines(color: options.color, limit: options.maxColumns, cut: g.cut), shownLines: shown,
            boundsLines: lines, scale: scale, cardCellsWritten: cardCellsWritten,
            viewportCells: cellColumns * cellLines,
            itemsShown: itemsShown, rimLines: rimLines)
    }

    /// All the bounds' lines, or, when they would not fit the window, only those with cards on
    /// them and one empty line around (the drum's rim fills its bounds: never left out).
    private func shownLines(_ scene: CollectionScene, _ visible: [CollectionItemAttributes], lines: Int)
        -> ClosedRange<Int>
    {
        let all = 0...max(0, lines - 1)
        guard let budget = options.pictureLines, lines + 3 > budget else { return all }
        if scene.kind == .drum {
            // The rim fills the bounds, but for a half circle (bounds taller than half their
            // width) only from its top down: the lines above it are left out.
            guard let drum = scene.layout as? DrumLayout else { return all }
            let top = scene.boundsSize.height - drum.geometry(scene.boundsSize).radius
            guard top >= 2 else { return all }
            return min(lines - 1, Int(top.rounded(.down)) - 1)...(lines - 1)
        }
        guard !visible.isEmpty else { return all }
        // (A stack's cards peek out below the shown lines if they must: see `letCardsPeek`.)
        let covered = visible.map { item in
            let itemLines = Self.lines(of: item.scaledFrame)
            return (itemLines.first, itemLines.first + itemLines.count - 1)
        }
        let first = max(0, (covered.map(\.0).min() ?? 0) - 1)
        let last = min(lines - 1, (covered.map(\.1).max() ?? 0) + 1)
        return first <= last ? first...last : all
    }

    /// Units per cell: 1, or the smallest whole number that fits the window's lines (borders
    /// and scroll bar included) and its columns. Never flatter than a terminal cell's own
    /// shape, about twice as tall as wide: when the lines need more than twice the columns'
    /// scale, the columns are drawn smaller too, so that a wheel stays round.
    func scale(columns: Int, lines: Int, extraLines: Int = 0) -> (across: Int, down: Int) {
        var down = 1
        if let budget = options.pictureLines {
            // `extraLines` whole lines stay whatever the scale: the rest is for the bounds.
            let room = max(1, budget - 3 - extraLines)
            down = max(1, (lines + room - 1) / room)
        }
        var across = 1
        if let width = options.maxColumns, columns + 2 > width {
            let room = max(1, width - 2)
            across = max(1, (columns + room - 1) / room)
        }
        return (max(across, (down + 1) / 2), down)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// In a stack, a card whose bottom edge lies lower than the card over it must be seen to
    /// peek out, even when the difference is less than a line (0.8 with the defaults, and less
    /// than a cell at any smaller scale) and rounding would hide it: such a card's last line
    /// goes one below the card over it. `frames` and the SVG keep the exact numbers.
    static func letCardsPeek(_ items: [CollectionItemAttributes], _ lines: inout [Int: (first: Int, last: Int)]) {
        var previous: (maxY: Double, bottomLine: Int)? = nil
        for item in items.sorted(by: { $0.scaledFrame.maxY < $1.scaledFrame.maxY }) {
            guard var cells = lines[item.index] else { continue }
            if let previous, item.scaledFrame.maxY > previous.maxY + 1e-9, cells.last <= previous.bottomLine {
                cells.last = previous.bottomLine + 1
                lines[item.index] = cells
            }
            previous = (item.scaledFrame.maxY, cells.last)
        }
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
    /// A card's box in the picture's cells.
    struct CardBox {
        let number: Int
        let x: Int, y: Int, width: Int, height: Int

        /// Where the number goes among the box's cells.
        var textSpan: Range<Int> {
            let digits = min(String(number).count, max(0, width - 2))
            let start = x + 1 + (width - 2 - digits) / 2
            return start..<(start + digits)
        }

        /// The line (from the box's top) its number goes on, worked out from the nearer boxes
        /// alone: the middle one, or where nearer cards cover that, the lowest that shows.
        func labelLine(under nearer: ArraySlice<CardBox>) -> Int {
            let covered = { (line: Int) in
                nearer.contains { other in
                    (other.y..<(other.y + other.height)).contains(self.y + line)
                        && other.x < self.textSpan.upperBound && self.textSpan.lowerBound < other.x + other.width
                }
            }
            let middle = (height - 1) / 2
            guard covered(middle) else { return middle }
            return (0..<height).reversed().first { !covered($0) } ?? middle
        }
    }

    private func drawCard(_ canvas: inout Canvas, _ mask: inout CoverageMask, _ box: CardBox, labelLine: Int?) {
        let (x, y, width, height, number) = (box.x, box.y, box.width, box.height, box.number)
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
        let textStart = 1 + (width - 2 - text.count) / 2
        let textSpan = (x + textStart)..<(x + textStart + text.count)
        // The number in the middle line; where nearer cards cover that (a stack's cards show
        // only their lower edges), on the lowest line of the card that shows: every card that
        // can be seen says which it is. (Drawn front to back, the mask holds the nearer cards.)
        var textLine = labelLine ?? (height - 1) / 2
        if labelLine == nil, !mask.isFree(textSpan, on: y + textLine),
            let open = (0..<height).reversed().first(where: { mask.isFree(textSpan, on: y + $0) })
        {
            textLine = open
        }
        var line = mask.firstOpenLine(in: y..<(y + height))
        while let current = line {
            let row = current - y
            for gap in mask.claim(x..<(x + width), on: current) {
                for column in gap {
                    let offset = column - x
                    let glyph: Character
                    // A box two lines high has no inside: its number goes into its top edge (and
                    // a card that only peeks out, into its bottom edge).
                    let onText = row == textLine && offset >= textStart && offset < textStart + text.count
                    if onText, height == 2 || row == 0 || row == height - 1 {
                        glyph = text[offset - textStart]
                    } else if row == 0 {
                        glyph = offset == 0 ? g.topLeft : offset == width - 1 ? g.topRight : g.horizontal
                    } else if row == height - 1 {
                        glyph = offset == 0 ? g.bottomLeft : offset == width - 1 ? g.bottomRight : g.horizontal
                    } else if offset == 0 || offset == width - 1 {
                        glyph = g.vertical
                    } else if onText {
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
