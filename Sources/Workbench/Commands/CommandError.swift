import LabSupport
import LabText
import LayoutCore

/// Why a line of the command language cannot be done: the parser's and the workspace's
/// refusals, as values. `message` words each in one line that says what is wrong and what is
/// allowed; it is the only place these words are written. The shell, `layoutlab run` and the
/// lesson checker all show that line.
public enum CommandError: LabError, Equatable, Sendable, CustomStringConvertible {
    // MARK: Reading the words

    case unterminatedQuote(Character)
    case backslashAtEnd
    case unknownCommand(String)
    /// A word for opening a lesson, with what followed it: `lesson flow-basics`.
    case meantOpen(String, line: String)
    /// A setting's name at the start of a line, as if it were a command: `width 20`.
    case settingWithoutSet(String, line: String)
    case unknownHelpTopic(String)
    /// A word outside a closed set (a layout, an alignment, an anchor, on or off); `what`
    /// names the set.
    case unknownWord(String, what: String, allowed: [String])
    case unknownOption(String, allowed: [String])
    case tooManyWords(usage: String)
    case wrongWordCount(usage: String)
    /// A command given nothing to work on: "answer what?".
    case missingArgument(command: String, usage: String)
    case traceOption(String)
    /// `exercise` followed by something other than `start`.
    case exerciseSubcommand(String)
    case exportFormat(String)
    case exportNeedsFileName(usage: String)
    case missingSetting
    case unknownSetting(String)
    case settingUsage(setting: String, values: String)

    // MARK: Reading values

    /// Not a number at all; `allowed` (when known) says what would be.
    case notANumber(String, name: String, allowed: String?)
    /// A number, but not one that is allowed.
    case numberOutOfRange(String, name: String, problem: String, allowed: String)
    /// A value that had to be a number of some kind: "goto needs a step number, got 'x'".
    case needsNumber(name: String, kind: String, got: String)
    case badBounds(String)
    case badOrigin(String)
    case sizeGivenTwice(String)
    case threeDotRange(String)
    case notAnItemWord(String, usage: String)
    /// `min=` after an item that is no spacer.
    case spacerOnly(String)
    case emptyTextItem

    // MARK: Applying an edit

    case collectionDoesNotFit(CollectionKind, CollectionSceneError)
    case collectionSetting(CollectionSettingError)
    case onlyForCollections
    case onlyForFlowLayouts(CollectionKind)
    case nothingToRemove
    case secondOverflowIndicator
    case noItemAt(Int, count: Int)
    case noItemLabelled(String, labels: [String], someUnlabelled: Bool)
    case collectionItemsAreNumbered(String, CollectionKind, count: Int)
    /// `trace` on a scrolling collection, which proposes no sizes.
    case noTraceForCollections

    public var description: String { message }

    public var message: String {
        switch self {
        case .unterminatedQuote(let quote): "unterminated \(quote) quote; close it with another \(quote)"
        case .backslashAtEnd: "a backslash at the end of the line has nothing to escape"
        case .unknownCommand(let word):
            "unknown command '\(Quote.cut(word))'\(Suggestion.didYouMean(word.lowercased(), among: CommandCatalog.names)) (type help for the list)"
        case .settingWithoutSet(let word, let line): "\(word) is a setting, not a command; did you mean 'set \(line)'?"
        case .meantOpen(let word, let line):
            "unknown command '\(Quote.cut(word))'; did you mean '\(Quote.cut(line))'? (lessons lists them)"
        case .unknownHelpTopic(let topic):
            "no command '\(Quote.cut(topic))'\(Suggestion.didYouMean(topic, among: CommandCatalog.names))"
        case .unknownWord(let word, let what, let allowed):
            "unknown \(what) '\(Quote.cut(word))'\(Suggestion.didYouMean(word, among: allowed)) (allowed: \(allowed.joined(separator: ", ")))"
        case .unknownOption(let option, let allowed):
            Suggestion.didYouMean(option, among: allowed).isEmpty
                ? "unknown option '\(Quote.cut(option))' (allowed: \(allowed.joined(separator: ", ")))"
                : "unknown option '\(Quote.cut(option))'\(Suggestion.didYouMean(option, among: allowed))"
        case .tooManyWords(let usage): "too many words; usage: \(usage)"
        case .wrongWordCount(let usage): "usage: \(usage)"
        case .missingArgument(let command, let usage): "\(command) what? usage: \(usage)"
        case .traceOption(let option): "trace takes only 'fresh' (a run from a new cache), got '\(Quote.cut(option))'"
        case .exerciseSubcommand(let word):
            "exercise takes only start, got '\(Quote.cut(word))'\(Suggestion.didYouMean(word, among: ["start"])) (exercise start ID [DIR])"
        case .exportFormat(let format):
            "export writes svg (the picture) or walk (the walk), not \(format): export svg FILE, export walk FILE.html"
        case .exportNeedsFileName(let usage): "export needs one file name; usage: \(usage)"
        case .missingSetting:
            "set what? one of: \(Setting.flowNames.joined(separator: ", ")), a variant's name, or a collection's bounds, items and parameters (help set lists them all)"
        case .unknownSetting(let word):
            "unknown setting '\(Quote.cut(word))'\(Suggestion.didYouMean(word, among: Setting.all.map(\.name))) (allowed: \(Setting.flowNames.joined(separator: ", ")), a variant's name, or a collection's bounds, items and parameters; help set lists them all)"
        case .settingUsage(let setting, let values): "usage: set \(setting) \(values)"
        case .notANumber(let text, let name, let allowed):
            "\(name) '\(Quote.cut(text))' is not a number" + (allowed.map { " (allowed: \($0))" } ?? "")
        case .numberOutOfRange(let text, let name, let problem, let allowed):
            "\(name) \(text) \(problem) (allowed: \(allowed))"
        case .needsNumber(let name, let kind, let got): "\(name) needs \(kind), got '\(Quote.cut(got))'"
        case .badBounds(let text): "bounds are WIDTHxHEIGHT, like 60x20; got '\(Quote.cut(text))'"
        case .badOrigin(let text): "origin is X,Y, like 5,2 or 0,0; got '\(Quote.cut(text))'"
        case .sizeGivenTwice(let text): "the size is given twice ('\(Quote.cut(text))'); an item has one size"
        case .threeDotRange(let text):
            "a range takes two dots, like 2..8x1 (MIN..MAX) or 2..4..8x1 (MIN..IDEAL..MAX); got '\(Quote.cut(text))'"
        case .notAnItemWord(let text, let usage):
            "'\(Quote.cut(text))' is neither a size (6x3, or 2..8x1 for a flexible item) nor an option (anchor=, priority=, flex=, break); usage: \(usage)"
        case .spacerOnly(let text):
            "'\(Quote.cut(text))' is a spacer's least length (Spacer(minLength:)): add spacer min=N; a flexible item has its own minimum (add X 2..8x1)"
        case .emptyTextItem: "a text item needs a label with something to show; give a label or a size (add Box 6x3)"
        case .collectionDoesNotFit(let kind, let error):
            "\(kind.rawValue) does not fit these bounds: \(CollectionSettingError.scene(error).message)"
        case .collectionSetting(let error): error.message
        case .onlyForCollections:
            "that is for the scrolling collections: layout snap-carousel, card-stack or drum first"
        case .onlyForFlowLayouts(let kind):
            "\(kind.rawValue) is sized by its bounds: set bounds WIDTHxHEIGHT (width, height, spacing, align, origin and the variants belong to the flow layouts)"
        case .nothingToRemove: "there are no items to remove"
        case .secondOverflowIndicator:
            "there is an overflow indicator already (the last item): SwiftUI-Flow's .maxLines(_:overflow:) has one"
        case .noItemAt(let index, let count): "no item \(index); indices go from 0 to \(count - 1)"
        case .noItemLabelled(let label, let labels, let someUnlabelled):
            "no item labelled '\(Quote.cut(label))'"
                + (labels.isEmpty ? "" : " (items: \(labels.joined(separator: ", ")))")
                + (someUnlabelled
                    ? "; spacers and breaks have no label: remove them by index (frames lists them)" : "")
        case .noTraceForCollections: "collection layouts have no proposals to trace; frames lists their attributes"
        case .collectionItemsAreNumbered(let label, let kind, let count):
            "no item '\(Quote.cut(label))': the items of \(kind.rawValue) are numbered, not labelled; remove an index from 0 to \(count - 1)"
        }
    }
}
