import Dispatch
import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// `layoutlab validate`: everything that can be wrong with lessons, found before a learner
/// meets it. Parses; runs every setup command and solution; evaluates every expression;
/// checks that each choice question has exactly one right choice, that each task is unsolved
/// at its start and solved by its reference solution, and that expected pictures match; and
/// that ids are unique.
public struct LessonValidator: Sendable {
    /// Also the advice a finished lesson should follow (`validate --strict`): a mistake for every
    /// number asked.
    public var strict: Bool
    /// Also compiles and runs each code step's `solution:` and `mistake:` lines (a teacher's
    /// Swift, run under the exercise supervisor). Only `validate` asks for it: listing, opening
    /// and the shell's start-up check of a lesson folder run none of a teacher's code.
    public var compilesCode: Bool

    public init(strict: Bool = false, compilesCode: Bool = false) {
        self.strict = strict
        self.compilesCode = compilesCode
    }

    /// Every problem in every file, in file order. A teacher's lesson may not take the id of a
    /// shipped one (`shipped`: `.builtIn`, the lessons built into the executable), nor of another file, and
    /// its id must be its file's name, as `open ID` finds it.
    /// `checkedFiles`: how many of the files were checked whole (fewer than all when the work
    /// was stopped, see `LayoutWork`).
    public func validate(_ files: [(path: String, text: String)], shipped: ShippedLessonIDs = .none)
        -> (lessons: [Lesson], diagnostics: [Diagnostic], checkedFiles: Int)
    {
        var diagnostics: [Diagnostic] = []
        var lessons: [Lesson] = []
        var firstFileOfId: [String: String] = [:]
        let shippedPaths = shipped.paths
        let shippedTexts = shipped.textsByID
        let work = LayoutWork.current
        var checkedFiles = 0
        for file in files {
            // Stopped (Ctrl-C): the files checked so far, whole; the caller says the rest was not.
            if let work, !work.check() { break }
            checkedFiles += 1
            let before = diagnostics.count
            defer {
                // A file's problems in the order of its lines, whichever check found them.
                let found = diagnostics[before...].enumerated().sorted {
                    ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
                }.map(\.element)
                diagnostics.replaceSubrange(before..., with: found)
            }
            // A slip in one line (a misspelt key, `->` in a mistake) does not hide what the
            // rest of the file would show: the lesson as read is checked all the same.
            let parsed = LessonParser.parse(file.text, file: file.path, keepingErrors: true)
            diagnostics += parsed.diagnostics
            guard let lesson = parsed.lesson else { continue }
            let readCleanly = !parsed.diagnostics.contains { $0.severity == .error }
            // The id is checked whenever its own line was read, whatever else the header got wrong
            // (a bad version once hid an id that is not the file's name).
            let idRead =
                !lesson.id.isEmpty
                && !parsed.diagnostics.contains {
                    $0.severity == .error && $0.step == nil
                        // (A missing key is said at 1:1, the id's own line when it is first: a
                        // missing version once hid the id's problem. A missing id leaves none.)
                        && (($0.line == lesson.idLine && $0.code != .missingHeaderKey)
                            || [.badID, .notALesson].contains($0.code))
                }
            if idRead {
                func idProblem(_ code: DiagnosticCode, _ message: String) {
                    diagnostics.append(
                        Diagnostic(file: file.path, line: lesson.idLine, column: 1, code: code, message: message))
                }
                let name = String((file.path.split(separator: "/").last ?? "").dropLast(".lesson".count))
                if file.path.hasSuffix(".lesson"), name != lesson.id {
                    // A file named after a shipped lesson cannot take that id: only renaming helps.
                    let advice =
                        shippedTexts[name] != nil && !shippedPaths.contains(file.path)
                        ? "name the file \(Quote.cut(lesson.id)).lesson (\(name) is a shipped lesson's id)"
                        : "write 'id: \(name)' (or name the file \(Quote.cut(lesson.id)).lesson)"
                    idProblem(
                        .idNotFileName,
                        "the id '\(Quote.cut(lesson.id))' is not the file's name, \(name).lesson; open finds a lesson by its id, so \(advice)"
                    )
                }
                // The shipped file itself, wherever it is named from, is no teacher's copy.
                if !shippedPaths.contains(file.path), let shippedText = shippedTexts[lesson.id],
                    shippedText != file.text
                {
                    idProblem(
                        .shippedID,
                        "the id '\(lesson.id)' is a shipped lesson's; give yours an id of its own (a learner's progress is kept by id)"
                    )
                } else if let other = firstFileOfId[lesson.id] {
                    idProblem(.duplicateID, "the id '\(lesson.id)' is already used by \(other)")
                } else {
                    firstFileOfId[lesson.id] = file.path
                }
            }
            var found = validate(lesson)
            if !readCleanly {
                // What the deeper checks find again (a missing answer where the key was
                // misspelt, a picture that was not read) is said once, where the parser said it.
                // (The parser's warnings hide nothing: a check with no hints is still checked.)
                let said = Set(
                    parsed.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.step ?? -1)" })
                found = found.filter { found in
                    let slips = parsed.diagnostics.filter { $0.step == found.step && $0.severity == .error }
                    return !said.contains("\(found.line):\(found.step ?? -1)")
                        && !slips.contains { Self.follows(found.code, from: $0) }
                }
            }
            diagnostics += found
            // A lesson whose checking was stopped part-way is not reported half-checked.
            if let work, work.wasStopped {
                diagnostics.removeSubrange(before...)
                checkedFiles -= 1
                break
            }
            lessons.append(lesson)
        }
        return (lessons, diagnostics, checkedFiles)
    }

    /// Whether a deeper check's finding is only the echo of a slip the parser reported in the
    /// same step: the missing part that a misspelt key left out, the picture it did not read.
    /// Only the slips that can leave out or change what the finding is about count: a `->` in a
    /// `mistake:` leaves the choices as written, so two choices matching the answer is a finding
    /// of its own (it was hidden so).
    static func follows(_ code: DiagnosticCode, from slip: Diagnostic) -> Bool {
        // A misspelt or capitalised key, a key given twice, a value left empty: the line was not
        // read as what it was meant to be.
        let unread: Set<DiagnosticCode> = [.unknownKey, .emptyValue, .duplicateCheck, .detailOutsideCheck]
        switch code {
        case .missingAnswer, .missingGoal, .missingSolution, .missingWalk:
            return unread.contains(slip.code)
        case .solutionMissesGoal:
            return unread.union([.expression, .duplicateAnswer, .missingSolution]).contains(slip.code)
        case .choicesMatch:
            return unread.union([.expression, .duplicateAnswer]).contains(slip.code)
        case .pictureDiffers:
            // A picture read twice or as prose, or a misspelt `picture:` key (not any misspelt key,
            // whose message lists `picture` among the keys).
            return [.duplicatePicture, .pictureAsProse].contains(slip.code) || slip.message.contains("'picture:'")
        default:
            return false
        }
    }

    public func validate(_ lesson: Lesson) -> [Diagnostic] {
        // The steps are independent (each sets up its own layout): checked side by side, on
        // every core, and reported in order.
        let count = lesson.steps.count
        let results = StepResults(count: count)
        // Each step's work stops with the caller's (Ctrl-C), on whichever thread it runs.
        let work = LayoutWork.current
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard let work else { return results.store(validate(step: index, of: lesson), at: index) }
            let stepWork = work.nested()
            guard stepWork.check() else { return }
            results.store(stepWork.measuring { validate(step: index, of: lesson) }, at: index)
        }
        return results.all
    }

    /// The value an answer writes down instead of computing, if it does: a number or a text.
    static func literal(_ source: String) -> Value? {
        switch try? ExpressionParser.parse(source) {
        case .number(let value, _)?: .number(value)
        case .unary(.negate, .number(let value, _), _)?: .number(-value)
        case .text(let text, _)?: .text(text)
        default: nil
        }
    }

    /// What to write instead of a literal: the names that give its value on this step's layout.
    static func suggestion(for literal: Value, _ facts: LayoutFacts, prompt: String = "") -> String {
        var candidates = ["rows", "width", "height", "count", "minwidth", "minheight", "layout", "align"]
        if facts.workspace.collection != nil {
            // A question about where a released scroll comes to rest asks what the release
            // decides, however the names of the moment happen to agree with it now.
            let release = ["target(offset)", "centredafter(offset)"]
            let now = ["count", "offset", "maxoffset", "contentwidth", "centred", "itemwidth"]
            let words = prompt.lowercased()
            let aboutRelease = ["rest", "releas", "let go", "snap", "lands"].contains { words.contains($0) }
            candidates = aboutRelease ? release : now + release
        } else {
            for label in facts.workspace.itemLabels.prefix(6) {
                let name = label.allSatisfy { $0.isLetter || $0.isNumber } ? label : "\"\(label)\""
                candidates += ["x", "y", "w", "h", "right", "bottom", "row"].map { "\($0)(\(name))" }
            }
        }
        let matching = candidates.filter { candidate in
            (try? Evaluator.evaluate(candidate, facts)).map { Answer.same($0, literal) } ?? false
        }
        guard !matching.isEmpty else {
            return
                "write the expression that gives \(literal) on this step's layout (layoutlab help format lists the names)"
        }
        return "write the expression that gives \(literal), such as \(matching.prefix(3).joined(separator: " or "))"
    }

    /// The window every step must fit: the smallest a learner is likely to have.
    public static let window = (columns: 80, lines: 24)

    /// The lines a step takes when the shell enters it in `window`, its picture fitted to the
    /// room its text leaves.
    public static func screenLines(_ lesson: Lesson, _ index: Int, _ workspace: Workspace) -> Int {
        screen(lesson, index, workspace).count
    }

    /// The lines the shell shows when it enters step `index` in `window`, as the window wraps
    /// them: heading, prose, setup line, the picture (fitted, with what the check asks withheld)
    /// and the check. Step 1 comes with the lesson's title above it, as `open` shows it: the
    /// title must not scroll off the window as the lesson begins.
    public static func screen(_ lesson: Lesson, _ index: Int, _ workspace: Workspace) -> [String] {
        let step = lesson.steps[index]
        var options = RenderOptions(maxColumns: window.columns)
        options.withheld = AnswerSecrets.withheld(by: step.check)
        let presenter = LessonPresenter(width: window.columns, height: window.lines) { shown, room in
            shown.picture(of: shown.freshLayout(), options: options, room: room)
        }
        var entry = StepEntry(
            lesson: lesson, index: index, setupFailures: [],
            showsPicture: step.check?.kind != .predict && step.hasPicture, doneBefore: false)
        // Only a walk of the learner's own code reads the file (and finding it reads every step).
        if step.check?.walk?.stop.yours == true { entry.yours = lesson.teachersFile }
        let opening: [LessonHappening] = index == 0 ? [.opened(lesson, notes: [])] : []
        return TextWrap.fit(
            presenter.lines(LessonReply(opening + [.entered(entry)], load: workspace)), width: window.columns)
    }

    /// A fresh workspace with the step's setup commands run on it; `nil` if one failed.
    public func setUp(_ step: Step, _ report: (Int, Int, DiagnosticCode, String) -> Void) -> Workspace? {
        let (workspace, failures) = StepScript.setUp(step.setup)
        // Every command that is no edit (show, frames, next: each refused, changing nothing),
        // and the first that failed (the lines after it may fail because of it). The layout is
        // the one meant only when nothing but such commands failed.
        var complete = true
        for (command, error) in failures {
            if case .notAnEdit = error {
                report(command.line, command.column, .notAnEdit, "the setup command failed: \(error.message)")
            } else if complete {
                report(command.line, command.column, .setupFailed, "the setup command failed: \(error.message)")
                complete = false
            }
        }
        return complete ? workspace : nil
    }

    /// What the learner will run: the expression as parsed when the lesson was read.
    func evaluate(
        _ expression: LocatedExpression, _ facts: LayoutFacts, _ report: (Int, Int, DiagnosticCode, String) -> Void
    ) -> Value? {
        if let unknown = Evaluator.firstUnknownName(in: expression.text) {
            report(expression.line, expression.column + unknown.column - 1, .expression, unknown.message)
            return nil
        }
        do {
            return try Evaluator.evaluate(expression, facts)
        } catch {
            report(expression.line, expression.column + error.column - 1, .expression, error.message)
            return nil
        }
    }

    func firstDifference(_ expected: [String], _ actual: [String]) -> (
        line: Int, expected: String, actual: String
    )? {
        let trim = { (line: String) in line.trimmingTrailingSpaces }
        for index in 0..<max(expected.count, actual.count) {
            let a = index < expected.count ? trim(expected[index]) : "(nothing)"
            let b = index < actual.count ? trim(actual[index]) : "(nothing)"
            if a != b { return (index, a, b) }
        }
        return nil
    }
}

/// Each step's diagnostics, written by the step's own worker and read once all are done.
private final class StepResults: @unchecked Sendable {
    // A slot per step, each written by one worker only (its own memory, so no lock is
    // needed), and read after concurrentPerform returns.
    private let slots: UnsafeMutableBufferPointer<[Diagnostic]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ diagnostics: [Diagnostic], at index: Int) {
        slots[index] = diagnostics
    }

    var all: [Diagnostic] { slots.flatMap { $0 } }
}

/// A validator checks a reloaded lesson for the taker; it keeps no record of a teacher's
/// lessons (`TeacherLessonChecks` does).
extension LessonValidator: LessonChecking {
    public var problemCounts: [String: Int] { [:] }
    public func checkIfNeeded(_ lesson: Lesson) {}
    public func errors(in lesson: Lesson) -> [String] {
        validate(lesson).filter { $0.severity == .error }.map(\.description)
    }
}
