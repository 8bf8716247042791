import LayoutCore

/// Tab completion: what could come next, given the text before the cursor.
public enum Completion {
    public static func candidates(
        _ before: String, itemNames: [String], lessonIds: [String] = [], scrolling: Bool = false
    ) -> [String] {
        let words = before.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsInSpace = before.last == " " || before.isEmpty
        let completed = endsInSpace ? words : Array(words.dropLast())
        let word = currentWord(before)
        let options = choices(
            after: completed.map { $0.lowercased() }, itemNames: itemNames, lessonIds: lessonIds, scrolling: scrolling)
        return options.filter { $0.lowercased().hasPrefix(word.lowercased()) && $0 != word }.removingDuplicates()
    }

    /// The word being typed: everything after the last space.
    public static func currentWord(_ before: String) -> String {
        String(before.reversed().prefix { $0 != " " }.reversed())
    }

    /// What may follow the words already complete.
    static func choices(after words: [String], itemNames: [String], lessonIds: [String], scrolling: Bool) -> [String] {
        guard let command = words.first else {
            return CommandCatalog.names + Array(CommandCatalog.aliases.keys).sorted()
        }
        let canonical = CommandCatalog.aliases[command] ?? command
        switch (canonical, words.count) {
        case ("help", 1): return CommandCatalog.names
        case ("layout", 1): return LayoutKind.allNames + CollectionKind.allNames
        case ("set", 1):
            // Only what applies to the layout in use.
            let collection = [
                "bounds", "items", "inset", "distance", "item-height", "min-scale", "correction", "visible-items",
                "max-scale",
            ]
            return CommandCatalog.setParameters.filter { scrolling == collection.contains($0) || $0 == "autoshow" }
        case ("set", 2):
            switch words[1] {
            case "width", "height": return ["none", "infinity", "10", "20", "30", "40", "60", "80"]
            case "spacing", "hspacing", "vspacing": return ["system", "0", "1", "2"]
            case "align": return Alignment.allNames
            case "autoshow", "correction": return ["on", "off"]
            case "bounds": return ["60x20", "40x20", "20x30"]
            default: return []
            }
        case ("add", 1): return ["spacer", "break"]
        case ("add", _): return Alignment.allNames.map { "anchor=\($0)" } + ["break"]
        case ("remove", 1): return itemNames
        case ("export", 1): return ["svg"]
        case ("export", 3): return ["--force"]
        case ("open", 1): return lessonIds
        default: return []
        }
    }

    public static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}

extension Array where Element: Hashable {
    func removingDuplicates() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
