import LabSupport
import LayoutCore

/// Turns the words of a line into a checked `Command`, or a one-line message that says what
/// is wrong and what is allowed.
public enum CommandParser {
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let words = try Tokenizer.words(line)
        guard let first = words.first else { return nil }
        let name = first.text.lowercased()
        let arguments = Array(words.dropFirst())
        guard let command = CommandCatalog.command(name) else {
            if Setting(name) != nil {
                throw .settingWithoutSet(first.text, line: words.map(\.text).joined(separator: " "))
            }
            throw .unknownCommand(first.text)
        }
        let spec = command.spec
        switch command {
        case .help:
            guard let topic = arguments.first?.text else { return .help(topic: nil) }
            guard let named = CommandCatalog.command(topic.lowercased()) else { throw .unknownHelpTopic(topic) }
            return .help(topic: named)
        case .show: try expectAtMost(0, arguments, spec); return .show
        case .frames: try expectAtMost(0, arguments, spec); return .frames
        case .close: try expectAtMost(0, arguments, spec); return .lesson(.close)
        case .trace:
            try expectAtMost(1, arguments, spec)
            guard let option = arguments.first?.text.lowercased() else { return .trace(fresh: false) }
            guard option == "fresh" else {
                throw .traceOption(option)
            }
            return .trace(fresh: true)
        case .clear: try expectAtMost(0, arguments, spec); return .edit(.clear)
        case .undo: try expectAtMost(0, arguments, spec); return .undo
        case .redo: try expectAtMost(0, arguments, spec); return .redo
        case .quit: try expectAtMost(0, arguments, spec); return .quit
        case .lessons: try expectAtMost(0, arguments, spec); return .lesson(.lessons)
        case .next: try expectAtMost(0, arguments, spec); return .lesson(.next)
        case .back: try expectAtMost(0, arguments, spec); return .lesson(.back)
        case .restart: try expectAtMost(0, arguments, spec); return .lesson(.restart)
        case .hint: try expectAtMost(0, arguments, spec); return .lesson(.hint)
        case .skip: try expectAtMost(0, arguments, spec); return .lesson(.skip)
        case .progress: try expectAtMost(0, arguments, spec); return .lesson(.progress)
        case .step: try expectAtMost(0, arguments, spec); return .lesson(.step)
        case .open:
            try expectExactly(1, arguments, spec)
            return .lesson(.open(expandingHome(arguments[0].text)))
        case .exercises: try expectAtMost(0, arguments, spec); return .exercise(.list)
        case .source:
            let rest = arguments.filter { !($0.text == "--solution" && !$0.quoted) }
            if let option = rest.first(where: { $0.text.hasPrefix("--") && !$0.quoted }) {
                throw .unknownOption(option.text, allowed: ["--solution"])
            }
            try expectAtMost(0, rest, spec)
            return .exercise(.source(solution: rest.count < arguments.count))
        case .exercise:
            guard let first = arguments.first else { throw .missingArgument(command: "exercise", usage: spec.usage) }
            guard first.text.lowercased() == "start" else { throw .exerciseSubcommand(first.text) }
            try expectAtMost(3, arguments, spec)
            guard arguments.count >= 2 else { throw .missingArgument(command: "exercise start", usage: spec.usage) }
            return .exercise(
                .start(id: arguments[1].text, folder: arguments.count == 3 ? expandingHome(arguments[2].text) : nil))
        case .check:
            // check FILE, or check FILE --seed N (as a failing check's report suggests).
            var words = arguments
            var seed: UInt64?
            if words.count == 3, words[1].text == "--seed", !words[1].quoted {
                guard let value = UInt64(words[2].text) else {
                    throw .needsNumber(name: "--seed", kind: "a whole number from 0", got: words[2].text)
                }
                seed = value
                words.removeLast(2)
            }
            try expectExactly(1, words, spec)
            return .exercise(.check(file: expandingHome(words[0].text), seed: seed))
        case .watch:
            try expectExactly(1, arguments, spec)
            return .exercise(.watch(file: expandingHome(arguments[0].text)))
        case .preview:
            try expectAtMost(2, arguments, spec)
            guard !arguments.isEmpty else { throw .missingArgument(command: "preview", usage: spec.usage) }
            var step: Int?
            if arguments.count == 2 {
                guard let number = Int(arguments[1].text) else {
                    throw .needsNumber(name: "preview", kind: "a step number", got: arguments[1].text)
                }
                step = number
            }
            return .lesson(.preview(expandingHome(arguments[0].text), step: step))
        case .reset:
            try expectExactly(1, arguments, spec)
            return .lesson(.reset(arguments[0].text))
        case .goto:
            try expectExactly(1, arguments, spec)
            // Whether the step exists is for the lesson to say: it knows how many it has.
            guard let step = Int(arguments[0].text) else {
                throw .needsNumber(name: "goto", kind: "a step number", got: arguments[0].text)
            }
            return .lesson(.goto(step))
        case .answer:
            guard !arguments.isEmpty else { throw .missingArgument(command: "answer", usage: spec.usage) }
            return .lesson(.answer(arguments.map(\.text).joined(separator: " ")))
        case .layout:
            try expectExactly(1, arguments, spec)
            let word = arguments[0].text.lowercased()
            if let kind = LayoutKind(rawValue: word) { return .edit(.layout(kind)) }
            if let kind = CollectionKind(rawValue: word) { return .edit(.collectionLayout(kind)) }
            throw .unknownWord(
                arguments[0].text, what: "layout", allowed: LayoutKind.allNames + CollectionKind.allNames)
        case .scroll:
            try expectExactly(1, arguments, spec)
            return .edit(.scroll(try signedNumber(arguments[0].text, "offset")))
        case .drag:
            try expectExactly(1, arguments, spec)
            return .edit(.drag(try signedNumber(arguments[0].text, "a drag of")))
        case .release:
            try expectAtMost(1, arguments, spec)
            return .edit(
                .release(
                    velocity: try arguments.first.map { word throws(CommandError) in
                        try signedNumber(word.text, "velocity")
                    }
                        ?? 0))
        case .set: return try parseSet(arguments, spec)
        case .add: return try parseAdd(arguments, spec)
        case .remove:
            if arguments.isEmpty { return .edit(.removeLast) }
            try expectExactly(1, arguments, spec)
            let word = arguments[0]
            if !word.quoted, let index = Int(word.text) { return .edit(.remove(.index(index))) }
            return .edit(.remove(.label(word.text)))
        case .export:
            guard let format = arguments.first?.text.lowercased() else {
                throw .missingArgument(command: "export", usage: spec.usage)
            }
            guard format == "svg" else {
                throw .exportFormat(format)
            }
            let rest = arguments.dropFirst().filter { !($0.text == "--force" && !$0.quoted) }
            let force = rest.count < arguments.count - 1
            if let option = rest.first(where: { $0.text.hasPrefix("--") && !$0.quoted }) {
                throw .unknownOption(option.text, allowed: ["--force"])
            }
            guard rest.count == 1, !rest[rest.startIndex].text.isEmpty else {
                throw .exportNeedsFileName(usage: spec.usage)
            }
            return .exportSVG(path: expandingHome(rest[rest.startIndex].text), force: force)
        }
    }

    private static func parseSet(_ arguments: [Word], _ spec: CommandSpec) throws(CommandError) -> Command {
        guard let word = arguments.first?.text else { throw .missingSetting }
        guard let setting = Setting(word.lowercased()) else { throw .unknownSetting(word) }
        let name = setting.name
        guard arguments.count == 2 else { throw .settingUsage(setting: name, values: setting.valueHint) }
        let value = arguments[1].text
        switch setting {
        case .flow(.width): return .edit(.setWidth(try proposal(value, name)))
        case .flow(.height): return .edit(.setHeight(try proposal(value, name)))
        case .flow(.spacing):
            let rule = try spacing(value, name)
            return .edit(.setSpacing(horizontal: rule, vertical: rule))
        case .flow(.hspacing): return .edit(.setSpacing(horizontal: try spacing(value, name), vertical: nil))
        case .flow(.vspacing): return .edit(.setSpacing(horizontal: nil, vertical: try spacing(value, name)))
        case .flow(.align):
            guard let alignment = Alignment(name: value) else {
                throw .unknownWord(value, what: "alignment", allowed: Alignment.allNames)
            }
            return .edit(.setAlignment(alignment))
        case .flow(.origin): return .edit(.setOrigin(try origin(value)))
        case .autoshow: return .setAutoshow(try onOff(value, what: "autoshow value"))
        case .bounds:
            guard let size = try parseSize(value) else { throw .badBounds(value) }
            return .edit(.setBounds(size))
        case .items:
            guard let count = Int(value), count >= 0 else {
                throw .needsNumber(name: "items", kind: "a whole number from 0", got: value)
            }
            return .edit(.setItems(count))
        case .variant(let variant):
            return .edit(.setVariant(variant, on: try onOff(value, what: "value for \(name)")))
        case .parameter(let parameter):
            switch parameter.values {
            case .onOff:
                return .edit(.setParameter(parameter, try onOff(value, what: "\(name) value") ? 1 : 0))
            case .number, .wholeNumber:
                guard let number = Double(value), number.isFinite else {
                    throw .needsNumber(name: name, kind: "a number", got: value)
                }
                return .edit(.setParameter(parameter, number))
            }
        }
    }

    /// The words for on and off that every on/off setting takes.
    static func onOff(_ text: String, what: String) throws(CommandError) -> Bool {
        guard let on = onOff(text) else { throw .unknownWord(text, what: what, allowed: ["on", "off"]) }
        return on
    }

    /// on, yes, true, 1 — or off, no, false, 0 (any case); nil for anything else. `place`
    /// takes the same words in a JSON string.
    public static func onOff(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "yes", "true", "1": true
        case "off", "no", "false", "0": false
        default: nil
        }
    }

    /// `5,2` (or `5, 2` quoted) as a point; any finite numbers, negative too.
    static func origin(_ text: String) throws(CommandError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        guard parts.count == 2 else { throw .badOrigin(text) }
        return Point(x: try signedNumber(parts[0], "origin x"), y: try signedNumber(parts[1], "origin y"))
    }

    /// Any finite number, negative too (offsets and velocities may be).
    static func signedNumber(_ text: String, _ name: String) throws(CommandError) -> Double {
        guard let value = Double(text), value.isFinite, !text.lowercased().hasPrefix("0x") else {
            throw .notANumber(text, name: name, allowed: nil)
        }
        guard abs(value) <= LayoutLimits.maximumLength else {
            throw .numberOutOfRange(text, name: name, problem: "is too large", allowed: LayoutLimits.allowedSigned)
        }
        return value
    }

    private static func parseAdd(_ arguments: [Word], _ spec: CommandSpec) throws(CommandError) -> Command {
        guard let labelWord = arguments.first else { return .edit(.addNumbered) }
        if !labelWord.quoted, arguments.count == 1 {
            switch labelWord.text.lowercased() {
            case "spacer": return .edit(.add(.spacer()))
            case "break": return .edit(.add(.lineBreak()))
            default: break
            }
        }
        var size: Size?
        var anchor: UnitPoint?
        var startsNewLine = false
        for word in arguments.dropFirst() {
            let text = word.text
            if text.lowercased() == "break" {
                startsNewLine = true
            } else if text.lowercased().hasPrefix("anchor=") {
                let name = String(text.dropFirst("anchor=".count))
                guard let point = UnitPoint(name: name) else {
                    throw .unknownWord(name, what: "anchor", allowed: UnitPoint.named.map(\.name))
                }
                anchor = point
            } else if let parsed = try parseSize(text) {
                if size != nil { throw .sizeGivenTwice(text) }
                size = parsed
            } else {
                throw .notAnItemWord(text, usage: spec.usage)
            }
        }
        var item: LayoutItem
        if let size {
            do {
                item = try LayoutItem.fixed(labelWord.text, width: size.width, height: size.height)
            } catch {
                throw refusal(error)
            }
        } else {
            do {
                item = try LayoutItem.text(labelWord.text)
            } catch {
                throw .emptyTextItem
            }
        }
        if let anchor { item.values.anchor = anchor }
        item.values.startsNewLine = startsNewLine
        return .edit(.add(item))
    }

    /// `~/x.svg` as a path in the home folder, as a shell would read it.
    public static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = Environment.value("HOME") else {
            return path
        }
        return home + path.dropFirst()
    }

    /// `6x3` (or `6×3`) as a size; `nil` when the word does not look like a size at all.
    static func parseSize(_ text: String) throws(CommandError) -> Size? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard parts.count == 2,
            parts.allSatisfy({ $0.first.map { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" } ?? false })
        else {
            return nil
        }
        return Size(width: try length(parts[0], "width"), height: try length(parts[1], "height"))
    }

    /// A proposal length: a number, `none` (unspecified) or `infinity`.
    private static func proposal(_ text: String, _ name: String) throws(CommandError) -> Double? {
        switch text.lowercased() {
        case "none", "nil", "unspecified": return nil
        case "infinity", "inf", "∞": return .infinity
        default: return try length(text, name, extra: ", none or infinity")
        }
    }

    private static func spacing(_ text: String, _ name: String) throws(CommandError) -> SpacingRule {
        if text.lowercased() == "system" { return .system }
        let distance = try length(text, name, extra: " or system")
        do {
            return try .fixed(distance)
        } catch {
            throw refusal(error, extra: " or system")
        }
    }

    /// A number the layouts accept, with a message naming what is wrong otherwise.
    static func length(_ text: String, _ name: String, extra: String = "") throws(CommandError) -> Double {
        guard let value = Double(text), !text.lowercased().hasPrefix("0x") else {
            throw .notANumber(text, name: name, allowed: LayoutLimits.allowed + extra)
        }
        do {
            return try LayoutLimits.checked(value, name)
        } catch {
            throw .numberOutOfRange(text, name: name, problem: error.problem, allowed: error.allowed + extra)
        }
    }

    /// A length the layouts refuse, as the parser words it.
    private static func refusal(_ invalid: InvalidLength, extra: String = "") -> CommandError {
        .numberOutOfRange(
            NumberText.plain(invalid.value), name: invalid.name, problem: invalid.problem,
            allowed: invalid.allowed + extra)
    }

    private static func expectAtMost(_ count: Int, _ arguments: [Word], _ spec: CommandSpec) throws(CommandError) {
        if arguments.count > count { throw .tooManyWords(usage: spec.usage) }
    }

    private static func expectExactly(_ count: Int, _ arguments: [Word], _ spec: CommandSpec) throws(CommandError) {
        if arguments.count != count { throw .wrongWordCount(usage: spec.usage) }
    }
}
