import LabJSON
import LabSupport
import LabText
import LessonScreens
import Lessons
import Workbench

/// `layoutlab progress [--format json] [--name NAME]`: one student's results, to read or to
/// hand in; `layoutlab results FILE…`: a class's files merged into one table.
enum ProgressCommand {
    static let formats: [OutputFormat] = [.text, .json]
    static let format = OutputFormat.option(formats)
    static let name = OptionSpec(name: "--name", valueName: "NAME", valueMeaning: "the student's name")

    static let subcommand = Subcommand(
        name: "progress", synopsis: "progress [--format json]",
        summary: "your progress; --format json writes it for a teacher", options: [format, name] + OptionSpec.display,
        usage: """
            Usage: layoutlab progress [--format text|json] [--name NAME]

            Your progress in every lesson, as the shell's progress shows it. --format json
            writes it as a results file to hand in (layoutlab progress --format json > me.json):
            per lesson its version and your step, per check how it ended (first try, after a
            wrong try, after help, skipped), the wrong tries and hints it took. --name says
            whose it is (default: the login name).

            """
    ) { arguments throws(UsageError) in
        if let extra = arguments.positionals.first { throw UsageError("takes no arguments, got '\(extra)'") }
        let flags = DisplayFlags(arguments)
        let library = flags.library()
        let store = ProgressStore(directory: StateDirectory.prepare().path)
        if try OutputFormat.chosen(arguments, among: formats) == .text {
            let taker = LessonTaker(library: library, store: store)
            let reply: LessonReply
            do throws(LessonError) {
                reply = try taker.handle(.command(.progress, current: Workspace()))
            } catch {
                throw UsageError(error.message)
            }
            let lines = LessonPresenter(width: nil, picture: { _, _ in [] }).lines(reply)
            StandardStreams.writeOutput(lines.map { $0 + "\n" }.joined())
        } else {
            let loaded = store.load()
            if let warning = loaded.warning { StandardStreams.writeError("warning: \(warning)\n") }
            let student =
                arguments.value(name) ?? Environment.nonEmpty("USER") ?? Environment.nonEmpty("LOGNAME")
                ?? StudentResults.unnamed
            if student == StudentResults.unnamed, arguments.value(name) == nil {
                StandardStreams.writeError(
                    "note: no --name given and no USER set: the file names its student \"\(student)\"; add --name YOURNAME so the teacher can tell it is yours\n"
                )
            }
            let results = StudentResults(
                student: student, progress: loaded.progress, library: library, exercises: store.exercises(),
                written: UTCTime.now())
            StandardStreams.writeOutput(results.json.compactText + "\n")
            // A teacher's lesson not loaded here is written by id and step numbers only.
            let unnamed = results.unnamedLessons
            if !unnamed.isEmpty {
                StandardStreams.writeError(
                    "note: \(unnamed.map { VisibleText.of($0) }.joined(separator: ", ")) \(unnamed.count == 1 ? "is" : "are") not among the lessons here, so the file names \(unnamed.count == 1 ? "its" : "their") checks by step number only: write it with the lessons' folder, layoutlab --lessons DIR progress --format json (or the teacher gives results --lessons DIR)\n"
                )
            }
        }
        return .ok
    }
}

enum ResultsCommand {
    static let format = OutputFormat.option(OutputFormat.allCases)

    static let roster = OptionSpec(
        name: "--roster", valueName: "FILE", valueMeaning: "a file of the class's names, one a line")

    static let subcommand = Subcommand(
        name: "results", synopsis: "results FILE…", summary: "merge students' progress files into a class table",
        options: [format, roster, .lessons], words: .paths,
        usage: """
            Usage: layoutlab results FILE… [--format text|json|csv] [--roster FILE] [--lessons DIR]

            Merges the results files students wrote with layoutlab progress --format json into
            one table per lesson: where each student is, how their checks ended, and which
            checks most of them missed the first time. --format csv writes one row per student
            and check for a spreadsheet; --format json the merged files. No server: the teacher
            collects the files. A file that cannot be read is named with the reason (exit 1);
            the others are still merged. --roster FILE names the class, one name a line (blank
            lines and lines starting with # are passed over): everyone on it is in every lesson's
            table, "nothing handed in" or "not opened" where that is so, and a name with results
            that the roster lacks is said. --lessons DIR names the checks of a teacher's lessons
            in files written without them (by step number only otherwise).

            """
    ) { arguments throws(UsageError) in
        let files = arguments.positionals
        guard !files.isEmpty else {
            throw UsageError("which files? layoutlab results alice.json bob.json … (progress --format json writes one)")
        }
        let chosen = try OutputFormat.chosen(arguments, among: OutputFormat.allCases)
        var handedIn: [(file: String, results: StudentResults)] = []
        var failed = false
        for file in files {
            let name = VisibleText.of(file)
            switch FileSystem.readRegularFile(file, limit: 16 << 20) {
            case .success(nil):
                StandardStreams.writeError("layoutlab results: \(name): No such file or directory\n")
                failed = true
            case .failure(let failure):
                StandardStreams.writeError("layoutlab results: \(name): cannot read it: \(failure.reason)\n")
                failed = true
            case .success(let bytes?):
                do throws(JSONSyntaxError) {
                    let value = try JSONParser.parse(bytes)
                    do throws(StudentResults.ReadError) {
                        handedIn.append((name, try StudentResults.read(value)))
                    } catch {
                        StandardStreams.writeError("layoutlab results: \(name): \(error.message)\n")
                        failed = true
                    }
                } catch {
                    StandardStreams.writeError("layoutlab results: \(name): not JSON (\(error))\n")
                    failed = true
                }
            }
        }
        // With no file read, a table of nobody would read as a class that handed nothing in.
        // (One file has said why already; of several, that none of them could be read.)
        if handedIn.isEmpty {
            if files.count > 1 {
                StandardStreams.writeError(
                    "layoutlab results: none of the \(files.count) files could be read; there is nothing to merge\n")
            }
            return .failure
        }
        // One file per student: a file handed in twice counts once, the newer, and is said.
        // A file written where a teacher's lesson was not loaded gets its titles and questions
        // from the teacher's folder.
        let library = DisplayFlags(arguments).library()
        handedIn = handedIn.map { ($0.file, $0.results.named(from: library)) }
        let (students, notes) = StudentResults.newestEach(handedIn)
        for note in notes { StandardStreams.writeError("layoutlab results: note: \(VisibleText.of(note))\n") }
        var listed: [String] = []
        if let path = arguments.value(roster) {
            switch FileSystem.readRegularFile(path, limit: 1 << 20) {
            case .success(let bytes?):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw UsageError("--roster \(VisibleText.of(path)) is not UTF-8 text (one name a line)")
                }
                listed = text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.filter {
                    !$0.isEmpty && !$0.hasPrefix("#")
                }
                guard !listed.isEmpty else {
                    throw UsageError("--roster \(VisibleText.of(path)) has no names in it (one name a line)")
                }
            case .success(nil): throw UsageError("--roster \(VisibleText.of(path)): No such file or directory")
            case .failure(let failure):
                throw UsageError("--roster \(VisibleText.of(path)): cannot read it: \(failure.reason)")
            }
        }
        for name in ClassTable.once(listed).repeated {
            StandardStreams.writeError(
                "layoutlab results: note: the roster lists \(VisibleText.of(name)) more than once; counted once\n")
        }
        let table = ClassTable(students, roster: listed)
        switch chosen {
        case .json: StandardStreams.writeOutput(table.json.compactText + "\n")
        case .csv: StandardStreams.writeOutput(table.csv())
        case .text: StandardStreams.writeOutput(table.text().map { VisibleText.of($0) + "\n" }.joined())
        }
        return failed ? .failure : .ok
    }
}
