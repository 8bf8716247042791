/// The cells of a viewport already taken by something nearer the viewer. Cards drawn front to
/// back ask it which parts of each of their lines are still free, draw only those, and claim
/// the rest: every cell is written once, however many cards lie under it, and a line that is
/// wholly taken is skipped without being looked at. (Drawn back to front, a stack of a thousand
/// cards on a 1000×1000 canvas wrote a thousand times a million cells.)
struct CoverageMask {
    let columns: Range<Int>
    let lines: Range<Int>
    /// Per line, the taken columns as sorted ranges that neither touch nor overlap.
    private var taken: [[Range<Int>]]
    /// Per line, a line at or below it that may still be open (a wholly taken line points on;
    /// the chains are shortened as they are followed).
    private var nextOpen: [Int]

    init(columns: Range<Int>, lines: Range<Int>) {
        self.columns = columns
        self.lines = lines
        taken = Array(repeating: [], count: lines.count)
        nextOpen = Array(lines.lowerBound...lines.upperBound)
    }

    /// The first line of `range` that is not wholly taken (`nil` when there is none).
    mutating func firstOpenLine(in range: Range<Int>) -> Int? {
        let start = max(range.lowerBound, lines.lowerBound)
        guard start < min(range.upperBound, lines.upperBound) else { return nil }
        let open = find(start)
        return open < range.upperBound && open < lines.upperBound ? open : nil
    }

    /// Whether nothing of `span` (as far as it lies in the viewport) on `line` is taken.
    func isFree(_ span: Range<Int>, on line: Int) -> Bool {
        let span = span.clamped(to: columns)
        guard lines.contains(line), !span.isEmpty else { return true }
        return !taken[line - lines.lowerBound].contains { $0.overlaps(span) }
    }

    /// Claims `span` of `line` and returns the parts of it that were free, left to right.
    mutating func claim(_ span: Range<Int>, on line: Int) -> [Range<Int>] {
        let span = span.clamped(to: columns)
        guard lines.contains(line), !span.isEmpty else { return [] }
        let row = line - lines.lowerBound
        // The ranges that overlap or touch the span are merged with it into one.
        var low = 0
        var high = taken[row].count
        while low < high {
            let middle = (low + high) / 2
            if taken[row][middle].upperBound < span.lowerBound { low = middle + 1 } else { high = middle }
        }
        let first = low
        var last = first
        var free: [Range<Int>] = []
        var cursor = span.lowerBound
        var merged = span
        while last < taken[row].count, taken[row][last].lowerBound <= span.upperBound {
            let range = taken[row][last]
            if range.lowerBound > cursor { free.append(cursor..<min(range.lowerBound, span.upperBound)) }
            cursor = max(cursor, range.upperBound)
            merged = min(merged.lowerBound, range.lowerBound)..<max(merged.upperBound, range.upperBound)
            last += 1
        }
        if cursor < span.upperBound { free.append(cursor..<span.upperBound) }
        // In place: a line's ranges are not copied on every claim.
        taken[row].replaceSubrange(first..<last, with: CollectionOfOne(merged))
        if taken[row].count == 1, taken[row][0] == columns { nextOpen[row] = line + 1 }
        return free
    }

    /// The first open line at or below `line`, shortening the chain on the way.
    private mutating func find(_ line: Int) -> Int {
        var open = line
        while open < lines.upperBound, nextOpen[open - lines.lowerBound] != open {
            open = nextOpen[open - lines.lowerBound]
        }
        var step = line
        while step < open {
            let next = nextOpen[step - lines.lowerBound]
            nextOpen[step - lines.lowerBound] = open
            step = next
        }
        return open
    }
}
