import LabSupport
import LabText
import LayoutCore
import Workbench

/// What the shell, `demo` and lessons show for a layout: the picture, the status line under
/// it, and a line for each note. One place, so that every front end shows the same.
public enum LayoutPicture {
    /// The picture of a run, its status line and its notes.
    public static func lines(
        _ result: LayoutResult, items: [LayoutItem], configuration: LayoutConfiguration, proposal: ProposedSize,
        origin: Point, options: RenderOptions
    ) -> [String] {
        // Where the layout took more than it was offered, the offer is marked (unless a question
        // asks for it), and said in a note.
        let offered = options.withheld.contains(.proposal) ? nil : proposal
        var lines = PictureRenderer(options: options).render(result, items: items, offered: offered)
        let status =
            options.plainStatus
            ? plainSummary(result, itemCount: items.count, configuration, proposal, options)
            : summary(result, itemCount: items.count, configuration, proposal, origin, withheld: options.withheld)
        lines.append(options.plain(status))
        if let note = roundingNote(result, options) { lines.append(options.plain(note)) }
        if let note = emptyNote(result, items, options) { lines.append(options.plain(note)) }
        if let offered, let note = offeredNote(result, configuration.kind, offered, options) { lines.append(note) }
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

    /// An item the layout made 0 wide or 0 tall draws as nothing: said, so that it does not
    /// seem lost ("3 items" under two drawn). Not while a question waits (the note would tell
    /// a size).
    private static func emptyNote(_ result: LayoutResult, _ items: [LayoutItem], _ options: RenderOptions) -> String? {
        guard !options.withheld.contains(.itemNotes) else { return nil }
        let hidden = result.hiddenBySwiftUIFlow
        let empty = result.placements.compactMap { placement -> String? in
            // Not placed, or hidden by a line limit: other notes say so.
            guard items.indices.contains(placement.index), placement.isPlaced, !hidden.contains(placement.index),
                placement.frame.width == 0 || placement.frame.height == 0
            else { return nil }
            let item = items[placement.index]
            if item.isSpacer || item.isOverflowIndicator || item.isLineBreak { return nil }
            // Cleaned and cut as every label a picture shows (a label may hold escapes).
            return item.label.isEmpty ? "item \(placement.index)" : Quote.cut(VisibleText.of(item.label))
        }
        guard !empty.isEmpty else { return nil }
        let one = empty.count == 1
        // "A", "A and C", "A, B and C", "A, B, C and 4 more".
        let names = Array(empty.prefix(3)) + (empty.count > 3 ? ["\(empty.count - 3) more"] : [])
        let named =
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return
            "note: \(named) \(one ? "is" : "are") 0 wide or 0 tall, so nothing of \(one ? "it" : "them") is drawn (frames lists \(one ? "it" : "them"))"
    }

    /// What the marks on the outline mean, when there are any: "╤ ╧ mark the offered width,
    /// 10; hstack takes 15".
    private static func offeredNote(
        _ result: LayoutResult, _ kind: LayoutKind, _ offered: ProposedSize, _ options: RenderOptions
    ) -> String? {
        let edges = PictureRenderer.offeredEdges(result, offered)
        let g = options.ascii ? Glyphs.ascii : Glyphs.unicode
        let (top, bottom, left, right) = (g.offeredTop, g.offeredBottom, g.offeredLeft, g.offeredRight)
        var said: [String] = []
        // What the layout takes is not said while a question asks for its size.
        let saysSize = !options.withheld.contains(.size)
        if let width = edges.width {
            said.append(
                "\(top) \(bottom) mark the offered width, \(NumberText.plain(width))"
                    + (saysSize ? "; \(kind.rawValue) takes \(NumberText.plain(result.size.width))" : ""))
        }
        if let height = edges.height {
            said.append(
                "\(left) \(right) mark the offered height, \(NumberText.plain(height))"
                    + (saysSize ? "; \(kind.rawValue) takes \(NumberText.plain(result.size.height))" : ""))
        }
        return said.isEmpty ? nil : "note: " + said.joined(separator: "; ")
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
        // vflow's lines are columns.
        let line = c.kind == .vflow ? "column" : "row"
        let rowWord = withheld.contains(.rowCount) || result.rowCount != 1 ? "\(line)s" : line
        let itemWord = withheld.contains(.itemCount) || count != 1 ? "items" : "item"
        // SwiftUI-Flow's hidden children are not in the rows: say how many (a note names them).
        let hiddenCount = result.hiddenBySwiftUIFlow.count
        let hidden = hiddenCount > 0 && !withheld.contains(.itemCount) ? " (\(hiddenCount) hidden)" : ""
        var parts = [
            "\(c.kind.rawValue) (\(c.kind.article))",
            "proposal \(shown(.proposal, "\(proposal)")) → \(shown(.size, size))",
            // A stack has no rows: its children are one line.
            "\(shown(.itemCount, String(count))) \(itemWord)\(hidden)"
                + (c.kind.isStack ? "" : " in \(rows) \(rowWord)"),
            spacingSummary(c),
        ]
        if c.kind == .wrap || c.kind.isStack { parts.append("align \(c.alignment.rawValue)") }
        if c.kind.isSwiftUIFlow { parts += swiftUIFlowSummary(c) }
        if origin != .zero {
            parts.append("origin \(NumberText.plain(origin.x)),\(NumberText.plain(origin.y))")
        }
        let variants = c.activeVariants
        if !variants.isEmpty {
            parts.append(
                "\(Plural.word(variants.count, "variant")) \(variants.map(\.rawValue).joined(separator: ", "))")
        }
        return parts.joined(separator: " · ")
    }

    /// The status line in words a class reads from the back row: "flow layout (article 004) ·
    /// 5 items in 2 rows · offered 20 wide, takes 20 × 5 · spacing 1". What an open question
    /// asks is left out, not shown as `?`.
    public static func plainSummary(
        _ result: LayoutResult, itemCount count: Int, _ c: LayoutConfiguration, _ proposal: ProposedSize,
        _ options: RenderOptions
    ) -> String {
        let withheld = options.withheld
        func plural(_ number: Int, _ word: String) -> String { Plural.count(number, word) }
        let line = c.kind == .vflow ? "column" : "row"
        var parts = [
            c.kind.isSwiftUIFlow || c.kind.isStack
                ? "\(c.kind.rawValue) layout (\(c.kind.article))"
                : "\(c.kind.rawValue) layout (article \(c.kind.article))"
        ]
        let hiddenCount = result.hiddenBySwiftUIFlow.count
        let hidden = hiddenCount > 0 ? " (\(hiddenCount) hidden)" : ""
        switch (withheld.contains(.itemCount), withheld.contains(.rowCount)) {
        case (false, false) where c.kind.isStack: parts.append(plural(count, "item"))
        case (false, false): parts.append("\(plural(count, "item"))\(hidden) in \(plural(result.rowCount, line))")
        case (false, true): parts.append(plural(count, "item") + hidden)
        case (true, false): parts.append("in \(plural(result.rowCount, line))")
        case (true, true): break
        }
        var offer: [String] = []
        if !withheld.contains(.proposal) {
            let offered =
                switch proposal.width {
                case nil: "offered no width (nil)"
                case let width? where width.isInfinite: "offered unlimited width"
                case let width?: "offered \(NumberText.plain(width)) wide"
                }
            offer.append(offered)
        }
        if !withheld.contains(.size) {
            offer.append(
                "takes \(NumberText.plain(result.size.width)) wide, \(NumberText.plain(result.size.height)) tall")
        }
        if !offer.isEmpty { parts.append(offer.joined(separator: ", ")) }
        parts.append(spacingSummary(c))
        if c.kind.isSwiftUIFlow { parts += swiftUIFlowSummary(c) }
        let variants = c.activeVariants
        if !variants.isEmpty { parts.append("with \(variants.map(\.rawValue).joined(separator: ", "))") }
        if options.scale > 1 { parts.append("drawn \(options.scale)× larger") }
        return parts.joined(separator: " · ")
    }

    /// SwiftUI-Flow's options as they differ from its defaults, and its alignments always:
    /// `items center · lines leading · justified · evenly · max-lines 2 · rtl`.
    static func swiftUIFlowSummary(_ c: LayoutConfiguration) -> [String] {
        let options = c.flowOptions
        let horizontal = c.kind == .hflow
        var parts = [
            "items \(options.itemAlignment.name(horizontal: !horizontal))",
            "lines \(options.lineAlignment.name(horizontal: horizontal))",
        ]
        if options.justified { parts.append("justified") }
        if options.distributeItemsEvenly { parts.append("evenly") }
        if let maxLines = options.maxLines { parts.append("max-lines \(maxLines)") }
        if options.layoutDirection == .rightToLeft { parts.append(FlowLayoutDirection.rightToLeft.shortName) }
        return parts
    }

    static func spacingSummary(_ c: LayoutConfiguration) -> String {
        func describe(_ rule: SpacingRule) -> String {
            if c.kind == .flow, rule == .system {
                return "\(NumberText.plain(FlowLayout.articleSpacing)) (004's default)"
            }
            return rule.description
        }
        if c.kind == .anchored { return "no spacing (001)" }
        if c.kind.isSwiftUIFlow {
            let options = c.swiftUIFlowOptions
            func said(_ value: Double?) -> String { value.map { NumberText.plain($0) } ?? "system" }
            return options.itemSpacing == options.lineSpacing
                ? "spacing \(said(options.itemSpacing))"
                : "item spacing \(said(options.itemSpacing)), line spacing \(said(options.lineSpacing))"
        }
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
