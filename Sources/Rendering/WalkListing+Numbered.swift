import Workbench

extension WalkListing {
    /// The listing with its line numbers, as `source` and `walk` show it: `  12 │ code`
    /// (`|` in plain ASCII), each line fitted to `width` columns.
    public func numbered(width: Int?, ascii: Bool) -> [String] {
        let digits = String(lines.count).count
        let bar = ascii ? "|" : "│"
        return lines.enumerated().flatMap { index, line -> [String] in
            let number = String(index + 1)
            let prefix = String(repeating: " ", count: digits - number.count) + number + " \(bar) "
            let room = width.map { max(8, $0 - prefix.count) }
            return TextWrap.code([line], width: room).enumerated().map { part, text in
                (part == 0 ? prefix : String(repeating: " ", count: digits) + " \(bar) ") + text
            }
        }
    }

    /// Where line `line` (from 1) begins in `numbered`, the rows `numbered(…)` made of this
    /// listing: numbered lines wrap, so the row is the one carrying the line's number.
    public func row(ofLine line: Int, in numbered: [String]) -> Int? {
        let digits = String(lines.count).count
        let mark = String(repeating: " ", count: max(0, digits - String(line).count)) + String(line) + " "
        return numbered.firstIndex { $0.hasPrefix(mark) }
    }
}
