import Exercises
import LabText
import LayoutCore
import Rendering
import Workbench

extension Session {
    /// `walk`: the layout run step by step through its listing. On a terminal the reply carries
    /// the walk to step through; its lines are the transcript a pipe prints (the first `limit`
    /// steps when a limit is given).
    func walk(limit: Int?) throws(SessionError) -> Reply {
        guard let listing = workspace.listing else { throw .noSource }
        let walk = workspace.walk()
        let shown = listing.shown(by: walk)
        // A lesson's walk step shows this listing already: walking on is part of the lesson,
        // and costs no exercise its first-time credit.
        let lessonsOwn = lessons?.stepWalksItsCode == true
        if !lessonsOwn, case .askFirst(let asking) = references.decide(shown, by: "walk") { return reply(asking) }
        return try walkReply(listing, walk, limit: limit)
    }

    /// `layoutlab walk --solution`: the walk of the workspace as it stands, the reference shown
    /// as asked for (and kept as seen).
    public func walkShowingReference(limit: Int?) -> Reply {
        guard let listing = workspace.listing else { return Reply(failure: .noSource) }
        let walk = workspace.walk()
        let shown = listing.shown(by: walk)
        references.markShown(shown)
        do {
            return try walkReply(listing, walk, limit: limit)
        } catch {
            return Reply(failure: error)
        }
    }

    /// Whether `layoutlab walk` needs `--solution`: the listing shows the answer of an
    /// exercise the learner has neither passed nor seen (its name, or the names).
    public var walkNeedsSolution: String? {
        guard let listing = workspace.listing else { return nil }
        let shown = listing.shown(by: workspace.walk())
        return references.isSeen(shown) ? nil : shown.exerciseNames
    }

    private func walkReply(_ listing: LayoutListing, _ walk: LayoutWalk, limit: Int?) throws(SessionError) -> Reply {
        guard !walk.steps.isEmpty else {
            return Reply(lines: ["walk: \(walkTitle) runs no statement worth a step with nothing to lay out"])
        }
        let view = WalkView(
            walk: walk, listing: WalkListing(listing.text), title: walkTitle, options: renderOptions)
        var reply = Reply(lines: walkHeading(walk) + view.transcript(limit: limit), paged: true)
        if limit == nil { reply.walk = view }
        return reply
    }

    /// `flow (004)`, `drum (003)`.
    var walkTitle: String {
        if let scene = workspace.collection { return "\(scene.kind.rawValue) (003)" }
        let kind = workspace.configuration.kind
        let variants = workspace.configuration.activeVariants.map(\.rawValue)
        return "\(kind.rawValue) (\(kind.article))"
            + (variants.isEmpty ? "" : " with " + variants.joined(separator: ", "))
    }

    private func walkHeading(_ walk: LayoutWalk) -> [String] {
        // Written as an `if let` rather than `collection.map { … } ?? …`: the closure form crashes
        // Swift 6.3.1's optimiser (CopyPropagation, "Found outside of lifetime use") in release builds.
        let subject: String
        if let scene = workspace.collection {
            subject = "\(scene.itemCount) items at offset \(WalkText.number(scene.contentOffset))"
        } else {
            let count = workspace.items.count
            subject = "\(count) item\(count == 1 ? "" : "s"), proposal \(workspace.proposal)"
        }
        return ["walk: \(walkTitle), \(subject): \(walk.steps.count)\(walk.isCut ? "+" : "") steps"]
    }

    /// `export walk FILE.html` (one page) or `export walk FOLDER` (one SVG per step).
    func exportWalk(to path: String, force: Bool) throws(SessionError) -> Reply {
        guard let listing = workspace.listing else { throw .noSource }
        let walk = workspace.walk()
        let shown = listing.shown(by: walk)
        if case .askFirst(let asking) = references.decide(shown, by: "export walk") { return reply(asking) }
        guard !walk.steps.isEmpty else {
            return Reply(lines: ["walk: \(walkTitle) runs no statement worth a step with nothing to lay out"])
        }
        let view = WalkView(
            walk: walk, listing: WalkListing(listing.text), title: walkTitle, options: renderOptions)
        if LayoutWork.current?.wasStopped == true { return Reply() }  // a stopped walk is not written
        do {
            if path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm") {
                try files.write(WalkExport.html(view), to: path, overwrite: force)
                return Reply(lines: [
                    VisibleText.of(
                        "wrote \(path): \(walk.steps.count) steps; open it in a browser, ← and → step through")
                ])
            }
            let pictures = WalkExport.svgs(view)
            try files.makeFolder(path)
            for (index, svg) in pictures.enumerated() {
                let number = String(index + 1)
                let name = String(repeating: "0", count: max(0, 3 - number.count)) + number
                try files.write(svg, to: path + "/step-\(name).svg", overwrite: force)
            }
            return Reply(lines: [VisibleText.of("wrote \(pictures.count) pictures into \(path) (step-001.svg …)")])
        } catch {
            throw .file(error)
        }
    }
}

extension Command {
    /// `source --solution`, which asks first and shows on a second one in a row.
    var isSourceSolution: Bool {
        if case .exercise(.source(true, _)) = self { return true }
        return false
    }

    /// `export walk`, which asks first as `walk` does.
    var isExportWalk: Bool {
        if case .exportWalk = self { return true }
        return false
    }
}
