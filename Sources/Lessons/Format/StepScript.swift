import Workbench

/// The lines of a step's setup and of a task's reference solution, run in the very command
/// language the learner types. Only what changes the workspace is allowed there (and `show`,
/// `frames` and `trace`, which change nothing).
public enum StepScript {
    /// Why a line of a setup or solution did not run.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The line itself is wrong, or its edit was refused.
        case command(CommandError)
        /// A command that is not an edit, such as `next` or `export svg`.
        case notAnEdit(String)

        public var message: String {
            switch self {
            case .command(let error): error.message
            case .notAnEdit(let line):
                "'\(line)' cannot be used in a lesson's setup or solution; only commands that change the layout can"
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
        switch command {
        case .edit(let edit)?:
            do {
                _ = try workspace.apply(edit)
            } catch {
                throw .command(error)
            }
        case .show?, .frames?, .trace?, nil: break
        default: throw .notAnEdit(line)
        }
    }

    /// A fresh workspace with `lines` run on it, and the first line that failed with its error.
    public static func setUp(_ lines: [Located]) -> (workspace: Workspace, failure: (Located, Failure)?) {
        var workspace = Workspace()
        for line in lines {
            do {
                try run(line.text, on: &workspace)
            } catch {
                return (workspace, (line, error))
            }
        }
        return (workspace, nil)
    }
}
