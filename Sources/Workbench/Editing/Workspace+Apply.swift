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
        if case .items(.add(let item)) = edit, collection == nil, items.last?.isOverflowIndicator != true {
            // In place, and taken back as "remove the last item": adding stays cheap however
            // many items there are. (Before the `switch` below, whose copy of the scene would
            // share the items and make appending copy them.) With an overflow indicator last,
            // the general way below puts the item before it.
            let remarks = SettingRemark.overflowIndicator(adding: item, in: configuration.kind)
            changeFlow { flow in
                flow.items.append(item)
                if item.isOverflowIndicator { flow.settleOverflowIndicator() }
            }
            return EditOutcome(remarks: remarks.map { ["(\($0))"] } ?? [], undo: .removeLastItem)
        }
        switch (edit, scene) {
        case (.layout(let kind), .flow(var flow, let aside)):
            flow.configuration.kind = kind
            return replace(with: .flow(flow, collectionAside: aside))
        case (.layout(let kind), .collection(let shown, var flow)):
            flow.configuration.kind = kind
            return replace(with: .flow(flow, collectionAside: shown))
        case (.collectionLayout(let kind), .flow(let flow, let aside)):
            return replace(
                with: .collection(try Self.switched(aside ?? CollectionScene(kind: kind), to: kind), flowAside: flow))
        case (.collectionLayout(let kind), .collection(let shown, let flow)):
            return replace(with: .collection(try Self.switched(shown, to: kind), flowAside: flow))
        case (.items(let edit), .flow(var flow, let aside)):
            let before = flow.items.count
            try flow.apply(edit)
            // `clear` is about the items, not the screen (a teacher expects the screen): said.
            // With nothing to remove, "no change" follows (not "removed 0 items; undo brings them back").
            var said: [String] = []
            if edit == .clear {
                said.append(
                    before == 0
                        ? "(there were no items; Ctrl-L clears the screen)"
                        : "(removed \(Plural.count(before, "item")); undo brings them back, Ctrl-L clears the screen)"
                )
            }
            return replace(with: .flow(flow, collectionAside: aside), remarks: said)
        case (.items(let edit), .collection(let shown, let flow)):
            return try applyToCollection(edit, shown, flow)
        case (.flow(let edit), .flow(var flow, let aside)):
            let remarks = flow.apply(edit)
            return replace(with: .flow(flow, collectionAside: aside), remarks: remarks)
        case (.flow, .collection(let shown, _)):
            throw .onlyForFlowLayouts(shown.kind)
        case (.collection(let edit), .collection(let shown, let flow)):
            return try applyToCollection(edit, shown, flow)
        case (.collection, .flow):
            throw .onlyForCollections
        }
    }

    /// A collection of another kind, or the reason it cannot be one.
    private static func switched(_ scene: CollectionScene, to kind: CollectionKind) throws(CommandError)
        -> CollectionScene
    {
        do {
            return try scene.switched(to: kind)
        } catch {
            throw .collectionDoesNotFit(kind, error)
        }
    }
}

extension FlowScene {
    /// `add` of a label is `Workspace.apply`'s (cheap) own; the others of a flow layout's items.
    mutating func apply(_ edit: ItemEdit) throws(CommandError) {
        switch edit {
        case .add(let item) where items.last?.isOverflowIndicator == true:
            // The indicator stays last, as SwiftUI-Flow's `.maxLines(_:overflow:)` puts its view
            // after the content.
            if item.isOverflowIndicator { throw .secondOverflowIndicator }
            items.insert(item, at: items.count - 1)
        case .add(let item): items.append(item)
        case .addNumbered: throw .missingArgument(command: "add", usage: CommandName.add.spec.usage)
        case .removeLast: throw .wrongWordCount(usage: CommandName.remove.spec.usage)
        case .remove(let reference): items.remove(at: try find(reference))
        case .clear: items.removeAll()
        }
    }

    /// Changes a setting; returns what to say about it.
    mutating func apply(_ edit: FlowEdit) -> [String] {
        switch edit {
        case .setWidth(let width): proposal.width = width
        case .setHeight(let height): proposal.height = height
        case .setSpacing(let horizontal, let vertical):
            if let horizontal { configuration.spacing.horizontal = horizontal }
            if let vertical { configuration.spacing.vertical = vertical }
            let system = horizontal == .system || vertical == .system
            return SettingRemark.spacing(configuration, systemGiven: system).map { ["(\($0))"] } ?? []
        case .setAlignment(let alignment):
            configuration.alignment = alignment
            // Kept for when wrap is chosen, but say so.
            if let part = SettingRemark.alignment(alignment, readBy: configuration.kind) { return ["(\(part))"] }
            return SettingRemark.alignment(unusedBy: configuration.kind).map { ["(\($0): layout wrap to see it)"] }
                ?? []
        case .setVariant(let variant, let on):
            if on { configuration.variants.insert(variant) } else { configuration.variants.remove(variant) }
            return SettingRemark.variant(variant, unusedBy: configuration.kind).map {
                ["(\($0): layout \(variant.layout.rawValue) to see it)"]
            } ?? []
        case .setOrigin(let point): origin = point
        case .setSwiftUIFlow(let change):
            switch change {
            case .itemAlignment(let placement, let name):
                configuration.flowOptions.itemAlignment = placement
                if let remark = SettingRemark.placementName(name, placement, item: true, in: configuration.kind) {
                    return ["(\(remark))"]
                }
            case .lineAlignment(let placement, let name):
                configuration.flowOptions.lineAlignment = placement
                if let remark = SettingRemark.placementName(name, placement, item: false, in: configuration.kind) {
                    return ["(\(remark))"]
                }
            case .justified(let on): configuration.flowOptions.justified = on
            case .distributeItemsEvenly(let on): configuration.flowOptions.distributeItemsEvenly = on
            case .maxLines(let count): configuration.flowOptions.maxLines = count
            case .layoutDirection(let direction): configuration.flowOptions.layoutDirection = direction
            }
            return SettingRemark.swiftUIFlowOption(unusedBy: configuration.kind).map {
                ["(\($0): layout hflow or vflow to see it)"]
            } ?? []
        }
        return []
    }

    /// The index of the item a reference names: an index, or a label (exact, then ignoring case).
    public func index(of reference: ItemReference) -> Int? {
        switch reference {
        case .index(let index): return items.indices.contains(index) ? index : nil
        case .label(let label):
            return items.firstIndex { $0.label == label }
                ?? items.firstIndex { $0.label.lowercased() == label.lowercased() }
                // `remove overflow`: the indicator, whatever number it shows.
                ?? (label.lowercased() == "overflow" ? items.lastIndex { $0.isOverflowIndicator } : nil)
        }
    }

    private func find(_ reference: ItemReference) throws(CommandError) -> Int {
        if let index = index(of: reference) { return index }
        switch reference {
        case .index(let index):
            throw items.isEmpty ? .nothingToRemove : .noItemAt(index, count: items.count)
        case .label(let label):
            let labels = items.map(\.label).filter { !$0.isEmpty }
            throw .noItemLabelled(label, labels: labels, someUnlabelled: labels.count < items.count)
        }
    }
}

extension Workspace {
    /// The index of the flow item a reference names (see `FlowScene.index(of:)`).
    public func index(of reference: ItemReference) -> Int? { flow.index(of: reference) }

    /// The items of a scrolling collection: alike and numbered from 0.
    private mutating func applyToCollection(_ edit: ItemEdit, _ scene: CollectionScene, _ flow: FlowScene)
        throws(CommandError) -> EditOutcome
    {
        switch edit {
        case .add, .addNumbered:
            var outcome = try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
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
            return try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
                try scene.update(itemCount: scene.itemCount - 1)
            }
        case .clear:
            return try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
                try scene.update(itemCount: 0)
            }
        }
    }

    /// The settings and the scrolling of a scrolling collection.
    private mutating func applyToCollection(_ edit: CollectionEdit, _ scene: CollectionScene, _ flow: FlowScene)
        throws(CommandError) -> EditOutcome
    {
        switch edit {
        case .setBounds(let size):
            return try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
                try scene.update(bounds: size)
            }
        case .setItems(let count):
            return try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
                try scene.update(itemCount: count)
            }
        case .setParameter(let parameter, let value):
            return try changeCollection(scene, flow) { scene throws(CollectionSettingError) in
                try scene.update(parameters: [(parameter, value)])
            }
        case .scroll(let offset):
            return scroll(to: offset, scene, flow)
        case .drag(let distance):
            return scroll(to: scene.contentOffset + distance, scene, flow)
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
            // The remark says where it rests; "no change" would only repeat it.
            // The carousel's arithmetic, as the article's code does it (lessons send the learner here).
            let arithmetic =
                scene.kind == .snapCarousel
                ? scene.snapCarousel.arithmetic(proposed: released.proposed, scene.viewport).map { "  " + $0 } : []
            var outcome = replace(
                with: .collection(rested, flowAside: flow),
                remarks: [remark] + arithmetic
                    + scene.releaseNotes(proposed: released.proposed).map { "note: \($0.message)" })
            outcome.quietWhenUnchanged = true
            return outcome
        }
    }

    private mutating func scroll(to offset: Double, _ scene: CollectionScene, _ flow: FlowScene) -> EditOutcome {
        var moved = scene
        let reached = moved.scroll(to: offset)
        let remarks =
            reached != offset
            ? [
                "kept within the content: offset \(NumberText.rounded(reached)) (0…\(NumberText.rounded(scene.maximumOffset)))"
            ] : []
        var outcome = replace(with: .collection(moved, flowAside: flow), remarks: remarks)
        outcome.quietWhenUnchanged = !remarks.isEmpty
        return outcome
    }

    private mutating func changeCollection(
        _ scene: CollectionScene, _ flow: FlowScene,
        _ edit: (inout CollectionScene) throws(CollectionSettingError) -> Void
    ) throws(CommandError) -> EditOutcome {
        var changed = scene
        do {
            try edit(&changed)
        } catch {
            throw .collectionSetting(error)
        }
        return replace(with: .collection(changed, flowAside: flow))
    }

    /// Shows `next`, remembering the workspace as it was for undo, unless nothing changed.
    private mutating func replace(with next: Scene, remarks: [String] = []) -> EditOutcome {
        var next = next
        // SwiftUI draws the overflow indicator again with the number it was told: any change
        // may change it.
        if case .flow(var flow, let aside) = next, flow.items.last?.isOverflowIndicator == true {
            flow.settleOverflowIndicator()
            next = .flow(flow, collectionAside: aside)
        }
        guard next != scene else { return EditOutcome(remarks: remarks) }
        let before = self
        scene = next
        return EditOutcome(remarks: remarks, undo: .restore(before))
    }
}
