import LayoutCore

/// The commands of the shell, by the word that starts them (aliases aside).
public enum CommandName: String, CaseIterable, Sendable {
    case help, show, frames, trace, layout, set, add, remove, clear, undo, redo, scroll, drag, release
    case export, quit, close, lessons, open, preview, next, back, goto, restart, reset, answer, hint, skip, progress,
        step
    case exercises, exercise, check, watch, source

    /// Its line in the catalogue.
    public var spec: CommandSpec {
        guard let spec = CommandCatalog.commands.first(where: { $0.name == self }) else {
            // A test checks that every command has its line; this is never reached.
            return CommandSpec(name: self, usage: rawValue, summary: "", details: "")
        }
        return spec
    }
}

/// Everything the shell knows about its commands: names, usage and explanations. `help`,
/// tab completion and "did you mean" all read this one table.
public struct CommandSpec: Sendable {
    public let name: CommandName
    public let usage: String
    public let summary: String
    public let details: String
}

public enum CommandCatalog {
    /// How `help` groups the commands, in order.
    public static let groups: [(title: String, names: [CommandName])] = [
        ("Look", [.show, .frames, .trace, .help]),
        ("Change the layout", [.layout, .set, .add, .remove, .clear, .undo, .redo]),
        ("Scrolling collections", [.scroll, .drag, .release]),
        (
            "Lessons",
            [
                .lessons, .open, .step, .next, .back, .goto, .restart, .answer, .hint, .skip, .progress, .close,
                .preview, .reset,
            ]
        ),
        ("Writing layouts in Swift", [.exercises, .exercise, .check, .watch, .source]),
        ("Files and leaving", [.export, .quit]),
    ]

    public static let commands: [CommandSpec] = [
        CommandSpec(
            name: .help, usage: "help [command]", summary: "list the commands, or explain one",
            details: "help add   explains the add command."),
        CommandSpec(
            name: .show, usage: "show", summary: "draw the layout",
            details:
                "Draws the container (double outline) and every item: one-line items as [label], taller ones as boxes.\nThe ruler counts columns; the left margin counts lines. One unit is one column across and one line down."
        ),
        CommandSpec(
            name: .frames, usage: "frames", summary: "list every item's frame and row",
            details:
                "A table of index, label, kind, x, y, width, height and row, then the container's size.\nFor a scrolling collection: each item's centre, size, scale, rotation and z-index (the drum adds its radii)."
        ),
        CommandSpec(
            name: .trace, usage: "trace [fresh]", summary: "show the negotiation of one layout run",
            details:
                "Lists every proposal each item received in the run that drew the picture, in order, and\nwhat the cache did: makeCache, or updateCache with what it recomputed, kept or dropped, and\nwhy it was called (the children or the settings changed). The cache is kept between runs, as\nSwiftUI keeps it for a view on screen, so a run after another shows cache hits. trace fresh\nruns from a new cache, as the first run did."
        ),
        CommandSpec(
            name: .layout, usage: "layout flow|wrap|anchored|snap-carousel|card-stack|drum",
            summary: "choose the layout",
            details:
                "flow           article 004: ideal sizes, wrap before a child that would cross the width, no cache\nwrap           article 000: minimum size, proposals passed on (text wraps, spacers break lines), alignment, a row cache\nanchored       article 001: each item's own anchor places it within its row (with the guard against empty rows)\nsnap-carousel  article 003: scrolling cards; a released scroll centres the nearest card\ncard-stack     article 003: the cards right of the middle stacked, scaled and pushed down\ndrum           article 003: items on a rolling wheel, the middle one zoomed"
        ),
        CommandSpec(
            name: .set, usage: "set PARAMETER VALUE",
            summary:
                "change the proposal, spacing, alignment, origin, a variant, a collection's settings, or redrawing",
            details:
                "set width 30         propose a width; none for unspecified, infinity for no limit\nset height none      propose a height (the same values)\nset spacing 1        both axes; system for per-pair system spacing (wrap; flow's default is 8; anchored has none)\nset hspacing 2       between neighbours in a row\nset vspacing 0       between rows\nset align center     wrap only; one of: \(Alignment.allNames.joined(separator: ", "))\nset origin 5,2       where the parent puts the container: the bounds' origin in placeSubviews (0,0 by default)\nset autoshow off     stop redrawing after every change (on to resume)\nVariants: the lab's repairs of the article layouts, all off by default (off again with off):\n\(variantHelp)\nFor snap-carousel, card-stack and drum:\n\(collectionHelp)"
        ),
        CommandSpec(
            name: .add, usage: "add LABEL [WxH] [anchor=POINT] [break]   |   add spacer   |   add break",
            summary: "add an item",
            details:
                "add Swift                a text item: one line as wide as its label, wraps when offered less\nadd \"Layout protocol\"    quotes keep a label's words together (runs of spaces become one)\nadd Box 6x3              a fixed-size item, 6 columns by 3 lines\nadd Tag anchor=bottom    the point of Tag that anchored puts at its cell's centre (article 001)\nadd Next break           this item starts a new row\nadd spacer               a spacer (stretches across the row in wrap: a line break)\nadd break                an explicit line break"
        ),
        CommandSpec(
            name: .scroll, usage: "scroll OFFSET", summary: "scroll a collection to a content offset",
            details:
                "The offset is the content's x at the left edge of the bounds, kept within 0 and the end of the content."
        ),
        CommandSpec(
            name: .drag, usage: "drag DX", summary: "move a collection's content offset by DX",
            details:
                "drag 10 adds 10 to the content offset: the content slides 10 to the left, as under a finger\nswiping left (a finger moves the content the way it moves); drag -10 goes back."
        ),
        CommandSpec(
            name: .release, usage: "release [VELOCITY]",
            summary: "let go of a scroll: the layout picks where it rests",
            details:
                "VELOCITY is in units (columns) per second, as UIKit's is in points per second; positive\nscrolls toward larger offsets, 0 (the default) is a finger lifted without a fling.\nShows where the scroll would stop on its own (the offset, plus about half the velocity), the\ntarget the layout's targetContentOffset picks, and which item ends up in the middle."
        ),
        CommandSpec(
            name: .remove, usage: "remove INDEX|LABEL", summary: "remove an item",
            details:
                "remove 2       by index, as listed by frames\nremove Swift   by label (the first item with that label)"
        ),
        CommandSpec(name: .clear, usage: "clear", summary: "remove every item", details: "Undo brings them back."),
        CommandSpec(
            name: .undo, usage: "undo", summary: "undo the last change",
            details:
                "Changes to items, the layout and its settings can be undone: the last 1,000 at least; older ones\nare forgotten, and undo says so when it reaches them."
        ),
        CommandSpec(
            name: .redo, usage: "redo", summary: "redo what undo undid",
            details: "A new change forgets what could be redone."),
        CommandSpec(
            name: .export, usage: "export svg FILE [--force]", summary: "save the picture as SVG",
            details:
                "Writes the same geometry as an SVG file (a name with no extension gets .svg). An existing file is\nnever overwritten without --force."
        ),
        CommandSpec(
            name: .quit, usage: "quit", summary: "leave (exit and Ctrl-D too)",
            details: "History and lesson progress are kept for the next session."),
        CommandSpec(
            name: .close, usage: "close", summary: "leave the lesson, bringing back your own layout",
            details: "Progress is kept: open ID resumes where you were."),
        CommandSpec(
            name: .lessons, usage: "lessons", summary: "list the lessons and your progress",
            details: "open ID starts or resumes one."),
        CommandSpec(
            name: .open, usage: "open ID|FILE", summary: "open a lesson (resumes where you left off)",
            details:
                "open flow-basics        by id (lessons lists them)\nopen ~/my.lesson        a lesson file of your own"),
        CommandSpec(
            name: .exercises, usage: "exercises", summary: "list the layouts to write yourself, in Swift",
            details:
                "Each exercise is an article's layout to write in SwiftUI's own API (import SwiftUI works here:\nthe lab compiles it against its own SwiftUI-shaped kit). exercise start ID writes a starter\nfile; check FILE compares it with the article on hundreds of cases."
        ),
        CommandSpec(
            name: .exercise, usage: "exercise start ID [DIR]", summary: "write an exercise's starter file",
            details:
                "exercise start flow        writes ./flow.swift\nexercise start wrap ~/ex    writes ~/ex/wrap.swift (the folder is made if need be)\nThe file compiles and fails; its comment says the task and the rules. An existing file is kept."
        ),
        CommandSpec(
            name: .check, usage: "check FILE [--seed N]",
            summary: "compile your exercise and compare it with the article",
            details:
                "Compiles FILE with the Swift compiler on PATH (or $SWIFTC), runs it on the exercise's named cases\nand 500 random ones, and compares every size and frame with the article's algorithm. The first\ncase that differs is made as small as it goes and drawn twice: yours | the article's; a trap\nnames your line, and what your prints said in that case ends the report.\n--seed N draws the same random cases again (a failing check says its seed).\nYour program runs as you, with your permissions, in a folder of its own that is removed after\neach run: 10 s, 2 GB, 32 processes and 64 MB written in all, and every process it starts ends\nwith the check (README: what your program can and cannot do)."
        ),
        CommandSpec(
            name: .watch, usage: "watch FILE", summary: "check your exercise again each time you save it",
            details: "Checks FILE now and after every save; any key stops watching. Needs a terminal."),
        CommandSpec(
            name: .source, usage: "source [--solution]", summary: "show the Swift code of the layout in use",
            details:
                "The reference solution of the layout's exercise, in SwiftUI's or UIKit's own API: the code\nthe lab's engine is checked against (layout flow, wrap, anchored, snap-carousel, card-stack or\ndrum). It is shown once your own solution has passed check, as rustlings shows a solution;\nbefore that, source --solution (typed twice) shows it, and a lesson's step for that exercise\nthen counts as done with help."
        ),
        CommandSpec(
            name: .preview, usage: "preview ID|FILE [N]", summary: "see a lesson as a teacher: any step, nothing saved",
            details:
                "preview my.lesson 7    opens the lesson at step 7\nEvery step is open to next and goto without answering the ones before; answers are still\nchecked, and skip works in every lesson. Nothing is read from or written to your progress.\nclose leaves the preview."
        ),
        CommandSpec(
            name: .reset, usage: "reset ID", summary: "forget your progress in one lesson",
            details:
                "Forgets the answers and the step you were at in that lesson only. It asks first: type the\nsame reset twice in a row. (restart does the same for the lesson that is open.)"
        ),
        CommandSpec(
            name: .next, usage: "next", summary: "go to the next step",
            details: "A step with a check waits until it is answered, solved or skipped."),
        CommandSpec(
            name: .back, usage: "back", summary: "go to the previous step",
            details: "The step's workspace is set up afresh."),
        CommandSpec(
            name: .goto, usage: "goto N", summary: "go to step N",
            details:
                "goto 1 is the first step. Back to any step; forward only past steps whose question or task is done."),
        CommandSpec(
            name: .restart, usage: "restart", summary: "start the lesson over",
            details: "Forgets this lesson's answers and starts at step 1. It asks first: type restart twice in a row."),
        CommandSpec(
            name: .answer, usage: "answer VALUE", summary: "answer the step's question",
            details:
                "answer 3      a number: 3, x = 3, 3 rows, three (3.0 and 3,0 are the same)\nanswer b      a choice, by letter or by its text\nWhile a question waits, you can also type the answer on its own. Until it is answered (or\nskipped) the step's layout stays as it was set up, the one the answer is about: show and\ntrace look at it (a prediction keeps even those); frames and export, which state the\nnumbers, wait; change it afterwards."
        ),
        CommandSpec(
            name: .hint, usage: "hint", summary: "show the next hint",
            details: "Hints come one at a time, each a little more telling."),
        CommandSpec(
            name: .skip, usage: "skip", summary: "skip the step's check", details: "Some lessons do not allow it."),
        CommandSpec(
            name: .step, usage: "step", summary: "show the step's text and question again",
            details:
                "Prints the step's heading, prose and question again, without redrawing the picture (show\ndraws it)."),
        CommandSpec(
            name: .progress, usage: "progress", summary: "show how far you are",
            details:
                "Per lesson: the step you are at, how many checks you got right the first time, how many\nafter hints or wrong answers, and how many you skipped."
        ),
    ]

    /// Other words accepted for a command.
    public static let aliases: [String: CommandName] = [
        "exit": .quit, "?": .help, "rm": .remove, "delete": .remove, "draw": .show,
    ]

    /// The command names in the catalogue's order (what "did you mean" and completion offer).
    public static let names: [String] = commands.map(\.name.rawValue)

    /// The command a word names, by its name or an alias (already lower-cased).
    public static func command(_ word: String) -> CommandName? {
        aliases[word] ?? CommandName(rawValue: word)
    }

    public static func spec(_ word: String) -> CommandSpec? {
        command(word)?.spec
    }

    /// `help set`'s lines for the scrolling collections, from their parameters' declarations.
    static var collectionHelp: String {
        let lines =
            [
                ("set bounds 60x20", "the visible bounds of the scrolling collection"),
                ("set items 12", "how many items it holds"),
            ]
            + CollectionParameter.allCases.map { ("set \($0.rawValue) \($0.example)", $0.help) }
        return aligned(lines)
    }

    /// `help set`'s lines for the variants: the command, what it changes, what the article does.
    static var variantHelp: String {
        aligned(
            LayoutVariant.allCases.map {
                ("set \($0.rawValue) on", "\($0.layout.rawValue): \($0.summary) (article: \($0.article))")
            })
    }

    /// Commands in a column two spaces wider than the longest, each followed by what it does.
    private static func aligned(_ lines: [(command: String, meaning: String)]) -> String {
        let width = lines.map(\.command.count).max() ?? 0
        return lines.map { line in
            line.command + String(repeating: " ", count: width - line.command.count + 2) + line.meaning
        }.joined(separator: "\n")
    }
}
