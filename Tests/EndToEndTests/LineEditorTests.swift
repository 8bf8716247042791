import Foundation
import TestSupport
import Testing

/// The real line editor in a real terminal (tmux): completion and history.
@Suite(
    "the shell in a terminal", .serialized, .layer(.terminal),
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
struct LineEditorTests {
    let home = TemporaryFolder.path("layoutlab-tty")

    func start() throws -> TmuxSession {
        try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"])
    }

    @Test func tabCompletesCommandsSettingsValuesAndLabels() throws {
        let shell = try start()
        try shell.waitFor("layoutlab>")
        try shell.send("se", "Tab")
        // capture-pane drops trailing spaces, so the completed word is looked for without one.
        #expect(try shell.waitFor("layoutlab> set").contains("layoutlab> set"))
        try shell.send("al", "Tab")
        #expect(try shell.waitFor("set align").contains("layoutlab> set align"))
        try shell.send("bottomT", "Tab", "Enter")
        #expect(try shell.waitFor("align bottomTrailing").contains("align bottomTrailing"))
        try shell.send("add Привет", "Enter")
        #expect(try shell.waitFor("[Привет]").contains("[Привет]║"))
        try shell.send("remove При", "Tab")
        #expect(try shell.waitFor("remove Привет").hasSuffix("layoutlab> remove Привет"))
        try shell.send("C-u")
        // A label with a space comes back quoted, so the completed line still means it.
        try shell.send("add \"Hello world\"", "Enter")
        try shell.waitFor("[Hello world]")
        try shell.send("remove He", "Tab")
        #expect(try shell.waitFor("remove \"Hello world\"").hasSuffix("layoutlab> remove \"Hello world\""))
        try shell.send("Enter", "frames", "Enter")
        let screen = try shell.waitFor("size 40×1, 1 row")
        #expect(screen.contains("0  Привет  text"))
        #expect(!screen.contains("Hello world  text"))
        try shell.send("C-d")
    }

    @Test func ctrlD_inALesson_saysTheProgressIsKept() throws {
        // The pane outlives the shell for a moment, so what it said last can be read.
        let shell = try TmuxSession(
            command: Executable.path + "; sleep 5",
            environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"])
        try shell.waitFor("layoutlab>")
        try shell.send("open flow-basics", "Enter")
        try shell.waitFor("Step 1 of ")
        try shell.send("C-d")
        #expect(try shell.waitFor("progress is kept").contains("(open flow-basics resumes it)"))
    }

    @Test func outputTallerThanTheWindow_comesAPageAtATime() throws {
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 80, lines: 24)
        try shell.waitFor("layoutlab>")
        try shell.send("help set", "Enter")
        let first = try shell.waitFor("space for the next page, q to stop")
        #expect(first.contains("usage: set PARAMETER VALUE"))
        // Space pages on to the last page, which waits for a key too, so that the q a learner
        // pages with is not typed into the next command line ("qhelp").
        let end = "-- end: any key goes back to the prompt --"
        var pages = [first]
        while !pages.last!.contains(end), pages.count < 10 {
            try shell.send("Space")
            pages.append(try shell.waitFor(anyOf: [end, "space for the next page"], changedFrom: pages.last))
        }
        #expect(pages.last!.contains(end) && pages.contains { $0.contains("set max-scale 1.7") })
        try shell.send("q")
        #expect(try shell.waitFor("layoutlab>").hasSuffix("layoutlab>"))
        try shell.send("C-d")
    }

    @Test func ctrlC_throwsTheLineAway_andTheShellGoesOn() throws {
        let shell = try start()
        try shell.waitFor("layoutlab>")
        for attempt in 1...3 {
            try shell.send("add Never\(attempt)")
            try shell.waitFor("add Never\(attempt)")
            try shell.send("C-c")
            try shell.waitFor("Never\(attempt)^C")
        }
        try shell.send("frames", "Enter")
        let screen = try shell.waitFor("size 40×0")
        #expect(screen.contains("size 40×0, 0 rows"))
        #expect(!screen.contains("║[Never"))
        try shell.send("C-d")
    }

    @Test func resize_redrawsAtTheNewWidth_andKeepsTheLineBeingTyped() throws {
        let shell = try start()
        try shell.waitFor("layoutlab>")
        try shell.send("add \"Layout protocol\"", "Enter")
        try shell.waitFor("[Layout protocol]")
        try shell.send("set wid")
        try shell.waitFor("set wid")
        try shell.resize(columns: 20)
        // The picture comes again, cut at 20 columns with the cut marker.
        let screen = try shell.waitFor("▸")
        #expect(screen.contains("[Layout protoc▸"))
        try shell.send("th 30", "Enter")
        #expect(try shell.waitFor("proposal 30").contains("proposal 30"))
        try shell.send("C-d")
    }

    @Test func resize_withNothingToRedraw_leavesOnePrompt() throws {
        let shell = try start()
        try shell.waitFor("layoutlab>")
        try shell.resize(columns: 60)
        try shell.resize(columns: 50)
        try shell.send("help")
        let screen = try shell.waitFor("layoutlab> help")
        #expect(screen.hasSuffix("\nlayoutlab> help"))
        #expect(!screen.contains("layoutlab> layoutlab>"))
        try shell.send("C-u", "C-d")
    }

    @Test func demo_movesOnSingleKeys_forwardBackAndOut() throws {
        let demo = try TmuxSession(
            command: Executable.path + " demo flow-basics --to 3",
            environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"])
        try demo.waitFor("Enter reveal · h hint")
        try demo.send("Enter")  // no line to finish: the key alone reveals
        #expect(try demo.waitFor("Answer: 17").contains("Answer: 17"))
        try demo.send("Right")
        #expect(try demo.waitFor("Step 2 of 17").contains("Step 2 of 17:"))
        try demo.send("Left")
        let back = try demo.waitFor("Step 1 of 17")
        #expect(back.contains("Step 1 of 17:") && !back.contains("Step 2 of 17") && !back.contains("^[["))
        // g, a number and Enter go to a step; h shows one hint at a time.
        try demo.send("g", "3", "Enter")
        #expect(try demo.waitFor("Step 3 of 17").contains("Step 3 of 17:"))
        try demo.send("h")
        let hinted = try demo.waitFor("Hint 1 of")
        #expect(hinted.contains("Hint 1 of") && !hinted.contains("Hint 2 of"))
        try demo.send("q")
    }

    /// `walk` on an 80×24 terminal: a screen per statement, moved by single keys, and the
    /// session's lines back when it is left.
    @Test func walk_stepsOnSingleKeys_andLeavesTheSessionAsItWas() throws {
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 80, lines: 24)
        try shell.waitFor("layoutlab>")
        for line in ["set autoshow off", "layout flow", "set width 14", "add Swift", "add Layout", "walk"] {
            try shell.send(line, "Enter")
        }
        try shell.waitFor("Type walk again to see it")
        try shell.send("walk", "Enter")
        let first = try shell.waitFor("step 1 of 25")
        #expect(first.contains("walk · flow (004) · step 1 of 25 · sizeThatFits"))
        let reference = "Exercises/flow/Solution.swift"
        let sizing = try RepositoryFile.line(
            of: "let r = layout(subviews, maxWidth: proposal.width ?? .infinity)", in: reference)
        #expect(first.contains("▶ \(sizing.line) │"))
        #expect(first.split(separator: "\n").count <= 24)
        try shell.send("Right")
        #expect(try shell.waitFor("step 2 of 25").contains("item 0 is asked its ideal size, and answers 7×1"))
        try shell.send("n")
        #expect(try shell.waitFor("step 6 of 25").contains("· item 1"))
        try shell.send("Left")
        #expect(try shell.waitFor("step 5 of 25").contains("x 0→15"))
        try shell.send("p")
        #expect(try shell.waitFor("step 13 of 25").contains("placeSubviews"))
        try shell.send("8", "Enter")
        let newRow = try RepositoryFile.line(of: "                x = 0", in: reference)
        #expect(try shell.waitFor("step 8 of 25").contains("▶ \(newRow.line) │"))
        try shell.send("q")
        let after = try shell.waitFor("walk: left at step 8 of 25")
        #expect(after.contains("layoutlab> walk") && after.hasSuffix("layoutlab>"))
        try shell.send("C-d")
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let first = try start()
        try first.waitFor("layoutlab>")
        try first.send("set width 33", "Enter")
        try first.waitFor("proposal 33×nil")
        let pid = try #require(try first.programID())
        try first.send("C-d")
        Waiting.until("the first shell to end") { Waiting.hasEnded(pid) }

        try expectUpRecalls(["set width 33"])
    }

    /// A new shell, whose Up key brings back `lines`, newest first.
    func expectUpRecalls(_ lines: [String]) throws {
        let shell = try start()
        try shell.waitFor("layoutlab>")
        for line in lines {
            try shell.send("Up")
            #expect(try shell.waitFor("layoutlab> \(line)").contains("layoutlab> \(line)"))
        }
        try shell.send("C-u", "C-d")
    }

    /// Ctrl-Z at the prompt, then `fg`: the prompt and the line being typed come back, and a
    /// key is echoed once (it came back with neither, each key shown twice).
    @Test func ctrlZ_thenFg_redrawsThePromptAndTheLine() throws {
        let shell = try TmuxSession(
            command: "bash --norc --noprofile",
            environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1", "PS1": "sh$ "])
        try shell.waitFor("sh$")
        try shell.send("'\(Executable.path)'", "Enter")
        try shell.waitFor("layoutlab>")
        try shell.send("add Fo")
        try shell.waitFor("layoutlab> add Fo")
        try shell.send("C-z")
        try shell.waitFor("Stopped")
        try shell.send("fg", "Enter")
        let back = try shell.waitUntil("the prompt again", seconds: 20) {
            $0.components(separatedBy: "layoutlab> add Fo").count == 3
        }
        #expect(back.contains("fg\n"), "\(back)")
        try shell.send("o", "Enter")
        let screen = try shell.waitFor("[Foo]")
        #expect(screen.contains("layoutlab> add Foo\n"), "\(screen)")
        #expect(!screen.contains("\no\n"), "a key echoed twice: \(screen)")
        try shell.send("C-d")
    }

    @Test func twoShellsAtOnce_bothKeepTheirLines() throws {
        let left = try start()
        let right = try start()
        try left.waitFor("layoutlab>")
        try right.waitFor("layoutlab>")
        try left.send("set width 31", "Enter")
        try left.waitFor("proposal 31×nil")
        try right.send("set width 32", "Enter")
        try right.waitFor("proposal 32×nil")
        try left.send("set width 33", "Enter")
        try left.waitFor("proposal 33×nil")
        let pids = [try #require(try left.programID()), try #require(try right.programID())]
        try left.send("C-d")
        try right.send("C-d")
        Waiting.until("both shells to end") { pids.allSatisfy(Waiting.hasEnded) }

        try expectUpRecalls(["set width 33", "set width 32", "set width 31"])
    }
}
