extension CommandCatalog {
    /// Taking a lesson, and a teacher's look at one.
    static let lessons: [CommandSpec] = [
        CommandSpec(
            .lessons, aliases: ["ls"], group: .lessons, usage: "lessons", summary: "list the lessons and your progress",
            details: "open ID starts or resumes one.", policy: .always, build: CommandSpec.bare(.lesson(.lessons))),
        CommandSpec(
            .open, group: .lessons, usage: "open ID|FILE", summary: "open a lesson (resumes where you left off)",
            details:
                "open flow-basics        by id (lessons lists them)\nopen ~/my.lesson        a lesson file of your own",
            arguments: [.lessonIdsOrFiles], policy: .always
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            return .lesson(.open(ValueReader.expandingHome(words[0].text)))
        },
        CommandSpec(
            .step, group: .lessons, usage: "step", summary: "show the step's text and question again",
            details:
                "Prints the step's heading, prose and question again, without redrawing the picture (show\ndraws it).",
            policy: .always, build: CommandSpec.bare(.lesson(.step))),
        CommandSpec(
            .next, group: .lessons, usage: "next", summary: "go to the next step",
            details: "A step with a check waits until it is answered, solved or skipped.", policy: .always,
            build: CommandSpec.bare(.lesson(.next))),
        CommandSpec(
            .back, group: .lessons, usage: "back", summary: "go to the previous step",
            details: "The step's workspace is set up afresh.", policy: .always, build: CommandSpec.bare(.lesson(.back))),
        CommandSpec(
            .goto, group: .lessons, usage: "goto N", summary: "go to step N",
            details:
                "goto 1 is the first step. Back to any step; forward only past steps whose question or task is done.",
            arguments: [.free], policy: .always
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            // Whether the step exists is for the lesson to say: it knows how many it has.
            guard let step = Int(words[0].text) else {
                throw .needsNumber(name: "goto", kind: "a step number", got: words[0].text)
            }
            return .lesson(.goto(step))
        },
        CommandSpec(
            .restart, group: .lessons, usage: "restart", summary: "start the lesson over",
            details: "Forgets this lesson's answers and starts at step 1. It asks first: type restart twice in a row.",
            policy: .always, build: CommandSpec.bare(.lesson(.restart))),
        CommandSpec(
            .answer, group: .lessons, usage: "answer VALUE", summary: "answer the step's question",
            details:
                "answer 3      a number: 3, x = 3, 3 rows, three (3.0 and 3,0 are the same)\nanswer b      a choice, by letter or by its text\nWhile a question waits, you can also type the answer on its own. Until it is answered (or\nskipped) the step's layout stays as it was set up, the one the answer is about: show and\ntrace look at it (not trace when the question asks what it counts; a prediction, or a\nwalk question, keeps even show); frames and export, which state the numbers, wait; change\nit afterwards.",
            arguments: [.free], lastRepeats: true, policy: .always
        ) { words, spec throws(CommandError) in
            guard !words.isEmpty else { throw .missingArgument(command: "answer", usage: spec.usage) }
            return .lesson(.answer(words.map(\.text).joined(separator: " ")))
        },
        CommandSpec(
            .tryCode, group: .lessons, usage: "try CODE",
            summary: "in a code step: run your line on the step's picture, not judged",
            details:
                "try x + size.width >= maxWidth && x > 0\nPuts CODE in the step's blank, compiles the layout with it and draws what it does with the\nstep's items (or your own, once the step is answered and you have added or changed some) beside the reference's picture (the article's, or SwiftUI-Flow's or OpenSwiftUI's). Nothing is judged or counted: it is for what-ifs\n(what if the guard were gone?). Type the line on its own to answer.",
            arguments: [.code], policy: .always
        ) { words, spec throws(CommandError) in
            guard let code = words.first?.text else { throw .missingArgument(command: "try", usage: spec.usage) }
            return .lesson(.tryCode(code))
        },
        CommandSpec(
            .why, group: .lessons, usage: "why", summary: "say which part of the task's goal is still false",
            details:
                "In a task step: the first part of the goal that does not hold yet, with the values it compared\n(`rows <= 2` is false: 3 <= 2), never the solution. An empty line after a change asks it too.",
            policy: .always, build: CommandSpec.bare(.lesson(.why))),
        CommandSpec(
            .reload, group: .lessons, usage: "reload", summary: "preview: read the lesson's file again",
            details:
                "For a teacher editing a lesson beside `layoutlab preview FILE`: reads the file again and stays on\nthe step (the same number, or the last if the lesson got shorter). A file with problems is\nlisted with them, and the lesson as it was stays open.",
            policy: .always, build: CommandSpec.bare(.lesson(.reload))),
        CommandSpec(
            .hint, group: .lessons, usage: "hint", summary: "show the next hint",
            details: "Hints come one at a time, each a little more telling.", policy: .always,
            build: CommandSpec.bare(.lesson(.hint))),
        CommandSpec(
            .skip, group: .lessons, usage: "skip", summary: "skip the step's check",
            details: "Some lessons do not allow it.",
            policy: .always, build: CommandSpec.bare(.lesson(.skip))),
        CommandSpec(
            .progress, group: .lessons, usage: "progress", summary: "show how far you are",
            details:
                "Per lesson: the step you are at, how many checks you got right the first time, how many\nafter hints or wrong answers, and how many you skipped.",
            policy: .always, build: CommandSpec.bare(.lesson(.progress))),
        CommandSpec(
            .close, group: .lessons, usage: "close", summary: "leave the lesson, bringing back your own layout",
            details: "Progress is kept: open ID resumes where you were.", policy: .always,
            build: CommandSpec.bare(.lesson(.close))),
        CommandSpec(
            .preview, group: .lessons, usage: "preview ID|FILE [N]",
            summary: "see a lesson as a teacher: any step, nothing saved",
            details:
                "preview my.lesson 7    opens the lesson at step 7\nEvery step is open to next and goto without answering the ones before; answers are still\nchecked, and skip works in every lesson. Nothing is read from or written to your progress.\nclose leaves the preview.",
            arguments: [.lessonIdsOrFiles, .free], policy: .always
        ) { words, spec throws(CommandError) in
            try spec.expectAtMost(2, words)
            guard !words.isEmpty else { throw .missingArgument(command: "preview", usage: spec.usage) }
            var step: Int?
            if words.count == 2 {
                guard let number = Int(words[1].text) else {
                    throw .needsNumber(name: "preview", kind: "a step number", got: words[1].text)
                }
                step = number
            }
            return .lesson(.preview(ValueReader.expandingHome(words[0].text), step: step))
        },
        CommandSpec(
            .reset, group: .lessons, usage: "reset ID", summary: "forget your progress in one lesson",
            details:
                "Forgets the answers and the step you were at in that lesson only. It asks first: type the\nsame reset twice in a row. (restart does the same for the lesson that is open.)",
            arguments: [.lessonIds], policy: .always
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            return .lesson(.reset(words[0].text))
        },
    ]
}
