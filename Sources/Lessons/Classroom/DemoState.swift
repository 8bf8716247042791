/// Where a class is in `demo`: the step, how much of its help and answer the teacher has
/// shown, and whether the code or the whole text is up. Keys move it; `DemoScreen` draws it.
public struct DemoState: Equatable, Sendable {
    /// The step shown, from 0.
    public var step: Int
    public var revealed = false
    /// Hints shown so far, one more per `h`.
    public var hintsShown = 0
    public var showsMistakes = false
    /// The first line of the layout's code shown, while the code is up (`c`).
    public var codeTop: Int?
    /// The step's whole text, without picture or question (`t`), for prose that does not fit
    /// beside them.
    public var showsText = false

    public init(step: Int) {
        self.step = step
    }

    /// What a key asks of the demo.
    public enum Key: Equatable, Sendable {
        case forward, back, hint, mistakes, code, text, walk, quit
        /// `p`: the clocks stop, or go on (`DemoClocks`); the step is as it was.
        case pause
        case go(Int)
        case codeDown, codeUp
        /// Nothing changes; the screen is drawn again (a resize).
        case redraw
        /// A key with no meaning of its own: it leaves the code or the text, and does nothing else.
        case other
    }

    /// Whether `w` may walk the step now: it has a layout, and its question, if any, has been
    /// answered (a walk shows where everything goes).
    public func mayWalk(_ step: Step) -> Bool {
        step.hasPicture && (step.check == nil || revealed)
    }

    /// The code the code view (`c`) shows: the layout's listing, or a code step's own (its
    /// exercise's reference, as `source` shows it in the step) opened at the function holding
    /// its blank, the blank shown as `CodeStep.gap` until the answer is out (the class would
    /// read the answer off the screen). `title` names it; nil when the step has no listing.
    public static func codeView(_ step: Step, in lesson: Lesson, answered: Bool)
        -> (title: String, text: String, top: Int, blankLine: Int?)?
    {
        let workspace = StepScript.setUp(step.setup).workspace
        if let check = step.check, check.kind == .code, let code = try? CodeStep(check, on: workspace, in: lesson) {
            let view = code.codeView(answered: answered)
            let exercise = code.exercise
            let title =
                exercise.title.contains(exercise.referenceTitle)
                ? exercise.title : "\(exercise.title) (\(exercise.referenceTitle))"
            return (title, view.text, view.top, code.line)
        }
        guard let listing = workspace.listing?.text else { return nil }
        return ("the layout", listing, 0, nil)
    }

    /// The state after a key, within the lesson's steps `first…last` (from 0); nil for quit.
    public func after(_ key: Key, in lesson: Lesson, first: Int, last: Int) -> DemoState? {
        let check = lesson.steps[step].check
        var next = self
        // The code and the text are views over the step: any key but scrolling leaves them.
        if key == .redraw || key == .pause { return self }
        if codeTop != nil || showsText {
            switch key {
            case .codeDown where codeTop != nil: next.codeTop = codeTop! + 10
            case .codeUp where codeTop != nil: next.codeTop = max(0, codeTop! - 10)
            case .quit: return nil
            default:
                next.codeTop = nil
                next.showsText = false
            }
            return next
        }
        switch key {
        case .forward:
            if check != nil, !revealed {
                next.revealed = true
            } else if step < last {
                next = DemoState(step: step + 1)
            }
        case .back: next = DemoState(step: max(first, step - 1))
        case .go(let number): next = DemoState(step: min(max(first, number - 1), last))
        case .hint: next.hintsShown = min(check?.hints.count ?? 0, hintsShown + 1)
        case .mistakes: next.showsMistakes.toggle()
        case .code: next.codeTop = Self.codeView(lesson.steps[step], in: lesson, answered: revealed)?.top ?? 0
        case .text: next.showsText = true
        case .codeDown, .codeUp, .walk, .redraw, .pause, .other: break
        case .quit: return nil
        }
        return next
    }
}
