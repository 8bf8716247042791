import LabText
import LayoutCore

/// What a switch of the lab's changes in its layout's listing, so that `source` and `walk`
/// show the code that runs: blocks of the reference's lines, each replaced by the switch's
/// own. The engine's probes name the replaced lines when the switch is on; a test holds every
/// block to be found, and every probe to name a line of the listing it runs with.
struct ListingEdit: Sendable {
    /// Consecutive lines of the listing, as they read without their indentation.
    let lines: [String]
    /// What takes their place, each indented as the first of them plus its own leading spaces.
    let replacement: [String]

    /// The listing lines with this edit made; nil when the block is not there.
    func applied(to listing: [String]) -> [String]? {
        guard let first = lines.first, lines.count <= listing.count else { return nil }
        let trimmed = listing.map(\.trimmingWhitespace)
        for start in 0...(listing.count - lines.count) where trimmed[start] == first {
            guard Array(trimmed[start..<(start + lines.count)]) == lines else { continue }
            let indent = String(listing[start].prefix { $0 == " " })
            var result = Array(listing[..<start])
            result += replacement.map { $0.isEmpty ? "" : indent + $0 }
            result += listing[(start + lines.count)...]
            return result
        }
        return nil
    }
}

extension LayoutVariant {
    /// The variant's edits of its layout's listing.
    var listingEdits: [ListingEdit] {
        switch self {
        case .safeAlign:
            [
                ListingEdit(
                    lines: ["let xCorrection = anchor.x * (bounds.width - row.width)"],
                    replacement: [
                        "// safe-align (the lab's): a row wider than the bounds starts at their leading edge.",
                        "let xCorrection = max(0, anchor.x * (bounds.width - row.width))",
                    ])
            ]
        case .verticalAxis:
            [
                ListingEdit(
                    lines: [
                        "// Along .horizontal, for the gap between rows: the article's slip, kept.",
                        "return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)",
                    ],
                    replacement: [
                        "// vertical-axis (the lab's): asked along .vertical, as the article surely meant.",
                        "return lhs.spacing.distance(to: rhs.spacing, along: .vertical)",
                    ])
            ]
        case .infinityAsNone:
            [
                "func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {",
                "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {",
            ].map { declaration in
                ListingEdit(
                    lines: [declaration],
                    replacement: [
                        declaration,
                        "    // infinity-as-none (the lab's): an infinite proposal is read as none.",
                        "    let proposal = ProposedViewSize(",
                        "        width: proposal.width == .infinity ? nil : proposal.width,",
                        "        height: proposal.height == .infinity ? nil : proposal.height)",
                    ])
            }
        case .placeBelowMinimum:
            [
                ListingEdit(
                    lines: [
                        "let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                        "let anchor = UnitPoint(alignment)",
                    ],
                    replacement: [
                        "var proposal = proposal",
                        "var rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                        "// place-below-min (the lab's): below the minimum, the rows for the bounds instead.",
                        "if rows.isEmpty {",
                        "    proposal = ProposedViewSize(bounds.size)",
                        "    rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                        "}",
                        "let anchor = UnitPoint(alignment)",
                    ])
            ]
        case .clearRows:
            [
                ListingEdit(
                    lines: ["cache.minSize = minSize(subviews: subviews)"],
                    replacement: [
                        "cache.minSize = minSize(subviews: subviews)",
                        "// clear-rows (the lab's): the kept rows go too, so a new setting is never hidden.",
                        "cache.rows = nil",
                    ])
            ]
        case .reportWidest:
            [
                ListingEdit(
                    lines: [
                        "// The article answers the proposed width, not the widest row: 0 when none is offered.",
                        "return CGSize(width: proposal.width ?? 0, height: r.height)",
                    ],
                    replacement: [
                        "// report-widest: the sizeThatFits of the article's section, before the final type.",
                        "let maxWidth = proposal.width ?? .infinity",
                        "let width = maxWidth == .infinity ? r.placements.map { $0.point.x + $0.size.width }.max() ?? 0 : maxWidth",
                        "return CGSize(width: width, height: r.height)",
                    ])
            ]
        case .shadowedSpacing:
            [
                ListingEdit(
                    lines: ["var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0"],
                    replacement: [
                        "var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0",
                        "// shadowed-spacing: the helper as the article prints it; this hides the property.",
                        "let spacing: CGFloat = 8",
                    ])
            ]
        case .rowAnchors:
            [
                ListingEdit(
                    lines: [
                        "for index in subviews.indices {",
                        "if lineX + cache.sizes[index].width > (proposal.width ?? 0) {",
                        "lineY += lineHeight",
                        "lineHeight = 0",
                        "lineX = bounds.minX",
                        "}",
                        "let anchor = subviews[index][UnitPointKey.self]",
                        "let position = CGPoint(",
                        "x: lineX + cache.sizes[index].width / 2,",
                        "y: lineY + cache.sizes[index].height / 2)",
                        "lineHeight = max(lineHeight, cache.sizes[index].height)",
                        "lineX += cache.sizes[index].width",
                        "subviews[index].place(at: position, anchor: anchor, proposal: ProposedViewSize(cache.sizes[index]))",
                        "}",
                    ],
                    replacement: [
                        "// row-anchors (the lab's): the lines' cells first, then each subview aligned by its",
                        "// anchor in a cell as wide as itself and as tall as its line.",
                        "var cells: [(x: CGFloat, y: CGFloat, line: Int)] = []",
                        "var lineHeights: [CGFloat] = []",
                        "for index in subviews.indices {",
                        "    if lineX + cache.sizes[index].width > (proposal.width ?? 0) {",
                        "        lineY += lineHeight",
                        "        lineHeight = 0",
                        "        lineX = bounds.minX",
                        "        if index > 0 { lineHeights.append(0) }",
                        "    }",
                        "    if lineHeights.isEmpty { lineHeights.append(0) }",
                        "    cells.append((lineX, lineY, lineHeights.count - 1))",
                        "    lineHeight = max(lineHeight, cache.sizes[index].height)",
                        "    lineHeights[lineHeights.count - 1] = lineHeight",
                        "    lineX += cache.sizes[index].width",
                        "}",
                        "for (index, cell) in cells.enumerated() {",
                        "    let free = lineHeights[cell.line] - cache.sizes[index].height",
                        "    let point = CGPoint(x: cell.x, y: cell.y + subviews[index][UnitPointKey.self].y * free)",
                        "    subviews[index].place(at: point, anchor: .topLeading, proposal: ProposedViewSize(cache.sizes[index]))",
                        "}",
                    ])
            ]
        }
    }
}

extension CollectionParameter {
    /// What switching the parameter off changes in the listing (the carousel's correction).
    var listingEditsWhenOff: [ListingEdit] {
        switch self {
        case .correction:
            [
                ListingEdit(
                    lines: ["let diff = distance / 2 - itemInset"],
                    replacement: [
                        "// correction off (the lab's): the middle is not shifted.",
                        "let diff: CGFloat = 0",
                    ])
            ]
        default: []
        }
    }
}

extension LayoutListing {
    /// The listing with `edits` made, in order; an edit whose block is not there is left out
    /// (a test holds every edit to its listing).
    func editing(_ edits: [ListingEdit]) -> LayoutListing {
        guard !edits.isEmpty else { return self }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for edit in edits {
            if let edited = edit.applied(to: lines) { lines = edited }
        }
        return LayoutListing(text: Self.mergingRedeclarations(lines).joined(separator: "\n"), exercises: exercises)
    }

    /// Two variants may each bring their own copy of a value: `infinity-as-none` a
    /// `let proposal = …`, `place-below-min` a `var proposal = proposal` to change. Together
    /// that is a redeclaration Swift refuses; the first becomes the `var` and the copy goes.
    static func mergingRedeclarations(_ lines: [String]) -> [String] {
        var lines = lines
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingWhitespace
            let parts = trimmed.split(separator: " ")
            guard parts.count == 4, parts[0] == "var", parts[2] == "=", parts[1] == parts[3] else {
                index += 1
                continue
            }
            let name = String(parts[1])
            let indent = lines[index].prefix { $0 == " " }
            // Back to the start of the function, for a `let` of the same name at the same depth.
            var earlier = index - 1
            while earlier >= 0, !lines[earlier].trimmingWhitespace.hasPrefix("func ") {
                if lines[earlier].hasPrefix(indent + "let \(name) = ") { break }
                earlier -= 1
            }
            if earlier >= 0, lines[earlier].hasPrefix(indent + "let \(name) = ") {
                lines[earlier] = indent + "var " + lines[earlier].dropFirst(indent.count + 4)
                lines.remove(at: index)
            } else {
                index += 1
            }
        }
        return lines
    }
}

extension ExerciseCatalog {
    /// The listing of the layout `configuration` runs: its reference, with the lines of the
    /// variants that are on.
    public static func listing(for configuration: LayoutConfiguration) -> LayoutListing? {
        listing(for: configuration.kind)?.editing(configuration.activeVariants.flatMap(\.listingEdits))
    }

    /// The listing of the scrolling collection `scene` shows: its reference, with the
    /// carousel's correction gone when it is switched off.
    public static func listing(for scene: CollectionScene) -> LayoutListing? {
        let correctionOff = scene.kind == .snapCarousel && !scene.snapCarousel.correctsSnapping
        return listing(for: scene.kind)?.editing(
            correctionOff ? CollectionParameter.correction.listingEditsWhenOff : [])
    }
}
