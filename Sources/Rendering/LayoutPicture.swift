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

extension RenderOptions {
    /// Status lines in plain ASCII when the picture is (`--ascii`, or no UTF-8 locale).
    public func plain(_ line: String) -> String {
        ascii ? ASCIIText.plain(line) : line
    }
}
