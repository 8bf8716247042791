/// A container that sizes itself and places its children: SwiftUI's `Layout` protocol. The
/// container is asked how big it wants to be for a proposal (perhaps several times), then told
/// to place its children inside bounds, calling `place(at:anchor:proposal:)` on each.
///
/// Layouts never throw: every number they are given was checked on the way in. What they
/// compute is theirs to answer, ∞ and NaN included (the article layouts do, in places; the
/// engine tells the learner when, see `LayoutNote`).
public protocol Layout: Sendable, Equatable {
    /// Whatever the layout keeps between calls; `Void` when it keeps nothing.
    associatedtype Cache = Void

    func makeCache(subviews: Subviews) -> Cache
    /// Called instead of `makeCache` when the children or the layout's own properties change
    /// (as SwiftUI documents); by default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// How big the container wants to be when offered `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places the children inside `bounds` (in the parent's coordinates) with
    /// `subviews[i].place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache)

    /// SwiftUI's `layoutProperties.stackOrientation`: the axis a spacer among the children grows
    /// along (and states its zero spacing on), or nil for neither, where it grows both ways.
    var stackOrientation: Axis? { get }
}

extension Layout {
    /// No orientation, as `LayoutProperties()` has: articles 004 and 001 set none.
    public var stackOrientation: Axis? { nil }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        subviews.trace(.cacheUpdated("a new cache: makeCache's work done again, nothing kept"))
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}
