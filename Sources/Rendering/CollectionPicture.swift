import LabSupport
import LabText
import LayoutCore
import Workbench

/// The same for a scrolling collection: the viewport, a status line, the parameters, notes.
public enum CollectionPicture {
    public static func lines(_ scene: CollectionScene, options: RenderOptions) -> [String] {
        let attributes = scene.attributes()
        let withheld = options.withheld
        let status = statusLines(scene, attributes, withheld: withheld)
        let notes = scene.notes(attributes, at: scene.viewport)
        let drawing = CollectionRenderer(options: options).drawing(scene, attributes)
        var picture = drawing.lines
        var fitNote: [String] = []
        if let note = fittingNote(drawing) {
            // Beside the scroll bar when the window has room for it there (a line saved for the
            // picture), else a line of its own.
            let beside = options.plain("drawn to fit: " + note)
            if let bar = picture.last, let width = options.maxColumns,
                DisplayWidth.of(bar) + 2 + DisplayWidth.of(beside) <= width
            {
                picture[picture.count - 1] = bar + "  " + beside
            } else {
                fitNote = [options.plain("note: drawn to fit: " + note)]
            }
        }
        return picture + status.map(options.plain)
            + (zoomLine(scene, attributes, withheld: withheld).map { [options.plain($0)] } ?? []) + fitNote
            + notes.map { options.plain("note: \($0.message)") }
    }

    /// The state on one line (kind, items, offset, the item nearest the middle) and the settings
    /// on the next (bounds, every parameter): what a slide shows under its picture too.
    public static func statusLines(_ scene: CollectionScene, withheld: Set<PictureDetail>) -> [String] {
        statusLines(scene, scene.attributes(), withheld: withheld)
    }

    static func statusLines(
        _ scene: CollectionScene, _ attributes: [CollectionItemAttributes], withheld: Set<PictureDetail>
    ) -> [String] {
        // The item whose centre is nearest the middle of the bounds (the drum's: within half a
        // slice of the top), named so: it need not be exactly centred.
        let nearest =
            withheld.contains(.centeredItem)
            ? "nearest the middle: item ?"
            : scene.centeredItem(attributes).map { "nearest the middle: item \($0)" } ?? "no item near the middle"
        let offset =
            withheld.contains(.contentOffset)
            ? "offset ? of 0…?"
            : "offset \(NumberText.rounded(scene.contentOffset)) of 0…\(NumberText.rounded(scene.maximumOffset))"
        let count = withheld.contains(.itemCount) ? "?" : String(scene.itemCount)
        let parameters = scene.parameterValues.map { parameter, value in
            switch parameter.values {
            case .onOff: "\(parameter.rawValue) \(value != 0 ? "on" : "off")"
            case .number, .wholeNumber: "\(parameter.rawValue) \(NumberText.rounded(value))"
            }
        }.joined(separator: ", ")
        let bounds =
            "bounds \(NumberText.rounded(scene.boundsSize.width))×\(NumberText.rounded(scene.boundsSize.height))"
        // The state on the first line, the settings on the second.
        let summary = [
            scene.kind.rawValue,
            "\(count) item\(scene.itemCount == 1 && !withheld.contains(.itemCount) ? "" : "s")", offset, nearest,
        ].joined(separator: " · ")
        return [summary, "\(bounds) · \(parameters)"]
    }

    /// The drum's zoomed items with their scale, the largest first ("zoom: item 3 ×1.46, item 2
    /// ×1.24"): the double brackets say which are zoomed, this line by how much.
    static func zoomLine(
        _ scene: CollectionScene, _ attributes: [CollectionItemAttributes], withheld: Set<PictureDetail>
    )
        -> String?
    {
        // Withheld while a question asks for a scale (or the radii that follow it), or which
        // item is nearest the middle (the most zoomed one is).
        guard scene.kind == .drum, !withheld.contains(.zoom), !withheld.contains(.centeredItem) else { return nil }
        let zoomed = attributes.filter { !$0.isParked && $0.scale > 1.0001 }.sorted { $0.scale > $1.scale }
        guard !zoomed.isEmpty else { return nil }
        return "zoom: "
            + zoomed.map { "item \($0.index) ×\(NumberText.rounded($0.scale, decimals: 2))" }.joined(
                separator: ", ")
    }

    /// What a picture fitted to the window left out or drew smaller: "lines 5…14 of 20, 1:2
    /// down".
    static func fittingNote(_ drawing: CollectionRenderer.Drawing) -> String? {
        guard drawing.isFitted else { return nil }
        var parts: [String] = []
        if drawing.shownLines.count < drawing.boundsLines {
            parts.append(
                "lines \(drawing.shownLines.lowerBound)…\(drawing.shownLines.upperBound) of \(drawing.boundsLines)")
        }
        // 1:2 across: one column for every two units.
        let (across, down) = drawing.scale
        if across > 1 { parts.append("1:\(across) across") }
        if down > 1 { parts.append("1:\(down) down") }
        return parts.joined(separator: ", ")
    }
}
