import Foundation
import TestSupport
import Testing

/// Runs every row of docs/BAD-INPUT.md against the built `layoutlab`: the catalogue is the
/// test, so the documented messages are the real ones.
@Suite("the bad-input catalogue")
struct BadInputCatalogueTests {
    struct Row: CustomStringConvertible {
        var kind: String
        var input: String
        var message: String
        var accepted: Bool { message.hasPrefix("(") }
        var description: String { "\(kind): \(input)" }
    }

    static let root = RepositoryFile.root
    static let fixtures = root.appendingPathComponent("Tests/LessonsTests/Fixtures/broken").path

    static var rows: [Row] {
        guard let text = try? String(contentsOf: root.appendingPathComponent("docs/BAD-INPUT.md"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| "), !line.hasPrefix("| kind"), !line.hasPrefix("|---") else { return nil }
            // Split on the pipes that are not escaped as \|.
            var cells: [String] = []
            var current = ""
            var previous: Character = " "
            for character in line.dropFirst() {
                if character == "|", previous != "\\" {
                    cells.append(current)
                    current = ""
                } else if character == "|" {
                    current.removeLast()
                    current.append("|")
                } else {
                    current.append(character)
                }
                previous = character
            }
            guard cells.count == 3 else { return nil }
            let unquote = { (cell: String) -> String in
                let trimmed = cell.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix("`") && trimmed.hasSuffix("`") && trimmed.count >= 2
                    ? String(trimmed.dropFirst().dropLast()) : trimmed
            }
            return Row(kind: unquote(cells[0]), input: unquote(cells[1]), message: unquote(cells[2]))
        }
    }

    @Test func theCatalogueHasAtLeastFortyCases() {
        #expect(Self.rows.count >= 40)
        #expect(Set(Self.rows.map(\.kind)) == ["shell", "place", "cli", "lesson", "env"])
    }

    /// docs/architecture.md says how many cases the catalogue runs: the number it says is the
    /// number there is (it once said 162 of 172).
    @Test func theArchitectureGuide_countsTheCasesRight() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let said = try #require(guide.firstMatch(of: /lists (\d+) cases/)).1
        #expect(Int(said) == Self.rows.count, "docs/architecture.md says \(said); the catalogue has \(Self.rows.count)")
    }

    /// A row whose message holds an unescaped `|` reads as four cells and was never run (the
    /// catalogue's `validate --format` row went untested so): every row of a kind must read.
    @Test func everyRowOfTheCatalogue_readsAsOneCase() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/BAD-INPUT.md"), encoding: .utf8)
        let kinds = ["shell", "place", "cli", "lesson", "env"]
        let written = text.split(separator: "\n").filter { line in kinds.contains { line.hasPrefix("| \($0) |") } }
        #expect(written.count == Self.rows.count, "a row did not read as three cells (an unescaped | ?)")
    }

    @Test(arguments: rows.filter { $0.kind == "shell" })
    func shell(row: Row) throws {
        let line = row.input
            .replacingOccurrences(of: "\\e", with: "\u{1B}")
            .replacingOccurrences(of: " ⏎ ", with: "\n")
            .replacingOccurrences(of: "<10,000 × \"w\">", with: String(repeating: "w", count: 10_000))
        let result = try Executable.run([], input: "set autoshow off\n\(line)\nshow\nframes\n")
        if row.accepted {
            #expect(result.error == "", "\(row)")
            #expect(!result.output.contains("\u{1B}"), "\(row)")
        } else {
            #expect(result.error == row.message + "\n", "\(row)")
        }
    }

    @Test(arguments: rows.filter { $0.kind == "place" })
    func place(row: Row) throws {
        var bytes: [UInt8] = []
        var rest = Substring(row.input)
        while let character = rest.first {
            if rest.hasPrefix("\\x"), let byte = UInt8(rest.dropFirst(2).prefix(2), radix: 16) {
                bytes.append(byte)
                rest = rest.dropFirst(4)
            } else {
                bytes += Array(String(character).utf8)
                rest = rest.dropFirst()
            }
        }
        let result = try Executable.run(["place"], inputData: Data(bytes))
        if row.accepted {
            #expect(result.status == 0 && result.error == "", "\(row)")
        } else {
            #expect(result == Transcript(output: "", error: row.message + "\n", status: 2), "\(row)")
        }
    }

    @Test(arguments: rows.filter { $0.kind == "cli" })
    func cli(row: Row) throws {
        let result = try Executable.run(row.input.split(separator: " ").map(String.init))
        #expect(result.status == 2, "\(row)")
        #expect(result.error.split(separator: "\n").last.map(String.init) == row.message, "\(row)")
    }

    @Test(arguments: rows.filter { $0.kind == "lesson" })
    func lesson(row: Row) throws {
        let result = try Executable.run(["validate", Self.fixtures + "/" + row.input])
        #expect(result.status == 1, "\(row)")
        #expect(result.output.contains(Self.fixtures + "/" + row.message + "\n"), "\(row)")
    }

    func message(of name: String) -> String { Self.message(of: name) }

    /// The catalogue's message for an `env` row, for the test that sets its situation up
    /// (some live in suites of their own: StateFileTests, ExerciseContainmentTests).
    static func message(of name: String) -> String {
        rows.first { $0.kind == "env" && $0.input == name }?.message ?? "(not in the catalogue)"
    }

    @Test func env_missingLessonsFolder() throws {
        try expectRefusal(["validate", "/nonexistent"], says: message(of: "missing lessons folder"))
        // The shell still has its own lessons.
        let shell = try Executable.run(["--lessons", "/nonexistent"], input: "lessons\n")
        #expect(shell.output.contains("flow-basics"))
        #expect(shell.error == message(of: "missing teacher's lessons folder") + "\n")
    }

    /// Output that cannot be written (stdout on /dev/full) is a failure in one line, for every
    /// command that writes what a script reads: never exit 0 with nothing written.
    @Test(arguments: [
        (["place"], "{\"layout\":\"flow\",\"items\":[{\"width\":3,\"height\":1}]}"),
        (["place", "--batch"], "{\"layout\":\"flow\",\"items\":[]}\n"),
        (["validate", "--format", "json", "Lessons/flow-basics.lesson"], ""), (["progress", "--format", "json"], ""),
        (["lessons"], ""),
    ])
    func env_outputToAFullDevice(arguments: [String], input: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = arguments
        process.currentDirectoryURL = RepositoryFile.root
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLAB_HOME"] =
            TemporaryFolder.path("layoutlab-full")
        process.environment = environment
        let request = Pipe()
        let errors = Pipe()
        process.standardInput = request
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardError = errors
        try process.run()
        request.fileHandleForWriting.write(Data(input.utf8))
        try request.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "\(arguments)")
        #expect(said.hasSuffix(message(of: "output to a full device") + "\n"), "\(arguments): \(said)")
    }

    @Test func env_aLongLessonId() throws {
        #expect(message(of: "a 240-character lesson id").hasPrefix("(lessons shows it whole"))
        let folder = URL(fileURLWithPath: TemporaryFolder.path("long-id"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = try String(
            contentsOf: Self.root.appendingPathComponent("Lessons/flow-basics.lesson"), encoding: .utf8)
        let id = String(repeating: "a", count: 240)
        let lesson = shipped.replacingOccurrences(of: "id: flow-basics\n", with: "id: \(id)\n")
        try lesson.write(to: folder.appendingPathComponent("long.lesson"), atomically: true, encoding: .utf8)
        let listed = try Executable.run(["--lessons", folder.path, "lessons"])
        let rows = listed.output.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("  \(id)  Flow layout basics") }, "\(listed.output)")
        let row = try #require(rows.first { $0.hasPrefix("  flow-basics ") })
        #expect(row.count < 80, "\(row)")
    }

    @Test func env_anEscapeInAProgressFilesLessonId() throws {
        let home = TemporaryFolder.path("esc")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try """
        {"format": 1, "lessons": {
          "evil\\u001b[2Jid": {"version": 8, "step": 0, "completed": false, "results": {"0": "correct"}}
        }}
        """.write(toFile: home + "/progress.json", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            ["progress", "--format", "json", "--name", "ann"], environment: ["LAYOUTLAB_HOME": home])
        #expect(!result.error.contains("\u{1B}"))
        #expect(result.error == message(of: "a lesson id with an escape in progress.json") + "\n", "\(result.error)")
    }

    /// Endless input is refused at the documented size, in one line, status 2: never read on
    /// until the memory runs out.
    @Test(arguments: [(["place"], "place reading /dev/zero"), (["run", "-"], "run - reading /dev/zero")])
    func env_endlessInput(arguments: [String], row: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = arguments
        process.standardInput = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(said == message(of: row) + "\n", "\(said)")
    }

    @Test func env_readOnlyStateDirectory() throws {
        let result = try Executable.run(
            [], input: "open flow-basics\n17\nnext\nprogress\n", environment: ["LAYOUTLAB_HOME": "/proc/layoutlab"])
        let warning = message(of: "read-only state directory")
        #expect(result.output.components(separatedBy: warning).count == 2, "said once, not after every save")
        #expect(result.output.contains("── Step 2 of 17"))  // the lesson goes on
        #expect(result.output.contains("note: \(warning.dropFirst("warning: ".count)); this session's steps are below"))
        // The session's answer is kept, though it could not be written.
        #expect(result.output.contains("flow-basics: at step 2 of 17 — 1 of 16 checks: 1 right first time"))
    }

    @Test func env_damagedProgressFile() throws {
        let home = TemporaryFolder.path("layoutlab-damaged")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "{\"lessons\": {\"flow-basics\": tru".write(
            toFile: home + "/progress.json", atomically: true, encoding: .utf8)
        let result = try Executable.run(
            [], input: "lessons\nopen flow-basics\n17\nprogress\n", environment: ["LAYOUTLAB_HOME": home])
        // The first command to read the file (here lessons) sets it aside and says so.
        #expect(result.output.hasPrefix("warning: the progress file was damaged"))
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("warning:") })
        // Set aside, then saved: progress has this session's answer and no "missing" note.
        #expect(result.output.contains("flow-basics: at step 1 of 17 — 1 of 16 checks: 1 right first time"))
        #expect(!result.output.contains("missing below"))
        let expected = message(of: "damaged progress file").replacingOccurrences(of: "STATE", with: home)
        let prefix = try #require(expected.components(separatedBy: "TIME").first)
        let suffix = try #require(expected.components(separatedBy: "TIME").last)
        #expect(line.hasPrefix(prefix) && line.hasSuffix(suffix))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home).contains {
                $0.hasPrefix("progress.json.damaged-")
            })
    }

    /// Each add of a 20,000-line script redrew the whole picture: over a gigabyte written.
    /// A stress test (8 s of a debug build): `make test` runs it, the quick loop does not.
    @Test(.layer(.stress)) func env_aLongScriptWithAutoshow() throws {
        let note = message(of: "a 20,000-line script with autoshow on")
        let lines = (0..<20_000).map { "add T\($0 % 97)" } + ["show"]
        let result = try Executable.run(["run", "-"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0 && result.error == "")
        #expect(result.output.components(separatedBy: note).count == 2, "said once")
        #expect(result.output.utf8.count < 8_000_000, "\(result.output.utf8.count) bytes")
        // show still draws the whole layout at the end.
        #expect(result.output.hasSuffix("20000 items in 3247 rows · spacing system · align topLeading\n"))
    }

    @Test(.layer(.stress)) func env_aLargeScript_isRunInFull() throws {
        // The catalogue's million-item script is timed by `make bench`; a tenth of it here (still
        // far too many for an edit that copies the items: that would not end in time).
        let lines = ["set autoshow off"] + (0..<100_000).map { "add T\($0 % 97)" } + ["frames"]
        let result = try Executable.run(["run", "-"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0 && result.error == "")
        // Rows a line apart: article 000 asks for the spacing between rows along .horizontal.
        #expect(result.output.hasSuffix("size 40×32473, 16237 rows\n"))
    }
}
