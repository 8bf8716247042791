import LabSupport
import LessonScreens
import Lessons
import Rendering

/// Options every front end shares.
struct DisplayFlags {
    var ascii = false
    var noColor = false
    var plainStatus = false
    /// Teachers' lesson folders: `--lessons DIR` (any number), then `LAYOUTLAB_LESSONS`.
    var lessonFolders: [String] = []

    /// The display options as given (`OptionSpec.display`), then `LAYOUTLAB_LESSONS`.
    init(_ arguments: ParsedArguments) {
        ascii = arguments.has(.ascii)
        noColor = arguments.has(.noColor)
        plainStatus = arguments.has(.plain)
        lessonFolders = arguments.values(.lessons)
        if let folders = Environment.nonEmpty("LAYOUTLAB_LESSONS") {
            lessonFolders += folders.split(separator: ":").map(String.init)
        }
        // A folder named twice (in both places, or as `x` and `x/`) is one folder.
        var seen: Set<String> = []
        lessonFolders = lessonFolders.filter { seen.insert(FileSystem.canonicalPath($0)).inserted }
    }

    /// The lessons: the teacher's folders first, then the ones built into the executable.
    func library() -> LessonLibrary {
        LessonLibrary(folders: lessonFolders)
    }

    /// The lessons, with the teacher's checked as `validate` would (the shipped ones are
    /// checked by CI) and the faulty ones marked, and a line for the learner when there is a
    /// problem (a missing folder, a file that does not parse, an answer the engine cannot
    /// compute), so they hear of it at the start rather than in the middle of a lesson. A start
    /// checks for half a second at most; a lesson left over is checked when it is opened. What
    /// was found is remembered in the state folder, so a folder of long lessons is checked
    /// again only when a file (or the program) changes.
    /// With no teacher's folder there is nothing to check: the library is then read only when a
    /// command needs it (nil here).
    func checkedLibrary() -> (library: LessonLibrary?, checks: TeacherLessonChecks?, note: String?) {
        guard !lessonFolders.isEmpty else { return (nil, nil, nil) }
        let library = self.library()
        let checks = TeacherLessonChecks(library: library, cache: Self.validationCache())
        checks.checkAtStart()
        return (library, checks, checks.startNote(folders: lessonFolders))
    }

    /// Where the findings of earlier checks are kept: nowhere when there is no state folder
    /// that can be written, or no way to tell this build of the program from the next.
    private static func validationCache() -> ValidationCache {
        let state = StateDirectory.prepare()
        guard let folder = state.path, state.isWritable, let build = FileSystem.identity(of: "/proc/self/exe") else {
            return ValidationCache(path: nil, build: "")
        }
        return ValidationCache(path: folder + "/checked-lessons", build: build)
    }

    /// Sets up the locale (see `TerminalInfo.useUTF8Locale`) and says how to draw: ASCII
    /// when asked, or when the user's locale is not UTF-8.
    func renderOptions(maxColumns: Int?) -> RenderOptions {
        let utf8 = TerminalInfo.useUTF8Locale()
        var options = RenderOptions(
            ascii: ascii || !utf8, color: !noColor && TerminalInfo.wantsColor, maxColumns: maxColumns)
        options.plainStatus = plainStatus
        return options
    }
}
