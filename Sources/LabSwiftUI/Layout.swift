/// SwiftUI's `Layout` protocol, as a custom layout meets it: asked for a size (perhaps more
/// than once), then told to place its subviews. The runner calls `makeCache` once, then
/// `sizeThatFits` with the parent's proposal, then `placeSubviews` in bounds of that size.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
    /// As Apple documents the default: a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// As Apple documents the default: the union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// SwiftUI's `LayoutValueKey`: a value a view carries for its layout container, read with
/// `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
