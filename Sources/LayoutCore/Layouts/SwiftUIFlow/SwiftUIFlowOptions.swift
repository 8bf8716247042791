/// Where in its room something goes along one axis: the start (leading, top), the middle or
/// the end (trailing, bottom). SwiftUI-Flow takes SwiftUI's alignment guides; the lab's items
/// have no text baselines, so it takes these three (the baselines are left out, and said so).
public enum FlowPlacement: String, CaseIterable, Hashable, Sendable {
    case start, center, end

    /// The guide's position in an item `length` long.
    func guide(in length: Double) -> Double {
        switch self {
        case .start: 0
        case .center: length / 2
        case .end: length
        }
    }

    /// The name on an axis: leading/center/trailing across, top/center/bottom down.
    public func name(horizontal: Bool) -> String {
        switch self {
        case .start: horizontal ? "leading" : "top"
        case .center: "center"
        case .end: horizontal ? "trailing" : "bottom"
        }
    }

    /// Reads `leading`, `top`, `center`, `trailing`, `bottom` (`start` and `end` too).
    public init?(name: String) {
        switch name.lowercased() {
        case "leading", "top", "start": self = .start
        case "center", "centre", "middle": self = .center
        case "trailing", "bottom", "end": self = .end
        default: return nil
        }
    }
}

/// The direction SwiftUI lays a view out in: right-to-left mirrors every placement.
public enum FlowLayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// The word the shell and the status line use: `ltr`, `rtl`.
    public var shortName: String { self == .leftToRight ? "ltr" : "rtl" }

    /// The direction a word names: its short name, or its name in any case, with or without
    /// dashes (`rtl`, `rightToLeft`, `right-to-left`).
    public init?(word: String) {
        let key = word.lowercased().filter { $0 != "-" }
        guard let direction = Self.allCases.first(where: { $0.shortName == key || $0.rawValue.lowercased() == key })
        else { return nil }
        self = direction
    }
}

/// SwiftUI-Flow's options for `HFlow` and `VFlow`, with its defaults (the names partly the
/// lab's: the library's `alignmentOnBreadth`/`alignmentOnDepth` are `lineAlignment` and
/// `itemAlignment` here, and the layout direction is SwiftUI's environment). Along a line
/// is the *breadth* (across for `hflow`, down for `vflow`); across the lines the *depth*.
public struct SwiftUIFlowOptions: Hashable, Sendable {
    /// `.horizontal` is `HFlow` (rows), `.vertical` is `VFlow` (columns).
    public var axis: Axis
    /// The space between items in a line; nil for the items' own (system) spacing.
    public var itemSpacing: Double?
    /// The space between lines; nil for the items' own (system) spacing.
    public var lineSpacing: Double?
    /// How items sit across their line: `HFlow(alignment:)` (top/center/bottom, default
    /// center) or `VFlow(alignment:)` (leading/center/trailing, default center).
    public var itemAlignment: FlowPlacement
    /// How each line sits along the container's breadth: `HFlow`'s horizontal alignment
    /// (default leading), `VFlow`'s vertical one (default top).
    public var lineAlignment: FlowPlacement = .start
    /// Lines stretched to the proposed breadth, the leftover shared between the gaps.
    public var justified = false
    /// Breaks chosen together to even out the lines (the line-breaking programme) instead of
    /// greedily.
    public var distributeItemsEvenly = false
    /// `.maxLines(_:)`: lines after this many are hidden; nil for no limit.
    public var maxLines: Int?
    public var layoutDirection: FlowLayoutDirection = .leftToRight

    public init(axis: Axis) {
        self.axis = axis
        itemAlignment = .center
    }

    public static let hflow = SwiftUIFlowOptions(axis: .horizontal)
    public static let vflow = SwiftUIFlowOptions(axis: .vertical)
}

/// The options of `hflow` and `vflow` that the lab's settings keep (the axis is the layout's,
/// the spacing the configuration's).
public struct SwiftUIFlowSettings: Hashable, Sendable {
    public var itemAlignment: FlowPlacement = .center
    public var lineAlignment: FlowPlacement = .start
    public var justified = false
    public var distributeItemsEvenly = false
    public var maxLines: Int?
    public var layoutDirection: FlowLayoutDirection = .leftToRight

    public init() {}
}
