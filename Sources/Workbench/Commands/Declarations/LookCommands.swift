extension CommandCatalog {
    /// Looking at the layout, and at the commands.
    static let look: [CommandSpec] = [
        CommandSpec(
            .show, aliases: ["draw"], group: .look, usage: "show", summary: "draw the layout",
            details:
                "Draws the container (double outline) and every item: one-line items as [label], taller ones as boxes.\nThe ruler counts columns; the left margin counts lines. One unit is one column across and one line down.",
            policy: .look, build: CommandSpec.bare(.show)),
        CommandSpec(
            .frames, group: .look, usage: "frames", summary: "list every item's frame and row",
            details:
                "A table of index, label, kind, x, y, width, height and row, then the container's size.\nFor a scrolling collection: each item's centre, size, scale, rotation and z-index (the drum adds its radii).",
            policy: .afterAnswer, build: CommandSpec.bare(.frames)),
        CommandSpec(
            .trace, group: .look, usage: "trace [fresh]", summary: "show the negotiation of one layout run",
            details:
                "Lists every proposal each item received in the run that drew the picture, in order, and\nwhat the cache did: makeCache, or updateCache with what it recomputed, kept or dropped, and\nwhy it was called (the children or the settings changed). The lab keeps the cache for the\nsession, so a run after another shows cache hits (SwiftUI keeps a cache across layout passes,\ncalls updateCache when the layout or its subviews change, and may make it again at any time).\ntrace fresh runs from a new cache, as the first run did.",
            arguments: [.words(["fresh"])], policy: .look
        ) { words, spec throws(CommandError) in
            try spec.expectAtMost(1, words)
            guard let option = words.first?.text.lowercased() else { return .trace(fresh: false) }
            guard option == "fresh" else { throw .traceOption(option) }
            return .trace(fresh: true)
        },
        CommandSpec(
            .walk, group: .look, usage: "walk [FILE.swift|tried] [--to N]",
            summary: "step through the layout's own code, or your own file's",
            details:
                "Runs the layout from a new cache and stops at every statement worth seeing, as the listing\nsource shows runs it on your items: the lab's writing of the article's code, in the article's\nnames (for hflow and vflow, the lab's engine: SwiftUI-Flow's algorithm written again). It\nshows the line that runs, marked; the variables, each that changed with its old value\n(x 6→12); the comparison that decides, with its numbers (6 + 5 > 40 → false); and the\npicture of what is placed so far, with the item in hand. Keys: space or → the next step, ←\nthe one before, n the next item, p the next method (makeCache, sizeThatFits, placeSubviews,\nprepare, targetContentOffset), a number and Enter to go to that step, q to leave. Off a\nterminal (run, a pipe) it prints every step; walk --to N prints the first N. In a lesson,\nonce the question is answered. Before you have passed the layout's exercise, walk asks to\nbe typed twice (it shows the exercise's answer), and a lesson's step for that exercise then\ncounts as done with help, as after source --solution (walking on from a lesson's walk\nstep costs nothing: the lesson shows that code).\n\nwalk FILE.swift walks your own exercise file the same way, on these items and this\nproposal (a collection's: on this collection, its bounds, items, scroll and constants): your\nlines, your variables, each comparison with its numbers (x + size.width > maxWidth:\n5 + 3 > 7 → true). Your file is rewritten to report its steps (the toolchain's own Swift\nparser does it; exercise prepare builds the tool), compiled and run under check's limits. A\nflow layout's runs on fixed and flexible items (a text item is given as its one-line size);\na collection's walks prepare, then targetContentOffset released where it rests, its picture\nthe items whose attributes were made so far. It shows parameters, locals and, in your\nlayout's methods, its stored properties; a getter's body runs unwalked.\n\nwalk tried, in a lesson's code step, walks the layout's code with the line you last typed or\ntried (try CODE) in its blank, on the step's items: the reference's code (the article's, SwiftUI-Flow's or OpenSwiftUI's) around\nyour line.",
            // Tab offers your Swift files first (walk FILE.swift), then --to.
            arguments: [.path(suffix: ".swift"), .words(["--to"])],
            // The learner's own line is theirs to walk while the step waits; the article's code
            // (the line the step asks for) only once it is answered.
            policyOf: { command in
                if case .walkTried = command { return .always }
                return .afterAnswer
            }
        ) { words, spec throws(CommandError) in
            // `walk FILE.swift [--to N]`: the learner's own file, walked on these items.
            var rest = words[...]
            let file = rest.first.flatMap { $0.text == "--to" ? nil : $0.text }
            let tried = file?.lowercased() == "tried"
            if let file, !tried {
                // A Swift file, as check takes: `walk 3` is no file (walk --to 3 is meant).
                guard file.lowercased().hasSuffix(".swift") else {
                    throw .unknownWord(file, what: "word after walk", allowed: ["FILE.swift", "--to N"])
                }
                rest = rest.dropFirst()
            }
            if tried { rest = rest.dropFirst() }
            var count: Int?
            if let option = rest.first {
                guard option.text == "--to", rest.count == 2 else { throw .tooManyWords(usage: spec.usage) }
                let word = rest[rest.startIndex + 1].text
                guard let number = Int(word), number > 0 else {
                    throw .needsNumber(name: "walk --to", kind: "a number of steps from 1", got: word)
                }
                count = number
            }
            if tried { return .walkTried(to: count) }
            return file.map { .walkFile($0, to: count) } ?? .walk(to: count)
        },
        CommandSpec(
            .help, aliases: ["?"], group: .look, usage: "help [command]", summary: "list the commands, or explain one",
            details: "help add   explains the add command.", arguments: [.commandNames], policy: .always
        ) { words, _ throws(CommandError) in
            guard let topic = words.first?.text else { return .help(topic: nil) }
            guard let named = CommandCatalog.command(topic.lowercased()) else { throw .unknownHelpTopic(topic) }
            return .help(topic: named)
        },
    ]
}
