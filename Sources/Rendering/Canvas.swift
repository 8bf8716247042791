import LabSupport
import LabText
import LayoutCore

/// A grid of terminal cells to draw on. Each cell holds one character; a wide character
/// (CJK, emoji) takes its cell and the next one, so columns always line up as the terminal
/// will show them. Drawing outside the grid is clipped, never an error.
struct Canvas {
    enum Cell: Equatable {
        case glyph(Character, color: Int?)
        /// The right half of a wide character in the cell to the left.
        case continuation

        static let blank = Cell.glyph(" ", color: nil)
    }

    let width: Int
    let height: Int
    private var cells: [[Cell]]
    /// When set, drawing outside these columns and lines (inclusive lower, exclusive upper
    /// bounds) is clipped: a collection's viewport shows only what is inside it.
    var clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    /// How many times a cell was written: what drawing cost (the tests hold it to the area).
    private(set) var cellsWritten = 0

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
    }

    /// Writes `text` from column `x` of line `y`, one character per display column (two for
    /// wide ones), clipped to the canvas. Returns the column after the last one written.
    @discardableResult
    mutating func write(_ text: String, x: Int, y: Int, color: Int? = nil) -> Int {
        var column = x
        for character in text {
            let columns = DisplayWidth.of(character)
            if columns == 0 { continue }  // nothing a terminal would advance over
            if columns == 2 {
                if column >= 0, column + 1 < width {
                    set(column, y, .glyph(character, color: color))
                    set(column + 1, y, .continuation)
                } else {
                    set(column, y, .glyph(" ", color: color))  // half a wide character: a space
                }
            } else {
                set(column, y, .glyph(character, color: color))
            }
            column += columns
        }
        return column
    }

    /// Puts one character that takes one column (a box's glyphs, a card's digits) in a cell.
    mutating func put(_ character: Character, x: Int, y: Int, color: Int?) {
        set(x, y, .glyph(character, color: color))
    }

    private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        if let clip, x < clip.minX || x >= clip.maxX || y < clip.minY || y >= clip.maxY { return }
        cellsWritten += 1
        // Overwriting half of a wide character leaves the other half as a space.
        if cells[y][x] == .continuation, x > 0 { cells[y][x - 1] = .blank }
        if case .glyph(let old, _) = cells[y][x], DisplayWidth.of(old) == 2, x + 1 < width, cell != .continuation {
            cells[y][x + 1] = .blank
        }
        cells[y][x] = cell
    }

    /// The lines of the picture, trailing spaces removed; colours as ANSI escapes when asked.
    /// A line with something drawn beyond `limit` columns is cut there, `cut` marking where;
    /// with `cutEveryLine` (the picture itself goes on past the canvas), every line is.
    func lines(color: Bool, limit: Int? = nil, cut: Character = "▸", cutEveryLine: Bool = false) -> [String] {
        cells.map { row in
            var visible = row[...]
            var isCut = false
            if let limit, limit > 1, row.count > limit,
                cutEveryLine || row[limit...].contains(where: { $0 != .blank })
            {
                visible = row[..<(limit - 1)]
                // A wide character whose right half would fall past the cut becomes a space.
                if case .glyph(let character, _) = visible.last, DisplayWidth.of(character) == 2 {
                    visible = visible.dropLast() + [.blank]
                }
                isCut = true
            }
            var line = ""
            var current: Int?
            for case .glyph(let character, let cellColor) in visible {
                if color, cellColor != current {
                    line += cellColor.map { "\u{1B}[\(Palette.ansi($0))m" } ?? "\u{1B}[0m"
                    current = cellColor
                }
                line.append(character)
            }
            if color, current != nil { line += "\u{1B}[0m" }
            if isCut { return line + String(cut) }
            return line.trimmingTrailingSpaces
        }
    }
}

/// The colours given to items in turn. Colour only helps tell items apart; every item is
/// also drawn with its own outline and label, so nothing is lost without it.
enum Palette {
    static let ansiCodes = ["36", "33", "35", "32", "34", "31"]
    static let svgColors = ["#5fb3c8", "#e0b040", "#c070c0", "#60b060", "#6080e0", "#e06060"]

    /// Any index, negative ones too (a learner's carousel may number an item -1).
    static func ansi(_ index: Int) -> String {
        ansiCodes[((index % ansiCodes.count) + ansiCodes.count) % ansiCodes.count]
    }
    static func svg(_ index: Int) -> String { svgColors[index % svgColors.count] }
}

/// Cuts a label to fit `columns` display columns, ending with `…` when anything was cut.
func fit(_ text: String, columns: Int) -> String {
    DisplayWidth.cut(text, columns: columns)
}
