import Foundation
import TestSupport
import Testing

/// The slides of every shipped lesson, loaded in headless Chromium as a teacher's browser
/// would: no console error, every slide's picture drawn, the keys move, reveal and hint.
@Suite(
    "slides in a browser", .layer(.browser),
    .enabled(if: HeadlessBrowser.isAvailable, "needs chromium (make test installs it)"))
struct SlidesInABrowserTests {
    /// Appended to a copy of the page: presses the keys as a person would and writes down what
    /// each did, into the page, where --dump-dom shows it.
    static let trial = """
        <script>
        // The slide the page opened at, from the address's #step-N, before any key.
        const opened = document.querySelector("section.slide.shown")?.id ?? "";
        const seen = { opened, drawn: [], fits: [], moved: false, revealed: false, hinted: false, slides: slides.length };
        const press = (key) => document.dispatchEvent(new KeyboardEvent("keydown", { key }));
        slides.forEach((slide, i) => {
          show(i);
          slide.querySelectorAll(".answer, .hint").forEach((part) => part.hidden = false);
          slide.querySelectorAll("svg").forEach((svg) => seen.drawn.push(svg.getBoundingClientRect().width > 0 && svg.getBoundingClientRect().height > 0));
          // With the answer and every hint shown, the slide still fits the window.
          fit();
          seen.fits.push(document.documentElement.scrollHeight <= window.innerHeight + 1);
          slide.querySelectorAll(".answer, .hint").forEach((part) => part.hidden = true);
        });
        show(0);
        press("ArrowRight");
        seen.moved = document.getElementById("where").textContent === "step 2 of " + slides.length;
        const asking = [...slides].findIndex((slide) => slide.querySelector(".hint"));
        if (asking >= 0) {
          show(asking);
          press("h");
          seen.hinted = slides[asking].querySelectorAll(".hint:not([hidden])").length === 1;
          press("Enter");
          seen.revealed = !slides[asking].querySelector(".answer").hidden;
        }
        // m and c show what they stand for, and hide it again.
        const knowing = [...slides].findIndex((slide) => slide.querySelector(".mistakes"));
        if (knowing >= 0) {
          show(knowing);
          press("m");
          const shown = !slides[knowing].querySelector(".mistakes").hidden;
          press("m");
          seen.mistakes = shown && slides[knowing].querySelector(".mistakes").hidden;
        }
        const coded = [...slides].findIndex((slide) => slide.querySelector("pre.listing"));
        if (coded >= 0) {
          show(coded);
          press("c");
          const open = !slides[coded].querySelector("pre.listing").hidden;
          // The code is a window over the slide: the slide keeps its size (no zoom), Esc closes it.
          const kept = Number(slides[coded].style.zoom || 1) === 1 || slides[coded].querySelector("pre.listing").hidden;
          press("Escape");
          seen.code = open && kept && slides[coded].querySelector("pre.listing").hidden;
        }
        // A code step's c shows its line blank until the answer, and in it once the answer is out
        // (every lesson has a code step).
        const coding = [...slides].findIndex((slide) => slide.querySelector("pre.listing.answered"));
        if (coding >= 0) {
          show(coding);
          const shownListing = () => slides[coding].querySelector("pre.listing:not([hidden])");
          press("c");
          const before = shownListing();
          press("Enter");
          const after = shownListing();
          press("Escape");
          seen.codeAnswered = before !== null && !before.classList.contains("answered")
            && after !== null && after.classList.contains("answered") && shownListing() === null;
        }
        // A walk step's w does nothing before the answer (it would show it), then steps on.
        const walking = [...slides].findIndex((slide) => slide.querySelectorAll("pre.walk-step").length >= 2);
        if (walking >= 0) {
          show(walking);
          const visible = () => [...slides[walking].querySelectorAll("pre.walk")].findIndex((pre) => !pre.hidden);
          press("w");
          const before = visible();
          press("Enter");
          press("w");
          press("w");
          const after = visible();
          press("W");
          seen.walked = before === 0 && after === 2 && visible() === 1;
        }
        document.body.setAttribute("data-trial", JSON.stringify(seen));
        </script>
        """

    struct Seen: Decodable {
        var opened: String
        var drawn: [Bool]
        var fits: [Bool]
        var moved, revealed, hinted: Bool
        var mistakes, code, walked, codeAnswered: Bool?
        var slides: Int
    }

    @Test(arguments: DemoInATerminalTests.lessonIDs)
    func slidesLoadDrawAndMove(_ id: String) throws {
        let folder = try Executable.unprivilegedFolder("slides")
        let page = folder + "/\(id).html"
        let written = try Executable.run(["export", id, "--slides", page])
        #expect(written.status == 0, "\(written.error)")
        // One load (a browser's start is most of a load's cost): opened at #step-2, then tried.
        let tried = folder + "/\(id)-tried.html"
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: Self.trial + "\n</body>").write(
            toFile: tried, atomically: true, encoding: .utf8)
        let load = try HeadlessBrowser.load(tried, fragment: "#step-2")
        #expect(load.console.isEmpty, "\(id): \(load.console)")
        let attribute = try #require(
            load.dom.range(of: "data-trial=\"").map { load.dom[$0.upperBound...].prefix { $0 != "\"" } })
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(json.utf8))
        #expect(seen.opened == "step-2", "\(id): #step-2 opened \(seen.opened)")
        #expect(seen.slides > 5)
        #expect(!seen.drawn.isEmpty && seen.drawn.allSatisfy { $0 }, "\(id): a picture did not draw: \(seen.drawn)")
        #expect(seen.moved && seen.hinted && seen.revealed, "\(id): keys: \(seen)")
        #expect(seen.mistakes != false && seen.code == true && seen.walked != false, "\(id): m, c, w: \(seen)")
        #expect(seen.codeAnswered == true, "\(id): a code step's c, before and after the answer: \(seen)")
        #expect(seen.fits.allSatisfy { $0 }, "\(id): slides taller than 1280×800: \(seen.fits)")
    }

    /// Appended to a copy of the page: every slide, before and after its answer, measured as a
    /// class sees it — each picture's share of the window, how much of the room it was given it
    /// fills, and the smallest glyph on the slide, in the picture and in the words (CSS pixels).
    static let measuring = """
        <script>
        const measured = [];
        function measure(slide, i, revealed) {
          const zoom = Number(slide.style.zoom || 1);
          const words = [];
          slide.querySelectorAll("*").forEach((element) => {
            if (element.closest("[hidden]") || element.closest("svg")) { return; }
            if ([...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())) {
              words.push(parseFloat(getComputedStyle(element).fontSize) * zoom);
            }
          });
          slide.querySelectorAll("figure svg").forEach((svg) => {
            if (svg.closest("[hidden]")) { return; }
            const box = svg.getBoundingClientRect();
            const view = svg.viewBox.baseVal;
            const scale = Math.min(box.width / view.width, box.height / view.height);
            const texts = [...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize));
            measured.push({ step: i + 1, revealed, window: innerWidth + "×" + innerHeight,
              share: view.width * scale * view.height * scale * zoom * zoom / (innerWidth * innerHeight),
              fills: Math.max(view.width * scale / box.width, view.height * scale / box.height),
              glyph: texts.length ? Math.min(...texts) * scale * zoom : 99, words: Math.min(...words) });
          });
        }
        slides.forEach((slide, i) => {
          show(i);
          measure(slide, i, false);
          const answer = slide.querySelector(".answer");
          if (answer) { reveal(); measure(slide, i, true); }
        });
        document.body.setAttribute("data-measured", JSON.stringify(measured));
        </script>
        """

    struct Measured: Decodable, CustomStringConvertible {
        var step: Int
        var revealed: Bool
        var window: String
        var share, fills, glyph, words: Double
        var description: String {
            "step \(step)\(revealed ? " revealed" : ""): share \(Int(share * 100))%, fills \(Int(fills * 100))%, glyph \(Int(glyph)) px, words \(Int(words)) px"
        }
    }

    /// The projectors a class meets, and the smallest glyph a back row reads there, in CSS pixels
    /// (the window's height decides the words' size; pictures scale with the room).
    static let projectors = [(width: 1280, height: 720, glyph: 14.0), (width: 1920, height: 1080, glyph: 20.0)]

    @Test(arguments: DemoInATerminalTests.lessonIDs)
    func picturesFillTheSlide(_ id: String) throws {
        let folder = try Executable.unprivilegedFolder("slides-measured")
        let page = folder + "/\(id).html"
        _ = try Executable.run(["export", id, "--slides", page, "--force"])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let measuring = folder + "/\(id)-measuring.html"
        try html.replacingOccurrences(of: "</body>", with: Self.measuring + "\n</body>").write(
            toFile: measuring, atomically: true, encoding: .utf8)
        for projector in Self.projectors {
            let load = try HeadlessBrowser.load(measuring, viewport: projector.width, projector.height)
            #expect(load.console.isEmpty, "\(id): \(load.console)")
            let attribute = try #require(
                load.dom.range(of: "data-measured=\"").map { load.dom[$0.upperBound...].prefix { $0 != "\"" } })
            let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"")
            let pictures = try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
            let at = "\(id) at \(projector.width)×\(projector.height)"
            #expect(!pictures.isEmpty, "\(at): no picture measured")
            #expect(
                pictures.allSatisfy { $0.window == "\(projector.width)×\(projector.height)" },
                "\(at): \(pictures.first?.window ?? "")")
            for picture in pictures {
                // The picture takes the room the words leave: it touches two sides of it.
                #expect(picture.fills > 0.97, "\(at): \(picture)")
                #expect(picture.glyph >= projector.glyph, "\(at): a picture's glyph too small: \(picture)")
                #expect(picture.words >= projector.glyph, "\(at): the words too small: \(picture)")
                // (A tall, narrow scene fills the room's height and is still a small share.)
                #expect(picture.share >= 0.02, "\(at): a picture squeezed: \(picture)")
            }
            // Most pictures are a good part of the slide (a code step's or an answer's shares it).
            let shares = pictures.map(\.share).sorted()
            #expect(shares[shares.count / 2] >= 0.12, "\(at): median share \(shares[shares.count / 2]): \(pictures)")
        }
    }

    @Test(arguments: projectors.map { [$0.width, $0.height] })
    func aSlideLooksRightAtAProjectorsSize(_ size: [Int]) throws {
        let folder = try Executable.unprivilegedFolder("slides")
        let page = folder + "/flow-basics-\(size[0]).html"
        _ = try Executable.run(["export", "flow-basics", "--slides", page, "--timer", "45"])
        let png = try HeadlessBrowser.screenshot(page, fragment: "#step-6", width: size[0], height: size[1])
        let shot = try #require(HeadlessBrowser.size(ofPNG: png))
        #expect(shot.width == size[0] && shot.height == size[1])
        #expect(png.count > 10_000, "a near-empty screenshot: \(png.count) bytes")
        let load = try HeadlessBrowser.load(page)
        #expect(load.dom.contains("45:00 left") || load.dom.contains("44:5"), "the timer: \(load.dom.suffix(300))")
    }

    /// --question-time: the question's clock counts while its answer is hidden, p pauses it and
    /// the lesson's clock alike, and it goes once the answer is out.
    @Test func theQuestionsClock_pausesOnP_andGoesWithTheAnswer() throws {
        let folder = try Executable.unprivilegedFolder("slides")
        let page = folder + "/clocks.html"
        let written = try Executable.run([
            "export", "flow-basics", "--slides", page, "--timer", "45", "--question-time", "30",
        ])
        #expect(written.status == 0, "\(written.error)")
        let trial = """
            <script>
            const press = (key) => document.dispatchEvent(new KeyboardEvent("keydown", { key }));
            const question = document.getElementById("question-timer");
            const seen = {};
            show(1); tick();
            seen.waiting = question.hidden ? "hidden" : question.textContent;
            press("p"); tick();
            seen.paused = document.getElementById("timer").textContent;
            press("p"); press("Enter"); tick();
            seen.answered = question.hidden;
            document.body.setAttribute("data-clocks", JSON.stringify(seen));
            </script>
            """
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: trial + "\n</body>").write(
            toFile: page, atomically: true, encoding: .utf8)
        let load = try HeadlessBrowser.load(page)
        #expect(load.console.isEmpty, "\(load.console)")
        let attribute = try #require(
            load.dom.range(of: "data-clocks=\"").map { load.dom[$0.upperBound...].prefix { $0 != "\"" } })
        let seen = String(attribute).replacingOccurrences(of: "&quot;", with: "\"")
        #expect(seen.contains("\"waiting\":\"question 0:30 left\"") || seen.contains("question 0:29 left"), "\(seen)")
        #expect(seen.contains("\"paused\":\"paused · 45:00 left\"") || seen.contains("paused · 44:59"), "\(seen)")
        #expect(seen.contains("\"answered\":true"), "\(seen)")
    }

    @Test func aWalkPageLoadsAndOpensAtTheStepAsked() throws {
        let folder = try Executable.unprivilegedFolder("walk")
        let page = folder + "/walk.html"
        // The first asks before showing the article's code (an exercise not yet passed); the second writes.
        let script = "layout flow\nset width 14\nadd Swift\nadd Layout\nexport walk \(page)\nexport walk \(page)\n"
        let written = try Executable.run(["run", "-"], input: script)
        #expect(written.output.contains("wrote \(page)"), "\(written)")
        let load = try HeadlessBrowser.load(page, fragment: "#step-3")
        #expect(load.console.isEmpty, "\(load.console)")
        #expect(load.dom.contains("<pre class=\"step shown\" id=\"step-3\""))
    }

    @Test func aHandoutKeepsTheAnswersOut() throws {
        let folder = try Executable.unprivilegedFolder("handout")
        let markdown = try Executable.run(["export", "flow-basics", "--handout", folder + "/h.md"])
        #expect(markdown.status == 0)
        let text = try String(contentsOfFile: folder + "/h.md", encoding: .utf8)
        #expect(text.hasPrefix("# Flow layout basics\n"))
        #expect(text.contains("## 2. ") && !text.contains("Answer:") && !text.contains("Hint"))
        _ = try Executable.run(["export", "flow-basics", "--handout", folder + "/h.html"])
        let load = try HeadlessBrowser.load(folder + "/h.html")
        #expect(load.console.isEmpty && load.dom.contains("<svg") && !load.dom.contains("class=\"answer\""))
        // A code step is answered on paper in its window, the gap in it.
        #expect(load.dom.contains("&lt;your code&gt;"))
        let again = try Executable.run(["export", "flow-basics", "--handout", folder + "/h.md"])
        #expect(again.status == 2 && again.error.contains("already exists; add --force to replace it"))
        try expectRefusal(
            ["export", "flow-basics", "--slides", folder + "/s.pdf"],
            says: "layoutlab export: --slides writes an HTML page: give a file name ending in .html")
    }
}
