/// The shell's commands, each declared once (see `CommandSpec` and the files in
/// `Declarations/`): the parser, `help`, tab completion, "did you mean" and the lessons' rules
/// all read this table.
public enum CommandCatalog {
    /// Every command, in `help`'s order: group by group, as declared.
    public static let commands: [CommandSpec] = look + change + scrolling + lessons + swift + files

    static let byName: [CommandName: CommandSpec] = Dictionary(
        commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// How `help` groups the commands, in order.
    public static var groups: [(title: String, names: [CommandName])] {
        HelpGroup.allCases.map { group in (group.rawValue, commands.filter { $0.group == group }.map(\.name)) }
    }

    /// Other words accepted for a command, from the declarations.
    public static let aliases: [String: CommandName] = Dictionary(
        commands.flatMap { spec in spec.aliases.map { ($0, spec.name) } }, uniquingKeysWith: { first, _ in first })

    /// Words people type for opening a lesson (`lesson flow-basics`): answered with `open`.
    public static let wordsForOpen: Set<String> = ["lesson", "start", "load", "take"]

    /// The command names in the catalogue's order (what "did you mean" and completion offer).
    public static let names: [String] = commands.map(\.name.rawValue)

    /// The command a word names, by its name or an alias (already lower-cased).
    public static func command(_ word: String) -> CommandName? {
        aliases[word] ?? CommandName(rawValue: word)
    }

    public static func spec(_ word: String) -> CommandSpec? {
        command(word)?.spec
    }
}
