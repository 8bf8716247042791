import LabText

/// A point inside a rectangle, in fractions of its size: (0, 0) is the top-leading corner,
/// (1, 1) the bottom-trailing one. Used for alignments and per-item anchors.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// SwiftUI's `Alignment` values, by name: the nine that pair a horizontal and a vertical edge
/// or centre, and the six that align text baselines. Which point of the container each one
/// means is up to the layout that reads it (article 000 maps the baseline ones to `.center`
/// through its `default:` branch; see `WrapLayout`).
public enum Alignment: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing
    case leadingFirstTextBaseline, centerFirstTextBaseline, trailingFirstTextBaseline
    case leadingLastTextBaseline, centerLastTextBaseline, trailingLastTextBaseline

    /// The names accepted wherever an alignment is typed.
    public static let allNames: [String] = allCases.map(\.rawValue)

    /// Whether this is one of the six text-baseline alignments.
    public var isTextBaseline: Bool { rawValue.hasSuffix("TextBaseline") }

    /// The point a stack reads one part of: a text-baseline alignment's horizontal part is its
    /// leading, center or trailing, its vertical part center (the lab's items have no text
    /// baselines); the others are their unit points.
    public var stackPoint: UnitPoint {
        guard isTextBaseline else { return UnitPoint(name: rawValue) ?? .center }
        let x: Double = rawValue.hasPrefix("leading") ? 0 : rawValue.hasPrefix("trailing") ? 1 : 0.5
        return UnitPoint(x: x, y: 0.5)
    }

    /// Looks a name up without regard to case, so `topleading` and `TopLeading` both work.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let match = Alignment.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else {
            return nil
        }
        self = match
    }
}

extension UnitPoint {
    /// The top-leading corner of a box of `size` whose point `self` is at `position`: what
    /// `place(at:anchor:proposal:)` does with its anchor. A zero component moves nothing, so
    /// an infinitely wide child placed by its leading edge stays where it was put.
    func origin(placing size: Size, at position: Point) -> Point {
        Point(
            x: x == 0 ? position.x : position.x - x * size.width,
            y: y == 0 ? position.y : position.y - y * size.height)
    }

    /// The nine named unit points, by the names `anchor=` accepts.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// Looks a unit point up by name, without regard to case.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let match = Self.named.first(where: { $0.name.lowercased() == wanted }) else { return nil }
        self = match.point
    }

    /// The point's name when it is one of the nine named ones.
    public var name: String? { Self.named.first { $0.point == self }?.name }

    /// As Swift code writes it: `.topLeading`, or `UnitPoint(x: 0.25, y: 1)` for another point.
    public var code: String {
        name.map { ".\($0)" } ?? "UnitPoint(x: \(NumberText.plain(x)), y: \(NumberText.plain(y)))"
    }
}
