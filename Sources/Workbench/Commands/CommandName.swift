/// The commands of the shell, by the word that starts them (aliases aside).
public enum CommandName: String, CaseIterable, Sendable {
    case help, show, frames, trace, walk, layout, set, add, remove, clear, undo, redo, scroll, drag, release
    case export, quit, close, lessons, open, preview, next, back, goto, restart, reset, answer, hint, skip, progress,
        step, why, reload
    /// `try CODE`: a code step's line, run on its picture without a verdict.
    case tryCode = "try"
    case exercises, exercise, check, watch, source

    /// Its declaration in the catalogue.
    public var spec: CommandSpec {
        guard let spec = CommandCatalog.byName[self] else {
            // A test checks that every command is declared; this is never reached.
            preconditionFailure("\(rawValue) is not declared in CommandCatalog")
        }
        return spec
    }
}

extension Command {
    /// The command that was typed to make this one (`set autoshow` is `set`).
    public var name: CommandName {
        switch self {
        case .edit(let edit): edit.name
        case .help: .help
        case .show: .show
        case .frames: .frames
        case .trace: .trace
        case .walk, .walkFile, .walkTried: .walk
        case .setAutoshow: .set
        case .undo: .undo
        case .redo: .redo
        case .exportSVG, .exportWalk: .export
        case .quit: .quit
        case .lesson(let command): command.name
        case .exercise(let command): command.name
        }
    }

    /// When a lesson allows it (see `LessonPolicy`), as its declaration says.
    public var lessonPolicy: LessonPolicy { name.spec.policy(self) }
}

extension Edit {
    var name: CommandName {
        switch self {
        case .layout, .collectionLayout: .layout
        case .items(.add), .items(.addNumbered): .add
        case .items(.remove), .items(.removeLast): .remove
        case .items(.clear): .clear
        case .flow, .collection(.setBounds), .collection(.setItems), .collection(.setParameter): .set
        case .collection(.scroll): .scroll
        case .collection(.drag): .drag
        case .collection(.release): .release
        }
    }
}

extension LessonCommand {
    var name: CommandName {
        switch self {
        case .lessons: .lessons
        case .close: .close
        case .open: .open
        case .preview: .preview
        case .reset: .reset
        case .next: .next
        case .back: .back
        case .goto: .goto
        case .restart: .restart
        case .answer: .answer
        case .hint: .hint
        case .skip: .skip
        case .progress: .progress
        case .step: .step
        case .why: .why
        case .reload: .reload
        case .tryCode: .tryCode
        }
    }
}

extension ExerciseCommand {
    var name: CommandName {
        switch self {
        case .list: .exercises
        case .start: .exercise
        case .check: .check
        case .watch: .watch
        case .source: .source
        }
    }
}
