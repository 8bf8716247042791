import Workbench

/// The lines of a step's setup and of a task's reference solution, run in the very command
/// language the learner types. Only what changes the workspace is allowed there (and `show`,
/// `frames` and `trace`, which change nothing).
public enum StepScript {
    /// Runs one line on `workspace`; the workspace is left as it was when the line is refused.
    public static func run(_ line: String, on workspace: inout Workspace) throws(CommandError) {
        guard let command = try CommandParser.parse(line) else { return }
        switch command {
        case .edit(let edit): _ = try workspace.apply(edit)
        case .show, .frames, .trace: break
        default:
            throw CommandError(
                "'\(line)' cannot be used in a lesson's setup or solution; only commands that change the layout can")
        }
    }

    /// A fresh workspace with `lines` run on it, and the first line that failed with its error.
    public static func setUp(_ lines: [Located]) -> (workspace: Workspace, failure: (Located, CommandError)?) {
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
