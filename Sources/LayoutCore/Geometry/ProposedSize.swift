import LabText

/// What a container offers a child, per axis: a concrete length, `nil` ("unspecified": give
/// me your ideal size), zero ("how small can you get?") or infinity ("how big can you get?").
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedSize(width: 0, height: 0)
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with infinite dimensions made unspecified (the `infinity-as-none` variant).
    public var withoutInfinity: ProposedSize {
        ProposedSize(
            width: width.flatMap { $0.isFinite ? $0 : nil }, height: height.flatMap { $0.isFinite ? $0 : nil })
    }

    /// SwiftUI's `replacingUnspecifiedDimensions(by:)`: `nil` dimensions become `size`'s.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedSize: CustomStringConvertible {
    /// `.zero`, `.unspecified`, `.infinity`, or `30×nil` style.
    public var description: String {
        switch self {
        case .zero: return ".zero"
        case .unspecified: return ".unspecified"
        case .infinity: return ".infinity"
        default: return "\(Self.describe(width))×\(Self.describe(height))"
        }
    }

    private static func describe(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "∞" : NumberText.plain(value)
    }
}
