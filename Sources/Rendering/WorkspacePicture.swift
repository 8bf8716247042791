import LabSupport
import LabText
import LayoutCore

/// What the shell, `demo` and lessons show for a layout: the picture, the status line under
/// it, and a line for each note. One place, so that every front end shows the same.
public enum LayoutPicture {
    /// The picture of a run, its status line and its notes.
    public static func lines(
        _ result: LayoutResult, items: [LayoutItem], configuration: LayoutConfiguration, proposal: ProposedSize,
        origin: Point, options: RenderOptions
    ) -> [String] {
        var lines = PictureRenderer(options: options).render(result, items: items)
        lines.append(
            options.plain(
                summary(result, itemCount: items.count, configuration, proposal, origin, withheld: options.withheld)))
        if let note = roundingNote(result, options) { lines.append(options.plain(note)) }
        return lines + result.notes.map { options.plain("note: \($0.message)") }
    }

    /// A picture that rounds a position says so: a child at y = −0.5 is drawn on line 0, and
    /// a learner told "half a line above the row" must not be left to doubt the picture.
    private static func roundingNote(_ result: LayoutResult, _ options: RenderOptions) -> String? {
        let fractional = result.placements.contains { placement in
            let frame = placement.frame
            return [frame.minX, frame.minY, frame.maxX, frame.maxY].contains { $0.isFinite && $0 != $0.rounded() }
        }
        return fractional
            ? "note: this picture rounds positions to whole columns and lines\(options.withheld.isEmpty ? " (frames has them exactly)" : "")"
            : nil
    }

    /// The status line: the layout, the negotiation, the rows, the settings that the layout
    /// reads, and the variants that are on.
    public static func summary(
        _ result: LayoutResult, itemCount count: Int, _ c: LayoutConfiguration, _ proposal: ProposedSize,
        _ origin: Point, withheld: Set<PictureDetail> = []
    ) -> String {
        // What an open question asks for is shown as ?.
        func shown(_ detail: PictureDetail, _ text: String) -> String { withheld.contains(detail) ? "?" : text }
        let size = "\(NumberText.plain(result.size.width))×\(NumberText.plain(result.size.height))"
        let rows = shown(.rowCount, String(result.rowCount))
        // A withheld count keeps the plural: "? row" would say it is 1.
        let rowWord = withheld.contains(.rowCount) || result.rowCount != 1 ? "rows" : "row"
        let itemWord = withheld.contains(.itemCount) || count != 1 ? "items" : "item"
        var parts = [
            "\(c.kind.rawValue) (\(c.kind.article))",
            "proposal \(shown(.proposal, "\(proposal)")) → \(shown(.size, size))",
            "\(shown(.itemCount, String(count))) \(itemWord) in \(rows) \(rowWord)",
            spacingSummary(c),
        ]
        if c.kind == .wrap { parts.append("align \(c.alignment.rawValue)") }
        if origin != .zero {
            parts.append("origin \(NumberText.plain(origin.x)),\(NumberText.plain(origin.y))")
        }
        let variants = c.activeVariants
        if !variants.isEmpty {
            parts.append("variant\(variants.count == 1 ? "" : "s") \(variants.map(\.rawValue).joined(separator: ", "))")
        }
        return parts.joined(separator: " · ")
    }

    static func spacingSummary(_ c: LayoutConfiguration) -> String {
        func describe(_ rule: SpacingRule) -> String {
            if c.kind == .flow, rule == .system {
                return "\(NumberText.plain(FlowLayout.articleSpacing)) (004's default)"
            }
            return rule.description
        }
        if c.kind == .anchored { return "no spacing (001)" }
        if c.kind == .flow, c.variants.contains(.shadowedSpacing) {
            return "spacing \(NumberText.plain(FlowLayout.articleSpacing)) (the helper's own)"
        }
        return c.spacing.horizontal == c.spacing.vertical
            ? "spacing \(describe(c.spacing.horizontal))"
            : "spacing \(describe(c.spacing.horizontal)) across, \(describe(c.spacing.vertical)) down"
    }
}

/// What a prediction is made from while its picture is hidden: the layout and the settings the
/// step's setup did not name (the defaults, which its "Set up with" line cannot show), less what
/// the question asks.
public enum SettingsLine {
    public static func line(
        layout c: LayoutConfiguration, proposal: ProposedSize, collection: CollectionScene?,
        withheld: Set<PictureDetail>
    ) -> String {
        if let scene = collection {
            let bounds =
                "bounds \(NumberText.rounded(scene.boundsSize.width))×\(NumberText.rounded(scene.boundsSize.height))"
            let count =
                withheld.contains(.itemCount) ? "? items" : "\(scene.itemCount) item\(scene.itemCount == 1 ? "" : "s")"
            return "The layout: \(scene.kind.rawValue) · \(bounds) · \(count)"
        }
        var parts = [
            "\(c.kind.rawValue) (\(c.kind.article))",
            withheld.contains(.proposal) ? "proposal ?" : "proposal \(proposal)", LayoutPicture.spacingSummary(c),
        ]
        if c.kind == .wrap { parts.append("align \(c.alignment.rawValue)") }
        let variants = c.activeVariants
        if !variants.isEmpty {
            parts.append("variant\(variants.count == 1 ? "" : "s") \(variants.map(\.rawValue).joined(separator: ", "))")
        }
        return "The layout: " + parts.joined(separator: " · ")
    }
}

/// The same for a scrolling collection: the viewport, a status line, the parameters, notes.
public enum CollectionPicture {
    public static func lines(_ scene: CollectionScene, options: RenderOptions) -> [String] {
        let attributes = scene.attributes()
        let withheld = options.withheld
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
        let notes = scene.notes(attributes)
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
        return picture + [options.plain(summary), options.plain("\(bounds) · \(parameters)")]
            + (zoomLine(scene, attributes, withheld: withheld).map { [options.plain($0)] } ?? []) + fitNote
            + notes.map { options.plain("note: \($0.message)") }
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

extension RenderOptions {
    /// Status lines in plain ASCII when the picture is (`--ascii`, or no UTF-8 locale).
    public func plain(_ line: String) -> String {
        ascii ? ASCIIText.plain(line) : line
    }
}
