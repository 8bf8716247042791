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
    public static func slides(_ lesson: Lesson) -> String {
        var body = ""
        for index in lesson.steps.indices {
            body += "<section class=\"slide\" id=\"step-\(index + 1)\">\n" + slide(lesson, index) + "</section>\n"
        }
        let nav = """
            <nav><button id="back" aria-label="previous step">←</button> <span id="where"></span> \
            <button id="next" aria-label="next step">→</button> \
            <span class="keys">← → or space: steps · h: a hint · Enter: the answer</span></nav>

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
                body += "<figure>\(workspace.svg())</figure>\n"
            }
            if let check = step.check { body += question(check) + "<div class=\"answer-space\"></div>\n" }
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
        html += prose(step.prose)
        let check = step.check
        if check?.kind == .predict {
            html +=
                "<p class=\"setup\">Set up with: <code>\(escape(step.setup.map(\.text).joined(separator: " · ")))</code> (the picture comes with the answer)</p>\n"
        } else if let check, check.kind == .walk, let question = check.walk,
            let screen = try? question.screen(workspace, yours: lesson.teachersFile, options: walkOptions, height: 30)
        {
            html += "<pre class=\"walk\">\(escape(screen.joined(separator: "\n")))</pre>\n"
        } else if step.hasPicture {
            html += "<figure>\(workspace.svg())</figure>\n"
        }
        guard let check else { return html }
        html += question(check)
        if check.kind == .code {
            let window = LessonPresenter.codeWindow(check, step, in: lesson)
            html +=
                "<p class=\"setup\">\(escape(window.first ?? ""))</p>\n<pre class=\"code\">\(escape(window.dropFirst().joined(separator: "\n")))</pre>\n"
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
        html += "</div>\n<p><button class=\"reveal\">Show the answer</button></p>\n"
        return html
    }

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

    // MARK: - Text

    /// Paragraphs from the author's lines: blank lines part them, `- ` starts a list item.
    static func prose(_ lines: [String]) -> String {
        var html = ""
        var paragraph: [String] = []
        var list: [String] = []
        func flush() {
            if !paragraph.isEmpty { html += "<p>\(inline(paragraph.joined(separator: " ")))</p>\n" }
            if !list.isEmpty { html += "<ul>" + list.map { "<li>\(inline($0))</li>" }.joined() + "</ul>\n" }
            paragraph = []
            list = []
        }
        for line in lines {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty {
                flush()
            } else if trimmed.hasPrefix("- ") {
                if !paragraph.isEmpty { flush() }
                list.append(String(trimmed.dropFirst(2)))
            } else if !list.isEmpty {
                list[list.count - 1] += " " + trimmed  // a list item's next line
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        return html
    }

    /// Escaped, with `code` set as code.
    static func inline(_ text: String) -> String {
        let parts = escape(text).split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return escape(text) }  // an odd backtick: as written
        return parts.enumerated().map { $0 % 2 == 1 ? "<code>\($1)</code>" : String($1) }.joined()
    }

    static func escape(_ text: String) -> String { MarkupText.escaped(text) }

    static func page(title: String, style: String, body: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)\(script.isEmpty ? "" : "<script>\n\(script)\n</script>\n")</body>
        </html>

        """
    }

    // Sized for a projector's 1280×800 with the answer shown: the pictures take what the
    // words leave (a test measures every slide in headless Chromium).
    private static let slideStyle = """
        body { background: #fdfdfb; color: #111; font-family: system-ui, sans-serif; font-size: 21px; margin: 0 2.5em 1em; }
        h1 { font-size: 1.6em; margin: 0.1em 0; }
        p { margin: 0.35em 0; }
        .where, .keys { color: #666; font-size: 0.75em; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        code { background: #eee; padding: 0 0.15em; }
        pre.walk { font-size: 14px; line-height: 1.1; margin: 0.3em 0; }
        pre.code { font-size: 24px; line-height: 1.3; margin: 0.3em 0; }
        figure { margin: 0.3em 0; }
        figure svg { width: auto; height: auto; max-width: 90vw; max-height: 40vh; min-width: 25vw; }
        .answer figure svg { max-height: 30vh; }
        .slide { display: none; }
        .slide.shown { display: block; }
        .question { font-weight: bold; }
        ol.choices { list-style: none; padding-left: 1em; margin: 0.3em 0; }
        ol.choices li { display: inline-block; margin-right: 2em; }
        .hint { color: #245; }
        .answer { border-left: 0.3em solid #2a7; padding-left: 0.8em; }
        button { font-size: 0.8em; padding: 0.1em 0.8em; }
        nav { position: sticky; top: 0; background: #fdfdfb; padding: 0.4em 0; }
        """

    private static let handoutStyle = """
        body { color: #000; font-family: Georgia, serif; font-size: 12pt; margin: 2em; max-width: 48em; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 10pt; }
        section { break-inside: avoid; margin-bottom: 1.5em; }
        figure svg { max-width: 100%; height: auto; }
        .question { font-weight: bold; }
        ol.choices { list-style: none; padding-left: 1em; }
        .answer-space { border-bottom: 1px solid #999; height: 3em; }
        """

    private static let slideScript = """
        const slides = document.querySelectorAll(".slide");
        let at = 0;
        // A slide taller than the window (long prose, a walk, the answer and every hint at once)
        // is scaled down to fit, so that nothing scrolls away in front of a class.
        function fit() {
          const slide = slides[at];
          slide.style.zoom = 1;
          const room = window.innerHeight - document.querySelector("nav").offsetHeight - 48;
          const height = slide.getBoundingClientRect().height;
          if (height > room) { slide.style.zoom = room / height; }
        }
        function show(index) {
          at = Math.max(0, Math.min(slides.length - 1, index));
          slides.forEach((slide, i) => slide.classList.toggle("shown", i === at));
          document.getElementById("where").textContent = "step " + (at + 1) + " of " + slides.length;
          history.replaceState(null, "", "#step-" + (at + 1));
          fit();
        }
        window.addEventListener("resize", fit);
        function reveal() {
          const slide = slides[at];
          const answer = slide.querySelector(".answer");
          if (!answer || !answer.hidden) { show(at + 1); return; }
          answer.hidden = false;
          const button = slide.querySelector(".reveal");
          if (button) { button.hidden = true; }
          fit();
        }
        function hint() {
          const next = slides[at].querySelector(".hint[hidden]");
          if (next) { next.hidden = false; }
          fit();
        }
        document.querySelectorAll(".reveal").forEach((button) => button.onclick = reveal);
        document.getElementById("back").onclick = () => show(at - 1);
        document.getElementById("next").onclick = () => show(at + 1);
        document.addEventListener("keydown", (event) => {
          if (event.key === "ArrowRight" || event.key === " ") { show(at + 1); event.preventDefault(); }
          else if (event.key === "ArrowLeft") { show(at - 1); event.preventDefault(); }
          else if (event.key === "Enter") { reveal(); event.preventDefault(); }
          else if (event.key === "h") { hint(); }
          else if (event.key === "Home") { show(0); }
          else if (event.key === "End") { show(slides.length - 1); }
        });
        const asked = /^#step-(\\d+)$/.exec(location.hash);
        show(asked ? Number(asked[1]) - 1 : 0);
        """
}
