import LabText
import LayoutCore

/// A walk written down for a projector or a handout: one self-contained HTML page that steps
/// through it with the arrow keys (no script, font or picture from the network), or one SVG per
/// step. Each step is its screen as `walk` draws it, at a size that reads from the back row.
public enum WalkExport {
    /// The page's and the pictures' screen: wide and tall enough for the code, the words and
    /// the picture together.
    public static let screen = (columns: 100, lines: 36)

    /// Every step's screen, without the keys of the terminal's.
    static func screens(_ view: WalkView) -> [[String]] {
        screens(view, from: 0, count: view.walk.steps.count)
    }

    /// `count` steps' screens from step `from` on (fewer at the walk's end), without the keys
    /// of the terminal's: for a slide that steps through a walk from a question's stop.
    public static func screens(_ view: WalkView, from first: Int, count: Int) -> [[String]] {
        var options = view.options
        options.maxColumns = screen.columns
        options.color = false
        let sized = WalkView(walk: view.walk, listing: view.listing, title: view.title, options: options)
        let steps = view.walk.steps.indices
        let shown = max(steps.lowerBound, min(first, steps.upperBound))..<min(steps.upperBound, max(first, 0) + count)
        return shown.map { index in
            let lines = sized.screen(at: index, height: screen.lines)
            return lines.last == WalkView.keys || lines.last == ASCIIText.plain(WalkView.keys)
                ? lines.dropLast() : lines
        }
    }

    /// One HTML page: every step in a `<pre>`, one shown at a time; ← and → (or space,
    /// Home, End, the buttons) move between them, and `#step-N` opens at step N.
    public static func html(_ view: WalkView) -> String {
        let steps = screens(view)
        let title = escape("walk · " + view.title)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { background: #fdfdfb; color: #111; font-family: system-ui, sans-serif; margin: 2em; }
            pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 18px; line-height: 1.15; }
            .step { display: none; }
            .step.shown { display: block; }
            nav { font-size: 18px; margin-bottom: 1em; }
            button { font-size: 18px; padding: 0.2em 0.8em; }
            </style>
            </head>
            <body>
            <nav><button id="back" aria-label="previous step">←</button> <span id="where"></span> <button id="next" aria-label="next step">→</button> (← → or space; Home, End)</nav>

            """
        for (index, lines) in steps.enumerated() {
            page += "<pre class=\"step\" id=\"step-\(index + 1)\">\(escape(lines.joined(separator: "\n")))</pre>\n"
        }
        page += """
            <script>
            const steps = document.querySelectorAll(".step");
            let at = 0;
            function show(index) {
              at = Math.max(0, Math.min(steps.length - 1, index));
              steps.forEach((step, i) => step.classList.toggle("shown", i === at));
              document.getElementById("where").textContent = "step " + (at + 1) + " of " + steps.length;
            }
            document.getElementById("back").onclick = () => show(at - 1);
            document.getElementById("next").onclick = () => show(at + 1);
            document.addEventListener("keydown", (event) => {
              if (event.key === "ArrowRight" || event.key === " ") { show(at + 1); event.preventDefault(); }
              if (event.key === "ArrowLeft") { show(at - 1); event.preventDefault(); }
              if (event.key === "Home") { show(0); }
              if (event.key === "End") { show(steps.length - 1); }
            });
            // #step-12 opens at step 12: a link to one moment of the walk.
            const asked = /^#step-(\\d+)$/.exec(location.hash);
            show(asked ? Number(asked[1]) - 1 : 0);
            </script>
            </body>
            </html>

            """
        return page
    }

    /// One SVG per step: the screen's lines as text, in a monospace font.
    public static func svgs(_ view: WalkView) -> [String] {
        screens(view).map { lines in
            let width = 12 + screen.columns * 9
            let height = 16 + lines.count * 18
            var svg =
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#fdfdfb\"/>\n"
                + "<g font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"15\" fill=\"#111\" xml:space=\"preserve\">\n"
            for (number, line) in lines.enumerated() {
                svg += "<text x=\"6\" y=\"\(20 + number * 18)\">\(escape(line))</text>\n"
            }
            return svg + "</g>\n</svg>\n"
        }
    }

    static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}
