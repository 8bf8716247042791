import LabSupport
import LabText
import LessonScreens
import Lessons

/// `layoutlab export LESSON --slides FILE.html | --handout FILE.html|FILE.md`: a lesson for a
/// projector or for print, written to a file a teacher can open anywhere (no network needed).
enum ExportCommand {
    static let usage = """
        Usage: layoutlab export ID|FILE --slides FILE.html [--timer MIN] [--question-time SEC] [--force]
               [--lessons DIR]
               layoutlab export ID|FILE --handout FILE.html|FILE.md [--force] [--lessons DIR]
               layoutlab export ID|FILE --key FILE.html|FILE.md [--force] [--lessons DIR]

        --slides writes one self-contained HTML page, a slide per step: the picture as SVG
        filling the screen, each answer, its hints, the known mistakes and the layout's code
        hidden until asked for. In a browser, ← and → (or space, the buttons) move, h shows the
        next hint, Enter the answer, m the mistakes, c the code, w steps through a walk step's
        walk once its answer is out (W back); #step-N in the address opens at step N.
        --timer MIN counts the lesson's minutes down in a corner (no sound);
        --question-time SEC counts each question's seconds down beside it while its answer
        is hidden, afresh on each slide; p pauses the clocks and starts them again.
        --handout writes the steps, their pictures and questions without answers, for print:
        HTML (pictures as SVG) or Markdown (.md; pictures as the terminal draws them).
        --key writes the answer key, for a teacher's desk: every step's question, its answer
        worked out by the lab (a choice with its letter), the hints, the known mistakes with
        their replies, a task's solution and a code step's.
        An existing file is kept unless --force is given.

        """

    static let slides = OptionSpec(name: "--slides", valueName: "FILE.html", valueMeaning: "an .html file to write")
    static let handout = OptionSpec(
        name: "--handout", valueName: "FILE.html|FILE.md", valueMeaning: "an .html or .md file to write")
    static let key = OptionSpec(
        name: "--key", valueName: "FILE.html|FILE.md", valueMeaning: "an .html or .md file to write")
    static let force = OptionSpec(name: "--force")

    static let subcommand = Subcommand(
        name: "export", synopsis: "export LESSON --slides|--handout FILE",
        summary: "a lesson as slides for a projector, or a handout to print",
        options: [slides, handout, key, .timer, .questionTime, force, .lessons],
        words: .lesson, usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count <= 1 else { throw UsageError("one lesson at a time") }
        guard let id = arguments.positionals.first else {
            throw UsageError("which lesson? layoutlab export ID --slides FILE.html (layoutlab lessons lists them)")
        }
        let slidesPath = arguments.value(slides)
        let handoutPath = arguments.value(handout)
        let keyPath = arguments.value(key)
        guard [slidesPath, handoutPath, keyPath].compactMap({ $0 }).count == 1 else {
            throw UsageError(
                "say what to write: --slides FILE.html, --handout FILE.html|FILE.md or --key FILE.html|FILE.md (one of them)"
            )
        }
        let timer = try arguments.timer()
        let questionTimer = try arguments.questionTimer()
        if timer != nil || questionTimer != nil, slidesPath == nil {
            throw UsageError(
                "\(timer != nil ? "--timer" : "--question-time") goes with --slides (a handout or a key has no clock)")
        }
        let lesson = try DemoCommand.lesson(id, library: DisplayFlags(arguments).library())
        let text: String
        let path: String
        if let keyPath {
            let lowered = keyPath.lowercased()
            if lowered.hasSuffix(".md") {
                (text, path) = (AnswerKey.markdown(lesson), keyPath)
            } else if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
                (text, path) = (AnswerKey.html(lesson), keyPath)
            } else {
                throw UsageError("--key writes HTML or Markdown: give a file name ending in .html or .md")
            }
        } else if let slidesPath {
            guard slidesPath.lowercased().hasSuffix(".html") || slidesPath.lowercased().hasSuffix(".htm") else {
                throw UsageError("--slides writes an HTML page: give a file name ending in .html")
            }
            (text, path) = (LessonSlides.slides(lesson, timer: timer, questionTimer: questionTimer), slidesPath)
        } else if let handoutPath, handoutPath.lowercased().hasSuffix(".md") {
            (text, path) = (LessonSlides.handoutMarkdown(lesson), handoutPath)
        } else if let handoutPath,
            handoutPath.lowercased().hasSuffix(".html") || handoutPath.lowercased().hasSuffix(".htm")
        {
            (text, path) = (LessonSlides.handoutHTML(lesson), handoutPath)
        } else {
            throw UsageError("--handout writes HTML or Markdown: give a file name ending in .html or .md")
        }
        // A slide drawn from a stopped layout is not a slide: nothing is written.
        if CLI.stoppedByCtrlC { return .interrupted }
        do {
            try SystemFiles().write(text, to: path, overwrite: arguments.has(force))
        } catch {
            throw UsageError(error.message)
        }
        let count = lesson.steps.count
        let steps = "\(Plural.count(count, "step"))"
        let what =
            keyPath != nil
            ? "the answer key to \(steps)"
            : slidesPath != nil ? "\(Plural.count(count, "slide"))" : "a handout of \(steps)"
        StandardStreams.writeOutput(VisibleText.of("wrote \(path): \(what) of \(lesson.title)") + "\n")
        return .ok
    }
}
