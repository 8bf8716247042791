/// What one layout run produced.
public struct LayoutResult: Equatable, Sendable {
    /// The container's size: what `sizeThatFits` answered (∞ where the layout answered ∞).
    public let size: Size
    /// Where the container was placed: at the origin the parent chose, with that size.
    public let bounds: Rect
    /// One placement per child, in child order; children the layout never placed are where
    /// SwiftUI shows them (the centre of the container) and are not `isPlaced`.
    public let placements: [Placement]
    /// The negotiation, when a trace was asked for; empty otherwise.
    public let trace: [RunEvent]
    /// What the learner must be told (undefined arithmetic, traps, unplaced children).
    public let notes: [LayoutNote]

    public init(
        size: Size, bounds: Rect? = nil, placements: [Placement], trace: [RunEvent] = [], notes: [LayoutNote] = []
    ) {
        self.size = size
        self.bounds = bounds ?? Rect(origin: .zero, size: size)
        self.placements = placements
        self.trace = trace
        self.notes = notes
    }

    /// How many rows the placed children occupy.
    public var rowCount: Int { placements.compactMap(\.row).max().map { $0 + 1 } ?? 0 }
}
