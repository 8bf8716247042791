import LabSupport
import LabText
import LayoutCore

/// What an edit did: what to say before the picture, and how to take it back.
public struct EditOutcome: Equatable, Sendable {
    /// Said before the picture: what the edit means for this layout, where a scroll ended up.
    public var remarks: [String] = []
    /// How to take the edit back; `nil` when it changed nothing.
    public var undo: UndoStep?
    /// When nothing changed, the remarks say enough (a release says where the scroll rests);
    /// otherwise the shell says "no change".
    public var quietWhenUnchanged = false

    public var changed: Bool { undo != nil }
}

/// How an edit is taken back: the whole workspace as it was (cheap: the arrays inside are
/// shared, not copied), or, for the commonest edit, the item it added.
public enum UndoStep: Equatable, Sendable {
    case restore(Workspace)
    case removeLastItem
}

extension Workspace {
    /// Applies an edit, checked: the workspace is left as it was when the edit is refused. Pure:
    /// no input or output, the same edit on the same workspace always does the same.
    public mutating func apply(_ edit: Edit) throws(CommandError) -> EditOutcome {
        switch edit {
        case .layout(let kind):
            return change {
                $0.configuration.kind = kind
                $0.collectionAside = $0.collection ?? $0.collectionAside
                $0.collection = nil
            }
        case .collectionLayout(let kind):
            let scene: CollectionScene
            do {
                scene = try (collection ?? collectionAside ?? CollectionScene(kind: kind)).switched(to: kind)
            } catch {
                throw .collectionDoesNotFit(kind, error)
            }
            return change {
                $0.collection = scene
                $0.collectionAside = nil
            }
        case .add, .addNumbered, .remove, .removeLast, .clear, .setWidth, .setHeight, .setSpacing, .setAlignment,
            .setOrigin, .setVariant, .setBounds, .setItems, .setParameter, .scroll, .drag, .release:
            if let scene = collection { return try applyToCollection(edit, scene) }
            return try applyToFlowWorkspace(edit)
        }
    }

    /// An edit of the items or settings while a flow layout is shown.
    private mutating func applyToFlowWorkspace(_ edit: Edit) throws(CommandError) -> EditOutcome {
        switch edit {
        case .add(let item):
            // In place, and taken back as "remove the last item": adding stays cheap however
            // many items there are.
            items.append(item)
            return EditOutcome(undo: .removeLastItem)
        case .addNumbered:
            throw .missingArgument(command: "add", usage: CommandName.add.spec.usage)
        case .removeLast:
            throw .wrongWordCount(usage: CommandName.remove.spec.usage)
        case .setBounds, .setItems, .setParameter, .scroll, .drag, .release:
            throw .onlyForCollections
        case .remove, .clear, .setWidth, .setHeight, .setSpacing, .setAlignment, .setOrigin, .setVariant:
            var next = self
            let remarks = try next.applyToFlow(edit)
            return replace(with: next, remarks: remarks)
        case .layout, .collectionLayout:
            return EditOutcome()  // handled by `apply`
        }
    }

    /// The edits of a flow layout that are not additions; returns what to say about them.
    private mutating func applyToFlow(_ edit: Edit) throws(CommandError) -> [String] {
        switch edit {
        case .setWidth(let width): proposal.width = width
        case .setHeight(let height): proposal.height = height
        case .setSpacing(let horizontal, let vertical):
            if let horizontal { configuration.spacing.horizontal = horizontal }
            if let vertical { configuration.spacing.vertical = vertical }
            return Self.spacingAside(configuration, horizontal, vertical).map { [$0] } ?? []
        case .setAlignment(let alignment):
            configuration.alignment = alignment
            // Kept for when wrap is chosen, but say so.
            if configuration.kind != .wrap {
                return [
                    "(\(configuration.kind.rawValue) does not use the alignment; wrap does: layout wrap to see it)"
                ]
            }
        case .setVariant(let variant, let on):
            if on { configuration.variants.insert(variant) } else { configuration.variants.remove(variant) }
            let kind = configuration.kind
            if kind != variant.layout {
                return [
                    "(\(variant.rawValue) changes \(variant.layout.rawValue); \(kind.rawValue) does not use it: layout \(variant.layout.rawValue) to see it)"
                ]
            }
        case .setOrigin(let point): origin = point
        case .remove(let reference): items.remove(at: try find(reference))
        case .clear: items.removeAll()
        case .layout, .collectionLayout, .add, .addNumbered, .removeLast, .setBounds, .setItems, .setParameter, .scroll,
            .drag, .release:
            break  // handled by `apply`
        }
        return []
    }

    /// What a spacing change means for a layout that reads spacing its own way, if anything.
    private static func spacingAside(
        _ configuration: LayoutConfiguration, _ horizontal: SpacingRule?, _ vertical: SpacingRule?
    ) -> String? {
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

    /// The index of the item a reference names: an index, or a label (exact, then ignoring case).
    public func index(of reference: ItemReference) -> Int? {
        switch reference {
        case .index(let index): return items.indices.contains(index) ? index : nil
        case .label(let label):
            return items.firstIndex { $0.label == label }
                ?? items.firstIndex { $0.label.lowercased() == label.lowercased() }
        }
    }

    private func find(_ reference: ItemReference) throws(CommandError) -> Int {
        if let index = index(of: reference) { return index }
        switch reference {
        case .index(let index):
            throw items.isEmpty ? .nothingToRemove : .noItemAt(index, count: items.count)
        case .label(let label):
            let labels = itemLabels
            throw .noItemLabelled(label, labels: labels, someUnlabelled: labels.count < items.count)
        }
    }

    /// The edits of a scrolling collection layout.
    private mutating func applyToCollection(_ edit: Edit, _ scene: CollectionScene) throws(CommandError)
        -> EditOutcome
    {
        switch edit {
        case .setBounds(let size):
            return try changeScene(scene) { scene throws(CollectionSettingError) in try scene.update(bounds: size) }
        case .setItems(let count):
            return try changeScene(scene) { scene throws(CollectionSettingError) in try scene.update(itemCount: count) }
        case .setParameter(let parameter, let value):
            return try changeScene(scene) { scene throws(CollectionSettingError) in
                try scene.update(parameters: [(parameter, value)])
            }
        case .add, .addNumbered:
            var outcome = try changeScene(scene) { scene throws(CollectionSettingError) in
                try scene.update(itemCount: scene.itemCount + 1)
            }
            if case .add = edit {
                outcome.remarks.insert(
                    "added item \(scene.itemCount) (the items of \(scene.kind.rawValue) are numbered: labels and sizes are for the flow layouts)",
                    at: 0)
            }
            return outcome
        case .remove, .removeLast:
            guard scene.itemCount > 0 else { throw .nothingToRemove }
            // The items are alike and numbered from 0, so removing any one leaves the same
            // collection as removing the last; a reference must still name an item.
            switch edit {
            case .remove(.index(let index)) where !(0..<scene.itemCount).contains(index):
                throw .noItemAt(index, count: scene.itemCount)
            case .remove(.label(let label)):
                throw .collectionItemsAreNumbered(label, scene.kind, count: scene.itemCount)
            default: break
            }
            return try changeScene(scene) { scene throws(CollectionSettingError) in
                try scene.update(itemCount: scene.itemCount - 1)
            }
        case .clear:
            return try changeScene(scene) { scene throws(CollectionSettingError) in try scene.update(itemCount: 0) }
        case .scroll(let offset):
            return scroll(to: offset, scene)
        case .drag(let distance):
            return scroll(to: scene.contentOffset + distance, scene)
        case .release(let velocity):
            let released = scene.release(velocity: velocity)
            var rested = scene
            rested.scroll(to: released.resting)
            let centred = rested.centeredItem(rested.attributes()).map { "item \($0)" } ?? "no item"
            let remark =
                "released at \(NumberText.rounded(scene.contentOffset)) with velocity \(NumberText.rounded(velocity)): it would stop at \(NumberText.rounded(released.proposed));"
                + " targetContentOffset says \(NumberText.rounded(released.target))"
                + (released.resting != released.target
                    ? ", kept within the content: \(NumberText.rounded(released.resting))" : "")
                + "; \(centred) ends up in the middle"
            var next = self
            next.collection = rested
            // The remark says where it rests; "no change" would only repeat it.
            var outcome = replace(
                with: next,
                remarks: [remark] + scene.releaseNotes(proposed: released.proposed).map { "note: \($0.message)" })
            outcome.quietWhenUnchanged = true
            return outcome
        case .layout, .collectionLayout:
            return EditOutcome()  // handled by `apply`
        case .setWidth, .setHeight, .setSpacing, .setAlignment, .setOrigin, .setVariant:
            throw .onlyForFlowLayouts(scene.kind)
        }
    }

    private mutating func scroll(to offset: Double, _ scene: CollectionScene) -> EditOutcome {
        var moved = scene
        let reached = moved.scroll(to: offset)
        var next = self
        next.collection = moved
        let remarks =
            reached != offset
            ? [
                "kept within the content: offset \(NumberText.rounded(reached)) (0…\(NumberText.rounded(scene.maximumOffset)))"
            ] : []
        var outcome = replace(with: next, remarks: remarks)
        outcome.quietWhenUnchanged = !remarks.isEmpty
        return outcome
    }

    private mutating func changeScene(
        _ scene: CollectionScene, _ edit: (inout CollectionScene) throws(CollectionSettingError) -> Void
    ) throws(CommandError) -> EditOutcome {
        var changed = scene
        do {
            try edit(&changed)
        } catch {
            throw .collectionSetting(error)
        }
        var next = self
        next.collection = changed
        return replace(with: next, remarks: [])
    }

    /// Makes `next` the workspace, remembering this one for undo, unless nothing changed.
    private mutating func replace(with next: Workspace, remarks: [String]) -> EditOutcome {
        guard next != self else { return EditOutcome(remarks: remarks) }
        let before = self
        self = next
        return EditOutcome(remarks: remarks, undo: .restore(before))
    }

    private mutating func change(_ edit: (inout Workspace) -> Void) -> EditOutcome {
        var next = self
        edit(&next)
        return replace(with: next, remarks: [])
    }
}
