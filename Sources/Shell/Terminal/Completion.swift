import LayoutCore

/// Tab completion: what could come next, given the text before the cursor.
public enum Completion {
    /// The candidates for the word being typed, spelled as they should be typed: a label
    /// with a space (or a quote or backslash) comes quoted, `"Hello world"`, so the line
    /// still means the same after completion.
    public static func candidates(
        _ before: String, itemNames: [String], lessonIds: [String] = [], scrolling: Bool = false
    ) -> [String] {
        let (completed, word) = split(before)
        let options = choices(
            after: completed.map { $0.lowercased() }, itemNames: itemNames, lessonIds: lessonIds, scrolling: scrolling)
        let typed = word.lowercased()
        let unquoted = typed.hasPrefix("\"") || typed.hasPrefix("'") ? nil : typed
        return options.filter { option in
            let spelled = Self.spelledForTyping(option)
            guard spelled != word else { return false }
            // Typed with a single quote, the candidate is matched on what follows it.
            let singleQuoted = typed.hasPrefix("'") && option.lowercased().hasPrefix(typed.dropFirst())
            return spelled.lowercased().hasPrefix(typed) || singleQuoted
                || unquoted.map { option.lowercased().hasPrefix($0) } == true
        }.map(Self.spelledForTyping).removingDuplicates()
    }

    /// The word being typed, as typed: everything after the last space outside quotes,
    /// an opening quote included. Completion replaces it.
    public static func currentWord(_ before: String) -> String { split(before).word }

    /// How a word must be typed to come back as itself.
    public static func spelledForTyping(_ word: String) -> String {
        guard word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" || $0 == "#" }) else {
            return word
        }
        var quoted = "\""
        for character in word {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// The words before the cursor that are complete (quotes taken off), and the one being
    /// typed. Spaces inside quotes belong to their word, as the command parser reads them.
    static func split(_ before: String) -> (completed: [String], word: String) {
        var completed: [String] = []
        var word = ""
        var value = ""
        var quote: Character? = nil
        var escaped = false
        for character in before {
            if escaped {
                escaped = false
                word.append(character)
                value.append(character)
            } else if character == "\\", quote != "'" {
                escaped = true
                word.append(character)
            } else if quote == nil ? (character == "\"" || character == "'") : character == quote {
                quote = quote == nil ? character : nil
                word.append(character)
            } else if character.isWhitespace, quote == nil {
                if !word.isEmpty { completed.append(value) }
                word = ""
                value = ""
            } else {
                word.append(character)
                value.append(character)
            }
        }
        return (completed, word)
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
