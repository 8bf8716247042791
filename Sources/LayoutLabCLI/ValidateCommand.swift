import Exercises
import LabJSON
import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Workbench

/// `layoutlab validate [PATH…] [--format json]`: checks lessons the way a learner would meet
/// them, and reports every problem as FILE:LINE:COL: error: message.
enum ValidateCommand {
    static let usage = """
        Usage: layoutlab validate [PATH…] [--format text|json] [--strict] [--recursive]
                                  [--update-pictures] [--no-compile]

        Checks lesson files (a folder means the .lesson files directly in it, and in its
        subfolders too with --recursive; no path means the
        lessons built into layoutlab and any --lessons folders): they parse, every setup command
        and reference solution runs, every answer expression evaluates, each choice question has
        exactly one right choice, each task is unsolved when its step opens and solved by its
        solution, expected pictures match, ids are unique and are their files' names, and every
        step fits an 80×24 window. A code step's solution: and mistake: lines are compiled into
        their exercise's listing and run under the exercise supervisor: validate is the one
        command that runs a teacher's Swift (listing and opening a lesson never do). Without a
        compiler on PATH, each code step and each walk of the learner's own code is a warning
        (so --strict fails) and the summary counts them; --no-compile leaves them untried on
        purpose, counted in the summary and not warned of. Exit status 1 when anything is wrong (with --strict, a warning
        too); 2 for a path that does not exist (the others are still checked, and --format json
        lists it). A problem in one line never hides the others: a file is checked in one pass.
        --update-pictures draws every picture: block of the files named again, in place.

        """

    static let formats: [OutputFormat] = [.text, .json]
    static let format = OutputFormat.option(formats)
    static let strict = OptionSpec(name: "--strict")
    static let updatePictures = OptionSpec(name: "--update-pictures")
    static let recursive = OptionSpec(name: "--recursive")
    static let noCompile = OptionSpec(name: "--no-compile")

    static let subcommand = Subcommand(
        name: "validate", synopsis: "validate [PATH…]", summary: "check lesson files (--format json for machines)",
        options: [format, strict, updatePictures, recursive, noCompile, .lessons], words: .paths, usage: usage,
        run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let flags = DisplayFlags(arguments)
        let json = try OutputFormat.chosen(arguments, among: formats) == .json
        if json { StandardStreams.plainASCII = false }  // JSON for programs keeps its bytes
        // A path that is not there is said, and the others are still checked (exit status 2).
        let missing = arguments.positionals.filter { !FileSystem.exists($0) }
        if !missing.isEmpty, !json, missing.count == arguments.positionals.count {
            throw UsageError("cannot read \(missing[0]): \(missingReason(missing[0]))")
        }
        if arguments.has(updatePictures) {
            guard !arguments.positionals.isEmpty else {
                throw UsageError(
                    "--update-pictures redraws the files named: layoutlab validate --update-pictures FILE…")
            }
            guard try redrawPictures(in: arguments.positionals) else { return .interrupted }
        }
        var paths = arguments.positionals
        var files: [(path: String, text: String)] = []
        var diagnostics: [Diagnostic] = []
        var unreadable = 0  // files found but not read: counted as checked, their problem reported
        if paths.isEmpty {
            // No path: the lessons built into this executable and the teacher's folders.
            files = LessonLibrary.shippedFiles
            paths = flags.lessonFolders
        }
        // The same file named twice (a folder and a file in it, a link) is checked once.
        var seen = Set(files.map(\.path))
        let recursive = arguments.has(Self.recursive)
        for path in paths {
            if missing.contains(path) {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: 1, column: 1, code: .missingPath,
                        message: path.contains("\u{FFFD}") ? missingReason(path) : "no such file or folder"))
                continue
            }
            let search = LessonFileSearch(path, recursive: recursive)
            diagnostics += search.problems
            // (A folder that could not be read, or a lesson file that could not be named, has said so.)
            if search.files.isEmpty, !search.problems.contains(where: { $0.severity == .error }) {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: 1, column: 1, code: .noLessonFile,
                        message: LessonLibrary.whyNoLessonFile(in: path)))
            }
            for file in search.files where seen.insert(FileSystem.canonicalPath(file)).inserted {
                do throws(Diagnostic) {
                    files.append((file, try LessonLibrary.read(file)))
                } catch {
                    diagnostics.append(error)
                    unreadable += 1
                }
            }
        }
        let strict = arguments.has(Self.strict)
        // Ctrl-C stops the checking: what was found in the lessons checked whole is reported,
        // and that the others were not.
        let work = LayoutWork.untilCtrlC()
        let compiles = !arguments.has(noCompile)
        let result = work.measuring {
            LessonValidator(strict: strict, compilesCode: compiles).validate(files, shipped: .builtIn)
        }
        let stopped = result.checkedFiles < files.count
        diagnostics += result.diagnostics
        // Each problem counted once, as what it is; --strict makes the warnings fail the run, and
        // says so, rather than count them again as errors.
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let failed = errors > 0 || (strict && warnings > 0)
        let untried = UntriedSteps(result.lessons, diagnostics, compiles: compiles)
        if json {
            StandardStreams.writeOutput(
                jsonReport(
                    files, result.lessons, diagnostics, errors, warnings, missing: missing, stopped: stopped,
                    strict: strict, failed: failed, untried: untried))
        } else {
            let strictly = strict && warnings > 0 ? " (--strict: the warnings fail it)" : ""
            let summary =
                "\(Plural.count(result.lessons.count, "lesson")) checked in \(Plural.count(files.count + unreadable, "file")): \(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))\(strictly)"
                + (untried.summary.map { "; \($0)" } ?? "")
            StandardStreams.writeOutput((diagnostics.map(\.description) + [summary]).joined(separator: "\n") + "\n")
        }
        if stopped {
            let left = files.count - result.checkedFiles
            StandardStreams.writeError(
                "stopped by Ctrl-C: \(left) lesson file\(left == 1 ? " was" : "s were") not checked\n")
            return .interrupted
        }
        // (Said above among the problems, with the code missing-path; the exit status says it too.)
        if !missing.isEmpty { return .usage }
        return failed ? .failure : .ok
    }

    /// Why a path is not there: a name whose bytes are not UTF-8 reaches the program with �
    /// in their place (Swift repairs its arguments), and no file has that name.
    static func missingReason(_ path: String) -> String {
        path.contains("\u{FFFD}")
            ? "no such file: its name is not UTF-8 (shown with �), and no name with � is there; rename the file"
            : "No such file or directory"
    }

    /// `--update-pictures`: each file's `picture:` blocks drawn again, written atomically.
    /// False when Ctrl-C stopped it: the files not yet redrawn are left as they are (a picture
    /// drawn from a stopped layout is empty, and never written).
    static func redrawPictures(in paths: [String]) throws(UsageError) -> Bool {
        for path in paths {
            for file in LessonLibrary.lessonFiles(in: path) {
                guard let text = try? LessonLibrary.read(file) else { continue }
                let refreshed = PictureRefresher.refresh(text, file: file)
                if CLI.stoppedByCtrlC { return false }
                guard let (redrawn, changed) = refreshed, changed > 0 else { continue }
                // Written only if the file still holds what was read: an editor's save made
                // while validate drew is never lost.
                if let failure = FileSystem.replaceAtomically(file, with: redrawn, unchangedFrom: Array(text.utf8)) {
                    throw UsageError("cannot write \(file): \(failure.reason)")
                }
                StandardStreams.writeError("redrew \(Plural.count(changed, "picture")) in \(file)\n")
            }
        }
        return true
    }

    /// One object for CI: every file in the order given (a file that does not parse is there
    /// too), every diagnostic with its rule code, step and columns, and the counts.
    static func jsonReport(
        _ files: [(path: String, text: String)], _ lessons: [Lesson], _ diagnostics: [Diagnostic], _ errors: Int,
        _ warnings: Int, missing: [String] = [], stopped: Bool = false, strict: Bool = false, failed: Bool? = nil,
        untried: UntriedSteps? = nil
    ) -> String {
        // A version that could not be read is none (null), not 0.
        let unreadVersion = Set(diagnostics.filter { $0.code == .badVersion }.map(\.file))
        let version = { (lesson: Lesson) -> JSONValue in
            unreadVersion.contains(lesson.file) || lesson.version < 1 ? .null : .number(Double(lesson.version))
        }
        let shipped = Set(LessonLibrary.shippedFiles.map(\.path))
        let lines = Dictionary(
            files.map { ($0.path, $0.text.split(separator: "\n", omittingEmptySubsequences: false)) }
        ) {
            first, _ in first
        }
        let value = JSONValue.object([
            "files": .array(
                files.map { file in
                    let lesson = lessons.first { $0.file == file.path }
                    var members: [JSONObject.Member] = [
                        .init("path", .string(file.path)), .init("builtIn", .bool(shipped.contains(file.path))),
                        .init("id", lesson.map { .string($0.id) } ?? .null),
                        .init("version", lesson.map(version) ?? .null),
                        .init("steps", lesson.map { .number(Double($0.steps.count)) } ?? .null),
                    ]
                    let own = diagnostics.filter { $0.file == file.path }
                    let count = own.filter { $0.severity == .error }.count
                    members.append(.init("errors", .number(Double(count))))
                    members.append(.init("warnings", .number(Double(own.count - count))))
                    return .object(JSONObject(members))
                }
                    // A path that is not there is a file entry too, marked missing.
                    + missing.map { path in
                        .object([
                            "path": .string(path), "builtIn": .bool(false), "id": .null, "version": .null,
                            "steps": .null,
                            "errors": .number(1), "warnings": .number(0), "missing": .bool(true),
                        ])
                    }),
            "lessons": .array(
                lessons.map {
                    .object([
                        "id": .string($0.id), "file": .string($0.file), "version": version($0),
                        "steps": .number(Double($0.steps.count)),
                    ])
                }),
            "diagnostics": .array(
                diagnostics.map { diagnostic in
                    // The problem runs to the end of its line.
                    let text = lines[diagnostic.file].flatMap {
                        $0.indices.contains(diagnostic.line - 1) ? $0[diagnostic.line - 1] : nil
                    }
                    let end = max(
                        diagnostic.column, (text.map { $0.hasSuffix("\r") ? $0.count - 1 : $0.count } ?? 0) + 1)
                    return .object(
                        JSONObject([
                            .init("file", .string(diagnostic.file)), .init("line", .number(Double(diagnostic.line))),
                            .init("column", .number(Double(diagnostic.column))),
                            .init("endColumn", .number(Double(end))),
                            .init("severity", .string(diagnostic.severity.rawValue)),
                            .init("code", .string(diagnostic.code.rawValue)),
                            .init("step", diagnostic.step.map { .number(Double($0)) } ?? .null),
                            .init("message", .string(diagnostic.message)),
                        ]))
                }),
            "errors": .number(Double(errors)), "warnings": .number(Double(warnings)), "strict": .bool(strict),
            "failed": .bool(failed ?? (errors > 0)),
            // Ctrl-C stopped the run: the files without a lesson entry were not checked.
            "stopped": .bool(stopped),
            // The steps that need the compiler and were not tried (none, zeros).
            "untried": (untried ?? UntriedSteps([], [], compiles: true)).json,
        ])
        return value.compactText + "\n"
    }
}
