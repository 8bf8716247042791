import LabJSON
import LabSupport
import Lessons
import Shell

/// `layoutlab validate [PATH…] [--format json]`: checks lessons the way a learner would meet
/// them, and reports every problem as FILE:LINE:COL: error: message.
enum ValidateCommand {
    static let usage = """
        Usage: layoutlab validate [PATH…] [--format text|json]

        Checks lesson files (a folder means every .lesson file in it; no path means the lessons
        built into layoutlab and any --lessons folders): they parse, every setup command and reference solution
        runs, every answer expression evaluates, each choice question has exactly one right choice,
        each task is unsolved when its step opens and solved by its solution, expected pictures
        match, and ids are unique. Exit status 1 when anything is wrong.

        """

    static let format = OptionSpec(name: "--format", valueName: "text|json", valueMeaning: "text or json")

    static let subcommand = Subcommand(
        name: "validate", synopsis: "validate [PATH…]", summary: "check lesson files (--format json for machines)",
        options: [format, .lessons], words: .paths, usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let flags = DisplayFlags(arguments)
        let formatName = arguments.value(format) ?? "text"
        guard formatName == "json" || formatName == "text" else {
            throw UsageError("--format is text or json, got '\(formatName)'")
        }
        let json = formatName == "json"
        if json { StandardStreams.plainASCII = false }  // JSON for programs keeps its bytes
        var paths = arguments.positionals
        var files: [(path: String, text: String)] = []
        var diagnostics: [Diagnostic] = []
        var unreadable = 0  // files found but not read: counted as checked, their problem reported
        if paths.isEmpty {
            // No path: the lessons built into this executable and the teacher's folders.
            files = LessonLibrary.shippedFiles
            paths = flags.lessonFolders
        }
        for path in paths {
            let found = LessonLibrary.lessonFiles(in: path)
            if found.isEmpty {
                diagnostics.append(
                    Diagnostic(file: path, line: 1, column: 1, message: "no .lesson file here (does the path exist?)"))
            }
            for file in found {
                switch LessonLibrary.read(file) {
                case .success(let text): files.append((file, text))
                case .failure(let problem):
                    diagnostics.append(problem)
                    unreadable += 1
                }
            }
        }
        let result = LessonValidator().validate(files)
        diagnostics += result.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if json {
            StandardStreams.writeOutput(jsonReport(result.lessons, diagnostics, errors, warnings))
        } else {
            let summary =
                "\(result.lessons.count) lesson\(result.lessons.count == 1 ? "" : "s") checked in \(files.count + unreadable) file\(files.count + unreadable == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            StandardStreams.writeOutput((diagnostics.map(\.description) + [summary]).joined(separator: "\n") + "\n")
        }
        return errors > 0 ? .failure : .ok
    }

    static func jsonReport(_ lessons: [Lesson], _ diagnostics: [Diagnostic], _ errors: Int, _ warnings: Int) -> String {
        let value = JSONValue.object([
            "lessons": .array(
                lessons.map {
                    .object([
                        "id": .string($0.id), "file": .string($0.file), "version": .number(Double($0.version)),
                        "steps": .number(Double($0.steps.count)),
                    ])
                }),
            "diagnostics": .array(
                diagnostics.map {
                    .object([
                        "file": .string($0.file), "line": .number(Double($0.line)),
                        "column": .number(Double($0.column)), "severity": .string($0.severity.rawValue),
                        "message": .string($0.message),
                    ])
                }),
            "errors": .number(Double(errors)), "warnings": .number(Double(warnings)),
        ])
        return value.compactText + "\n"
    }
}
