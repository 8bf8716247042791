import Exercises
import Foundation
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Shell
import TestSupport
import Testing
import Workbench

/// `walk` through the session: every step names a line of the listing `source` shows, and
/// short walks of each layout read as recorded.
@Suite("walk: the layouts' own code, step by step")
struct WalkCommandTests {
    /// Workspaces of every layout: each flow layout with each of its variants alone, on a few
    /// item mixes and widths, and each scrolling collection at a few offsets.
    static func workspaces() throws -> [(String, Workspace)] {
        var found: [(String, Workspace)] = []
        let mixes = [
            ["add Swift", "add Layout", "add UI"],
            ["add A 4x1", "add B 6x2 anchor=bottom", "add spacer", "add C 3x1", "add break", "add D 12x1"],
            [],
            // SwiftUI-Flow's overflow indicator (a plain tag to the other layouts).
            ["add A 4x1", "add B 6x1", "add C 3x1", "add D 5x1", "add overflow"],
        ]
        // (No exercise writes a vstack: it has no listing to walk.)
        for kind in LayoutKind.allCases where kind != .vstack {
            // SwiftUI-Flow's layouts have options where the articles' have variants.
            let variantSets: [[String]] =
                kind.isSwiftUIFlow
                ? [
                    [], ["evenly on"], ["justified on", "line-align center"], ["max-lines 1", "direction rtl"],
                    ["evenly on", "justified on", "max-lines 2", "item-align top"],
                ]
                : [[]] + LayoutVariant.allCases.filter { $0.layout == kind }.map { ["\($0.rawValue) on"] }
            for variants in variantSets {
                for (number, mix) in mixes.enumerated() {
                    for width in ["14", "none", "3", "infinity"] {
                        var lines = ["layout \(kind.rawValue)", "set width \(width)"]
                        if !kind.isSwiftUIFlow { lines.append("set align center") }
                        lines += mix + variants.map { "set \($0)" }
                        found.append(
                            (
                                "\(kind.rawValue) \(variants) mix \(number) width \(width)",
                                try workspace(lines)
                            ))
                    }
                }
            }
        }
        found.append(
            ("snap-carousel correction off", try workspace(["layout snap-carousel", "set correction off", "release"])))
        for kind in CollectionKind.allCases {
            for offset in ["0", "37", "500"] {
                found.append(
                    (
                        "\(kind.rawValue) offset \(offset)",
                        try workspace(["layout \(kind.rawValue)", "scroll \(offset)"])
                    ))
            }
            found.append(("\(kind.rawValue) one item", try workspace(["layout \(kind.rawValue)", "set items 1"])))
        }
        return found
    }

    static func workspace(_ lines: [String]) throws -> Workspace {
        var workspace = Workspace()
        for line in lines {
            guard case .edit(let edit) = try CommandParser.parse(line) else { continue }
            _ = try workspace.apply(edit)
        }
        return workspace
    }

    static func listing(_ workspace: Workspace) throws -> WalkListing {
        // The listing with the variants' lines, as `source` and `walk` show it.
        let listing =
            workspace.collection.map { ExerciseCatalog.listing(for: $0) }
            ?? ExerciseCatalog.listing(for: workspace.configuration)
        return WalkListing(try #require(listing).text)
    }

    /// Every probe names a line that exists in the listing, and says what it shows.
    @Test(.layer(.stress)) func everyStep_namesALineOfTheListing() throws {
        for (name, workspace) in try Self.workspaces() {
            let listing = try Self.listing(workspace)
            let walk = workspace.walk()
            for step in walk.steps {
                try #require(listing.line(of: step) != nil, "\(name): no line '\(step.code)' in \(step.function)")
                try #require(!step.says.isEmpty, "\(name): '\(step.code)' says nothing")
            }
        }
    }

    /// Every step of every walk fits an 80×24 window, and the transcript a pipe gets too.
    @Test(.layer(.stress)) func everyScreen_fitsTheWindow() throws {
        var options = RenderOptions(maxColumns: 80)
        options.ascii = false
        // Every fourth: each layout and each of its settings comes up.
        for (number, (name, workspace)) in try Self.workspaces().enumerated() where number % 4 == 0 {
            let walk = workspace.walk()
            let view = WalkView(walk: walk, listing: try Self.listing(workspace), title: "x", options: options)
            for index in walk.steps.indices {
                let screen = view.screen(at: index, height: 23)
                try #require(screen.count <= 23, "\(name) step \(index + 1): \(screen.count) lines")
                try #require(screen.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(name) step \(index + 1)")
            }
        }
    }

    @Test func aWalk_asksOnceBeforeShowingAnExercisesReference_thenPrintsSteps() {
        let session = quietSession()
        for line in ["layout flow", "set width 14", "add Swift", "add Layout"] { _ = session.execute(line) }
        let asked = session.execute("walk --to 3")
        #expect(asked.lines.first?.hasPrefix("walk shows the reference solution of exercise flow") == true)
        let shown = session.execute("walk --to 3")
        #expect(shown.lines.first == "walk: flow (004), 2 items, proposal 14×nil: 25 steps")
        #expect(shown.lines.last == "(22 more steps: walk --to 25 shows them all)")
        #expect(session.execute("walk --to 0").error?.contains("walk --to needs a number of steps from 1") == true)
        #expect(session.execute("walk 3").error == "unknown word after walk '3' (allowed: FILE.swift, --to N)")
    }

    /// `source NAME` starts the listing where NAME is declared; a name it lacks is listed against
    /// what it has.
    @Test func source_startsAtADeclaration() {
        let session = quietSession()
        for line in ["layout hflow", "source --solution", "source --solution"] { _ = session.execute(line) }
        let fill = session.execute("source chooseBestBreak")
        #expect(
            fill.lines.first?.hasSuffix("mutating func chooseBestBreak(endingAt end: Int) {") == true,
            "\(fill.lines.prefix(2))")
        let missing = session.execute("source nothing")
        #expect(missing.error?.hasPrefix("no function or type 'nothing' in this listing") == true)
        #expect(missing.error?.contains("placeSubviews") == true)
    }

    /// `source` in a code step opens at the function that holds its blank, as demo's code view
    /// does (from the top, the blank was three pages down at 80×24), and `source NAME` still
    /// starts at NAME; the blank stays blank either way.
    @Test func sourceInACodeStep_opensAtTheBlanksFunction() throws {
        let session = quietSession()
        session.lessons = LessonTaker(
            library: LessonLibrary(folders: [], includeShipped: true),
            store: ProgressStore(directory: try TemporaryFolder.made("source-code-step")))
        for line in ["preview flow-basics 12", "source --solution", "source --solution"] { _ = session.execute(line) }
        let shown = session.execute("source --solution").lines
        #expect(shown.first?.hasPrefix("Line 42 is this step's question") == true, "\(shown.prefix(2))")
        #expect(shown.first?.contains("Shown from line 33, where its function starts") == true)
        #expect(shown.dropFirst().first?.hasPrefix("33 │") == true, "\(shown.prefix(3))")
        let blankRow = try #require(shown.firstIndex { $0.hasPrefix("42 │") })
        #expect(blankRow < 23 && shown[blankRow].hasSuffix(CodeStep.gap))
        let declared = session.execute("source Placement").lines
        #expect(declared.first?.contains("Shown from line") == false, "\(declared.prefix(2))")
        #expect(!declared.contains { $0.contains("if x + size.width > maxWidth") })
    }

    /// A short walk of each layout, as `walk` prints it off a terminal.
    @Test(arguments: [
        ("flow", ["layout flow", "set width 14", "add Swift", "add Layout"]),
        ("wrap", ["layout wrap", "set width 14", "set align center", "add Swift", "add Layout"]),
        ("anchored", ["layout anchored", "set width 14", "add A 4x1 anchor=top", "add B 12x2"]),
        ("snap-carousel", ["layout snap-carousel", "set items 2", "scroll 40"]),
        ("card-stack", ["layout card-stack", "set items 2"]),
        ("drum", ["layout drum", "set items 2"]),
        (
            "hflow-evenly",
            ["layout hflow", "set width 16", "set spacing 1", "add A 6x1", "add B 6x1", "add C 4x1", "set evenly on"]
        ),
        (
            "vflow-justified-rtl",
            [
                "layout vflow", "set height 5", "set spacing 1", "add A 2x2", "add B 3x2", "add C 1x2",
                "set justified on", "set max-lines 1", "set direction rtl",
            ]
        ),
    ])
    func aShortWalk_readsAsRecorded(name: String, setup: [String]) throws {
        let session = quietSession()
        for line in setup + ["walk"] { _ = session.execute(line) }
        let reply = session.execute("walk")
        #expect(reply.error == nil)
        expectSnapshot(reply.lines.joined(separator: "\n") + "\n", named: "walk-\(name)")
    }

    /// One screen at 80×24, as a terminal shows it.
    @Test func aScreen_readsAsRecorded() throws {
        let workspace = try Self.workspace(["layout flow", "set width 14", "add Swift", "add Layout", "add UI"])
        let walk = workspace.walk()
        let view = WalkView(
            walk: walk, listing: try Self.listing(workspace), title: "flow (004)",
            options: RenderOptions(maxColumns: 80))
        expectSnapshot(view.screen(at: 7, height: 23).joined(separator: "\n") + "\n", named: "walk-screen-flow")
        let collection = try Self.workspace(["layout card-stack", "set items 3"])
        let stack = WalkView(
            walk: collection.walk(), listing: try Self.listing(collection), title: "card-stack (003)",
            options: RenderOptions(maxColumns: 80))
        expectSnapshot(stack.screen(at: 6, height: 23).joined(separator: "\n") + "\n", named: "walk-screen-card-stack")
        // A step of the balancing programme: the table filling in, the cost that decides.
        let balanced = try Self.workspace([
            "layout hflow", "set width 16", "set spacing 1", "add A 6x1", "add B 6x1", "add C 4x1", "add D 9x1",
            "set evenly on",
        ])
        let programme = WalkView(
            walk: balanced.walk(), listing: try Self.listing(balanced), title: "hflow (SwiftUI-Flow)",
            options: RenderOptions(maxColumns: 80))
        expectSnapshot(programme.screen(at: 5, height: 23).joined(separator: "\n") + "\n", named: "walk-screen-hflow")
    }

    /// A long title gives way: the step, its method and the item in hand are never cut at 80
    /// columns (`walk tried`'s "OpenSwiftUI's code, your line in it" once cut off the item).
    @Test func aLongTitle_isCut_neverTheStepOrItsItem() throws {
        let workspace = try Self.workspace(["layout flow", "set width 14", "add Swift", "add Layout", "add UI"])
        let walk = workspace.walk()
        let index = try #require(walk.steps.indices.last { walk.steps[$0].item != nil })
        let item = try #require(walk.steps[index].item)
        for title in ["x", "the article's code, your line in it", String(repeating: "very long title ", count: 8)] {
            let view = WalkView(
                walk: walk, listing: try Self.listing(workspace), title: title, options: RenderOptions(maxColumns: 80))
            let header = try #require(view.screen(at: index, height: 23).first)
            #expect(DisplayWidth.of(header) <= 80, "\(header)")
            #expect(header.hasSuffix("· item \(item)"), "\(header)")
            #expect(header.contains("step \(index + 1) of \(walk.steps.count)"), "\(header)")
        }
    }
}

/// `export walk`: a page that steps through the walk, or a picture per step.
@Suite("export walk")
struct ExportWalkTests {
    final class Recorded: FileWriting, @unchecked Sendable {
        var files: [String: String] = [:]
        var folders: [String] = []
        func write(_ text: String, to path: String, overwrite: Bool) throws(FileProblem) {
            if !overwrite, files[path] != nil { throw .exists(path) }
            files[path] = text
        }
        func makeFolder(_ path: String) throws(FileProblem) { folders.append(path) }
    }

    /// `export svg NAME`: a name with no extension gets .svg, said so; one with any keeps it;
    /// a file is never written over unless forced.
    @Test func anSVGsName_getsItsExtension_andNothingIsWrittenOver() throws {
        let recorded = Recorded()
        let session = Session(files: recorded)
        session.autoshow = false
        _ = session.execute("add Swift")
        #expect(session.execute("export svg wrap").lines == ["wrote wrap.svg (.svg added to the name)"])
        #expect(session.execute("export svg pic.image").lines == ["wrote pic.image"])
        #expect(session.execute("export svg wrap.svg").error != nil)
        #expect(session.execute("export svg wrap.svg --force").lines == ["wrote wrap.svg"])
        #expect(recorded.files["wrap.svg"]?.hasPrefix("<?xml") == true)
    }

    @Test func aPage_holdsEveryStep_andNothingFromTheNetwork() throws {
        let recorded = Recorded()
        let session = Session(files: recorded)
        session.autoshow = false
        for line in ["layout flow", "set width 14", "add Swift", "add Layout"] { _ = session.execute(line) }
        #expect(session.execute("export walk a.html").lines.first?.hasPrefix("export walk shows the reference") == true)
        #expect(
            session.execute("export walk a.html").lines == [
                "wrote a.html: 25 steps; open it in a browser, ← and → step through"
            ])
        let page = try #require(recorded.files["a.html"])
        #expect(page.components(separatedBy: "<pre class=\"step\"").count - 1 == 25)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src="))
        let guardLine = try RepositoryFile.line(
            of: "if x + size.width > maxWidth, x > 0 {", in: "Exercises/flow/Solution.swift")
        #expect(page.contains("▶ \(guardLine.line) │             if x + size.width &gt; maxWidth, x &gt; 0 {"))
        #expect(session.execute("export walk a.html").error == "a.html already exists; add --force to replace it")
        #expect(session.execute("export walk steps").lines == ["wrote 25 pictures into steps (step-001.svg …)"])
        #expect(recorded.folders == ["steps"])
        #expect(recorded.files["steps/step-025.svg"]?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)
    }
}
