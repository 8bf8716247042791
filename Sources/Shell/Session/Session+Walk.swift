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
        let lessonsOwn = lessons?.state.stepWalksItsCode == true
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
            subject = "\(Plural.count(count, "item")), proposal \(workspace.proposal)"
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
        if FileDesk.isWalkPage(path) {
            return reply(
                try fileDesk.writeWalkPage(WalkExport.html(view), to: path, steps: walk.steps.count, force: force))
        }
        return reply(try fileDesk.writeWalkPictures(WalkExport.svgs(view), into: path, force: force))
    }

    /// What an export wrote, in words.
    func reply(_ outcome: FileOutcome) -> Reply {
        switch outcome {
        case .wroteSVG(let path, let added):
            return Reply(lines: [VisibleText.of("wrote \(path)") + (added ? " (.svg added to the name)" : "")])
        case .wroteWalkPage(let path, let steps):
            return Reply(lines: [
                VisibleText.of("wrote \(path): \(steps) steps; open it in a browser, ← and → step through")
            ])
        case .wroteWalkPictures(let folder, let count):
            return Reply(lines: [VisibleText.of("wrote \(count) pictures into \(folder) (step-001.svg …)")])
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
