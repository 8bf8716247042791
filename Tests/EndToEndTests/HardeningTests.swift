import Foundation
import TestSupport
import Testing

/// Reproductions from the attack run (issue 14), each through the built executable.
@Suite("hardening, end to end")
struct HardeningTests {
    /// `LAYOUTLAB_HOME=llrel/sub` once made `/llrel/sub` at the root of the file system: a
    /// relative home is taken from the working directory.
    @Test func aRelativeHome_isUnderTheWorkingDirectory() throws {
        let folder = TemporaryFolder.path("layoutlab-rel")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cd '\(folder)' && exec '\(Executable.path)'"],
            environment: ["LAYOUTLAB_HOME": "llrel/sub", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            input: Data("open flow-basics\nquit\n".utf8))
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/llrel/sub/progress.json"))
    }

    /// An answer of 100,000 terms (a 200 KB line) once crashed validate with a stack overflow.
    @Test(.layer(.stress)) func aVeryLongAnswer_isAnErrorNotACrash() throws {
        let folder = TemporaryFolder.path("layoutlab-long")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let answer = Array(repeating: "1", count: 100_000).joined(separator: "+")
        try
            "id: long\ntitle: Long\nversion: 1\n\n== One\n> add Swift\nquestion: How many?\nanswer: \(answer)\nhint: Count.\n"
            .write(toFile: folder + "/long.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(["validate", folder])
        #expect(result.status == 1)
        #expect(result.output.contains("long.lesson:8:"))
        #expect(result.output.contains("the expression is too long (199999 parts; at most 1000)"))
    }

    /// A history file without libedit's header line was replaced by the new lines; a save cut
    /// short by a full disk replaced an 801-line history with 262 lines. Both keep every line.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func theHistory_survivesAPlainFileAndAFullDisk() throws {
        let home = TemporaryFolder.path("layoutlab-hist")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let history = home + "/history"
        try "add Alpha\nadd Beta\nset width 20\n".write(toFile: history, atomically: true, encoding: .utf8)
        let plain = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"])
        try plain.waitFor("layoutlab>")
        try plain.send("Up")
        #expect(try plain.waitFor("set width 20").contains("layoutlab> set width 20"))
        try plain.send("C-u", "add Gamma", "Enter")
        try plain.waitFor("[Gamma]")
        let kept = try String(contentsOfFile: history, encoding: .utf8)
        #expect(kept.hasPrefix("_HiStOrY_V2_\nadd\\040Alpha\nadd\\040Beta\n"))
        #expect(kept.contains("add\\040Gamma"))

        // A file-size limit of 512 bytes stands in for a full disk: the save fails half-way.
        let lines = (0..<100).map { "add\\040Item\($0)" }
        try (["_HiStOrY_V2_"] + lines).joined(separator: "\n").appending("\n")
            .write(toFile: history, atomically: true, encoding: .utf8)
        let full = try TmuxSession(
            command: "/bin/sh -c \"trap '' XFSZ; ulimit -f 1; exec '\(Executable.path)'\"",
            environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"])
        try full.waitFor("layoutlab>")
        try full.send("add Epsilon", "Enter")
        let screen = try full.waitFor("history is not saved")
        #expect(screen.contains("warning: the history is not saved (File too large: the file-size limit"))
        // Broken at a space for the 80-column window, not cut by it in the middle of the path.
        #expect(screen.contains(history))
        try full.send("add Zeta", "Enter")
        try full.waitFor("[Zeta]")
        let after = try String(contentsOfFile: history, encoding: .utf8)
        #expect(after.split(separator: "\n").count == 101)
        #expect(try full.screen().components(separatedBy: "history is not saved").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).allSatisfy { !$0.hasPrefix(".layoutlab-") })
    }

    /// A temporary file's name cannot be guessed: a link planted at the old name (FILE.tmp-PID)
    /// is never written through, and a long export name still leaves room for it.
    @Test(.layer(.stress)) func exports_neverWriteThroughAPlantedLink() throws {
        let folder = TemporaryFolder.path("layoutlab-tmp")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let victim = folder + "/victim.txt"
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let name = String(repeating: "p", count: 240) + ".svg"
        let result = try ChildProcess.run(
            "/bin/sh",
            [
                "-c",
                "cd '\(folder)' && for pid in $(seq 1 4000); do ln -s victim.txt \(name).tmp-$pid 2>/dev/null; done; printf 'add Swift\\nexport svg \(name)\\n' | '\(Executable.path)'",
            ],
            environment: ["LAYOUTLAB_HOME": folder + "/home", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(result.status == 0, "\(String(decoding: result.error, as: UTF8.self))")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8).contains("<svg"))
    }

    /// A 50 MB lesson once took 25 s and 174 MB; a link to /dev/zero aborted on a 2 GB
    /// allocation. Past 8 MB a lesson is refused in words; a device is skipped.
    @Test func aHugeLessonFile_isRefused_andADeviceSkipped() throws {
        let folder = TemporaryFolder.path("layoutlab-huge")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let prose = String(repeating: "Some prose that goes on.\n", count: 400_000)
        try ("id: huge\ntitle: Huge\nversion: 1\n\n== One\n" + prose)
            .write(toFile: folder + "/huge.lesson", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.lesson", withDestinationPath: "/dev/zero")
        let result = try Executable.run(["validate", folder])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "huge.lesson:1:1: error: the file is 10 MB; a lesson may be at most 8 MB (split it into lessons)"))
        #expect(result.output.contains("zero.lesson:1:1: warning: not a plain file (a FIFO or a device?); skipped"))
    }

    /// A stack of 10,000 cards took 65 s to draw (each card drawn down to where it peeks out,
    /// thousands of lines below the window); only the lines shown are drawn now. The test's
    /// time limit is the guard: no timing is asserted.
    @Test(.layer(.stress)) func aStackOfTenThousandCards_isDrawn() throws {
        let script = "layout card-stack\nset items 10000\nset autoshow off\nshow\n"
        let result = try Executable.run(["run", "-"], input: script)
        #expect(result.status == 0)
        #expect(result.output.contains("card-stack · 10000 items"))
    }

    /// `place --batch`: one answer a line, in order; a wrong line answers with its line number.
    @Test func placeBatch_answersEachLine() throws {
        let input = """
            {"items": [{"label": "Swift"}]}

            {"items": [{"label": "A", "width": -3}]}
            {"layout": "wrap", "width": 4, "items": [{"label": "A"}, {"label": "B"}]}

            """
        let result = try Executable.run(["place", "--batch"], input: input)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == 2)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"size": {"width": 7, "height": 1},"items": [{"index": 0, "label": "Swift""#))
        #expect(
            lines[1]
                == #"{"line": 3, "error": "items[0].width: -3 is negative (allowed: a number from 0 to 1000000000)"}"#)
        #expect(lines[2].contains(#""row": 1"#))
        #expect(
            result.error
                == "layoutlab place: line 3: items[0].width: -3 is negative (allowed: a number from 0 to 1000000000)\n")
    }

    /// `place --batch` read all of standard input before answering: a client that wrote one
    /// request and waited for its answer waited for ever. Each answer now comes as its line
    /// is read; a line over 16 MB is refused without being kept.
    @Test(.layer(.stress)) func placeBatch_answersEachLineAsItIsRead() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = ["place", "--batch"]
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        /// Reads one line of the answers, giving up after 10 s.
        func answer() -> String {
            var line = Data()
            let deadline = Date().addingTimeInterval(10)
            let descriptor = output.fileHandleForReading.fileDescriptor
            while line.last != 0x0A, Date() < deadline {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                var byte: UInt8 = 0
                guard read(descriptor, &byte, 1) == 1 else { break }
                line.append(byte)
            }
            return String(decoding: line, as: UTF8.self)
        }
        for width in [4, 9, 20] {
            input.fileHandleForWriting.write(
                Data("{\"width\": \(width), \"items\": [{\"label\": \"A\"}, {\"label\": \"B\"}]}\n".utf8))
            // The pipe stays open: the answer must come before any more input.
            #expect(answer().hasPrefix("{\"size\": {\"width\": \(width), "))
        }
        input.fileHandleForWriting.write(Data(repeating: 0x20, count: 17 << 20) + Data("\n{\"items\": []}\n".utf8))
        #expect(answer() == BadInputCatalogueTests.message(of: "place --batch line over 16 MB") + "\n")
        #expect(answer().hasPrefix("{\"size\": "))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
    }

    /// Ctrl-C during a long command stops it, and the line typed next still runs (it was
    /// echoed and dropped).
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func ctrlC_duringALongCommand_dropsNothingTypedAfter() throws {
        let home = TemporaryFolder.path("layoutlab-ctrlc")
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 100, lines: 30)
        try shell.waitFor("layoutlab>")
        try shell.send("layout card-stack", "Enter", "set bounds 1000x1000", "Enter", "set items 3000", "Enter")
        try shell.send("C-c")
        try shell.send("layout flow", "Enter")
        #expect(try shell.waitFor("flow (004)", seconds: 60).contains("flow (004) · proposal 40×nil"))
    }

    /// Ctrl-\ (SIGQUIT) ended the shell with exit 131, its workspace and undo history lost
    /// without a word: it is Ctrl-C now, at the prompt and during a command.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func ctrlBackslash_isCtrlC_notAnEnd() throws {
        let home = TemporaryFolder.path("layoutlab-quit")
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 100, lines: 30)
        try shell.waitFor("layoutlab>")
        try shell.send("add Kept 6x1", "Enter")
        try shell.waitFor("[Kept]")
        // A half-typed line is given up, as Ctrl-C gives it up.
        try shell.send("add Dropped")
        try shell.send("C-\\")
        try shell.send("layout card-stack", "Enter", "set bounds 1000x1000", "Enter", "set items 3000", "Enter")
        try shell.send("C-\\")
        try shell.send("layout flow", "Enter")
        // Wait for the layout's own line before asking for frames: "1 row" is in both
        // replies, so waiting for it alone raced the frames table (CI saw the flow line).
        try shell.waitFor("flow (004)", seconds: 60)
        try shell.send("frames", "Enter")
        let screen = try shell.waitFor("Kept   fixed", seconds: 60)
        #expect(screen.contains("0  Kept   fixed"), "\(screen)")
        #expect(!screen.contains("Dropped"))
        #expect(try shell.programID() != nil, "the shell is still running")
    }

    /// SIGTERM while demo waits for a key left the terminal without echo under `sh -c`.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func sigterm_whileWaitingForAKey_restoresTheTerminal() throws {
        let settings = TemporaryFolder.path("layoutlab-stty")
        let marker = "layoutlab-demo-\(UUID().uuidString.prefix(8))"
        let shell = try TmuxSession(
            command:
                "/bin/bash -c \"(exec -a \(marker) '\(Executable.path)' demo flow-basics); stty -a > '\(settings)'; sleep 5\"",
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1", "SHELL": "/bin/bash"], columns: 100, lines: 30)
        try shell.waitFor("Step 1 of")
        _ = try ChildProcess.run("/usr/bin/pkill", ["-TERM", "-f", "^\(marker)"], environment: [:])
        // stty has written its line once the file ends with one.
        Waiting.until("stty's settings") {
            (try? String(contentsOfFile: settings, encoding: .utf8))?.hasSuffix("\n") == true
        }
        let stty = try String(contentsOfFile: settings, encoding: .utf8)
        #expect(stty.contains(" icanon") && !stty.contains("-icanon"))
        #expect(stty.contains(" echo ") && !stty.contains("-echo "))
    }

    /// A lesson file named with an escape sequence reached the terminal raw in validate's lines,
    /// the shell's note and the lessons list: it is shown as its visible pictures everywhere.
    @Test func aFileNameWithAnEscape_neverReachesTheTerminalRaw() throws {
        let folder = TemporaryFolder.path("layoutlab-esc")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "id: x\n".write(toFile: folder + "/bad\u{1B}]0;TITLE\u{7}.lesson", atomically: true, encoding: .utf8)
        let validated = try Executable.run(["validate", folder])
        #expect(!validated.output.contains("\u{1B}") && validated.output.contains("bad␛]0;TITLE"))
        let listed = try Executable.run(
            ["--lessons", folder, "lessons"], environment: ["LAYOUTLAB_HOME": folder + "/home"])
        #expect(!listed.output.contains("\u{1B}") && !listed.error.contains("\u{1B}"))
        #expect(listed.output.contains("bad␛]0;TITLE"))
    }
}
