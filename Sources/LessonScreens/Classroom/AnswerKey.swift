import LabText
import Lessons
import Workbench

/// `layoutlab export ID --key FILE`: a lesson's answer key, for a teacher's desk — each step's
/// question, its answer worked out by the engine (a choice with its letter), its hints, its
/// known mistakes with their replies, a task's solution, a code step's solution. The same
/// reveal `demo` and the slides show (`StepReveal`), in Markdown or HTML.
public enum AnswerKey {
    /// One step's entry: its heading and its lines, each a paragraph.
    struct Entry {
        var heading: String
        var question: String?
        var choices: [String]
        var answer: [String]
        var hints: [String]
        var mistakes: [String]
        /// The step's `teacher:` notes.
        var notes: [String] = []
    }

    static func entries(_ lesson: Lesson) -> [Entry] {
        lesson.steps.enumerated().map { index, step in
            let heading = "\(index + 1). \(step.title)"
            let notes = step.teacherNotes.map(\.text)
            guard let check = step.check else {
                return Entry(
                    heading: heading, question: nil, choices: [], answer: [], hints: [], mistakes: [], notes: notes)
            }
            let workspace = StepScript.setUp(step.setup).workspace
            let asked = LessonPresenter.checkText(check, answeredBefore: true).dropFirst().first
            let reveal = StepReveal.of(
                check, on: workspace, yours: check.walk?.stop.yours == true ? lesson.teachersFile : nil, in: lesson)
            return Entry(
                heading: heading, question: asked,
                choices: zip(ChoiceLetters.alphabet, check.choices).map { "\($0)) \($1.text)" },
                answer: reveal.lines, hints: check.hints, mistakes: StepReveal.knownMistakes(check, on: workspace),
                notes: notes)
        }
    }

    /// The key as Markdown.
    public static func markdown(_ lesson: Lesson) -> String {
        var text = "# \(MarkdownText.escaped(lesson.title)): answer key\n\n"
        text +=
            "For the teacher's desk, not for students. Every answer is worked out by the lab from the step's layout.\n\n"
        for entry in entries(lesson) {
            text += "## \(MarkdownText.escaped(entry.heading))\n\n"
            text += entry.notes.map { "> Teacher's note: \(MarkdownText.prose($0))\n\n" }.joined()
            guard let question = entry.question else {
                text += "(No check.)\n\n"
                continue
            }
            text += "**\(MarkdownText.prose(question))**\n\n"
            if !entry.choices.isEmpty {
                text += entry.choices.map { "- \(MarkdownText.prose($0))" }.joined(separator: "\n") + "\n\n"
            }
            text += entry.answer.map(MarkdownText.prose).joined(separator: "\n\n") + "\n\n"
            if !entry.hints.isEmpty {
                text +=
                    "Hints:\n\n"
                    + entry.hints.enumerated().map { "\($0 + 1). \(MarkdownText.prose($1))" }.joined(separator: "\n")
                    + "\n\n"
            }
            if !entry.mistakes.isEmpty {
                text +=
                    "Known mistakes:\n\n" + entry.mistakes.map { "- \(MarkdownText.prose($0))" }.joined(separator: "\n")
                    + "\n\n"
            }
        }
        return text
    }

    /// The key as one HTML page, for print.
    public static func html(_ lesson: Lesson) -> String {
        let escape = LessonSlides.escape
        var body = "<h1>\(escape(lesson.title)): answer key</h1>\n"
        body +=
            "<p class=\"summary\">For the teacher's desk, not for students. Every answer is worked out by the lab from the step's layout.</p>\n"
        for entry in entries(lesson) {
            body += "<section>\n<h2>\(escape(entry.heading))</h2>\n"
            body += entry.notes.map { "<p class=\"note\">Teacher's note: \(LessonSlides.inline($0))</p>\n" }.joined()
            guard let question = entry.question else {
                body += "<p>(No check.)</p>\n</section>\n"
                continue
            }
            body += "<p class=\"question\">\(LessonSlides.inline(question))</p>\n"
            if !entry.choices.isEmpty {
                body +=
                    "<ul class=\"choices\">" + entry.choices.map { "<li>\(LessonSlides.inline($0))</li>" }.joined()
                    + "</ul>\n"
            }
            body +=
                "<div class=\"answer\">" + entry.answer.map { "<p>\(LessonSlides.inline($0))</p>" }.joined()
                + "</div>\n"
            if !entry.hints.isEmpty {
                body +=
                    "<p>Hints:</p><ol>" + entry.hints.map { "<li>\(LessonSlides.inline($0))</li>" }.joined() + "</ol>\n"
            }
            if !entry.mistakes.isEmpty {
                body +=
                    "<p>Known mistakes:</p><ul>" + entry.mistakes.map { "<li>\(LessonSlides.inline($0))</li>" }.joined()
                    + "</ul>\n"
            }
            body += "</section>\n"
        }
        let style = """
            body { color: #000; font-family: Georgia, serif; font-size: 12pt; margin: 2em; max-width: 48em; }
            code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 10pt; }
            section { break-inside: avoid; margin-bottom: 1.5em; }
            .question { font-weight: bold; }
            ul.choices { list-style: none; padding-left: 1em; }
            .answer { border-left: 0.3em solid #2a7; padding-left: 0.8em; }
            .note { font-style: italic; border-left: 0.3em solid #b80; padding-left: 0.8em; }
            """
        return LessonSlides.page(title: lesson.title + " (answer key)", style: style, body: body, script: "")
    }
}
