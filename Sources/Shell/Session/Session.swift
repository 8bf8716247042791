import LabSupport
import LayoutCore
import Rendering

/// What a command produced: lines to print, and whether the shell should end.
public struct Reply: Equatable, Sendable {
    public var lines: [String]
    public var error: String?
    public var quit = false

    public init(lines: [String] = [], error: String? = nil, quit: Bool = false) {
        self.lines = lines
        self.error = error
        self.quit = quit
    }
}

/// One learner's session: the workspace, its undo history, and the layout engine whose cache
/// lives as long as the session (so `trace` shows real cache hits).
public final class Session {
    public private(set) var workspace = Workspace()
    public var autoshow = true
    public var renderOptions: RenderOptions
    /// Writes files for `export svg`; replaced in tests.
    var files: FileWriting

    /// The lesson being taken, when lessons are available.
    public var lessons: LessonController?

    private var history = UndoHistory()
    /// The line being run, as typed: what undo names when it takes the change back.
    private var currentCommand = ""
    /// A new one for each lesson step: a step is a new view, with a new cache.
    private var engine = LayoutEngine()

    public init(renderOptions: RenderOptions = RenderOptions(), files: FileWriting = SystemFiles()) {
        self.renderOptions = renderOptions
        self.files = files
    }

    /// Parses and runs one line. Never throws and never crashes: whatever is wrong comes back
    /// as the reply's error.
    public func execute(_ line: String) -> Reply {
        currentCommand = line  // trimmed only if undo ever shows it
        do throws(ShellError) {
            let command: Command?
            do throws(ShellError) {
                command = try CommandParser.parse(line)
            } catch {
                // While a question waits, a line that does not start with a command is an answer.
                guard let lessons, lessons.awaitsAnswer, !Self.startsWithCommand(line) else { throw error }
                // A mistyped command is more likely than an answer that looks like one.
                if let typo = Self.mistypedCommand(line) {
                    throw ShellError(
                        "unknown command '\(line.trimmingWhitespace)'; did you mean '\(typo)'? (to answer with it, type answer \(line.trimmingWhitespace))"
                    )
                }
                command = .answer(line.trimmingWhitespace)
            }
            // restart asks first and acts on a second restart in a row: any other line,
            // even a blank or a wrong one, ends the asking.
            if command != .restart { lessons?.restartAsked = false }
            guard let command else { return Reply() }
            var reply = try run(command)
            if let warning = lessons?.takeSaveWarning() { reply.lines.append("warning: \(warning)") }
            return reply
        } catch {
            lessons?.restartAsked = false
            return Reply(error: error.message)
        }
    }

    /// The command a one-word line is one typo away from, if it is.
    private static func mistypedCommand(_ line: String) -> String? {
        let word = line.trimmingWhitespace
        guard word.count >= 3, word.allSatisfy(\.isLetter) else { return nil }
        let close = CommandCatalog.names.filter { Suggestion.distance(word.lowercased(), $0) == 1 }
        return close.first
    }

    /// Status lines in plain ASCII when the picture is (`--ascii`, or no UTF-8 locale).
    func plain(_ line: String) -> String {
        guard renderOptions.ascii else { return line }
        return line.replacing(" · ", with: " | ").replacing("→", with: "->").replacing("×", with: "x")
            .replacing("…", with: "..")
    }

    private static func startsWithCommand(_ line: String) -> Bool {
        guard let first = (try? Tokenizer.words(line))?.first?.text.lowercased() else { return false }
        return CommandCatalog.spec(first) != nil
    }

    /// What to show before the cursor.
    public var prompt: String { lessons?.prompt ?? "layoutlab> " }

    public func run(_ command: Command) throws(ShellError) -> Reply {
        if lessons?.hidesPicture == true, !Self.allowedWhilePredicting(command) {
            throw ShellError(
                "answer the prediction first: until then the layout stays as the step set it up, its picture hidden (hint helps\(lessons?.lesson?.skipAllowed == true ? "; skip shows it" : ""))"
            )
        }
        if let reply = try runForCollection(command) { return reply }
        switch command {
        case .help(let topic): return Reply(lines: HelpText.lines(topic))
        case .show: return Reply(lines: picture())
        case .frames:
            let result = layout()
            return Reply(lines: FramesTable.render(result, items: workspace.items))
        case .trace(let fresh):
            let result =
                fresh
                ? LayoutEngine.layout(
                    workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin,
                    tracing: true)
                : layout(tracing: true)
            return Reply(lines: TraceView.render(result.trace))
        case .layout(let kind):
            return change {
                $0.configuration.kind = kind
                $0.collectionAside = $0.collection ?? $0.collectionAside
                $0.collection = nil
            }
        case .collectionLayout(let kind):
            let scene: CollectionScene
            do {
                scene = try (workspace.collection ?? workspace.collectionAside ?? CollectionScene(kind: kind))
                    .switched(to: kind)
            } catch {
                throw ShellError("\(kind.rawValue) does not fit these bounds: \(error.message)")
            }
            return change {
                $0.collection = scene
                $0.collectionAside = nil
            }
        case .setBounds, .setItems, .setParameter, .scroll, .drag, .release:
            throw ShellError("that is for the scrolling collections: layout snap-carousel, card-stack or drum first")
        case .setWidth(let width): return change { $0.proposal.width = width }
        case .setHeight(let height): return change { $0.proposal.height = height }
        case .setSpacing(let horizontal, let vertical):
            var reply = change {
                if let horizontal { $0.configuration.spacing.horizontal = horizontal }
                if let vertical { $0.configuration.spacing.vertical = vertical }
            }
            if let aside = Self.spacingAside(workspace.configuration, horizontal, vertical) {
                reply.lines.insert(aside, at: 0)
            }
            return reply
        case .setAlignment(let alignment):
            var reply = change { $0.configuration.alignment = alignment }
            // Kept for when wrap is chosen, but say so: flow and anchored place rows from the left.
            if workspace.configuration.kind != .wrap {
                reply.lines.insert(
                    "(\(workspace.configuration.kind.rawValue) does not use the alignment; wrap does: layout wrap to see it)",
                    at: 0)
            }
            return reply
        case .setVariant(let variant, let on):
            var reply = change {
                if on { $0.configuration.variants.insert(variant) } else { $0.configuration.variants.remove(variant) }
            }
            let kind = workspace.configuration.kind
            if kind != variant.layout {
                reply.lines.insert(
                    "(\(variant.rawValue) changes \(variant.layout.rawValue); \(kind.rawValue) does not use it: layout \(variant.layout.rawValue) to see it)",
                    at: 0)
            }
            return reply
        case .setOrigin(let origin): return change { $0.origin = origin }
        case .setAutoshow(let on):
            autoshow = on
            return Reply(lines: ["autoshow \(on ? "on" : "off")"])
        case .add(let item):
            // In place, and remembered as "remove the last item": adding stays cheap however
            // many items there are.
            workspace.items.append(item)
            history.record(.removeLastItem, command: currentCommand)
            return redrawn([])
        case .remove(let reference):
            let index = try find(reference)
            return change { $0.items.remove(at: index) }
        case .addNumbered:
            throw ShellError("add what? usage: \(CommandCatalog.spec("add")?.usage ?? "add LABEL")")
        case .removeLast:
            throw ShellError("usage: \(CommandCatalog.spec("remove")?.usage ?? "remove INDEX|LABEL")")
        case .clear: return change { $0.items.removeAll() }
        case .undo:
            guard let undone = history.undo(&workspace) else {
                throw ShellError(lessons?.lesson == nil ? "nothing to undo" : "nothing to undo: this step starts here")
            }
            return redrawn(["undone: \(undone.trimmingWhitespace)"])
        case .redo:
            guard let redone = history.redo(&workspace) else { throw ShellError("nothing to redo") }
            return redrawn(["redone: \(redone.trimmingWhitespace)"])
        case .exportSVG(let path, let force):
            let svg = SVGRenderer.render(layout(), items: workspace.items)
            try files.write(svg, to: path, overwrite: force)
            return Reply(lines: ["wrote \(path)"])
        case .quit: return Reply(quit: true)
        case .lessons: return Reply(lines: try lessonController().list())
        case .close: return Reply(lines: try lessonController().close(session: self))
        case .open(let name): return Reply(lines: try lessonController().open(name, session: self))
        case .next: return Reply(lines: try lessonController().next(session: self))
        case .back: return Reply(lines: try lessonController().back(session: self))
        case .goto(let step): return Reply(lines: try lessonController().goto(step, session: self))
        case .restart: return Reply(lines: try lessonController().restart(session: self))
        case .answer(let text): return Reply(lines: try lessonController().answer(text, session: self))
        case .hint: return Reply(lines: try lessonController().hint())
        case .skip: return Reply(lines: try lessonController().skip(session: self))
        case .progress: return Reply(lines: try lessonController().progressLines())
        }
    }

    /// While a prediction waits, only what neither changes nor reveals the layout: anything
    /// else would either give the answer away (a picture, frames, an SVG, a release) or be
    /// lost when the answer brings back the step's own layout.
    private static func allowedWhilePredicting(_ command: Command) -> Bool {
        switch command {
        case .help, .setAutoshow, .quit, .lessons, .close, .open, .next, .back, .goto, .restart, .answer, .hint,
            .skip, .progress:
            true
        default: false
        }
    }

    private func lessonController() throws(ShellError) -> LessonController {
        guard let lessons else { throw ShellError("lessons are not available here") }
        return lessons
    }

    /// Sets the workspace without an undo step (for running commands on a scratch session).
    public func replace(with workspace: Workspace) {
        self.workspace = workspace
    }

    /// Replaces the whole workspace and starts a new undo history, as a lesson step does when
    /// it sets its layout up (undo then never walks back into another step, or out of the
    /// lesson into the learner's own layout).
    public func load(_ workspace: Workspace) {
        history = UndoHistory()
        engine = LayoutEngine()
        self.workspace = workspace
    }

    /// What a spacing change means for a layout that reads spacing its own way, if anything.
    private static func spacingAside(
        _ configuration: LayoutConfiguration, _ horizontal: SpacingRule?, _ vertical: SpacingRule?
    )
        -> String?
    {
        switch configuration.kind {
        case .anchored:
            return "(anchored does not use spacing: article 001 has none; wrap and flow do)"
        case .flow where configuration.variants.contains(.shadowedSpacing):
            return "(shadowed-spacing is on: the helper's own let spacing = 8 hides what you set)"
        case .flow where horizontal == .system || vertical == .system:
            return "(flow has no system spacing: it means article 004's default, 8)"
        default:
            return nil
        }
    }

    /// The layout of the workspace as it stands.
    public func layout(tracing: Bool = false) -> LayoutResult {
        engine.configure(workspace.configuration)
        return engine.run(workspace.items, proposal: workspace.proposal, origin: workspace.origin, tracing: tracing)
    }

    /// The picture with a summary line under it.
    public func picture() -> [String] {
        if let scene = workspace.collection { return collectionPicture(scene) }
        return picture(of: workspace, result: layout())
    }

    /// The picture of another workspace (a lesson step's, as it was set up).
    public func picture(of other: Workspace) -> [String] {
        if let scene = other.collection { return collectionPicture(scene) }
        return picture(
            of: other,
            result: LayoutEngine.layout(
                other.items, other.configuration, proposal: other.proposal, origin: other.origin))
    }

    private func picture(of workspace: Workspace, result: LayoutResult) -> [String] {
        let renderer = PictureRenderer(options: renderOptions)
        return renderer.render(result, items: workspace.items) + [plain(Self.summary(result, workspace))]
            + result.notes.map { plain("note: \($0.message)") }
    }

    /// The status line under a picture: the layout, the negotiation, the rows, the settings that
    /// the layout reads, and the variants that are on.
    static func summary(_ result: LayoutResult, _ workspace: Workspace) -> String {
        let c = workspace.configuration
        let count = workspace.items.count
        var parts = [
            "\(c.kind.rawValue) (\(c.kind.article))",
            "proposal \(workspace.proposal) → \(formatNumber(result.size.width))×\(formatNumber(result.size.height))",
            "\(count) item\(count == 1 ? "" : "s") in \(result.rowCount) row\(result.rowCount == 1 ? "" : "s")",
            spacingSummary(c),
        ]
        if c.kind == .wrap { parts.append("align \(c.alignment.rawValue)") }
        if workspace.origin != .zero {
            parts.append("origin \(formatNumber(workspace.origin.x)),\(formatNumber(workspace.origin.y))")
        }
        let variants = c.activeVariants
        if !variants.isEmpty {
            parts.append("variant\(variants.count == 1 ? "" : "s") \(variants.map(\.rawValue).joined(separator: ", "))")
        }
        return parts.joined(separator: " · ")
    }

    private static func spacingSummary(_ c: LayoutConfiguration) -> String {
        func describe(_ rule: SpacingRule) -> String {
            if c.kind == .flow, rule == .system { return "\(formatNumber(FlowLayout.articleSpacing)) (004's default)" }
            return rule.description
        }
        if c.kind == .anchored { return "no spacing (001)" }
        if c.kind == .flow, c.variants.contains(.shadowedSpacing) {
            return "spacing \(formatNumber(FlowLayout.articleSpacing)) (the helper's own)"
        }
        return c.spacing.horizontal == c.spacing.vertical
            ? "spacing \(describe(c.spacing.horizontal))"
            : "spacing \(describe(c.spacing.horizontal)) across, \(describe(c.spacing.vertical)) down"
    }

    /// Makes a change, remembered for undo, and redraws. A change that changes nothing says
    /// "no change" (and leaves the picture on screen standing), unless the caller has said
    /// something better already (`quietWhenUnchanged`).
    func change(quietWhenUnchanged: Bool = false, _ edit: (inout Workspace) -> Void) -> Reply {
        var next = workspace
        edit(&next)
        guard next != workspace else { return Reply(lines: quietWhenUnchanged ? [] : ["no change"]) }
        history.record(.replace(workspace), command: currentCommand)
        workspace = next
        return redrawn([])
    }

    /// A reply after a change: its lines, the picture (changes are refused while a prediction
    /// hides it, see `run`), and what a lesson's task has to say.
    func redrawn(_ lines: [String]) -> Reply {
        Reply(lines: lines + (autoshow ? picture() : []) + (lessons?.afterChange(session: self) ?? []))
    }

    private func find(_ reference: ItemReference) throws(ShellError) -> Int {
        let items = workspace.items
        switch reference {
        case .index(let index):
            guard items.indices.contains(index) else {
                throw ShellError(
                    items.isEmpty
                        ? "there are no items to remove" : "no item \(index); indices go from 0 to \(items.count - 1)")
            }
            return index
        case .label(let label):
            if let index = items.firstIndex(where: { $0.label == label }) { return index }
            if let index = items.firstIndex(where: { $0.label.lowercased() == label.lowercased() }) { return index }
            let labels = items.map(\.label).filter { !$0.isEmpty }
            throw ShellError(
                "no item labelled '\(label)'\(labels.isEmpty ? "" : " (items: \(labels.joined(separator: ", ")))")\(labels.count < items.count ? "; spacers and breaks have no label: remove them by index (frames lists them)" : "")"
            )
        }
    }

    /// Whether a picture would show anything: items, or a scrolling collection.
    public var hasSomethingToShow: Bool { !workspace.items.isEmpty || workspace.collection != nil }

    /// The items' labels, for tab completion.
    public var itemLabels: [String] {
        workspace.items.map(\.label).filter { !$0.isEmpty }
    }
}
