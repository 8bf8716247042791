import LabText
import LayoutCore

/// The help that lists layouts, derived from the layout kinds, so that none is left out (`help
/// layout`, `source` and `check` once named neither hstack nor vstack).
public enum LayoutHelp {
    /// Every layout name `layout` takes, flows then collections.
    public static var names: [String] { LayoutKind.allNames + CollectionKind.allNames }

    /// `layout NAME|…`.
    public static var usage: String { "layout " + names.joined(separator: "|") }

    /// One line per layout: its name and what it is.
    public static var table: String {
        let rows =
            LayoutKind.allCases.map { ($0.rawValue, $0.summary) }
            + CollectionKind.allCases.map { ($0.rawValue, $0.summary) }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 }.joined(separator: "\n")
    }

    /// The layouts `source` and `walk` list, each by its own code: every one but those listed as
    /// another's.
    public static var listed: [String] {
        LayoutKind.allCases.filter { $0.listedAs == $0 }.map(\.rawValue) + CollectionKind.allNames
    }

    /// What the layouts listed as another's are: "vstack is hstack's code along the height".
    public static var listedAsAnother: String {
        LayoutKind.allCases.filter { $0.listedAs != $0 }
            .map { "\($0.rawValue) is \($0.listedAs.rawValue)'s code along the height" }.joined(separator: "; ")
    }

    /// Whose layouts the exercises are written from: "articles 000, 001, 003 and 004,
    /// SwiftUI-Flow and OpenSwiftUI".
    public static var sources: String {
        var articles = Set(LayoutKind.allCases.filter(\.isArticle).map(\.article))
        articles.insert("003")  // the collections'
        let others = LayoutKind.allCases.filter { !$0.isArticle }.map(\.article)
        var seen: [String] = []
        for name in others where !seen.contains(name) { seen.append(name) }
        let sorted = articles.sorted()
        return "articles " + sorted.dropLast().joined(separator: ", ") + " and " + (sorted.last ?? "") + ", "
            + seen.dropLast().joined(separator: ", ") + " and " + (seen.last ?? "")
    }

    /// "a, b and c".
    public static func list(_ words: [String], last: String = "and") -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(last) " + (words.last ?? "")
    }
}
