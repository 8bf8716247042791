import LayoutCore

extension CommandCatalog {
    /// Changing the layout: what a lesson's setup is written in.
    static let change: [CommandSpec] = [
        CommandSpec(
            .layout, group: .change, usage: LayoutHelp.usage, summary: "choose the layout", details: LayoutHelp.table,
            arguments: [.layoutNames], policy: .edit
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            let word = words[0].text.lowercased()
            if let kind = LayoutKind(rawValue: word) { return .edit(.layout(kind)) }
            if let kind = CollectionKind(rawValue: word) { return .edit(.collectionLayout(kind)) }
            throw .unknownWord(words[0].text, what: "layout", allowed: LayoutKind.allNames + CollectionKind.allNames)
        },
        CommandSpec(
            .set, group: .change, usage: "set PARAMETER VALUE",
            summary:
                "change the proposal, spacing, alignment, origin, a variant, a collection's settings, or redrawing",
            details:
                "\(Setting.helpLines(FlowSetting.allCases.map(Setting.flow) + [.autoshow]))\nFor hflow and vflow (SwiftUI-Flow):\n\(Setting.helpLines(SwiftUIFlowSetting.allCases.map(Setting.swiftUIFlow)))\nVariants, off by default (off again with off): the lab's repairs of the articles' code, except shadowed-spacing, 004's helper as printed:\n\(Setting.helpLines(LayoutVariant.allCases.map(Setting.variant)))\nFor snap-carousel, card-stack and drum:\n\(Setting.helpLines([.bounds, .items] + CollectionParameter.allCases.map(Setting.parameter)))",
            arguments: [.settingNames, .settingValues],
            // Redrawing is the learner's business, whatever the lesson waits for.
            policyOf: { command in command == .setAutoshow(true) || command == .setAutoshow(false) ? .always : .edit },
            build: { words, _ throws(CommandError) in try SetCommand.parse(words) }),
        CommandSpec(
            .add, group: .change,
            usage: "add LABEL [SIZE] [OPTION…]   |   add spacer [min=N]   |   add break",
            summary: "add an item",
            details:
                "add Swift                a text item: one line, its label and a bracket each side; wraps when offered less\nadd \"Layout protocol\"    quotes keep a label's words together (runs of spaces become one)\nadd Box 6x3              a fixed-size item, 6 columns by 3 lines\nadd Tag anchor=bottom    the point of Tag that anchored puts at its cell's centre (article 001)\nadd Next break           this item starts a new row\nadd spacer               Spacer(minLength: 0): served last, nothing beside it (in wrap: a line break)\nadd break                an explicit line break\nadd X 2..8x1             a flexible item: 2 to 8 wide (2..4..8: ideal 4; 2..inf: no limit), 1 tall\nadd X 4x1 flex=maximum   hflow, vflow: how it takes a row's leftover (minimum, natural, maximum)\nadd X 4x1 priority=2     hflow, vflow, hstack, vstack: higher priority is offered space first\nadd spacer priority=1    a spacer with a priority of its own (its own is −∞), or flex=\nadd spacer min=2         a spacer never shorter than 2 along its stack: Spacer(minLength: 2)\nadd overflow             hflow, vflow with max-lines: the +N indicator of what was hidden (kept last)",
            arguments: [.words(["spacer", "break"]), .itemOptions], lastRepeats: true,
            // A bare `add` numbers a collection's next item from what was there: a lesson names
            // what it adds.
            policyOf: { command in command == .edit(.items(.addNumbered)) ? .edit.inSetup(false) : .edit },
            build: { words, spec throws(CommandError) in try AddCommand.parse(words, usage: spec.usage) }),
        CommandSpec(
            .remove, aliases: ["rm", "delete"], group: .change, usage: "remove INDEX|LABEL", summary: "remove an item",
            details:
                "remove 2       by index, as listed by frames\nremove Swift   by label (the first item with that label)",
            arguments: [.items],
            policyOf: { command in command == .edit(.items(.removeLast)) ? .edit.inSetup(false) : .edit }
        ) { words, spec throws(CommandError) in
            if words.isEmpty { return .edit(.items(.removeLast)) }
            try spec.expectExactly(1, words)
            let word = words[0]
            if !word.quoted, let index = Int(word.text) { return .edit(.items(.remove(.index(index)))) }
            return .edit(.items(.remove(.label(word.text))))
        },
        CommandSpec(
            .clear, group: .change, usage: "clear", summary: "remove every item (not the screen: Ctrl-L)",
            details: "Undo brings them back. It clears the items, not the screen: Ctrl-L redraws a clean screen.",
            policy: .edit, build: CommandSpec.bare(.edit(.items(.clear)))),
        CommandSpec(
            .undo, group: .change, usage: "undo", summary: "undo the last change",
            details:
                "Changes to items, the layout and its settings can be undone: the last 1,000 at least; older ones\nare forgotten, and undo says so when it reaches them.",
            policy: .afterAnswer, build: CommandSpec.bare(.undo)),
        CommandSpec(
            .redo, group: .change, usage: "redo", summary: "redo what undo undid",
            details: "A new change forgets what could be redone.", policy: .afterAnswer, build: CommandSpec.bare(.redo)),
    ]
}

extension LessonPolicy {
    /// The same, with what a setup may say of it.
    func inSetup(_ allowed: Bool) -> LessonPolicy {
        var policy = self
        policy.inSetup = allowed
        return policy
    }
}
