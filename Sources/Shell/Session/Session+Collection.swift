import LayoutCore
import Rendering

/// The shell's commands while a scrolling collection layout (article 003) is chosen.
extension Session {
    /// Handles a command the collection way, or returns `nil` for the general handling.
    func runForCollection(_ command: Command) throws(ShellError) -> Reply? {
        guard let scene = workspace.collection else { return nil }
        switch command {
        case .show:
            return Reply(lines: collectionPicture(scene))
        case .frames:
            return Reply(lines: CollectionTable.render(scene.attributes(), drum: scene.kind == .drum))
        case .trace:
            throw ShellError("collection layouts have no proposals to trace; frames lists their attributes")
        case .setBounds(let size):
            return try changeScene { scene throws(InvalidParameter) in try scene.setBounds(size) }
        case .setItems(let count):
            return try changeScene { scene throws(InvalidParameter) in try scene.setItemCount(count) }
        case .setParameter(let name, let value):
            return try changeScene { scene throws(InvalidParameter) in try scene.setParameter(name, value) }
        case .add, .addNumbered:
            let added = try changeScene { scene throws(InvalidParameter) in try scene.setItemCount(scene.itemCount + 1)
            }
            guard case .add = command else { return added }
            let note =
                "added item \(scene.itemCount) (the items of \(scene.kind.rawValue) are numbered: labels and sizes are for the flow layouts)"
            return Reply(lines: [note] + added.lines)
        case .remove, .removeLast:
            guard scene.itemCount > 0 else { throw ShellError("there are no items to remove") }
            // The items are alike and numbered from 0, so removing any one leaves the same
            // collection as removing the last; a reference must still name an item.
            switch command {
            case .remove(.index(let index)) where !(0..<scene.itemCount).contains(index):
                throw ShellError("no item \(index); indices go from 0 to \(scene.itemCount - 1)")
            case .remove(.label(let label)):
                throw ShellError(
                    "no item '\(label)': the items of \(scene.kind.rawValue) are numbered, not labelled; remove an index from 0 to \(scene.itemCount - 1)"
                )
            default: break
            }
            return try changeScene { scene throws(InvalidParameter) in try scene.setItemCount(scene.itemCount - 1) }
        case .clear:
            return try changeScene { scene throws(InvalidParameter) in try scene.setItemCount(0) }
        case .scroll(let offset):
            return scroll(to: offset, scene)
        case .drag(let distance):
            return scroll(to: scene.contentOffset + distance, scene)
        case .release(let velocity):
            let released = scene.release(velocity: velocity)
            var rested = scene
            rested.scroll(to: released.resting)
            let centred = rested.centredItem(rested.attributes()).map { "item \($0)" } ?? "no item"
            let lines = [
                "released at \(short(scene.contentOffset)) with velocity \(short(velocity)): it would stop at \(short(released.proposed));"
                    + " targetContentOffset says \(short(released.target))"
                    + (released.resting != released.target
                        ? ", kept within the content: \(short(released.resting))" : "")
                    + "; \(centred) ends up in the middle"
            ]
            let notes = scene.releaseNotes(proposed: released.proposed).map { "note: \($0)" }
            // The line above says where it rests; "no change" would only repeat it.
            let reply = change(quietWhenUnchanged: true) { $0.collection = rested }
            return Reply(lines: lines + notes + reply.lines)
        case .setWidth, .setHeight, .setSpacing, .setAlignment, .setOrigin, .setVariant:
            throw ShellError(
                "\(scene.kind.rawValue) is sized by its bounds: set bounds WIDTHxHEIGHT (width, height, spacing, align, origin and the variants belong to the flow layouts)"
            )
        case .exportSVG(let path, let force):
            try files.write(CollectionSVG.render(scene, scene.attributes()), to: path, overwrite: force)
            return Reply(lines: ["wrote \(path)"])
        default:
            return nil
        }
    }

    /// The viewport picture with a summary line under it.
    func collectionPicture(_ scene: CollectionScene) -> [String] {
        let attributes = scene.attributes()
        let centred = scene.centredItem(attributes).map { "item \($0) in the middle" } ?? "no item in the middle"
        let parameters = scene.parameters.map { parameter in
            parameter.name == "correction"
                ? "correction \(parameter.value != 0 ? "on" : "off")" : "\(parameter.name) \(short(parameter.value))"
        }.joined(separator: ", ")
        let summary = [
            scene.kind.rawValue, "bounds \(short(scene.boundsSize.width))×\(short(scene.boundsSize.height))",
            "\(scene.itemCount) item\(scene.itemCount == 1 ? "" : "s")",
            "offset \(short(scene.contentOffset)) of 0…\(short(scene.maximumOffset))", centred,
        ].joined(separator: " · ")
        let notes = CollectionScene.notes(attributes, contentWidth: scene.layout.contentSize(scene.viewport).width)
        return CollectionRenderer(options: renderOptions).render(scene, attributes) + [
            plain(summary), plain(parameters),
        ] + notes.map { plain("note: \($0)") }
    }

    private func scroll(to offset: Double, _ scene: CollectionScene) -> Reply {
        var moved = scene
        let reached = moved.scroll(to: offset)
        let note =
            reached != offset
            ? ["kept within the content: offset \(short(reached)) (0…\(short(scene.maximumOffset)))"] : []
        let reply = change(quietWhenUnchanged: !note.isEmpty) { $0.collection = moved }
        return Reply(lines: note + reply.lines)
    }

    private func changeScene(_ edit: (inout CollectionScene) throws(InvalidParameter) -> Void) throws(ShellError)
        -> Reply
    {
        guard var scene = workspace.collection else { throw ShellError("no collection layout is chosen") }
        do {
            try edit(&scene)
        } catch {
            throw ShellError(error.message)
        }
        return change { $0.collection = scene }
    }

    func short(_ value: Double) -> String {
        formatNumber((value * 1000).rounded() / 1000)
    }
}
