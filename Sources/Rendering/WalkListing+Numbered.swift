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
}
