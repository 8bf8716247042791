import LabSupport
import LabText
import Workbench

/// The lines of a step's setup and of a task's reference solution, run in the very command
/// language the learner types. Only what changes the workspace is allowed there.
public enum StepScript {
    /// Why a line of a setup or solution did not run.
    public enum Failure: LabError, Equatable, CustomStringConvertible {
        /// The line itself is wrong, or its edit was refused.
        case command(CommandError)
        /// A command that is not an edit, such as `next` or `export svg`.
        case notAnEdit(String)

        public var message: String {
            switch self {
            case .command(let error): error.message
            case .notAnEdit(let line):
                "'\(Quote.cut(line))' cannot be used in a lesson's setup or solution; only commands that change the layout can"
            }
        }

        public var description: String { message }
    }

    /// Runs one line on `workspace`; the workspace is left as it was when the line is refused.
    public static func run(_ line: String, on workspace: inout Workspace) throws(Failure) {
        let command: Command?
        do {
            command = try CommandParser.parse(line)
        } catch {
            throw .command(error)
        }
        try apply(command, line: line, on: &workspace)
    }

    /// Runs a setup's line as it was read when the lesson was.
    public static func run(_ line: SetupLine, on workspace: inout Workspace) throws(Failure) {
        switch line.command {
        case .failure(let error): throw .command(error)
        case .success(let command): try apply(command, line: line.text, on: &workspace)
        }
    }

    private static func apply(_ command: Command?, line: String, on workspace: inout Workspace) throws(Failure) {
        guard let command else { return }
        // What its declaration allows in a setup: the edits, but a bare `add` or `remove`
        // (a collection's next or last item, which depends on what came before).
        guard command.lessonPolicy.inSetup, case .edit(let edit) = command else { throw .notAnEdit(line) }
        do {
            _ = try workspace.apply(edit)
        } catch {
            throw .command(error)
        }
    }

    /// A fresh workspace with every line run on it (a refused line leaves it as it was, and
    /// the lines after it still run, as the learner's step shows them), and the lines refused.
    public static func setUp(_ lines: [SetupLine]) -> (workspace: Workspace, failures: [(Located, Failure)]) {
        var workspace = Workspace()
        var failures: [(Located, Failure)] = []
        for line in lines {
            do {
                try run(line, on: &workspace)
            } catch {
                failures.append((line.source, error))
            }
        }
        return (workspace, failures)
    }
}
