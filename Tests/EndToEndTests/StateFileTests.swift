import Foundation
import TestSupport
import Testing

/// What the lab finds in its state folder and the files it rewrites: nothing it cannot read is
/// written over, nothing but a regular file is read or replaced, and a rewritten file keeps
/// its mode, its links and its owner.
@Suite("state and rewritten files")
struct StateFileTests {
    static let lesson = "open flow-basics\n17\nnext\nprogress\n"

    /// The message docs/BAD-INPUT.md gives the situation, with the state folder filled in.
    func catalogued(_ name: String, _ state: String = "STATE") -> String {
        BadInputCatalogueTests.message(of: name).replacingOccurrences(of: "STATE", with: state)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o7777
    }

    /// chmod 000 on the progress file once made the next step replace it with that lesson
    /// alone. Run as an ordinary user (root reads anything).
    @Test func anUnreadableProgressFile_isNeverWrittenOver() throws {
        let home = try Executable.unprivilegedFolder("layoutlab-unreadable")
        let path = home + "/progress.json"
        let kept =
            "{\"format\": 1, \"lessons\": {\n  \"spacing-options\": {\"version\": 3, \"step\": 4, \"completed\": false, \"results\": {}}\n}}\n"
        try kept.write(toFile: path, atomically: false, encoding: .utf8)
        if Executable.isRoot { chown(path, 65534, 65534) }
        chmod(path, 0)
        let result = try Executable.runUnprivileged([], input: Self.lesson + "lessons\n", home: home)
        chmod(path, 0o644)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == kept)
        let warning = catalogued("unreadable progress file", home)
        #expect(result.output.components(separatedBy: warning).count == 2, "said once: \(result.output)")
        // The session's progress is kept in memory: progress and lessons see the answer.
        #expect(result.output.contains("flow-basics: at step 2 of 17 — 1 of 16 checks: 1 right first time"))
        #expect(!result.output.contains("missing below"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).allSatisfy { !$0.hasPrefix(".layoutlab-") })
    }

    /// A history file over 16 MB (a pasted megabyte kept a thousand times, or something else's
    /// file) was read whole at every start: it is set aside, said once, and a new one begun; a
    /// line over 2 KB is used but not kept, and a kept one is added to the file's end.
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func aHistoryOver16MB_isSetAside_andLongLinesAreNotKept() throws {
        let home = TemporaryFolder.path("history-huge")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let history = home + "/history"
        FileManager.default.createFile(atPath: history, contents: Data(repeating: 0x78, count: (16 << 20) + 1))
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 200)
        let screen = try shell.waitFor("layoutlab>")
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: home).first { $0.hasPrefix("history.too-large-") })
        let said = catalogued("a history file over 16 MB", home).replacingOccurrences(
            of: "history.too-large-TIME", with: aside)
        #expect(screen.contains(said), "\(screen)")
        try shell.send("add Gamma", "Enter")
        try shell.waitFor("[Gamma]")
        let first = try String(contentsOfFile: history, encoding: .utf8)
        #expect(first == "_HiStOrY_V2_\nadd\\040Gamma\n")
        try shell.send("add \(String(repeating: "L", count: 2100)) 1x1", "Enter")
        try shell.waitFor("2 items")
        try shell.send("add Delta", "Enter")
        try shell.waitFor("[Delta]")
        #expect(try String(contentsOfFile: history, encoding: .utf8) == first + "add\\040Delta\n")
    }

    /// chmod 000 on the history replaced it with this session's lines. Run as an ordinary user
    /// in a real terminal (libedit keeps the history only there).
    @Test(.layer(.terminal), .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
    func anUnreadableHistory_isNeverWrittenOver() throws {
        let home = try Executable.unprivilegedFolder("layoutlab-history")
        let history = home + "/history"
        let kept = "_HiStOrY_V2_\nadd\\040Alpha\nadd\\040Beta\n"
        try kept.write(toFile: history, atomically: false, encoding: .utf8)
        if Executable.isRoot { chown(history, 65534, 65534) }
        chmod(history, 0)
        let shell = try TmuxSession(
            command: Executable.unprivileged.map { "'\($0)'" }.joined(separator: " "),
            environment: ["LAYOUTLAB_HOME": home, "HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"], columns: 120)
        try shell.waitFor("layoutlab>")
        try shell.send("add Gamma", "Enter")
        let screen = try shell.waitFor("history is not saved")
        // Broken at a space for the window.
        #expect(
            screen.replacingOccurrences(of: "\n", with: " ").contains(
                catalogued("unreadable history", home)))
        try shell.send("add Delta", "Enter")
        try shell.waitFor("[Delta]")
        #expect(try shell.screen().components(separatedBy: "history is not saved").count == 2)
        chmod(history, 0o644)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == kept)
    }

    /// `mkfifo progress.json` made `lessons` wait for ever, holding the lock every other shell
    /// then waited on; the same for the validation cache.
    @Test func aFIFOInTheStateFolder_isNotWaitedOn() throws {
        let home = try Executable.unprivilegedFolder("layoutlab-fifo")
        #expect(mkfifo(home + "/progress.json", 0o644) == 0)
        #expect(mkfifo(home + "/checked-lessons", 0o644) == 0)
        let teacher = try Executable.unprivilegedFolder("layoutlab-fifo-lessons")
        try "id: mine\ntitle: Mine\nversion: 1\n\n== One\nSome prose.\n".write(
            toFile: teacher + "/mine.lesson", atomically: false, encoding: .utf8)
        let result = try Executable.runUnprivileged(
            ["--lessons", teacher], input: "lessons\n" + Self.lesson, home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("mine"))
        #expect(result.output.contains(catalogued("FIFO in the state folder", home)))
        #expect(FileManager.default.fileExists(atPath: home + "/progress.json"))
        var info = stat()
        lstat(home + "/progress.json", &info)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    /// `check fifo.swift` waited for a writer for ever (and so did `watch`).
    @Test func check_onAFIFO_isRefusedAtOnce() throws {
        let folder = try Executable.unprivilegedFolder("layoutlab-check-fifo")
        #expect(mkfifo(folder + "/x.swift", 0o644) == 0)
        try expectRefusal(
            ["check", folder + "/x.swift"], says: catalogued("check on a FIFO", folder),
            environment: ["LAYOUTLAB_CACHE": folder])
    }

    /// A progress file that is a link (a dotfiles folder) stays a link, and its target is
    /// what changes; a private one stays private.
    @Test func aLinkedPrivateProgressFile_isWrittenThroughItsLink() throws {
        let home = try Executable.unprivilegedFolder("layoutlab-linked")
        let real = try Executable.unprivilegedFolder("layoutlab-dotfiles") + "/progress.json"
        try "{\"format\": 1, \"lessons\": {}}\n".write(toFile: real, atomically: false, encoding: .utf8)
        if Executable.isRoot { chown(real, 65534, 65534) }
        chmod(real, 0o600)
        try FileManager.default.createSymbolicLink(atPath: home + "/progress.json", withDestinationPath: real)
        let result = try Executable.runUnprivileged([], input: Self.lesson, home: home)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home + "/progress.json") == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("\"flow-basics\""))
        #expect(mode(real) == 0o600)
    }

    /// `export svg --force` once replaced a FIFO, a read-only file, and a link with a file of
    /// its own.
    @Test func exportSVG_rewritesOnlyRegularWritableFiles() throws {
        let folder = try Executable.unprivilegedFolder("layoutlab-export")
        #expect(mkfifo(folder + "/pipe.svg", 0o644) == 0)
        try "old".write(toFile: folder + "/locked.svg", atomically: false, encoding: .utf8)
        chmod(folder + "/locked.svg", 0o444)
        try "old".write(toFile: folder + "/real.svg", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.svg", withDestinationPath: "real.svg")
        let script = [
            "add Swift", "export svg pipe.svg --force", "export svg locked.svg --force", "export svg link.svg --force",
        ]
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cd '\(folder)' && '\(Executable.path)' run - --keep-going"],
            environment: [
                "LAYOUTLAB_HOME": folder + "/home", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1",
            ],
            input: Data(script.joined(separator: "\n").utf8))
        let errors = String(decoding: result.error, as: UTF8.self)
        #expect(errors.contains(catalogued("export over a FIFO")))
        #expect(errors.contains(catalogued("export over a read-only file")))
        #expect(try String(contentsOfFile: folder + "/locked.svg", encoding: .utf8) == "old")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.svg") == "real.svg")
        #expect(try String(contentsOfFile: folder + "/real.svg", encoding: .utf8).contains("<svg"))
    }

    /// `ulimit -f 8` killed the lab with SIGXFSZ at the first long write, leaving its temporary.
    @Test func aFileSizeLimit_isAFailedWrite_notADeath() throws {
        let folder = try Executable.unprivilegedFolder("layoutlab-fsize")
        let script = (0..<400).map { "add Tag\($0) 3x1" } + ["export svg big.svg", "add after", "frames"]
        try script.joined(separator: "\n").write(toFile: folder + "/big.lab", atomically: false, encoding: .utf8)
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cd '\(folder)' && ulimit -f 8 && '\(Executable.path)' run big.lab --keep-going"],
            environment: [
                "LAYOUTLAB_HOME": folder + "/home", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1",
            ])
        let errors = String(decoding: result.error, as: UTF8.self)
        #expect(result.status == 1, "\(errors)")
        #expect(errors.contains(catalogued("file-size limit")), "\(errors)")
        #expect(String(decoding: result.output, as: UTF8.self).contains("[after]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["big.lab", "home"])
    }

    /// `--update-pictures` on a read-only lesson rewrote it anyway; on a private one it made it
    /// world-readable.
    @Test func updatePictures_keepsModes_andRefusesReadOnlyLessons() throws {
        let folder = try Executable.unprivilegedFolder("layoutlab-pictures")
        let stale = """
            id: stale
            title: Stale
            version: 1

            == One
            set width 20
            add Swift 5x1
            Look.
            picture:
              | nothing like it

            """
        try stale.write(toFile: folder + "/stale.lesson", atomically: false, encoding: .utf8)
        chmod(folder + "/stale.lesson", 0o600)
        let redrawn = try Executable.run(["validate", "--update-pictures", folder + "/stale.lesson"])
        #expect(redrawn.error.contains("redrew 1 picture in"), "\(redrawn)")
        #expect(mode(folder + "/stale.lesson") == 0o600)
        try stale.replacingOccurrences(of: "id: stale", with: "id: locked").write(
            toFile: folder + "/locked.lesson", atomically: false, encoding: .utf8)
        chmod(folder + "/locked.lesson", 0o444)
        let refused = try Executable.run(["validate", "--update-pictures", folder + "/locked.lesson"])
        #expect(refused.status == 2)
        #expect(
            refused.error
                == catalogued("update-pictures on a read-only lesson").replacingOccurrences(
                    of: "FILE", with: folder + "/locked.lesson") + "\n")
        #expect(try String(contentsOfFile: folder + "/locked.lesson", encoding: .utf8).contains("nothing like it"))
    }
}
