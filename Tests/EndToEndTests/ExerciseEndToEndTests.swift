import Foundation
import TestSupport
import Testing

/// Exercises through the built executable: list, start, check (with its exit statuses), a
/// missing compiler, and watch in a real terminal seeing the verdict change on a save.
@Suite("exercises, end to end", .serialized, .layer(.toolchain))
struct ExerciseEndToEndTests {
    static let root = RepositoryFile.root
    let folder = TemporaryFolder.path("layoutlab-ex")
    /// The kit compiled once for every test (the exercise tests use the same folder).
    let cache = ExerciseTestCache.folder

    func run(_ arguments: [String], path: String? = nil) throws -> Transcript {
        var environment = ["LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        if let path { environment["PATH"] = path }
        return try Executable.run(arguments, environment: environment)
    }

    /// `layoutlab walk YOURS.swift SCRIPT`: the learner's own file walked on what the script
    /// sets up — their names, their comparisons with the numbers — and a refusal in one line
    /// for what cannot be walked.
    @Test func walk_runsTheLearnersOwnFile_withTheirNames() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let reference = try String(
            contentsOf: Self.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        try reference.replacingOccurrences(of: "rowHeight", with: "tallestInRow").write(
            toFile: folder + "/Mine.swift", atomically: true, encoding: .utf8)
        try "layout flow\nset spacing 1\nset width 7\nadd A 4x1\nadd B 3x1\nadd C 2x2\n".write(
            toFile: folder + "/setup.lab", atomically: true, encoding: .utf8)
        let walked = try run(["walk", folder + "/Mine.swift", folder + "/setup.lab", "--to", "11"])
        #expect(walked.status == 0, "\(walked.error)")
        let lines = walked.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "walk: Mine.swift (yours), 3 items, proposal 7×nil: 51 steps")
        #expect(lines.contains("11. line 42: if x + size.width > maxWidth, x > 0 {  [item 1]"))
        #expect(lines.contains("   x + size.width > maxWidth: 5 + 3 > 7 → true, x > 0: 5 > 0 → true"))
        #expect(lines.contains { $0.contains("tallestInRow 0→1") })
        // From the shell too, on the workspace's own items.
        let shell = try Executable.run(
            [], input: "layout flow\nset width 7\nadd A 4x1\nwalk \(folder)/Mine.swift --to 1\n",
            environment: ["LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"])
        #expect(shell.output.contains("walk: Mine.swift (yours), 1 item, proposal 7×nil:"), "\(shell.output)")
        // A collection's file walks on its exercise's first named case, or on the workspace's
        // collection; on flow items it is refused in a line.
        let drum = Self.root.appendingPathComponent("Exercises/drum/Solution.swift").path
        let collection = try run(["walk", drum, "--to", "1"])
        #expect(collection.status == 0, "\(collection.error)")
        #expect(
            collection.output.hasPrefix("walk: Solution.swift (yours), 12 items at offset 0: "), "\(collection.output)")
        let onFlow = try run(["walk", drum, folder + "/setup.lab"])
        #expect(onFlow.status == 1)
        #expect(
            onFlow.error
                == "layoutlab walk: walk FILE.swift runs your collection layout on the workspace's collection, and it shows no drum: layout drum first\n",
            "\(onFlow.error)")
    }

    /// A lesson's walk question that stops the learner's own code (flow-basics' "your test"):
    /// waiting until the lab has seen their file, then answered from their program — the
    /// `>=` slip's file runs the new-row line next, where the article's code runs on.
    @Test func aLessonsWalkQuestion_walksTheLearnersOwnFile() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let reference = try String(
            contentsOf: Self.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        let guardLine = "            if x + size.width > maxWidth, x > 0 {"
        try reference.replacingOccurrences(of: guardLine, with: "            if x + size.width >= maxWidth, x > 0 {")
            .write(toFile: folder + "/flow.swift", atomically: true, encoding: .utf8)
        let lesson = try String(
            contentsOf: Self.root.appendingPathComponent("Lessons/flow-basics.lesson"), encoding: .utf8)
        let step = try #require(
            lesson.components(separatedBy: "\n== ").firstIndex { $0.hasPrefix("Your own code decides") })
        let listing = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let wrapTest = try #require(listing.firstIndex { $0 == Substring(guardLine) }) + 1
        let after = try #require(listing.firstIndex { $0.contains("placements.append(Placement(") }) + 1
        let skips = String(repeating: "skip\nnext\n", count: step - 1)
        let home = folder + "/home"
        let transcript = try Executable.run(
            [],
            input:
                "open flow-basics\n\(skips)answer \(wrapTest + 1)\ncheck \(folder)/flow.swift\nanswer \(after)\nanswer \(wrapTest + 1)\n",
            environment: [
                "LAYOUTLAB_CACHE": cache, "LAYOUTLAB_HOME": home,
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            ])
        let output = transcript.output + transcript.error
        #expect(
            output.contains("this question walks your own exercise file, which the lab has not seen yet"), "\(output)")
        #expect(output.contains("Not quite: \(after) is not it."), "\(output)")
        #expect(output.contains("Right: \(wrapTest + 1)."), "\(output)")
        #expect(output.contains("At line \(wrapTest), x + size.width >= maxWidth: 5 + 6 >= 11 → true"), "\(output)")
    }

    @Test func startCheckAndTheExitStatuses() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let listed = try run(["exercises"])
        #expect(
            listed.output.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
                "flow", "wrap", "anchors", "flow-cache", "justified", "balanced", "hstack", "carousel", "card-stack",
                "drum",
            ])
        let started = try run(["exercise", "start", "flow", folder])
        #expect(started.output == "Wrote \(folder)/flow.swift. Check it with: layoutlab check \(folder)/flow.swift\n")
        #expect(try run(["exercise", "start", "flow", folder]).status == 2)
        let starter = try run(["check", folder + "/flow.swift", "--seed", "3", "--cases", "20"])
        #expect(starter.status == 1)
        #expect(starter.output.hasPrefix("✗ flow: case 1 of 27 fails (seed 3;"))
        let solution = Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path
        let passed = try run(["check", solution, "--seed", "3", "--cases", "20"])
        #expect(passed.status == 0)
        #expect(passed.output.hasPrefix("✓ flow:"))
        let notAnExercise = try run(["check", Self.root.appendingPathComponent("Package.swift").path])
        #expect(notAnExercise.status == 2)
        #expect(notAnExercise.error.contains("does not say which exercise it is for"))
        let noCompiler = try run(["check", solution], path: "/nonexistent")
        #expect(noCompiler.status == 2)
        #expect(
            noCompiler.error
                == "layoutlab check: check needs the Swift compiler (swiftc), and there is none on PATH: install Swift 6 (swift.org/install) or set SWIFTC to swiftc's path\n"
        )
        #expect(try run(["exercise", "start", "nope", folder]).error.contains("no exercise 'nope'"))
        // A folder not there yet is made; a file where the folder should be is said to be one.
        let deeper = folder + "/new/deeper"
        #expect(try run(["exercise", "start", "wrap", deeper]).status == 0)
        #expect(FileManager.default.fileExists(atPath: deeper + "/wrap.swift"))
        let notAFolder = try run(["exercise", "start", "wrap", deeper + "/wrap.swift"])
        #expect(notAFolder.status == 2)
        #expect(
            notAFolder.error
                == "layoutlab exercise: give a folder, not a file: the starter is written as FOLDER/wrap.swift\n")
        let aFile = folder + "/plain"
        try "x".write(toFile: aFile, atomically: true, encoding: .utf8)
        #expect(
            try run(["exercise", "start", "wrap", aFile]).error
                == "layoutlab exercise: \(aFile) is a file, not a folder\n")
        // A mistyped folder that names the file makes no folder of it.
        #expect(try run(["exercise", "start", "flow", folder + "/ex/flow.swift"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/ex"))
    }

    /// A lesson's exercise step is done when check passes for its exercise, in the shell.
    @Test func aLessonsExerciseStep_isDoneByCheck() throws {
        let solution = Self.root.appendingPathComponent("Exercises/anchors/Solution.swift").path
        let result = try Executable.run(
            ["--ascii"], input: "preview alignment-and-anchors 15\nanswer 3\ncheck \(solution)\n",
            environment: [
                "LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            ])
        #expect(result.output.contains("Exercise: now write it yourself, in Swift"))
        #expect(result.error.contains("this step is an exercise: exercise start anchors writes a starter file"))
        #expect(result.output.contains("✓ anchors: your layout answers and places every subview as article 001's does"))
        #expect(result.output.contains("✓ Your anchors exercise passed check: this step is done."))
    }

    /// `source` opens an exercise's reference once the learner's own passed (here on the
    /// command line); a step passed after `source --solution` counts as done with help.
    @Test func source_opensOnAPass_andASeenSolutionIsHelp() throws {
        let lessons = try Executable.unprivilegedFolder("layoutlab-source-lessons")
        try
            "id: tiny\ntitle: Tiny\nversion: 1\n\n== Write it\n> layout flow\nWrite 004's FlowLayout.\n\nexercise: flow\n"
            .write(toFile: lessons + "/tiny.lesson", atomically: true, encoding: .utf8)
        let solution = Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path
        let environment = [
            "LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
        ]
        let helped = try Executable.unprivilegedFolder("layoutlab-source-helped")
        let taken = try Executable.run(
            ["--lessons", lessons],
            input: "open tiny\nsource --solution\nsource --solution\ncheck \(solution)\nprogress\n",
            environment: environment.merging(["LAYOUTLAB_HOME": helped]) { $1 })
        #expect(taken.output.contains("struct FlowLayout: Layout {"), "\(taken)")
        #expect(
            taken.output.contains("tiny: at step 1 of 1 — 1 of 1 check: 0 right first time, 1 with help"), "\(taken)")
        let passed = try Executable.unprivilegedFolder("layoutlab-source-passed")
        let checked = try Executable.run(
            ["check", solution, "--cases", "5"], environment: environment.merging(["LAYOUTLAB_HOME": passed]) { $1 })
        #expect(checked.status == 0)
        let shown = try Executable.run(
            [], input: "layout flow\nsource\n", environment: environment.merging(["LAYOUTLAB_HOME": passed]) { $1 })
        #expect(shown.error == "")
        #expect(shown.output.contains("struct FlowLayout: Layout {"))
    }

    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func watch_seesTheVerdictChangeOnASave() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/flow.swift"
        _ = try run(["exercise", "start", "flow", folder])
        let terminal = try TmuxSession(
            command: "\(Executable.path) watch \(file) --seed 5 --cases 50; echo status $?; sleep 5",
            environment: [
                "LAYOUTLAB_CACHE": cache, "LANG": "C.UTF-8", "NO_COLOR": "1",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            ], columns: 100, lines: 40)
        let first = try terminal.waitFor("Watching", seconds: 60)
        #expect(first.contains("✗ flow: case 1 of 57 fails"), "\(first)")
        let solution = try String(
            contentsOfFile: Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path, encoding: .utf8)
        try solution.write(toFile: file, atomically: true, encoding: .utf8)
        let passed = try terminal.waitFor("✓ flow", seconds: 60)
        #expect(TmuxSession.shows("changed: checking again", on: passed), "\(passed)")
        // The first Ctrl-C ends the watch, with a word (it once needed a second, silent one).
        try terminal.send("C-c")
        let ended = try terminal.waitFor("status", seconds: 10)
        #expect(TmuxSession.shows("Stopped watching \(file).", on: ended), "\(ended)")
        #expect(ended.contains("status 130"), "\(ended)")
    }

    /// Ctrl-C during a check in the shell stops the learner's program and says that nothing
    /// was decided (it used to report "case 1 of 507 fails", then the interruption); the next
    /// line runs.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func ctrlC_duringACheck_decidesNothing() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/flow.swift"
        let solution = try String(
            contentsOfFile: Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path, encoding: .utf8)
        let signature =
            "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
        #expect(solution.contains(signature))
        try solution.replacingOccurrences(
            of: signature, with: signature + "        var spins = 0\n        while subviews.count > 1 { spins += 1 }\n"
        ).write(toFile: file, atomically: true, encoding: .utf8)
        let shell = try TmuxSession(
            command: Executable.path,
            environment: [
                "LAYOUTLAB_CACHE": cache, "LAYOUTLAB_HOME": folder + "/home", "LANG": "C.UTF-8", "NO_COLOR": "1",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            ], columns: 100, lines: 30)
        try shell.waitFor("layoutlab>")
        try shell.send("check \(file)", "Enter")
        // Ctrl-C once the learner's program runs (not while it compiles): a child of this
        // shell's, not another test's.
        let shellID = try #require(try shell.programID())
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline {
            let running = try ChildProcess.run(
                "/usr/bin/pgrep", ["-P", "\(shellID)", "-f", "/builds/[^ ]*/exercise-"], environment: [:])
            if running.status == 0 { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        try shell.send("C-c")
        let screen = try shell.waitFor("stopped by Ctrl-C", seconds: 30)
        #expect(TmuxSession.shows("Check of \(file) stopped by Ctrl-C at case", on: screen), "\(screen)")
        #expect(!screen.contains("fails"), "\(screen)")
        try shell.send("layout flow", "Enter")
        #expect(try shell.waitFor("flow (004)", seconds: 30).contains("flow (004) · proposal 40×nil"))
    }

    /// A code step at 80×24 in a real terminal: the window with its gap, the prompt, a slip's
    /// verdict with both pictures and the learner's line as it ran, a what-if, then the
    /// article's line, right; each fits the screen.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func aCodeStep_inATerminal_atEightyByTwentyFour() throws {
        let shell = try TmuxSession(
            command: Executable.path,
            environment: [
                "LAYOUTLAB_CACHE": cache, "LAYOUTLAB_HOME": folder + "/code-home", "LANG": "C.UTF-8", "NO_COLOR": "1",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            ], columns: 80, lines: 24)
        try shell.waitFor("layoutlab>")
        try shell.send("preview flow-basics 12", "Enter")
        let step = try shell.waitFor("flow-basics 12/17 preview>")
        #expect(step.contains("Step 12 of 17: Write the test yourself"), "\(step)")
        #expect(step.contains("  42 │         <your code>"), "\(step)")
        // maxWidth and x are declared further up: their lines are in the window, cut to one line.
        #expect(step.contains("  37 │ func layout(_ subviews: Subviews, maxWidth: CGFloat) …"), "\(step)")
        #expect(step.contains("(Type line 42's code for <your code>"), "\(step)")
        try shell.send("C-l")
        try shell.send("if x + size.width >= maxWidth, x > 0 {", "Enter")
        let slip = try shell.waitFor("Try again, or type hint.", seconds: 60)
        #expect(slip.contains("Not quite. B ends exactly at the edge"), "\(slip)")
        #expect(slip.contains("with your line      article 004"), "\(slip)")
        #expect(slip.contains("B: x + size.width >= maxWidth: 5 + 6 >= 11 → true"), "\(slip)")
        #expect(slip.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try shell.send("C-l")
        // A what-if that these items cannot tell apart, then one they can.
        try shell.send("try if x > maxWidth, x > 0 {", "Enter")
        let same = try shell.waitFor("land as the reference places them", seconds: 60)
        #expect(same.contains("[A ] [B   ]"), "\(same)")
        try shell.send("C-l")
        try shell.send("try if x + size.width >= maxWidth, x > 0 {", "Enter")
        let whatIf = try shell.waitFor("(nothing is judged)", seconds: 60)
        #expect(whatIf.contains("With your line the layout parts from the reference on the step's items"), "\(whatIf)")
        try shell.send("C-l")
        try shell.send("if x + size.width > maxWidth, x > 0 {", "Enter")
        let right = try shell.waitFor("next goes on.", seconds: 60)
        #expect(right.contains("Right: with your line the layout places all 108 cases"), "\(right)")
        // Once answered, the items are the learner's to change, and a what-if runs on theirs.
        try shell.send("C-l")
        try shell.send("add D 0x1", "Enter")
        try shell.waitFor("4 items in 2 rows", seconds: 30)
        try shell.send("C-l")
        try shell.send("try if x + size.width >= maxWidth, x > 0 {", "Enter")
        let yours = try shell.waitFor("on your items", seconds: 60)
        #expect(yours.contains("D: x + size.width >= maxWidth: 11 + 0 >= 11 → true"), "\(yours)")
    }
}
