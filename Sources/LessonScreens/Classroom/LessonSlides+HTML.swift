import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// The page around the slides and handouts: prose and inline code as HTML, the document.
extension LessonSlides {
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

    // For a projector (1280×720 to 1920×1080): a slide is a column as tall as the window, and
    // its pictures take the room the words leave, scaled up from their drawing (a test measures
    // each picture's share and its smallest glyph in headless Chromium at both sizes).
    static let slideStyle = """
        body { background: #fdfdfb; color: #111; font-family: system-ui, sans-serif; font-size: clamp(18px, 3.1vh, 40px); margin: 0 2em; }
        h1 { font-size: 1.6em; margin: 0.1em 0; }
        p { margin: 0.3em 0; }
        .where, #timer { color: #555; font-size: 0.85em; }
        .keys { color: #555; font-size: 0.6em; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        code { background: #eee; padding: 0 0.15em; }
        pre { margin: 0.3em 0; }
        pre.walk { font-size: 0.8em; line-height: 1.15; width: max-content; }
        pre.code { font-size: 1.05em; line-height: 1.3; width: max-content; }
        /* The layout's code is a window of its own over the slide, read at its size and scrolled. */
        pre.listing { position: fixed; left: 0; right: 0; bottom: 0; top: 2.4em; margin: 0; padding: 0.4em 2em;
          overflow: auto; background: #fdfdfb; border-top: 2px solid #999; font-size: 0.8em; line-height: 1.25; z-index: 5; }
        figure { margin: 0.3em 0; flex: 1 1 0; min-height: 6em; position: relative; }
        figure svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        /* The layout's settings under its picture, as demo shows them. */
        figure:has(figcaption) svg { height: calc(100% - 1.6em); }
        figcaption.settings { position: absolute; left: 0; right: 0; bottom: 0; font: 0.75em monospace; color: #333; }
        [hidden] { display: none !important; }
        .slide { display: none; }
        .slide.shown { display: flex; flex-direction: column; }
        .slide > * { flex-shrink: 0; }
        .slide > figure, .answer:not([hidden]):has(figure) { flex: 1 1 0; }
        .answer:not([hidden]):has(figure) { display: flex; flex-direction: column; }
        .question { font-weight: bold; }
        ol.choices { list-style: none; padding-left: 1em; margin: 0.3em 0; }
        ol.choices li { display: inline-block; margin-right: 2em; }
        .hint { color: #245; }
        .answer { border-left: 0.3em solid #2a7; padding-left: 0.8em; }
        .mistakes { border-left: 0.3em solid #c63; padding-left: 0.8em; }
        button { font-size: 0.8em; padding: 0.1em 0.8em; }
        nav { position: sticky; top: 0; background: #fdfdfb; padding: 0.3em 0; display: flex; gap: 0.5em; align-items: center; }
        #where { white-space: nowrap; }
        nav .keys { flex: 1 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #timer { margin-left: auto; white-space: nowrap; font-variant-numeric: tabular-nums; font-size: 1em; }
        #timer + #question-timer { margin-left: 1em; }
        #timer.over, #question-timer.over { color: #b00; font-weight: bold; }
        #question-timer { margin-left: auto; white-space: nowrap; font-variant-numeric: tabular-nums; }
        """

    static let handoutStyle = """
        body { color: #000; font-family: Georgia, serif; font-size: 12pt; margin: 2em; max-width: 48em; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 10pt; }
        section { break-inside: avoid; margin-bottom: 1.5em; }
        figure svg { max-width: 100%; height: auto; }
        .question { font-weight: bold; }
        ol.choices { list-style: none; padding-left: 1em; }
        .answer-space { border-bottom: 1px solid #999; height: 3em; }
        """

    static let slideScript = """
        const slides = document.querySelectorAll(".slide");
        const nav = document.querySelector("nav");
        let at = 0;
        // A slide is as tall as the window below the keys, so that its pictures take what the
        // words leave; a walk's screen is set as large as the width allows; a slide whose words
        // alone are taller than the window (long prose, the answer and every hint at once) is
        // scaled down, so that nothing scrolls away in front of a class.
        function fit() {
          const slide = slides[at];
          slide.style.zoom = 1;
          const room = window.innerHeight - nav.offsetHeight - 16;
          // A walk's screen may grow to the width; code only shrinks to it.
          slide.querySelectorAll("pre:not([hidden]):not(.listing)").forEach((pre) => {
            pre.style.fontSize = "";
            const base = parseFloat(getComputedStyle(pre).fontSize);
            const wide = pre.getBoundingClientRect().width;
            const largest = pre.classList.contains("walk") ? 1.4 * base : base;
            pre.style.fontSize = Math.min(largest, base * (slide.clientWidth - 8) / wide) + "px";
          });
          slide.querySelectorAll("pre.listing").forEach((pre) => pre.style.top = nav.offsetHeight + "px");
          slide.style.height = room + "px";
          if (slide.scrollHeight > room + 1) {
            slide.style.height = "auto";
            const height = slide.getBoundingClientRect().height;
            slide.style.zoom = room / height;
            slide.style.height = height + "px";
          }
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
          // The prose, and a code step's window (the answer quotes the line and says where it
          // goes), step aside for the answer and its picture; t brings them back.
          slide.querySelectorAll(".prose, .code-window").forEach((part) => part.hidden = true);
          // An answer with a picture of its own shows it in the question's place, as demo does.
          if (answer.querySelector("figure")) {
            slide.querySelectorAll(":scope > figure").forEach((figure) => figure.hidden = true);
          }
          const button = slide.querySelector(".reveal");
          if (button) { button.hidden = true; }
          // A code step's listing, open, now shows the line.
          const open = slide.querySelector("pre.listing:not([hidden])");
          if (open) { open.hidden = true; code(); }
          fit();
        }
        // c: the layout's code, with a code step's line blank until the answer is out, and in
        // it after.
        function code() {
          const slide = slides[at];
          const answer = slide.querySelector(".answer");
          const answered = !answer || !answer.hidden;
          const listings = [...slide.querySelectorAll("pre.listing")];
          const wanted = listings.find((pre) => pre.classList.contains("answered") === answered) ?? listings[0];
          if (!wanted) { return; }
          const open = listings.some((pre) => !pre.hidden);
          listings.forEach((pre) => pre.hidden = true);
          wanted.hidden = open;
          fit();
        }
        function hint() {
          const next = slides[at].querySelector(".hint[hidden]");
          if (next) { next.hidden = false; }
          fit();
        }
        // m, c and t show (and hide again) what the teacher asks for.
        function toggle(selector) {
          const parts = [...slides[at].querySelectorAll(selector)];
          if (parts.length === 0) { return; }
          const hide = !parts[0].hidden;
          parts.forEach((part) => part.hidden = hide);
          fit();
        }
        // w steps through a walk step's walk, from its stop, once the answer is out (before, it
        // would show the answer); W steps back.
        function walk(by) {
          const slide = slides[at];
          const answer = slide.querySelector(".answer");
          const screens = [...slide.querySelectorAll("pre.walk")];
          if (screens.length < 2 || (answer && answer.hidden)) { return; }
          const now = screens.findIndex((pre) => !pre.hidden);
          const next = Math.max(0, Math.min(screens.length - 1, now + by));
          screens.forEach((pre, i) => pre.hidden = i !== next);
          fit();
        }
        document.querySelectorAll(".reveal").forEach((button) => button.onclick = reveal);
        document.querySelectorAll(".show-mistakes").forEach((button) => button.onclick = () => toggle(".mistakes"));
        document.querySelectorAll(".show-hint").forEach((button) => button.onclick = hint);
        document.querySelectorAll(".show-code").forEach((button) => button.onclick = code);
        document.getElementById("back").onclick = () => show(at - 1);
        document.getElementById("next").onclick = () => show(at + 1);
        document.addEventListener("keydown", (event) => {
          if (event.key === "ArrowRight" || event.key === " ") { show(at + 1); event.preventDefault(); }
          else if (event.key === "ArrowLeft") { show(at - 1); event.preventDefault(); }
          else if (event.key === "Enter") { reveal(); event.preventDefault(); }
          else if (event.key === "h") { hint(); }
          else if (event.key === "m") { toggle(".mistakes"); }
          else if (event.key === "c") { code(); }
          else if (event.key === "t") { toggle(".prose, .code-window"); }
          else if (event.key === "w") { walk(1); }
          else if (event.key === "W") { walk(-1); }
          else if (event.key === "Escape") {
            slides[at].querySelectorAll("pre.listing, .mistakes").forEach((part) => part.hidden = true);
            fit();
          }
          else if (event.key === "Home") { show(0); }
          else if (event.key === "End") { show(slides.length - 1); }
        });
        // The clocks, as demo keeps them: the lesson's minutes (export --timer MIN) in the
        // corner, counting from when the page opened, and each question's seconds
        // (--question-time SEC) while its answer is hidden, afresh on each slide; past the end
        // each counts the time over, in red. p pauses both and starts them again. No sound.
        const timer = document.getElementById("timer");
        const questionTimer = document.getElementById("question-timer");
        function pausable() {
          let banked = 0, since = Date.now();
          return {
            seconds: () => Math.floor((banked + (since === null ? 0 : Date.now() - since)) / 1000),
            pause: () => { if (since !== null) { banked += Date.now() - since; since = null; } },
            resume: () => { if (since === null) { since = Date.now(); } },
            restart: (paused) => { banked = 0; since = paused ? null : Date.now(); },
          };
        }
        const clocks = { paused: false, lesson: pausable(), question: pausable(), step: at };
        function clockText(left) {
          const shown = Math.abs(left);
          const clock = Math.floor(shown / 60) + ":" + String(shown % 60).padStart(2, "0");
          return left >= 0 ? clock + " left" : "time is up, +" + clock;
        }
        function tick() {
          const paused = clocks.paused ? "paused · " : "";
          if (timer) {
            const left = Number(timer.dataset.minutes) * 60 - clocks.lesson.seconds();
            timer.textContent = paused + clockText(left);
            timer.classList.toggle("over", left < 0);
          }
          if (questionTimer) {
            if (clocks.step !== at) { clocks.step = at; clocks.question.restart(clocks.paused); }
            const answer = slides[at].querySelector(".answer");
            questionTimer.hidden = !answer || !answer.hidden;
            const left = Number(questionTimer.dataset.seconds) - clocks.question.seconds();
            questionTimer.textContent = (timer ? "" : paused) + "question " + clockText(left);
            questionTimer.classList.toggle("over", left < 0);
          }
        }
        function pause() {
          if (!timer && !questionTimer) { return; }
          clocks.paused = !clocks.paused;
          [clocks.lesson, clocks.question].forEach((clock) => clocks.paused ? clock.pause() : clock.resume());
          tick();
        }
        if (timer || questionTimer) {
          document.addEventListener("keydown", (event) => {
            if (event.key === "p") { pause(); }
            // After the page's own keys have moved or revealed: the question's clock follows.
            setTimeout(tick, 0);
          });
          tick();
          setInterval(tick, 250);
        }
        const asked = /^#step-(\\d+)$/.exec(location.hash);
        show(asked ? Number(asked[1]) - 1 : 0);
        """
}
