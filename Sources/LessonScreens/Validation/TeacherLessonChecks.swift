import LabSupport
import LayoutCore
import Lessons

/// A teacher's lessons as the shell checks them: when it starts, for as long as a start may
/// take, and each lesson left over when it is opened — so that no lesson, however long to
/// check, keeps the prompt from coming. What is found is kept in the `ValidationCache`, so a
/// lesson is checked once until its file (or the program) changes.
public final class TeacherLessonChecks {
    private var cache: ValidationCache
    private let validator = LessonValidator()
    private let library: LessonLibrary
    /// The faulty lessons, by id, with how many errors each has.
    public private(set) var problemCounts: [String: Int] = [:]
    /// The lessons not checked yet, by id: the start ran out of time before them.
    public private(set) var unchecked: Set<String> = []
    /// The first error found, as `validate` prints it, and how many there are in all (the
    /// files that could not be read or parsed included).
    public private(set) var firstError: String?
    public private(set) var errorCount = 0

    /// The longest the shell's start spends checking (a lesson is checked in one go, or not).
    public static let startSeconds = 0.5

    public init(library: LessonLibrary, cache: ValidationCache) {
        self.library = library
        self.cache = cache
        let unreadable = library.diagnostics.filter { $0.severity == .error }
        errorCount = unreadable.count
        firstError = unreadable.first.map(\.description)
    }

    /// The teacher's lessons (not the shipped ones, which CI checks).
    private var teachersLessons: [Lesson] {
        let shipped = Set(LessonLibrary.shippedFiles.map(\.path))
        return library.lessons.filter { !shipped.contains($0.file) }
    }

    /// Checks every lesson it can within `seconds` (the ones checked before cost nothing) and
    /// stops at once on Ctrl-C; the rest wait for `checkIfNeeded`.
    public func checkAtStart(within seconds: Double = startSeconds) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        checkAtStart(until: { ContinuousClock.now >= deadline })
    }

    /// `checkAtStart`, with the question that says time is up (Ctrl-C stops it too).
    func checkAtStart(until timeIsUp: @escaping @Sendable () -> Bool) {
        let work = LayoutWork(stopsWhen: { Interruption.isRequested || timeIsUp() })
        var checked = 0
        for lesson in teachersLessons {
            // Known (or known to be too long), or out of time: nothing is checked.
            let known = cache.known(lesson, fingerprint: fingerprint(lesson))
            if let known, !known.isPutOff {
                record(lesson, known)
            } else if known != nil || work.isStopped || !work.check() {
                unchecked.insert(lesson.id)
            } else if !check(lesson, under: work) {
                unchecked.insert(lesson.id)
                // Too long for a whole start's time (not cut short by Ctrl-C, nor by the lessons
                // before it): the next start need not try again.
                if checked == 0, !Interruption.isRequested { cache.putOff(lesson, fingerprint: fingerprint(lesson)) }
            }
            checked += 1
        }
        cache.save()
    }

    /// A lesson opened before it was checked: checked now (under the opening command's Ctrl-C).
    public func checkIfNeeded(_ lesson: Lesson) {
        guard unchecked.contains(lesson.id) else { return }
        let work = LayoutWork.current?.nested() ?? LayoutWork()
        guard check(lesson, under: work) else { return }
        unchecked.remove(lesson.id)
        cache.save()
    }

    /// False when the work stopped before the lesson was checked whole.
    private func check(_ lesson: Lesson, under work: LayoutWork) -> Bool {
        let found = cache.errors(of: lesson, fingerprint: fingerprint(lesson)) {
            let diagnostics = work.measuring { validator.validate(lesson) }
            return work.wasStopped ? nil : diagnostics
        }
        guard let found else { return false }
        record(lesson, found)
        return true
    }

    private func record(_ lesson: Lesson, _ found: ValidationCache.Finding) {
        guard found.errorCount > 0 else { return }
        problemCounts[lesson.id] = found.errorCount
        errorCount += found.errorCount
        firstError = firstError ?? found.firstError
    }

    private func fingerprint(_ lesson: Lesson) -> String { library.fingerprints[lesson.file] ?? "" }

    /// What the learner hears at the start, if anything: the first problem and where all are
    /// listed; the lessons that will be checked when opened.
    public func startNote(folders: [String]) -> String? {
        var parts: [String] = []
        if let firstError {
            let problems = errorCount == 1 ? "a problem" : "\(errorCount) problems"
            parts.append(
                "your lessons have \(problems), the first: \(firstError); layoutlab validate \(folders.joined(separator: " ")) lists \(errorCount == 1 ? "it" : "them")"
            )
        }
        if !unchecked.isEmpty {
            let names = unchecked.sorted()
            let which = names.count == 1 ? "\(names[0]) is" : "\(names.count) of your lessons are"
            parts.append("\(which) checked when opened (too long to check at the start)")
        }
        return parts.isEmpty ? nil : "note: " + parts.joined(separator: "; ")
    }
}

extension TeacherLessonChecks: LessonChecking {
    public func errors(in lesson: Lesson) -> [String] { validator.errors(in: lesson) }
}
