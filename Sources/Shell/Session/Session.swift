import LayoutCore
import Rendering

/// What the learner is working on: the items, the layout and its settings, the proposal.
public struct Workspace: Equatable, Sendable {
    public var items: [LayoutItem] = []
    public var configuration = LayoutConfiguration(kind: .wrap, spacing: .system, alignment: .topLeading)
    public var proposal = ProposedSize(width: 40, height: nil)

    public init() {}
}

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

    private var undoStack: [Workspace] = []
    private var redoStack: [Workspace] = []
    private let engine = LayoutEngine()

    public init(renderOptions: RenderOptions = RenderOptions(), files: FileWriting = SystemFiles()) {
        self.renderOptions = renderOptions
        self.files = files
    }

    /// Parses and runs one line. Never throws and never crashes: whatever is wrong comes back
    /// as the reply's error.
    public func execute(_ line: String) -> Reply {
        do {
            guard let command = try CommandParser.parse(line) else { return Reply() }
            return try run(command)
        } catch {
            return Reply(error: error.message)
        }
    }

    public func run(_ command: Command) throws(ShellError) -> Reply {
        switch command {
        case .help(let topic): return Reply(lines: HelpText.lines(topic))
        case .show: return Reply(lines: picture())
        case .frames:
            let result = layout()
            return Reply(lines: FramesTable.render(result, items: workspace.items))
        case .trace: return Reply(lines: TraceView.render(layout(tracing: true).trace))
        case .layout(let kind): return change { $0.configuration.kind = kind }
        case .setWidth(let width): return change { $0.proposal.width = width }
        case .setHeight(let height): return change { $0.proposal.height = height }
        case .setSpacing(let horizontal, let vertical):
            return change {
                if let horizontal { $0.configuration.spacing.horizontal = horizontal }
                if let vertical { $0.configuration.spacing.vertical = vertical }
            }
        case .setAlignment(let alignment): return change { $0.configuration.alignment = alignment }
        case .setAutoshow(let on):
            autoshow = on
            return Reply(lines: ["autoshow \(on ? "on" : "off")"])
        case .add(let item): return change { $0.items.append(item) }
        case .remove(let reference):
            let index = try find(reference)
            return change { $0.items.remove(at: index) }
        case .clear: return change { $0.items.removeAll() }
        case .undo:
            guard let previous = undoStack.popLast() else { throw ShellError("nothing to undo") }
            redoStack.append(workspace)
            workspace = previous
            return redrawn(["undone"])
        case .redo:
            guard let next = redoStack.popLast() else { throw ShellError("nothing to redo") }
            undoStack.append(workspace)
            workspace = next
            return redrawn(["redone"])
        case .exportSVG(let path, let force):
            let svg = SVGRenderer.render(layout(), items: workspace.items)
            try files.write(svg, to: path, overwrite: force)
            return Reply(lines: ["wrote \(path)"])
        case .quit: return Reply(quit: true)
        }
    }

    /// Replaces the whole workspace, e.g. when a lesson step sets one up.
    public func load(_ workspace: Workspace) {
        undoStack.append(self.workspace)
        redoStack.removeAll()
        self.workspace = workspace
    }

    /// The layout of the workspace as it stands.
    public func layout(tracing: Bool = false) -> LayoutResult {
        engine.configure(workspace.configuration)
        return engine.run(workspace.items, proposal: workspace.proposal, tracing: tracing)
    }

    /// The picture with a summary line under it.
    public func picture() -> [String] {
        let result = layout()
        let renderer = PictureRenderer(options: renderOptions)
        return renderer.render(result, items: workspace.items) + [summary(result)]
    }

    private func summary(_ result: LayoutResult) -> String {
        let c = workspace.configuration
        let spacing =
            c.spacing.horizontal == c.spacing.vertical
            ? "spacing \(c.spacing.horizontal)" : "spacing \(c.spacing.horizontal) across, \(c.spacing.vertical) down"
        let count = workspace.items.count
        var parts = [
            c.kind.rawValue,
            "proposal \(workspace.proposal) → \(formatNumber(result.size.width))×\(formatNumber(result.size.height))",
            "\(count) item\(count == 1 ? "" : "s") in \(result.rowCount) row\(result.rowCount == 1 ? "" : "s")",
            spacing,
        ]
        if c.kind == .wrap { parts.append("align \(c.alignment.rawValue)") }
        return parts.joined(separator: " · ")
    }

    private func change(_ edit: (inout Workspace) -> Void) -> Reply {
        var next = workspace
        edit(&next)
        guard next != workspace else { return redrawn(["no change"]) }
        undoStack.append(workspace)
        redoStack.removeAll()
        workspace = next
        return redrawn([])
    }

    private func redrawn(_ lines: [String]) -> Reply {
        Reply(lines: lines + (autoshow ? picture() : []))
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
                "no item labelled '\(label)'\(labels.isEmpty ? "" : " (items: \(labels.joined(separator: ", ")))")")
        }
    }

    /// Labels and indices, for tab completion.
    public var itemNames: [String] {
        workspace.items.map(\.label).filter { !$0.isEmpty } + workspace.items.indices.map(String.init)
    }
}
