import LabText
import Workbench

extension SVGRenderer {
    /// The SVG's rulers, as the terminal picture's: along the top a mark every unit, a longer
    /// one every five and a number every ten; down the left a number every five lines, at the
    /// line's middle. A class reads an x or a height off them as it does off the terminal.
    struct Ruler {
        /// The band the top ruler takes above the drawing, in pixels.
        static let topHeight = 22.0
        /// Past this many units a mark every unit would be a blur (and a large file): every ten.
        static let mostMarks = 2_000

        let columns: ClosedRange<Int>
        let lines: ClosedRange<Int>
        /// The band the line numbers take left of the drawing, in pixels: the widest number.
        let leftWidth: Double

        init(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
            let first = (x: Self.unit(start.x.rounded(.up)), y: Self.unit(start.y.rounded(.down)))
            let last = (x: Self.unit(end.x.rounded(.down)), y: Self.unit(end.y.rounded(.up)) - 1)
            columns = first.x...max(first.x, last.x)
            lines = first.y...max(first.y, last.y)
            let widest = [lines.lowerBound, lines.upperBound].map { String($0).count }.max() ?? 1
            leftWidth = Double(widest) * 9 + 8
        }

        /// A finite unit within what a drawing can span.
        private static func unit(_ value: Double) -> Int {
            value.isFinite ? Int(min(max(value, -1_000_000), 1_000_000)) : 0
        }

        /// The marks and numbers, placed by the drawing's own `x` and `y`.
        func svg(x: (Double) -> Double, y: (Double) -> Double, withheld: Set<PictureDetail>) -> String {
            let every = columns.count > Self.mostMarks ? 10 : 1
            let base = y(Double(lines.lowerBound)) - 2
            var marks = ""
            var numbers = ""
            for column in columns where column % every == 0 {
                let long = column % 5 == 0
                marks += "M\(Self.number(x(Double(column)))) \(Self.number(base))v-\(long ? 7 : 3)"
                if column % 10 == 0, !withheld.contains(.columnNumbers) {
                    numbers +=
                        "<text x=\"\(Self.number(x(Double(column))))\" y=\"\(Self.number(base - 8))\" text-anchor=\"middle\">\(column)</text>"
                }
            }
            let edge = x(Double(columns.lowerBound)) - 6
            if !withheld.contains(.lineNumbers) {
                for line in lines where line % 5 == 0 || line == lines.upperBound {
                    numbers +=
                        "<text x=\"\(Self.number(edge))\" y=\"\(Self.number(y(Double(line) + 0.5) + 5))\" text-anchor=\"end\">\(line)</text>"
                }
            }
            return """
                  <g class="ruler" fill="#666"><path d="\(marks)" stroke="#888" stroke-width="1"/>\(numbers)</g>

                """
        }

        private static func number(_ value: Double) -> String { NumberText.rounded(value, decimals: 2) }
    }
}
