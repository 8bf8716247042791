import LabText

/// One thing that happened while a layout ran. A learner reads the list in order to see the
/// negotiation: who was asked what, what they answered, and when the cache saved work.
public enum RunEvent: Hashable, Sendable {
    /// Whether the cache answered here (rows reused, or a stack's sizes kept).
    public var isCacheHit: Bool {
        switch self {
        case .cacheHit, .cacheHitKept: true
        default: false
        }
    }

    /// The container itself was asked for its size, or told to place its children.
    case sizeThatFits(ProposedSize)
    case placeSubviews(Rect)
    /// The cache was made, or brought up to date for new children or new settings.
    case makeCache
    case updateCache(CacheChange)
    /// What `updateCache` did with a part of the cache, and why: a line the layout writes.
    case cacheUpdated(String)
    /// A child was offered a size and answered.
    case asked(index: Int, proposal: ProposedSize, answer: Size)
    /// `place(at:anchor:proposal:)` put a child's `anchor` point at `position`.
    case placed(index: Int, at: Point, anchor: UnitPoint)
    /// The row arrangement was found in the cache, or had to be worked out.
    case cacheHit
    /// Another layout's cache answered (a stack's sizes for the proposal it last worked out):
    /// what it kept, in its words. Counted as a hit.
    case cacheHitKept(String)
    case cacheMiss
    /// The proposal was below the minimum size on both axes: `arrangeRows` gave no rows.
    case belowMinimum(Size)
}

/// Why SwiftUI calls `updateCache`: Apple documents it "if the layout container or any of its
/// subviews change".
public enum CacheChange: String, Hashable, Sendable {
    case children = "the children changed"
    case settings = "the layout's settings changed"
    case both = "the children and the layout's settings changed"
}

extension RunEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .sizeThatFits(let proposal): "sizeThatFits(proposal: \(proposal))"
        case .placeSubviews(let bounds): "placeSubviews(in: \(describe(bounds)))"
        case .makeCache: "makeCache"
        case .updateCache(let change): "updateCache (\(change.rawValue))"
        case .cacheUpdated(let what): "  \(what)"
        case .asked(let index, let proposal, let answer):
            "  item \(index) offered \(proposal) answers \(describe(answer))"
        case .placed(let index, let position, let anchor):
            "  item \(index) placed at (\(NumberText.plain(position.x)), \(NumberText.plain(position.y))), anchor \(anchor.code)"
        case .cacheHit: "  cache hit: rows reused"
        case .cacheHitKept(let what): "  cache hit: \(what)"
        case .cacheMiss: "  cache miss: rows arranged"
        case .belowMinimum(let size): "  proposal below the minimum size \(describe(size)): no rows"
        }
    }
}

func describe(_ size: Size) -> String {
    "\(NumberText.plain(size.width))×\(NumberText.plain(size.height))"
}

func describe(_ rect: Rect) -> String {
    "(\(NumberText.plain(rect.minX)), \(NumberText.plain(rect.minY))) \(describe(rect.size))"
}
