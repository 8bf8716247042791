extension CommandCatalog {
    /// Writing the articles' layouts in Swift.
    static let swift: [CommandSpec] = [
        CommandSpec(
            .exercises, group: .swift, usage: "exercises", summary: "list the layouts to write yourself, in Swift",
            details:
                "Each exercise is a layout the lab teaches, to write in SwiftUI's own API (import SwiftUI),\nor in UIKit's for article 003's three (import UIKit): the lab compiles it against its own\nkit shaped like them. exercise start ID writes a starter file; check FILE compares it with\nthe source's layout on hundreds of cases (the sources: \(LayoutHelp.sources)), through the\nlab's transcription of the source's code, its reference solution.",
            policy: .always, build: CommandSpec.bare(.exercise(.list))),
        CommandSpec(
            .exercise, group: .swift, usage: "exercise start ID [DIR]", summary: "write an exercise's starter file",
            details:
                "exercise start flow        writes ./flow.swift\nexercise start wrap ~/ex    writes ~/ex/wrap.swift (the folder is made if need be)\nThe file compiles and fails; its comment says the task and the rules. An existing file is kept.",
            arguments: [.words(["start"]), .exerciseIds], policy: .always
        ) { words, spec throws(CommandError) in
            guard let first = words.first else { throw .missingArgument(command: "exercise", usage: spec.usage) }
            guard first.text.lowercased() == "start" else { throw .exerciseSubcommand(first.text) }
            try spec.expectAtMost(3, words)
            guard words.count >= 2 else { throw .missingArgument(command: "exercise start", usage: spec.usage) }
            return .exercise(
                .start(id: words[1].text, folder: words.count == 3 ? ValueReader.expandingHome(words[2].text) : nil))
        },
        CommandSpec(
            .check, group: .swift, usage: "check FILE [--seed N] [--walk]",
            summary: "compile your exercise and compare it with its source's layout",
            details:
                "Compiles FILE with the Swift compiler on PATH (or $SWIFTC), runs it on the exercise's named cases\nand 500 random ones, and compares every size and frame with the source's algorithm (\(LayoutHelp.sources)).\nThe first case that differs is made as small as it goes and drawn twice: yours | the source's; a trap\nnames your line, and what your prints said in that case ends the report. Where the two runs part,\nthe reference's lines (the lab's transcription of the source's code) for that subview (or item) say why, with their numbers, and your own\nlines beside them (your file walked on the same case, as walk FILE.swift does). Where yours\nparts: both runs lined up by what they computed (values, comparisons, proposals, places), not\nby line or name, and the first line of yours that computes otherwise, beside the reference's;\n--walk adds both whole walks of the case.\n--seed N draws the same random cases again (a failing check says its seed).\nYour program runs as you, with your permissions, in a folder of its own that is removed after\neach run: 10 s, 2 GB, 32 processes and 64 MB written in all, and every process it starts ends\nwith the check (docs/guide.md: what your program can and cannot do).",
            arguments: [.path(suffix: ".swift")], policy: .always
        ) { words, spec throws(CommandError) in
            // check FILE, or check FILE --seed N (as a failing check's report suggests), with
            // --walk anywhere after the file.
            var words = words
            var seed: UInt64?
            let walk = words.dropFirst().contains { $0.text == "--walk" && !$0.quoted }
            words.removeAll { $0.text == "--walk" && !$0.quoted }
            if words.count == 3, words[1].text == "--seed", !words[1].quoted {
                guard let value = UInt64(words[2].text) else {
                    throw .needsNumber(name: "--seed", kind: "a whole number from 0", got: words[2].text)
                }
                seed = value
                words.removeLast(2)
            }
            try spec.expectExactly(1, words)
            return .exercise(.check(file: ValueReader.expandingHome(words[0].text), seed: seed, walk: walk))
        },
        CommandSpec(
            .watch, group: .swift, usage: "watch FILE", summary: "check your exercise again each time you save it",
            details: "Checks FILE now and after every save; any key stops watching. Needs a terminal.",
            arguments: [.path(suffix: ".swift")], policy: .always
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            return .exercise(.watch(file: ValueReader.expandingHome(words[0].text)))
        },
        CommandSpec(
            .source, group: .swift, usage: "source [--solution] [NAME]",
            summary: "show the Swift code of the layout in use",
            details:
                "The reference solution of the layout's exercise, the lab's transcription of its source's code\nin SwiftUI's or UIKit's own API: the code the lab's engine is checked against (layout\n\(LayoutHelp.list(LayoutHelp.listed.filter { !["hflow", "vflow"].contains($0) }, last: "or"))); for hflow and vflow, the lab's SwiftUI-Flow engine itself, which answers the\njustified and balanced exercises; \(LayoutHelp.listedAsAnother). It is shown once your own solution has passed check, as\nrustlings shows a solution; before that, source --solution (typed twice) shows it, and a\nlesson's step for that exercise then counts as done with help.\nsource NAME starts the listing at the function (or type) NAME: source fill, source placeSubviews.\nIn a code step, the step's line reads <your code> until you answer, and the listing opens at its function.",
            policy: .always
        ) { words, spec throws(CommandError) in
            let rest = words.filter { !($0.text == "--solution" && !$0.quoted) }
            if let option = rest.first(where: { $0.text.hasPrefix("--") && !$0.quoted }) {
                throw .unknownOption(option.text, allowed: ["--solution"])
            }
            try spec.expectAtMost(1, rest)
            return .exercise(.source(solution: rest.count < words.count, from: rest.first?.text))
        },
    ]

    /// Writing the picture, and leaving.
    static let files: [CommandSpec] = [
        CommandSpec(
            .export, group: .files, usage: "export svg|walk FILE [--force]",
            summary: "save the picture as SVG, or the walk as a page",
            details:
                "export svg FILE writes the same geometry as an SVG file (a name with no extension gets .svg).\nexport walk FILE.html writes the walk of the layout (see walk) as one page that a browser steps\nthrough with ← and → — self-contained, nothing from the network — for a projector or a handout;\nexport walk FOLDER writes one SVG per step into FOLDER (step-001.svg, …). An existing file is\nnever overwritten without --force.",
            arguments: [.words(["svg", "walk"]), .path(suffix: nil), .words(["--force"])], policy: .afterAnswer
        ) { words, spec throws(CommandError) in
            guard let format = words.first?.text.lowercased() else {
                throw .missingArgument(command: "export", usage: spec.usage)
            }
            guard format == "svg" || format == "walk" else { throw .exportFormat(format) }
            let rest = words.dropFirst().filter { !($0.text == "--force" && !$0.quoted) }
            let force = rest.count < words.count - 1
            if let option = rest.first(where: { $0.text.hasPrefix("--") && !$0.quoted }) {
                throw .unknownOption(option.text, allowed: ["--force"])
            }
            guard rest.count == 1, !rest[rest.startIndex].text.isEmpty else {
                throw .exportNeedsFileName(usage: spec.usage)
            }
            let path = ValueReader.expandingHome(rest[rest.startIndex].text)
            return format == "svg" ? .exportSVG(path: path, force: force) : .exportWalk(path: path, force: force)
        },
        CommandSpec(
            .quit, aliases: ["exit"], group: .files, usage: "quit", summary: "leave (exit and Ctrl-D too)",
            details: "History and lesson progress are kept for the next session.", policy: .always,
            build: CommandSpec.bare(.quit)),
    ]
}
