import Exercises
import LabSupport
import LabText
import LayoutCore
import Workbench

/// Tab completion: what could come next, given the text before the cursor.
public enum Completion {
    /// The candidates for the word being typed, spelled as they should be typed: a label
    /// that would otherwise read as something else (a space, a quote, a backslash or `#` in
    /// it; a whole number, which `remove` would take for an index) comes quoted,
    /// `"Hello world"`, so the completed line still means that label.
    public static func candidates(
        _ before: String, labels: [String], itemCount: Int = 0, lessonIds: [String] = [],
        collection: CollectionKind? = nil, layout: LayoutKind = .wrap
    ) -> [String] {
        let (completed, word, typed) = split(before)
        // Candidates are matched on what the typed word means (quotes and backslashes taken
        // off), and unquoted also on how they are spelled.
        let quoted = word.first == "\"" || word.first == "'"
        let options = choices(
            after: completed.map { $0.lowercased() }, typing: typed, labels: labels, itemCount: itemCount,
            lessonIds: lessonIds, collection: collection, layout: layout)
        func matches(_ option: Option, ignoringCase: Bool) -> Bool {
            let fold = { (text: String) in ignoringCase ? text.lowercased() : text }
            return startsWith(fold(option.plain), fold(typed))
                || (!quoted && startsWith(fold(option.spelled), fold(word)))
        }
        // Smart case: a capital letter typed asks for that case ("S": Swift and SwiftUI, not
        // spacer); all in small letters matches any case, as `remove` finds labels.
        let caseMatters = typed.contains { $0.isUppercase }
        var found = caseMatters ? options.filter { matches($0, ignoringCase: false) } : []
        if found.isEmpty { found = options.filter { matches($0, ignoringCase: true) } }
        return found.map(\.spelled).removingDuplicates()
    }

    /// A prefix by Unicode scalars, not characters: "👨" begins "👨‍👩‍👧", as typing it does.
    private static func startsWith(_ text: String, _ prefix: String) -> Bool {
        text.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// The word being typed, as typed: everything after the last space outside quotes,
    /// an opening quote included. Completion replaces it.
    public static func currentWord(_ before: String) -> String { split(before).word }

    /// How a path must be typed: quoted like a label when it needs it, and a folder's quote
    /// left open, so that Tab can go on into it.
    static func spelledPath(_ path: String) -> String {
        let spelled = spelledLabel(path)
        return path.hasSuffix("/") && spelled.hasSuffix("\"") ? String(spelled.dropLast()) : spelled
    }

    /// How an item's label must be typed to be read back as that label.
    public static func spelledLabel(_ label: String) -> String {
        let special = label.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "#" }
        guard special || Int(label) != nil else { return label }
        var quoted = "\""
        for character in label {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A candidate: as it is typed, and as it reads (a label without its quotes).
    struct Option {
        var spelled: String
        var plain: String

        init(_ word: String) {
            spelled = word
            plain = word
        }

        init(label: String) {
            spelled = Completion.spelledLabel(label)
            plain = label
        }

        init(path: String) {
            spelled = Completion.spelledPath(path)
            plain = path
        }
    }

    /// The words before the cursor that are complete (quotes taken off), and the one being
    /// typed, as typed and as it reads, by the command parser's own rules.
    static func split(_ before: String) -> (completed: [String], word: String, value: String) {
        let scan = Tokenizer.scan(before)
        guard let start = scan.lastWordStart, let last = scan.words.last else {
            return (scan.words.map(\.text), "", "")
        }
        return (scan.words.dropLast().map(\.text), String(before[start...]), last.text)
    }

    /// What may follow the words already complete: the command names, or what the command's
    /// declaration says may be typed at this position (`CommandSpec.arguments`).
    static func choices(
        after words: [String], typing typed: String, labels: [String], itemCount: Int, lessonIds: [String],
        collection: CollectionKind?, layout: LayoutKind
    ) -> [Option] {
        guard let first = words.first else {
            return (CommandCatalog.names + Array(CommandCatalog.aliases.keys).sorted()).map { Option($0) }
        }
        guard let spec = CommandCatalog.spec(first.lowercased()), let slot = spec.slot(at: words.count - 1) else {
            return []
        }
        switch slot {
        case .words(let words): return words.map { Option($0) }
        case .commandNames: return CommandCatalog.names.map { Option($0) }
        case .layoutNames: return (LayoutKind.allNames + CollectionKind.allNames).map { Option($0) }
        case .settingNames:
            // Only what applies to the layout in use.
            guard let collection else {
                return Setting.all.filter { setting in
                    if case .variant(let variant) = setting { return variant.layout == layout }
                    if case .swiftUIFlow = setting { return layout.isSwiftUIFlow }
                    return !setting.isForCollections
                }.map { Option($0.name) }
            }
            return (["bounds", "items"] + collection.parameters.map(\.rawValue) + ["autoshow"]).map { Option($0) }
        case .settingValues:
            guard let setting = Setting(words[1].lowercased()) else { return [] }
            return setting.words.completions.map { Option($0) }
        case .items:
            // A collection's items are numbered, not labelled.
            return (collection == nil ? labels.map(Option.init(label:)) : [])
                + (0..<min(itemCount, 100)).map { Option(String($0)) }
        case .lessonIds: return lessonIds.map { Option($0) }
        case .lessonIdsOrFiles:
            return lessonIds.map { Option($0) } + paths(typed, suffix: ".lesson").map(Option.init(path:))
        case .path(let suffix): return paths(typed, suffix: suffix).map(Option.init(path:))
        case .exerciseIds: return ExerciseCatalog.all.map { Option($0.id) }
        case .itemOptions: return ItemOption.completions.map { Option($0) }
        case .free, .code: return []
        }
    }

    /// Files and folders for a word that looks like a path (it has a `/`, or starts with `.`
    /// or `~`): the entries of its folder that begin with its last part, folders with a `/`
    /// so Tab can go on into them; files only with `suffix`, when one is given.
    static func paths(_ typed: String, suffix: String?) -> [String] {
        guard typed.contains("/") || typed.hasPrefix(".") || typed.hasPrefix("~") else { return [] }
        if typed == "~" { return ["~/"] }
        let slash = typed.lastIndex(of: "/")
        let folderTyped = slash.map { String(typed[...$0]) } ?? ""
        let start = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder = CommandParser.expandingHome(folderTyped.isEmpty ? "." : folderTyped)
        // A name with control characters in it is not offered: listed, it would reach the
        // terminal raw, and it cannot be typed anyway.
        return FileSystem.entries(in: folder).filter { $0.hasPrefix(start) && VisibleText.isPlain($0) }.compactMap {
            name in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if FileSystem.isDirectory(path) { return folderTyped + name + "/" }
            return suffix.map(name.hasSuffix) ?? true ? folderTyped + name : nil
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
