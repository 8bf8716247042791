import LabSupport
import LayoutCore
import Workbench

/// A lesson being taken, between the session and the lesson's turns: it holds the lesson's
/// state, reads what a turn needs once for each event (the progress saved, the exercises
/// passed, the time, the files a command names), hands state, event and facts to
/// `LessonTurn.reduce`, keeps the state that comes back and makes its writes in the store.
/// What to say of it is the presenter's (`LessonHappening`); it knows nothing of terminals.
public final class LessonTaker {
    /// The lessons, read when a command first needs them: every start used to parse every
    /// shipped lesson, most of its start-up time, for scripts and sessions that open none.
    public private(set) lazy var library: LessonLibrary = loadLibrary()
    private let loadLibrary: () -> LessonLibrary
    public let store: ProgressStore
    /// What checks lessons as `validate` does: what the shell found wrong with a teacher's
    /// lessons (and checks of the ones it has not checked yet, made as they are opened), and a
    /// reloaded file's problems. Nil checks nothing.
    public var checks: (any LessonChecking)?

    /// The lesson in hand, as a value: each event's turn makes the next one.
    public private(set) var state = LessonState()
    /// Seconds since some fixed moment; replaced in tests.
    public var clock: () -> Double = { Double(FileSystem.now) }

    /// What the last save had to say, until `takeSaveWarning` takes it.
    private var saveNotice: SaveNotice?

    /// Why saves failed this session, each reason once: `progress` says its list is short.
    public private(set) var unsaved: [String] = []

    public init(library: LessonLibrary, store: ProgressStore) {
        loadLibrary = { library }
        self.store = store
    }

    /// With the lessons read only when first needed.
    public init(loadingLibrary: @escaping () -> LessonLibrary, store: ProgressStore) {
        loadLibrary = loadingLibrary
        self.store = store
    }

    /// Takes one event: its turn, with the facts read for it, and the writes it decides saved.
    /// Only a command can be refused; the rest are notices (see `notice`).
    public func handle(_ event: LessonEvent) throws(LessonError) -> LessonReply {
        let outcome = LessonTurn.reduce(state, event, facts(for: event))
        state = outcome.state
        try save(outcome.writes)
        return try outcome.reply.get()
    }

    /// What a notice says — a change of the workspace, another line, an exercise passed —
    /// which is never refused: the shell needs no `try?` that could hide a lesson's error.
    public func notice(_ event: LessonEvent) -> LessonReply {
        guard case .command = event else { return (try? handle(event)) ?? LessonReply() }
        return LessonReply()
    }

    /// What the turn for `event` reads, read once; nothing for a notice the lesson does not
    /// wait for (another line, a change outside a task), so that a script's every line costs no
    /// file read.
    func facts(for event: LessonEvent) -> LessonFacts {
        guard case .command(let command, _) = event else {
            guard LessonFacts.needed(for: event, in: state) else {
                return LessonFacts(library: LessonLibrary(lessons: []))
            }
            return read(files: [])
        }
        let paths = LessonFacts.filesToRead(for: command, open: state.lesson, library: library)
        // The file a reload reads may be gone (a shipped lesson has none there): the turn says so.
        return read(files: command == .reload ? paths.filter(FileSystem.exists) : paths)
    }

    private func read(files paths: [String]) -> LessonFacts {
        let saved = store.loadAll()
        var files: [String: Result<String, Diagnostic>] = [:]
        for path in paths {
            do throws(Diagnostic) {
                files[path] = .success(try LessonLibrary.read(path))
            } catch {
                files[path] = .failure(error)
            }
        }
        return LessonFacts(
            library: library, saved: saved.progress, savedWarning: saved.warning, exercises: saved.exercises,
            now: clock(), unsaved: unsaved, files: files, checks: checks)
    }

    /// Makes a turn's writes in the store. A `reset` the store could not make is refused.
    private func save(_ writes: [LessonWrite]) throws(LessonError) {
        for write in writes {
            let notice = store.update(write.lessonID) { write.apply(to: &$0) }
            if case .forget = write {
                switch notice {
                case .notSaved(let message), .keptInMemory(let message): throw .resetNotSaved(message)
                case .damagedFileSetAside, nil: continue
                }
            }
            if notice != nil { saveNotice = notice }
            if case .notSaved(let message) = notice, !unsaved.contains(message) { unsaved.append(message) }
        }
    }

    /// What the last save had to say, taken once, and only if it is news.
    public func takeSaveWarning() -> String? {
        defer { saveNotice = nil }
        guard let message = saveNotice?.message, !state.noticesShown.contains(message) else { return nil }
        state.noticesShown.append(message)
        return message
    }

    /// Whether `open ID` finds the open lesson again (else it was opened from a file that is
    /// not among the lessons, and is opened by that file).
    public var opensByID: Bool { state.lesson.map { library.lesson(id: $0.id) != nil } ?? true }

    /// The learner's file for the lesson's exercise, as `check` last compiled it: what a walk
    /// question's `stop: your test` walks.
    public var yourFile: String? { state.lesson?.exerciseID.flatMap { store.exercises()[$0]?.file } }
}
