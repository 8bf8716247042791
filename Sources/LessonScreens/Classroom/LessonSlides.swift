import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// A lesson written out for a class: slides for a projector (one self-contained HTML page, a
/// slide per step, each answer and its hints hidden until asked for) and a handout to print
/// (every step, its picture and its question, no answers), as HTML or Markdown. Nothing comes
/// from the network: the pictures are inline SVG, the one script is in the page.
public enum LessonSlides {
    /// The slides: ← and → (or space, the buttons) move, `h` shows the next hint, Enter or the
    /// button reveals the answer; `#step-N` opens at step N.
    public static func slides(_ lesson: Lesson, timer: ClassTimer? = nil, questionTimer: QuestionTimer? = nil) -> String
    {
        var body = ""
        for index in lesson.steps.indices {
            body += "<section class=\"slide\" id=\"step-\(index + 1)\">\n" + slide(lesson, index) + "</section>\n"
        }
        let nav = """
            <nav><button id="back" aria-label="previous step">←</button> <span id="where"></span> \
            <button id="next" aria-label="next step">→</button> \
            <span class="keys">←→ steps · h hint · Enter answer · m mistakes · c code · w walk · t text\
            \(timer == nil && questionTimer == nil ? "" : " · p pause") · Esc closes</span>\
            \(timer.map { "<span id=\"timer\" data-minutes=\"\($0.minutes)\"></span>" } ?? "")\
            \(questionTimer.map { "<span id=\"question-timer\" data-seconds=\"\($0.seconds)\" hidden></span>" } ?? "")</nav>

            """
        return page(title: lesson.title, style: slideStyle, body: nav + body, script: slideScript)
    }

    /// The handout as HTML: every step with its picture (a prediction's left out) and its
    /// question, no hints and no answers, for print.
    public static func handoutHTML(_ lesson: Lesson) -> String {
        var body = "<h1>\(escape(lesson.title))</h1>\n"
        if !lesson.summary.isEmpty { body += "<p class=\"summary\">\(escape(lesson.summary))</p>\n" }
        for (index, step) in lesson.steps.enumerated() {
            body += "<section>\n<h2>\(index + 1). \(escape(step.title))</h2>\n" + prose(step.prose)
            let workspace = StepScript.setUp(step.setup).workspace
            if step.check?.kind == .predict {
                body +=
                    "<p class=\"setup\">Set up with: <code>\(escape(step.setup.map(\.text).joined(separator: " · ")))</code></p>\n"
            } else if let check = step.check, check.kind == .walk, let question = check.walk,
                let screen = try? question.screen(
                    workspace, yours: lesson.teachersFile, options: walkOptions, height: 30)
            {
                body += "<pre>\(escape(screen.joined(separator: "\n")))</pre>\n"
            } else if step.hasPicture {
                body += "<figure>\(workspace.svg(withheld: AnswerSecrets.withheld(by: step.check)))</figure>\n"
            }
            if let check = step.check {
                body += question(check)
                // A code step is answered on its window of the listing, the gap in it.
                if check.kind == .code {
                    let window = LessonPresenter.codeWindow(check, step, in: lesson)
                    body +=
                        "<p class=\"setup\">\(escape(window.first ?? ""))</p>\n<pre>\(escape(window.dropFirst().joined(separator: "\n")))</pre>\n"
                }
                body += "<div class=\"answer-space\"></div>\n"
            }
            body += "</section>\n"
        }
        return page(title: lesson.title + " (handout)", style: handoutStyle, body: body, script: "")
    }

    /// The handout as Markdown: the pictures as the terminal draws them, in code blocks.
    public static func handoutMarkdown(_ lesson: Lesson) -> String {
        // Every word from the lesson through MarkdownText: as the slides escape it for HTML, so
        // a title or a choice holding `<script>` is shown, never run.
        var text =
            "# \(MarkdownText.escaped(lesson.title))\n\n"
            + (lesson.summary.isEmpty ? "" : "\(MarkdownText.prose(lesson.summary))\n\n")
        let options = RenderOptions(maxColumns: 100)
        for (index, step) in lesson.steps.enumerated() {
            text += "## \(index + 1). \(MarkdownText.escaped(step.title))\n\n"
            if !step.prose.isEmpty { text += step.prose.map(MarkdownText.prose).joined(separator: "\n") + "\n\n" }
            let workspace = StepScript.setUp(step.setup).workspace
            var shown = options
            shown.withheld = AnswerSecrets.withheld(by: step.check)
            if step.check?.kind == .predict {
                text += "Set up with: \(MarkdownText.codeSpan(step.setup.map(\.text).joined(separator: " · ")))\n\n"
            } else if let check = step.check, check.kind == .walk, let question = check.walk,
                let screen = try? question.screen(
                    workspace, yours: lesson.teachersFile, options: walkOptions, height: 30)
            {
                text += MarkdownText.codeBlock(screen) + "\n"
            } else if step.hasPicture {
                text += MarkdownText.codeBlock(workspace.picture(options: shown)) + "\n"
            }
            if let check = step.check {
                text +=
                    LessonPresenter.checkText(check, answeredBefore: true).dropFirst().dropLast()
                    .map(MarkdownText.prose).joined(separator: "\n") + "\n\n"
                if check.kind == .code {
                    text +=
                        MarkdownText.codeBlock(Array(LessonPresenter.codeWindow(check, step, in: lesson).dropFirst()))
                        + "\n"
                }
            }
        }
        return text
    }

    // MARK: - A slide

    private static func slide(_ lesson: Lesson, _ index: Int) -> String {
        let step = lesson.steps[index]
        let workspace = StepScript.setUp(step.setup).workspace
        var html =
            "<h1>\(escape(step.title))</h1>\n<p class=\"where\">\(escape(lesson.title)) · step \(index + 1) of \(lesson.steps.count)</p>\n"
        // Once the answer is out the prose steps aside for it and its picture (t brings it
        // back), as in demo.
        var words = prose(step.prose)
        let check = step.check
        if check?.kind == .predict {
            words +=
                "<p class=\"setup\">Set up with: <code>\(escape(step.setup.map(\.text).joined(separator: " · ")))</code> (the picture comes with the answer)</p>\n"
        }
        if !words.isEmpty { html += "<div class=\"prose\">\n\(words)</div>\n" }
        if check?.kind == .predict {
            // The class predicts the picture: it comes with the answer.
        } else if let check, check.kind == .walk, let question = check.walk,
            let screen = try? question.screen(workspace, yours: lesson.teachersFile, options: walkOptions, height: 30)
        {
            html += "<pre class=\"walk\">\(escape(screen.joined(separator: "\n")))</pre>\n"
        } else if step.hasPicture {
            // With its settings under it, as demo shows them (a carousel's correction, inset…),
            // less what the question asks.
            let withheld = AnswerSecrets.withheld(by: check)
            let settings = workspace.settingsLines(withheld: withheld)
            html +=
                "<figure>\(workspace.svg(withheld: withheld))<figcaption class=\"settings\">\(escape(settings.joined(separator: " · ")))</figcaption></figure>\n"
        }
        guard let check else { return html + asked(step, workspace, in: lesson) }
        html += question(check)
        if check.kind == .exercise {
            html +=
                "<p class=\"setup\">In a terminal: <code>layoutlab exercise start \(escape(check.prompt))</code>, then <code>layoutlab check \(escape(check.prompt)).swift</code></p>\n"
        }
        if check.kind == .code {
            let window = LessonPresenter.codeWindow(check, step, in: lesson)
            html +=
                "<div class=\"code-window\"><p class=\"setup\">\(escape(window.first ?? ""))</p>\n<pre class=\"code\">\(escape(window.dropFirst().joined(separator: "\n")))</pre></div>\n"
        }
        for (number, hint) in check.hints.enumerated() {
            html += "<p class=\"hint\" hidden>Hint \(number + 1) of \(check.hints.count): \(inline(hint))</p>\n"
        }
        let reveal = StepReveal.of(check, on: workspace, yours: lesson.teachersFile, in: lesson)
        html += "<div class=\"answer\" hidden>\n"
        html += reveal.lines.map { "<p>\(inline($0))</p>\n" }.joined()
        if let shown = reveal.picture {
            html += (reveal.caption.map { "<p>\(escape($0))</p>\n" } ?? "") + "<figure>\(shown.svg())</figure>\n"
        }
        html += "</div>\n" + walkSteps(lesson, check, workspace)
        html += asked(step, workspace, in: lesson)
        return html
    }

    /// What a slide keeps hidden until the teacher asks, as `demo` does: the answer (Enter), the
    /// mistakes the lesson knows (`m`) and the layout's code (`c`), each with its button.
    private static func asked(_ step: Step, _ workspace: Workspace, in lesson: Lesson) -> String {
        var html = ""
        var buttons: [String] = []
        if let check = step.check {
            buttons.append("<button class=\"reveal\">Show the answer</button>")
            if !check.hints.isEmpty { buttons.append("<button class=\"show-hint\">h: a hint</button>") }
            let mistakes = StepReveal.knownMistakes(check, on: workspace)
            if !mistakes.isEmpty {
                html +=
                    "<div class=\"mistakes\" hidden>\n<p class=\"question\">The mistakes this lesson knows:</p>\n"
                    + mistakes.map { "<p>\(inline($0))</p>\n" }.joined() + "</div>\n"
                buttons.append("<button class=\"show-mistakes\">m: mistakes</button>")
            }
        }
        // A step that sets nothing up has no layout of its own to show (as in demo).
        // A code step's blank stays blank in it until the answer is out.
        if !step.setup.isEmpty, let view = DemoState.codeView(step, in: lesson, answered: false) {
            let lines = WalkListing(view.text).numbered(width: nil, ascii: false)
            let said = view.blankLine.map {
                ["Line \($0) is this step's question: \(CodeStep.gap) stands in it until the answer.", ""]
            }
            html += "<pre class=\"listing\" hidden>\(escape(((said ?? []) + lines).joined(separator: "\n")))</pre>\n"
            // Once the answer is out, c shows the listing with the line in it.
            if view.blankLine != nil, let answered = DemoState.codeView(step, in: lesson, answered: true) {
                let shown = WalkListing(answered.text).numbered(width: nil, ascii: false)
                html += "<pre class=\"listing answered\" hidden>\(escape(shown.joined(separator: "\n")))</pre>\n"
            }
            buttons.append("<button class=\"show-code\">c: the layout's code</button>")
        }
        return buttons.isEmpty ? html : html + "<p class=\"buttons\">\(buttons.joined(separator: " "))</p>\n"
    }

    /// A walk step's walk from where its question stops, a screen each, hidden: once the answer
    /// is out, `w` steps through them in place of the question's screen (at most `walkScreens`;
    /// the shell's `walk` goes on).
    private static func walkSteps(_ lesson: Lesson, _ check: Check, _ workspace: Workspace) -> String {
        guard check.kind == .walk, let question = check.walk,
            let setting = try? question.setting(workspace, yours: lesson.teachersFile)
        else { return "" }
        let view = WalkView(walk: setting.walk, listing: setting.listing, title: lesson.title, options: walkOptions)
        let screens = WalkExport.screens(view, from: setting.stop, count: walkScreens)
        return screens.map { "<pre class=\"walk walk-step\" hidden>\(escape($0.joined(separator: "\n")))</pre>\n" }
            .joined()
    }

    /// The most walk screens a slide carries (each a few kilobytes).
    static let walkScreens = 40

    private static func question(_ check: Check) -> String {
        let lines = LessonPresenter.checkText(check, answeredBefore: true).dropFirst().dropLast()
        guard let first = lines.first else { return "" }
        var html = "<p class=\"question\">\(inline(first))</p>\n"
        let choices = zip("abcdefghijklmnopqrstuvwxyz", check.choices)
        if !check.choices.isEmpty {
            html += "<ol class=\"choices\">" + choices.map { "<li>\($0)) \(inline($1.text))</li>" }.joined() + "</ol>\n"
        }
        return html
    }

    static let walkOptions = RenderOptions(maxColumns: 100)
}
