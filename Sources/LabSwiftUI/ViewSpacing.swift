/// SwiftUI's `ViewSpacing`: the room a view prefers on each edge. SwiftUI's own values depend
/// on the platform and the kinds of the two views; this kit uses the lab's model, the same as
/// `layoutlab`'s engine: an edge states a distance or nothing; two facing edges that state
/// nothing are the system's default apart (one unit side by side, none above or below), and
/// otherwise the larger stated distance wins (OpenSwiftUI's `Spacing` for views with no text).
/// Ordinary subviews state nothing; a spacer states 0 along its stack.
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// Default spacing values (Apple: "Initializes an instance with default spacing values"):
    /// nothing stated on any edge.
    public init() { self.init(top: nil, leading: nil, bottom: nil, trailing: nil) }

    init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on all edges, as Apple documents it.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// What an ordinary subview of a case prefers: nothing of its own.
    static let lab = ViewSpacing()

    /// A spacer's, in a stack along `axis`: 0 on the two edges along it, nothing across.
    static func spacer(along axis: Axis?) -> ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical: ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: .zero
        }
    }

    /// Takes, on each of `edges`, the larger of this and `other` (what either states).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func larger(_ mine: CGFloat?, _ theirs: CGFloat?) -> CGFloat? {
            guard let mine else { return theirs }
            guard let theirs else { return mine }
            return max(mine, theirs)
        }
        if edges.contains(.top) { top = larger(top, other.top) }
        if edges.contains(.leading) { leading = larger(leading, other.leading) }
        if edges.contains(.bottom) { bottom = larger(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = larger(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to `next`, which follows along `axis` (to the trailing side, or below). Apple
    /// documents it as the smallest distance that satisfies both views' preferences on their
    /// shared edge; in the lab's model, the larger stated distance of the two facing edges, or
    /// the system's default when neither states one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard mine != nil || theirs != nil else { return axis == .horizontal ? 1 : 0 }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }
}
