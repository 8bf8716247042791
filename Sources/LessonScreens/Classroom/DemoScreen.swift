import Exercises
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// One screen of `demo`: the step's heading with its number, its text, its picture, its
/// question, the help and the answer the teacher has shown — fitted to the window, so that
/// nothing a class needs scrolls away. A flow layout's picture is drawn at the largest whole
/// scale that fits (read from the back row); a collection's smaller until it fits; the prose
/// gives way last, and `t` shows all of it.
public struct DemoScreen {
    public var lesson: Lesson
    /// ASCII and colour; the width comes from `window`.
    public var options: RenderOptions
    /// The window's columns and lines; nil off a terminal, where everything is printed.
    public var window: (columns: Int, lines: Int)?
    /// Shown above every step of a lesson that fails validation.
    public var faulty = false
    /// The lines the keys' prompt takes under the screen.
    public static let promptLines = 1
    /// The largest scale a flow layout's picture is drawn at.
    public static let largestScale = 4

    public init(lesson: Lesson, options: RenderOptions, window: (columns: Int, lines: Int)?) {
        self.lesson = lesson
        self.options = options
        self.window = window
        self.options.maxColumns = window?.columns
        self.options.plainStatus = true
    }

    private var width: Int? { window?.columns }

    /// The screen for a state, every line within the window's width, at most its height
    /// less the prompt.
    public func lines(_ state: DemoState) -> [String] {
        let step = lesson.steps[state.step]
        let workspace = StepScript.setUp(step.setup).workspace
        let heading = headingLines(state.step)
        let headingHeight = wrap(heading).count
        if let top = state.codeTop {
            return fitted(heading + codeLines(step, answered: state.revealed, from: top, below: headingHeight))
        }
        let prose = proseLines(step)
        if state.showsText {
            return fitted(heading + (prose.isEmpty ? ["", "(This step has no text besides its question.)"] : prose))
        }

        var below: [String] = []
        var reveal: StepReveal?
        if let check = step.check {
            below += LessonPresenter.checkText(
                check, answeredBefore: state.revealed, step: step, in: lesson, width: window?.columns
            ).dropLast()
            // The answer comes before the hints and the mistakes: where the window is short, they
            // give way (a code step's three mistakes once hid its answer at 80×24).
            if state.revealed {
                let shown = StepReveal.of(
                    check, on: workspace, yours: check.walk?.stop.yours == true ? lesson.teachersFile : nil, in: lesson)
                reveal = shown
                below += [""] + shown.lines
            }
            var extras = check.hints.prefix(state.hintsShown).enumerated().map {
                "Hint \($0 + 1) of \(check.hints.count): \($1)"
            }
            if state.showsMistakes { extras += mistakeLines(check, workspace) }
            if let window {
                // (Two lines stay for the prose's and the picture's least: a line each.)
                let room = window.lines - Self.promptLines - headingHeight - wrap(below).count - 2
                let wrapped = wrap(extras)
                if wrapped.count > room {
                    extras =
                        Array(wrapped.prefix(max(0, room - 1))) + [
                            "… (more than the window holds: m hides the mistakes)"
                        ]
                }
            }
            below += extras
        }
        var above = prose
        if step.check?.kind == .predict, !state.revealed {
            // (The question's own line says the picture is hidden until the answer.)
            above += LessonPresenter.setupText(step)
        } else if step.check?.kind == .predict, window == nil {
            above += LessonPresenter.setupText(step)  // rehearsal: what the class predicts from
        }
        let fixed = wrap(heading) + wrap(below)
        // A step that only chooses a layout, or none, has nothing to draw (summing-up, exercise).
        let wantsPicture = step.hasPicture && !(step.check?.kind == .predict && !state.revealed)
        guard let window else {
            return heading + above + (step.hasPicture ? picture(step, workspace, state, reveal, room: nil) : []) + below
        }
        // The picture takes what the text leaves; the prose gives way to a picture of at least
        // `smallest` lines, and says where the rest is.
        let room = window.lines - Self.promptLines - fixed.count
        // Once the answer is out, the picture and the answer matter: the prose waits behind `t`.
        var proseShown = state.revealed && !step.prose.isEmpty ? ["", "(t shows the step's text again.)"] : wrap(above)
        let smallest = min(10, max(0, room))
        if wantsPicture, proseShown.count > room - smallest {
            let keep = max(0, room - smallest - 1)
            proseShown = Array(proseShown.prefix(keep)) + ["… (t shows the whole text)"]
        }
        if !wantsPicture, proseShown.count > room {
            proseShown = Array(proseShown.prefix(max(0, room - 1))) + ["… (t shows the whole text)"]
        }
        let pictureRoom = room - proseShown.count
        let drawn = wantsPicture ? picture(step, workspace, state, reveal, room: pictureRoom) : []
        return fitted(wrap(heading) + proseShown + drawn + wrap(below))
    }

    /// What `w` walks once the answer is out: the layout the screen shows (a task's after its
    /// solution, not its starting width), and how the screen names it when it is not the step's
    /// own ("after the solution").
    public static func walked(_ step: Step) -> (workspace: Workspace, caption: String?) {
        let workspace = StepScript.setUp(step.setup).workspace
        // Only the picture is wanted: the whole reveal would compile a code step's reference.
        guard let check = step.check, let shown = StepReveal.solved(check, on: workspace), shown != workspace else {
            return (workspace, nil)
        }
        return (shown, String(StepReveal.solvedCaption.dropLast()).lowercased())
    }

    /// `Step 3 of 15: Step title · Lesson title` on one line (cut, never wrapped: the counter
    /// comes first so that it always shows), in bold where the terminal has colour.
    func headingLines(_ index: Int) -> [String] {
        let banner = faulty ? ["!! this lesson fails validation: some of its steps may not work !!"] : []
        var heading = "Step \(index + 1) of \(lesson.steps.count): \(lesson.steps[index].title) · \(lesson.title)"
        if let width { heading = DisplayWidth.cut(heading, columns: width) }
        return banner + [options.color ? "\u{1B}[1m\(heading)\u{1B}[0m" : heading]
    }

    private func proseLines(_ step: Step) -> [String] {
        guard !step.prose.isEmpty else { return [] }
        let prose = width.map { TextWrap.reflow(step.prose, width: $0) } ?? step.prose
        return [""] + prose
    }

    /// The known mistakes, each with the value a student would say.
    func mistakeLines(_ check: Check, _ workspace: Workspace) -> [String] {
        let known = StepReveal.knownMistakes(check, on: workspace)
        return known.isEmpty ? ["(This step knows no mistakes.)"] : known
    }

    /// The picture the step shows now, in `room` lines (nil: as large as it is).
    private func picture(
        _ step: Step, _ workspace: Workspace, _ state: DemoState, _ reveal: StepReveal?, room: Int?
    ) -> [String] {
        if let question = step.check?.walk {
            guard
                let screen = try? question.screen(
                    workspace, yours: question.stop.yours ? lesson.teachersFile : nil, options: options,
                    height: max(room ?? 18, 8))
            else { return [] }
            return screen
        }
        var asked = options
        if !state.revealed { asked.withheld = AnswerSecrets.withheld(by: step.check) }
        if let reveal, let shown = reveal.picture {
            let caption = reveal.caption.map { ["", $0] } ?? []
            return caption + Self.fittedPicture(shown, options: asked, room: room.map { $0 - caption.count })
        }
        return Self.fittedPicture(workspace, options: asked, room: room)
    }

    /// A workspace's picture in `room` lines of the window: a flow layout at the largest
    /// scale whose picture fits across and down, a collection drawn smaller until it fits.
    public static func fittedPicture(_ workspace: Workspace, options: RenderOptions, room: Int?) -> [String] {
        let result = workspace.freshLayout()
        guard let room else { return workspace.picture(of: result, options: options) }
        guard room >= 4 else { return ["(No room for the picture: make the window taller.)"] }
        if workspace.collection != nil { return workspace.picture(of: result, options: options, room: room) }
        var natural = options
        natural.maxColumns = nil
        for scale in stride(from: largestScale, through: 2, by: -1) {
            natural.scale = scale
            // Only the drawing must fit across: the status line under it is prose, wrapped
            // like the rest (measuring it kept a three-row picture, whose status line is
            // longer, at 1× where a one-row picture was enlarged).
            let drawingWidth = workspace.drawing(of: result, options: natural).map(DisplayWidth.of).max() ?? 0
            let lines = workspace.picture(of: result, options: natural)
            if drawingWidth <= options.maxColumns ?? .max,
                TextWrap.fit(lines, width: options.maxColumns).count <= room
            {
                return lines
            }
        }
        // At the smallest scale, cut to the room (the picture says what it left out), leaving
        // the status line and the notes whole, however the window wraps them.
        var cut = options
        cut.maxLines = max(3, room - 1 - result.notes.count)
        var lines = TextWrap.fit(workspace.picture(of: result, options: cut), width: options.maxColumns)
        while lines.count > room, let current = cut.maxLines, current > 3 {
            cut.maxLines = current - (lines.count - room)
            lines = TextWrap.fit(workspace.picture(of: result, options: cut), width: options.maxColumns)
        }
        return Array(lines.prefix(room))
    }

    /// The layout's code, as `source` lists it, from a line on, under `headingLines` lines of
    /// heading (scrolled to the end, its last line is on screen). A code step's blank stays
    /// blank until the answer is out.
    private func codeLines(_ step: Step, answered: Bool, from top: Int, below headingLines: Int) -> [String] {
        guard let view = DemoState.codeView(step, in: lesson, answered: answered) else {
            return ["", "(This layout has no listing.)"]
        }
        let heading = wrap([
            "",
            view.blankLine.map { line in
                answered
                    ? "The code of \(view.title); line \(line) is this step's (↓ ↑ scroll, any other key goes back):"
                    : "The code of \(view.title); line \(line) is this step's question, \(CodeStep.gap) until the answer (↓ ↑ scroll, any other key goes back):"
            } ?? "The code of the layout (↓ and ↑ scroll, any other key goes back):",
        ])
        let code = WalkListing(view.text)
        let listing = code.numbered(width: width, ascii: options.ascii)
        let room = (window?.lines ?? listing.count + 3) - Self.promptLines - heading.count - headingLines
        let start = code.row(ofLine: top + 1, in: listing) ?? top
        let first = min(start, max(0, listing.count - room))
        return heading + listing.dropFirst(first).prefix(room)
    }

    private func wrap(_ lines: [String]) -> [String] {
        TextWrap.fit(lines, width: width)
    }

    /// Wrapped to the width and cut to the window's height (never expected with the room
    /// worked out above; a tiny window still gets no more lines than it has).
    private func fitted(_ lines: [String]) -> [String] {
        let wrapped = wrap(lines)
        guard let window else { return wrapped }
        return Array(wrapped.prefix(max(1, window.lines - Self.promptLines)))
    }
}
