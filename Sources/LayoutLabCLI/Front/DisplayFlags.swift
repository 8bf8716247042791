import LabSupport
import Lessons
import Rendering
import Shell

/// Options every front end shares.
struct DisplayFlags {
    var ascii = false
    var noColor = false
    /// Teachers' lesson folders: `--lessons DIR` (any number), then `LAYOUTLAB_LESSONS`.
    var lessonFolders: [String] = []

    /// The display options as given (`OptionSpec.display`), then `LAYOUTLAB_LESSONS`.
    init(_ arguments: ParsedArguments) {
        ascii = arguments.has(.ascii)
        noColor = arguments.has(.noColor)
        lessonFolders = arguments.values(.lessons)
        if let folders = Environment.nonEmpty("LAYOUTLAB_LESSONS") {
            lessonFolders += folders.split(separator: ":").map(String.init)
        }
    }

    /// The lessons: the teacher's folders first, then the ones built into the executable.
    func library() -> LessonLibrary {
        LessonLibrary(folders: lessonFolders)
    }

    /// A session with lessons and progress attached.
    func session(maxColumns: Int?, library: LessonLibrary? = nil) -> Session {
        let session = Session(renderOptions: renderOptions(maxColumns: maxColumns))
        session.lessons = LessonTaker(
            library: library ?? self.library(), store: ProgressStore(directory: StateDirectory.prepare().path))
        return session
    }

    /// The lessons, with the teacher's checked as `validate` would (the shipped ones are
    /// checked by CI) and the faulty ones marked, and a line for the learner when there is a
    /// problem (a missing folder, a file that does not parse, an answer the engine cannot
    /// compute), so they hear of it at the start rather than in the middle of a lesson.
    func checkedLibrary() -> (library: LessonLibrary, note: String?) {
        var library = self.library()
        guard !lessonFolders.isEmpty else { return (library, nil) }
        let shipped = Set(LessonLibrary.shippedFiles.map(\.path))
        let validator = LessonValidator()
        var problems = library.diagnostics.filter { $0.severity == .error }
        for lesson in library.lessons where !shipped.contains(lesson.file) {
            let found = validator.validate(lesson).filter { $0.severity == .error }
            if !found.isEmpty { library.problemCounts[lesson.id] = found.count }
            problems += found
        }
        guard let first = problems.first else { return (library, nil) }
        let count = problems.count == 1 ? "a problem" : "\(problems.count) problems"
        return (
            library,
            "note: your lessons have \(count), the first: \(first); layoutlab validate \(lessonFolders.joined(separator: " ")) lists \(problems.count == 1 ? "it" : "them")"
        )
    }

    /// Sets up the locale (see `TerminalInfo.useUTF8Locale`) and says how to draw: ASCII
    /// when asked, or when the user's locale is not UTF-8.
    func renderOptions(maxColumns: Int?) -> RenderOptions {
        let utf8 = TerminalInfo.useUTF8Locale()
        return RenderOptions(
            ascii: ascii || !utf8, color: !noColor && TerminalInfo.wantsColor, maxColumns: maxColumns)
    }
}
