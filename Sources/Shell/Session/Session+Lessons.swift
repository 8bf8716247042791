import Exercises
import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Workbench

/// The lesson commands, through the lesson taker.
extension Session {
    func runLesson(_ command: LessonCommand) throws(SessionError) -> Reply {
        guard let lessons else { throw .lesson(.lessonsUnavailable) }
        let reply: LessonReply
        do {
            reply = try lessons.handle(.command(command, current: workspace))
        } catch {
            throw .lesson(error)
        }
        // A step's setup, or the learner's own layout back: shown from now on, with a new undo
        // history and a new cache (a new view).
        if let loaded = reply.load { load(loaded) }
        // The list of lessons is longer than a small window: a page at a time, as help is.
        var said = Reply(lines: presenter.lines(reply), paged: command == .lessons)
        // Its words say what Ctrl-C stopped; nothing more to add.
        said.wasStopped = reply.stopped
        return said
    }

    /// The lesson's words, with pictures drawn as the shell draws them: the workspace on
    /// screen by the session's own engine, so that its cache starts where a view's would.
    var presenter: LessonPresenter {
        var presenter = LessonPresenter(width: renderOptions.maxColumns, height: windowLines) { [self] shown, room in
            shown == workspace ? picture(room: room) : picture(of: shown, room: room)
        }
        presenter.freshPicture = { [self] shown in picture(of: shown) }
        presenter.options = renderOptions
        return presenter
    }
}
