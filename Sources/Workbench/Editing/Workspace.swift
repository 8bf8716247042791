import LayoutCore

/// A whole layout problem: the items, the layout and its settings, and the proposal the
/// container is offered. What the learner works on in the shell, and what a lesson sets up.
public struct Workspace: Equatable, Sendable {
    public var items: [LayoutItem] = []
    public var configuration = LayoutConfiguration(kind: .wrap, spacing: .system, alignment: .topLeading)
    public var proposal = ProposedSize(width: 40, height: nil)
    /// Where the parent puts the container: the origin of the bounds `placeSubviews` gets.
    public var origin = Point.zero
    /// Set while one of the scrolling collection layouts is chosen; the flow settings above
    /// are kept for when a flow layout is chosen again.
    public var collection: CollectionScene?
    /// The scrolling collection's settings while a flow layout is chosen, kept for when a
    /// collection layout is chosen again (as the flow settings are kept the other way).
    public var collectionAside: CollectionScene?

    public init() {}

    /// The layout's name, whichever family it belongs to.
    public var layoutName: String { collection?.kind.rawValue ?? configuration.kind.rawValue }

    /// Whether a picture would show anything: items, or a scrolling collection.
    public var hasSomethingToShow: Bool { !items.isEmpty || collection != nil }

    /// The items' labels, for tab completion.
    public var itemLabels: [String] { items.map(\.label).filter { !$0.isEmpty } }
}
