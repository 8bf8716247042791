/// SwiftUI's `ViewSpacing`: the room a view prefers on each edge. SwiftUI's own values depend
/// on the platform and the kinds of the two views; this kit uses the lab's model (one unit
/// between two views side by side, none above or below), the same as `layoutlab`'s engine.
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// No room on any edge, as Apple documents `init()`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = ViewSpacing()

    /// The lab's model of a view's preferences: one unit on the leading and trailing edges.
    static let lab = ViewSpacing(top: 0, leading: 1, bottom: 0, trailing: 1)

    /// Takes, on each of `edges`, the larger of this and `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to `next`, which follows along `axis` (to the trailing side, or below). Apple
    /// documents it as the smallest distance that satisfies both views' preferences on their
    /// shared edge; the lab's model takes that as the greater of the two facing values.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(trailing, next.leading)
        case .vertical: max(bottom, next.top)
        }
    }
}
