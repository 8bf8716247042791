/// Everything about one command, declared once: its name and aliases, where `help` lists it,
/// its usage and explanation, what may be typed after it (tab completion reads this), when a
/// lesson allows it, and how its words become a `Command`. The parser, completion, `help`, the
/// session's lesson rules and a lesson's setup rules are all read from these declarations
/// (see `CommandCatalog`), as swift-argument-parser derives everything from one declaration.
public struct CommandSpec: Sendable {
    public let name: CommandName
    /// Other words for it (`rm` for `remove`).
    public let aliases: [String]
    public let group: HelpGroup
    public let usage: String
    public let summary: String
    public let details: String
    /// What may be typed after the command, position by position; the last slot repeats when
    /// `lastRepeats` (add's options).
    public let arguments: [ArgumentSlot]
    public let lastRepeats: Bool
    /// When a lesson allows the command, from the command as parsed (`set autoshow` is not
    /// `set width`).
    let policy: @Sendable (Command) -> LessonPolicy
    /// The command from the words after its name; a one-line `CommandError` otherwise.
    let build: @Sendable (_ words: [Word], _ spec: CommandSpec) throws(CommandError) -> Command

    init(
        _ name: CommandName, aliases: [String] = [], group: HelpGroup, usage: String, summary: String,
        details: String, arguments: [ArgumentSlot] = [], lastRepeats: Bool = false,
        policy: LessonPolicy, build: @escaping @Sendable ([Word], CommandSpec) throws(CommandError) -> Command
    ) {
        self.init(
            name, aliases: aliases, group: group, usage: usage, summary: summary, details: details,
            arguments: arguments, lastRepeats: lastRepeats, policyOf: { _ in policy }, build: build)
    }

    init(
        _ name: CommandName, aliases: [String] = [], group: HelpGroup, usage: String, summary: String,
        details: String, arguments: [ArgumentSlot] = [], lastRepeats: Bool = false,
        policyOf: @escaping @Sendable (Command) -> LessonPolicy,
        build: @escaping @Sendable ([Word], CommandSpec) throws(CommandError) -> Command
    ) {
        self.name = name
        self.aliases = aliases
        self.group = group
        self.usage = usage
        self.summary = summary
        self.details = details
        self.arguments = arguments
        self.lastRepeats = lastRepeats
        self.policy = policyOf
        self.build = build
    }

    /// What may be typed at `position` after the command (0 is the first argument).
    public func slot(at position: Int) -> ArgumentSlot? {
        if position < arguments.count { return arguments[position] }
        return lastRepeats ? arguments.last : nil
    }

    // The word-count rules every declaration uses, worded once.

    func expectAtMost(_ count: Int, _ words: [Word]) throws(CommandError) {
        if words.count > count { throw .tooManyWords(usage: usage) }
    }

    func expectExactly(_ count: Int, _ words: [Word]) throws(CommandError) {
        if words.count != count { throw .wrongWordCount(usage: usage) }
    }

    /// A command that takes no words.
    static func bare(_ command: Command) -> @Sendable ([Word], CommandSpec) throws(CommandError) -> Command {
        { words, spec throws(CommandError) in
            try spec.expectAtMost(0, words)
            return command
        }
    }
}

/// Where `help` lists a command, in this order.
public enum HelpGroup: String, CaseIterable, Sendable {
    case look = "Look"
    case change = "Change the layout"
    case scrolling = "Scrolling collections"
    case lessons = "Lessons"
    case swift = "Writing layouts in Swift"
    case files = "Files and leaving"
}

/// When a lesson allows a command: while a prediction hides its picture, while a question
/// waits (its layout stays the one the answer is about), and in a step's setup or a task's
/// solution (only what changes the layout, the same whatever the learner did before).
public struct LessonPolicy: Equatable, Sendable {
    public var whilePredicting: Bool
    public var whileAsking: Bool
    public var inSetup: Bool

    public init(whilePredicting: Bool, whileAsking: Bool, inSetup: Bool) {
        self.whilePredicting = whilePredicting
        self.whileAsking = whileAsking
        self.inSetup = inSetup
    }

    /// Lesson, exercise and leaving commands: they neither show nor change the layout.
    static let always = LessonPolicy(whilePredicting: true, whileAsking: true, inSetup: false)
    /// Changes the layout: a setup's stuff, and what waits for an answer.
    static let edit = LessonPolicy(whilePredicting: false, whileAsking: false, inSetup: true)
    /// Shows the layout as it is: fine while a question waits, not while a prediction does.
    static let look = LessonPolicy(whilePredicting: false, whileAsking: true, inSetup: false)
    /// States the numbers asked for (frames, an SVG), or walks the changes (undo).
    static let afterAnswer = LessonPolicy(whilePredicting: false, whileAsking: false, inSetup: false)
}

/// What may be typed at one position after a command, for tab completion.
public enum ArgumentSlot: Sendable {
    /// One of these words.
    case words([String])
    /// A command's name (`help set`).
    case commandNames
    /// A layout's name.
    case layoutNames
    /// A setting's name, for the layout in use.
    case settingNames
    /// A value for the setting named before it.
    case settingValues
    /// An item: its label, or its index in a scrolling collection.
    case items
    /// A lesson's id.
    case lessonIds
    /// A lesson's id, or a lesson file.
    case lessonIdsOrFiles
    /// A file or folder; files only with the suffix, when one is given.
    case path(suffix: String?)
    /// An exercise's id.
    case exerciseIds
    /// An item's options after its label: a size is typed, an anchor or `break` completed.
    case itemOptions
    /// Anything: nothing to offer.
    case free
    /// The rest of the line as typed, quotes and all: a line of Swift (`try CODE`).
    case code
}
