import LabText
import LayoutCore

/// `set PARAMETER VALUE`: the setting by name (see `Setting`), its value read as that setting
/// takes it.
enum SetCommand {
    static func parse(_ words: [Word]) throws(CommandError) -> Command {
        guard let word = words.first?.text else { throw .missingSetting }
        guard let setting = Setting(word.lowercased()) else { throw .unknownSetting(word) }
        let name = setting.name
        guard words.count == 2 else { throw .settingUsage(setting: name, values: setting.valueHint) }
        let value = words[1].text
        switch setting {
        case .flow(.width): return .edit(.flow(.setWidth(try ValueReader.proposal(value, name))))
        case .flow(.height): return .edit(.flow(.setHeight(try ValueReader.proposal(value, name))))
        case .flow(.spacing):
            let rule = try ValueReader.spacing(value, name)
            return .edit(.flow(.setSpacing(horizontal: rule, vertical: rule)))
        case .flow(.hspacing):
            return .edit(.flow(.setSpacing(horizontal: try ValueReader.spacing(value, name), vertical: nil)))
        case .flow(.vspacing):
            return .edit(.flow(.setSpacing(horizontal: nil, vertical: try ValueReader.spacing(value, name))))
        case .flow(.align):
            guard let alignment = Alignment(name: value) else {
                throw .unknownWord(value, what: "alignment", allowed: Alignment.allNames)
            }
            return .edit(.flow(.setAlignment(alignment)))
        case .flow(.origin): return .edit(.flow(.setOrigin(try ValueReader.origin(value))))
        case .autoshow: return .setAutoshow(try ValueReader.onOff(value, what: "autoshow value"))
        case .bounds:
            guard let size = try ValueReader.size(value) else { throw .badBounds(value) }
            return .edit(.collection(.setBounds(size)))
        case .items:
            guard let count = Int(value), count >= 0 else {
                throw .needsNumber(name: "items", kind: "a whole number from 0", got: value)
            }
            return .edit(.collection(.setItems(count)))
        case .swiftUIFlow(let setting):
            return .edit(.flow(.setSwiftUIFlow(try SwiftUIFlowValues.change(setting, value, name))))
        case .variant(let variant):
            return .edit(.flow(.setVariant(variant, on: try ValueReader.onOff(value, what: "value for \(name)"))))
        case .parameter(let parameter):
            switch parameter.values {
            case .onOff:
                return .edit(
                    .collection(.setParameter(parameter, try ValueReader.onOff(value, what: "\(name) value") ? 1 : 0)))
            case .number, .wholeNumber:
                // A scale may be said as a percentage or a fraction, as an answer may: 50% and
                // 1/2 are 0.5 (`ShareWords`, one reading for both).
                let read = parameter.isScale ? ShareWords.value(of: value) : Double(value)
                if parameter.isScale, ShareWords.isOverZero(value) {
                    throw .needsNumber(name: name, kind: "a fraction over a number other than 0", got: value)
                }
                guard let read, read.isFinite else {
                    throw .needsNumber(
                        name: name, kind: parameter.isScale ? "a number, a fraction or a percentage" : "a number",
                        got: value)
                }
                return .edit(.collection(.setParameter(parameter, read)))
            }
        }
    }
}

/// `add LABEL [SIZE] [OPTION…]`, `add spacer`, `add break`, or a bare `add` (a
/// scrolling collection's next item).
enum AddCommand {
    static func parse(_ words: [Word], usage: String) throws(CommandError) -> Command {
        guard let labelWord = words.first else { return .edit(.items(.addNumbered)) }
        if !labelWord.quoted, words.count == 1 {
            switch labelWord.text.lowercased() {
            case "spacer": return .edit(.items(.add(.spacer())))
            case "break": return .edit(.items(.add(.lineBreak())))
            case "overflow": return .edit(.items(.add(.overflowIndicator())))
            default: break
            }
        }
        // `add spacer min=2 priority=1 flex=minimum`: a spacer with its minimum and a layout's values.
        if !labelWord.quoted, labelWord.text.lowercased() == "spacer",
            words.dropFirst().allSatisfy({ [.flex, .priority, .minLength].contains(ItemOption(word: $0.text)) })
        {
            var minLength = 0.0
            for word in words.dropFirst() where ItemOption(word: word.text) == .minLength {
                minLength = try spacerMinimum(ItemOption.minLength.value(in: word.text))
            }
            var spacer = LayoutItem.spacer(minLength: minLength)
            let (flexibility, priority) = try flowValues(
                words.dropFirst().map(\.text).filter { ItemOption(word: $0) != .minLength })
            if let flexibility { spacer.values.flexibility = flexibility }
            if let priority { spacer.values.priority = priority }
            return .edit(.items(.add(spacer)))
        }
        var size: Size?
        var flexible: FlexibleSize?
        var anchor: UnitPoint?
        var startsNewLine = false
        var flexibility: FlowFlexibility?
        var priority: Double?
        for word in Self.sizesJoined(Array(words.dropFirst())) {
            let text = word.text
            switch ItemOption(word: text) {
            case .lineBreak?:
                startsNewLine = true
                continue
            case .flex?, .priority?:
                let (flex, value) = try flowValues([text])
                flexibility = flex ?? flexibility
                priority = value ?? priority
                continue
            case .minLength?:
                throw .spacerOnly(text)
            case .anchor?:
                let name = ItemOption.anchor.value(in: text)
                guard let point = UnitPoint(name: name) else {
                    throw .unknownWord(name, what: "anchor", allowed: UnitPoint.named.map(\.name))
                }
                anchor = point
                continue
            case nil: break
            }
            if let parsed = try ValueReader.flexibleSize(text) {
                if size != nil || flexible != nil { throw .sizeGivenTwice(text) }
                flexible = parsed
            } else if let parsed = try ValueReader.size(text) {
                if size != nil || flexible != nil { throw .sizeGivenTwice(text) }
                size = parsed
            } else {
                throw .notAnItemWord(text, usage: usage)
            }
        }
        var item: LayoutItem
        if let flexible {
            item = LayoutItem.flexible(labelWord.text, flexible)
        } else if let size {
            do {
                item = try LayoutItem.fixed(labelWord.text, width: size.width, height: size.height)
            } catch {
                throw ValueReader.refusal(error)
            }
        } else {
            do {
                item = try LayoutItem.text(labelWord.text)
            } catch {
                throw .emptyTextItem
            }
        }
        if let anchor { item.values.anchor = anchor }
        if let flexibility { item.values.flexibility = flexibility }
        if let priority { item.values.priority = priority }
        item.values.startsNewLine = startsNewLine
        return .edit(.items(.add(item)))
    }
}

extension AddCommand {
    /// A size typed with spaces around its `x` (`6 x3`, `2..inf x1`, `6 x 3`) read as one word:
    /// a width (or a range) followed by `x` and a height.
    static func sizesJoined(_ words: [Word]) -> [Word] {
        func isLength(_ text: String) -> Bool {
            !text.isEmpty && text.lowercased().allSatisfy { $0.isNumber || $0 == "." || "inf".contains($0) }
        }
        var joined: [Word] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if !word.quoted, isLength(word.text), index + 1 < words.count, !words[index + 1].quoted {
                let next = words[index + 1].text.lowercased()
                if next.hasPrefix("x"), isLength(String(next.dropFirst())) {
                    joined.append(Word(word.text + next))
                    index += 2
                    continue
                }
                if next == "x", index + 2 < words.count, !words[index + 2].quoted, isLength(words[index + 2].text) {
                    joined.append(Word(word.text + "x" + words[index + 2].text))
                    index += 3
                    continue
                }
            }
            joined.append(word)
            index += 1
        }
        return joined
    }

    /// `min=N` of a spacer: a length from 0 to a million.
    static func spacerMinimum(_ text: String) throws(CommandError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1_000_000 else {
            throw .needsNumber(name: "min", kind: "a length from 0 to 1000000", got: text)
        }
        return value
    }

    /// The per-item values `flex=NAME` (SwiftUI-Flow's, read by hflow and vflow) and `priority=N`
    /// (`.layoutPriority(_:)`, read by them and the stacks).
    static func flowValues(_ words: [String]) throws(CommandError) -> (FlowFlexibility?, Double?) {
        var flexibility: FlowFlexibility?
        var priority: Double?
        for text in words {
            if ItemOption(word: text) == .flex {
                let name = ItemOption.flex.value(in: text)
                guard let behaviour = FlowFlexibility(rawValue: name.lowercased()) else {
                    throw .unknownWord(name, what: "flexibility", allowed: FlowFlexibility.allCases.map(\.rawValue))
                }
                flexibility = behaviour
            } else {
                let number = ItemOption.priority.value(in: text)
                guard let value = Double(number), value.isFinite, abs(value) <= 1_000_000 else {
                    throw .needsNumber(name: "priority", kind: "a number from -1000000 to 1000000", got: number)
                }
                priority = value
            }
        }
        return (flexibility, priority)
    }
}

/// The values of SwiftUI-Flow's settings, read as `set` and `place` take them.
public enum SwiftUIFlowValues {
    public static let placementNames = ["leading", "center", "trailing", "top", "bottom"]

    public static func change(_ setting: SwiftUIFlowSetting, _ value: String, _ name: String) throws(CommandError)
        -> SwiftUIFlowChange
    {
        switch setting {
        case .itemAlign, .lineAlign:
            guard let placement = FlowPlacement(name: value), value.lowercased() != "start", value.lowercased() != "end"
            else { throw .unknownWord(value, what: "\(name) value", allowed: placementNames) }
            let typed = value.lowercased()
            return setting == .itemAlign
                ? .itemAlignment(placement, named: typed) : .lineAlignment(placement, named: typed)
        case .justified: return .justified(try ValueReader.onOff(value, what: "\(name) value"))
        case .evenly: return .distributeItemsEvenly(try ValueReader.onOff(value, what: "\(name) value"))
        case .maxLines:
            if value.lowercased() == "none" { return .maxLines(nil) }
            guard let count = Int(value), count >= 0, count <= 1_000_000 else {
                throw .needsNumber(name: name, kind: "a whole number from 0 to 1000000, or none", got: value)
            }
            return .maxLines(count)
        case .direction:
            guard let direction = FlowLayoutDirection(word: value) else {
                throw .unknownWord(value, what: "direction", allowed: FlowLayoutDirection.allCases.map(\.shortName))
            }
            return .layoutDirection(direction)
        }
    }
}
