/// "Did you mean …?" for a word a person typed among the words that are allowed.
public enum Suggestion {
    /// The allowed word closest to `typed`, if it is close enough to be a likely typo:
    /// at most one edit for short words, two for longer ones, ignoring case. A word that
    /// starts the same way as exactly one allowed word also counts.
    public static func closest(to typed: String, among allowed: [String]) -> String? {
        let word = typed.lowercased()
        guard !word.isEmpty else { return nil }
        let limit = word.count <= 4 ? 1 : 2
        // The distance is at least the difference in length: a word far longer than every
        // allowed one (a megabyte pasted by mistake) is not compared letter by letter.
        let length = word.count
        let scored = allowed.filter { abs($0.count - length) <= limit }.map { ($0, distance(word, $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit {
            return best.0
        }
        let prefixed = allowed.filter { $0.lowercased().hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// "; did you mean 'place'?" or "" when nothing is close — or when the closest is the word
    /// itself (allowed elsewhere, so the message must say why it is not allowed here).
    public static func didYouMean(_ typed: String, among allowed: [String]) -> String {
        guard let closest = closest(to: typed, among: allowed), closest.lowercased() != typed.lowercased() else {
            return ""
        }
        return "; did you mean '\(closest)'?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbouring characters each cost one.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
