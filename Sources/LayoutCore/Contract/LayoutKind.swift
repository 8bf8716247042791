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
}
