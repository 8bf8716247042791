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

/// The nine alignments of SwiftUI's `Alignment` that map onto a `UnitPoint`. (The text
/// baseline alignments have no unit point, which is why article 000 leaves them out.)
public enum Alignment: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    public var unitPoint: UnitPoint {
        switch self {
        case .topLeading: .topLeading
        case .top: .top
        case .topTrailing: .topTrailing
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        }
    }

    /// The names accepted wherever an alignment or an anchor is typed.
    public static let allNames: [String] = allCases.map(\.rawValue)

    /// Looks a name up without regard to case, so `topleading` and `TopLeading` both work.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let match = Alignment.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else {
            return nil
        }
        self = match
    }
}
