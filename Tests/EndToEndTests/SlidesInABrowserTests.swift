import Foundation
import TestSupport
import Testing

/// The slides of every shipped lesson, loaded in headless Chromium as a teacher's browser
/// would: no console error, every slide's picture drawn, the keys move, reveal and hint.
@Suite("slides in a browser", .enabled(if: HeadlessBrowser.isAvailable, "needs chromium (make test installs it)"))
struct SlidesInABrowserTests {
    /// Appended to a copy of the page: presses the keys as a person would and writes down what
    /// each did, into the page, where --dump-dom shows it.
    static let trial = """
        <script>
        const seen = { drawn: [], fits: [], moved: false, revealed: false, hinted: false, slides: slides.length };
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
        document.body.setAttribute("data-trial", JSON.stringify(seen));
        </script>
        """

    struct Seen: Decodable {
        var drawn: [Bool]
        var fits: [Bool]
        var moved, revealed, hinted: Bool
        var slides: Int
    }

    @Test(arguments: DemoInATerminalTests.lessonIDs)
    func slidesLoadDrawAndMove(_ id: String) throws {
        let folder = try Executable.unprivilegedFolder("slides")
        let page = folder + "/\(id).html"
        let written = try Executable.run(["export", id, "--slides", page])
        #expect(written.status == 0, "\(written.error)")
        let plain = try HeadlessBrowser.load(page, fragment: "#step-2")
        #expect(plain.console.isEmpty, "\(id): \(plain.console)")
        #expect(
            plain.dom.contains("<section class=\"slide shown\" id=\"step-2\""), "\(id): #step-2 did not open step 2")

        let tried = folder + "/\(id)-tried.html"
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: Self.trial + "\n</body>").write(
            toFile: tried, atomically: true, encoding: .utf8)
        let load = try HeadlessBrowser.load(tried)
        #expect(load.console.isEmpty, "\(id): \(load.console)")
        let attribute = try #require(
            load.dom.range(of: "data-trial=\"").map { load.dom[$0.upperBound...].prefix { $0 != "\"" } })
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(json.utf8))
        #expect(seen.slides > 5)
        #expect(!seen.drawn.isEmpty && seen.drawn.allSatisfy { $0 }, "\(id): a picture did not draw: \(seen.drawn)")
        #expect(seen.moved && seen.hinted && seen.revealed, "\(id): keys: \(seen)")
        #expect(seen.fits.allSatisfy { $0 }, "\(id): slides taller than 1280×800: \(seen.fits)")
    }

    @Test func aSlideLooksRightAtAProjectorsSize() throws {
        let folder = try Executable.unprivilegedFolder("slides")
        let page = folder + "/flow-basics.html"
        _ = try Executable.run(["export", "flow-basics", "--slides", page])
        let png = try HeadlessBrowser.screenshot(page, fragment: "#step-1", width: 1280, height: 800)
        let size = try #require(HeadlessBrowser.size(ofPNG: png))
        #expect(size.width == 1280 && size.height == 800)
        #expect(png.count > 10_000, "a near-empty screenshot: \(png.count) bytes")
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
        let again = try Executable.run(["export", "flow-basics", "--handout", folder + "/h.md"])
        #expect(again.status == 2 && again.error.contains("already exists; add --force to replace it"))
        let wrong = try Executable.run(["export", "flow-basics", "--slides", folder + "/s.pdf"])
        #expect(wrong.error == "layoutlab export: --slides writes an HTML page: give a file name ending in .html\n")
    }
}
