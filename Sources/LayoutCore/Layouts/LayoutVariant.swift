/// The lab's repairs and alternatives to the article layouts, each switched on by name
/// (`set NAME on` in the shell, `"variants": [NAME]` in `place`, the same line in a lesson's
/// setup). With every variant off, each layout does exactly what its article's code does.
public enum LayoutVariant: String, CaseIterable, Hashable, Sendable, Comparable {
    /// wrap: a row wider than the container starts at its leading edge instead of spilling
    /// out to the left (CSS calls this `safe` alignment).
    case safeAlign = "safe-align"
    /// wrap: the system spacing between rows is asked along `.vertical`.
    case verticalAxis = "vertical-axis"
    /// wrap: an infinite proposal is treated as an unspecified one.
    case infinityAsNone = "infinity-as-none"
    /// wrap: below the minimum size, the rows are arranged in the minimum bounds.
    case placeBelowMinimum = "place-below-min"
    /// wrap: `updateCache` also forgets the cached rows.
    case clearRows = "clear-rows"
    /// flow: with no width (or ∞), report the widest row, as 004's `sizeThatFits` section does.
    case reportWidest = "report-widest"
    /// flow: the helper as 004 lists it, whose own `let spacing: CGFloat = 8` hides the
    /// type's `spacing` property: always 8, whatever is set.
    case shadowedSpacing = "shadowed-spacing"
    /// anchored: each child is aligned by its anchor inside a cell as wide as itself and as
    /// tall as its row.
    case rowAnchors = "row-anchors"

    /// The layout whose behaviour the variant changes.
    public var layout: LayoutKind {
        switch self {
        case .safeAlign, .verticalAxis, .infinityAsNone, .placeBelowMinimum, .clearRows: .wrap
        case .reportWidest, .shadowedSpacing: .flow
        case .rowAnchors: .anchored
        }
    }

    /// What the variant does, for `help set`.
    public var summary: String {
        switch self {
        case .safeAlign: "a row wider than the container starts at its leading edge (CSS safe alignment)"
        case .verticalAxis: "system spacing between rows measured along .vertical"
        case .infinityAsNone: "an infinite proposal treated as no proposal: children offered nil, width = widest row"
        case .placeBelowMinimum: "below the minimum size, rows arranged in the minimum bounds instead of none"
        case .clearRows: "updateCache also drops the cached rows, so new settings are never hidden by old rows"
        case .reportWidest: "with no width or ∞, report the widest row (004's sizeThatFits section)"
        case .shadowedSpacing:
            "the article's code as listed: 004's helper declares its own let spacing: CGFloat = 8, which hides the type's property, so items are always 8 apart"
        case .rowAnchors: "each child aligned by its anchor inside its row (as tall as the row)"
        }
    }

    /// Whether the variant is the article's code as printed, where the lab's default is the
    /// repair (the article's stated intent): `help` then says what the default does.
    public var isArticleListing: Bool { self == .shadowedSpacing }

    /// What the article's code does instead (for `isArticleListing`, what the lab's default does).
    public var article: String {
        switch self {
        case .safeAlign: "000: xCorrection = anchor.x × (bounds.width − row.width), negative for a wide row"
        case .verticalAxis: "000's verticalSpacing asks distance(to:along: .horizontal)"
        case .infinityAsNone: "000 passes ∞ on to its children and answers the proposed width, ∞"
        case .placeBelowMinimum: "000's arrangeRows returns no rows, so placeSubviews places nothing"
        case .clearRows: "000's updateCache recomputes only minSize; rows are reused while proposal and sizes match"
        case .reportWidest: "004's final FlowLayout answers proposal.width ?? 0"
        case .shadowedSpacing: "flow reads the type's var spacing, 8 unless set, as the article means it to"
        case .rowAnchors: "001 places each child's anchor point at the centre of a cell its own size"
        }
    }

    public static func < (lhs: LayoutVariant, rhs: LayoutVariant) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    public static let allNames: [String] = allCases.map(\.rawValue)
}
