/// A container that sizes itself and places its children, in the spirit of SwiftUI's
/// `Layout` protocol: the container is asked how big it wants to be for a proposal (perhaps
/// several times), then told to place its children inside bounds.
///
/// Layouts never fail and never throw: every number they meet was checked on the way in.
public protocol Layout: Sendable, Equatable {
    /// Whatever the layout keeps between calls; `Void` when it keeps nothing.
    associatedtype Cache = Void

    func makeCache(subviews: Subviews) -> Cache
    /// Called instead of `makeCache` when the children change; by default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// How big the container wants to be when offered `proposal`. Finite, never NaN.
    func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Where each child goes inside `bounds`, one placement per child, in child order.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> [Placement]
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}
