import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// The drum's outer rim, so that the items' arc can be seen. On a UTF-8 terminal it is drawn
/// in braille dots, two across and four down in every cell: a wheel drawn small still reads as
/// a smooth curve, not as rows of dots. In ASCII, a `.` marks every cell the rim passes.
struct DrumRim {
    let options: RenderOptions

    /// Draws the rim of `scene`'s wheel into the viewport whose top-left cell is (`left`,
    /// `top`), `cells` wide and high, at `scale` units a cell, showing the bounds' unit lines
    /// `shown`. Returns the viewport's lines the rim is drawn on.
    func draw(
        on canvas: inout Canvas, _ scene: CollectionScene, left: Int, top: Int, shown: ClosedRange<Int>,
        scale: (across: Int, down: Int), cells: (columns: Int, lines: Int)
    ) -> Set<Int> {
        guard let drum = scene.layout as? DrumLayout, cells.columns > 0, cells.lines > 0 else { return [] }
        let geometry = drum.geometry(scene.boundsSize)
        let w = scene.boundsSize.width / 2
        let h = scene.boundsSize.height
        let centerY = h > w ? h : geometry.radius
        // Dots a cell: 2 × 4 in braille, 1 × 1 in ASCII.
        let dots = options.ascii ? (across: 1, down: 1) : (across: 2, down: 4)
        var grid = DotGrid(columns: cells.columns * dots.across, lines: cells.lines * dots.down)
        // A unit of the rim's length is at most this many dots: sampled twice as often, no dot
        // on the curve is skipped.
        let dotsPerUnit = max(Double(dots.across) / Double(scale.across), Double(dots.down) / Double(scale.down))
        let steps = max(8, Int(2 * dotsPerUnit * geometry.radius * geometry.visibleAngle))
        for step in 0...steps {
            let angle = -geometry.visibleAngle / 2 + geometry.visibleAngle * Double(step) / Double(steps)
            let x = w + geometry.radius * sin(angle)
            let y = centerY - geometry.radius * cos(angle) - Double(shown.lowerBound)
            guard y >= 0, y <= Double(shown.count) else { continue }
            // Each point goes to the dot it falls in: the rim's ends at x = 0 and x = width land
            // in the first and last column alike, its bottom at the last line.
            grid.plot(
                x: x * Double(dots.across) / Double(scale.across), y: y * Double(dots.down) / Double(scale.down))
        }
        var lines: Set<Int> = []
        for line in 0..<cells.lines {
            for column in 0..<cells.columns {
                let bits = grid.cell(column: column, line: line, size: dots)
                guard bits != 0 else { continue }
                let glyph: Character = options.ascii ? "." : Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
                canvas.put(glyph, x: left + column, y: top + line, color: nil)
                lines.insert(line)
            }
        }
        return lines
    }
}

/// A grid of dots, the sub-cell resolution of a braille picture.
private struct DotGrid {
    let columns: Int
    let lines: Int
    private var on: [Bool]

    init(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
        on = Array(repeating: false, count: columns * lines)
    }

    /// Sets the dot (x, y) falls in, clamped into the grid.
    mutating func plot(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        let column = min(columns - 1, max(0, Int(x.rounded(.down))))
        let line = min(lines - 1, max(0, Int(y.rounded(.down))))
        on[line * columns + column] = true
    }

    /// A cell's dots as the braille block's bits (dots 1–8, Unicode's order), or 1 for a cell
    /// of one dot.
    func cell(column: Int, line: Int, size: (across: Int, down: Int)) -> UInt8 {
        // Unicode's braille bits: the left column's dots 1, 2, 3 and 7, the right's 4, 5, 6, 8.
        let bit: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        var bits: UInt8 = 0
        for dy in 0..<size.down {
            for dx in 0..<size.across where on[(line * size.down + dy) * columns + column * size.across + dx] {
                bits |= size.across == 1 && size.down == 1 ? 1 : bit[dy][dx]
            }
        }
        return bits
    }
}
