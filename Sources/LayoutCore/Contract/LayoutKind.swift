/// The flow layouts, by the names a learner types.
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
    /// Article 004: the teaching flow layout.
    case flow
    /// Article 000: the wrapping HStack with alignment, system spacing and a cache.
    case wrap
    /// Article 001: each child's own anchor.
    case anchored
    /// SwiftUI-Flow's `HFlow`: rows, with its options (justified, evenly distributed, …).
    case hflow
    /// SwiftUI-Flow's `VFlow`: the same engine in columns.
    case vflow
    /// SwiftUI's `HStack`, as OpenSwiftUI reconstructs its `StackLayout`.
    case hstack
    /// SwiftUI's `VStack`: the same stack along the height.
    case vstack

    public static let allNames: [String] = allCases.map(\.rawValue)

    /// The article whose code the layout runs.
    public var article: String {
        switch self {
        case .flow: "004"
        case .wrap: "000"
        case .anchored: "001"
        case .hflow, .vflow: "SwiftUI-Flow"
        case .hstack, .vstack: "OpenSwiftUI"
        }
    }

    /// Whether it is one of SwiftUI-Flow's layouts (not an article's).
    public var isSwiftUIFlow: Bool { self == .hflow || self == .vflow }

    /// Whether it is one of the articles' layouts (flow, wrap, anchored).
    public var isArticle: Bool { !isSwiftUIFlow && !isStack }

    /// The alignment the layout starts with until one is chosen: a stack's is center, as
    /// SwiftUI's HStack and VStack default to (`init(alignment: VerticalAlignment = .center, …)`);
    /// the others', topLeading (the lab's, for wrap: article 000 passes its own).
    public var defaultAlignment: Alignment { isStack ? .center : .topLeading }

    /// Whether it is one of SwiftUI's own stacks (OpenSwiftUI's reconstruction, not an article's).
    public var isStack: Bool { self == .hstack || self == .vstack }

    /// What it is, in a line: `help layout`'s table.
    public var summary: String {
        switch self {
        case .flow: "article 004: ideal sizes, wrap before a child that would cross the width, no cache"
        case .wrap:
            "article 000: minimum size, proposals passed on (text wraps, spacers break lines), alignment, a row cache"
        case .anchored:
            "article 001: each item's own anchor point put at the centre of a cell its own size (no spacing, no guard)"
        case .hflow: "SwiftUI-Flow's HFlow: rows, justified or evenly distributed, flexible items, max-lines, rtl"
        case .vflow: "SwiftUI-Flow's VFlow: the same in columns (width and height swap roles)"
        case .hstack:
            "SwiftUI's HStack as OpenSwiftUI reconstructs it: by priority, the less flexible first, no wrapping"
        case .vstack: "SwiftUI's VStack as OpenSwiftUI reconstructs it: the same stack along the height"
        }
    }

    /// The layout whose code `source` and `walk` show for this one: its own, but for `vstack`,
    /// which is `hstack`'s code along the height.
    public var listedAs: LayoutKind { self == .vstack ? .hstack : self }

    /// Whose code or model it runs, as a possessive: "article 004's", "SwiftUI-Flow's".
    public var sourcePossessive: String { isArticle ? "article \(article)'s" : "\(article)'s" }
}
