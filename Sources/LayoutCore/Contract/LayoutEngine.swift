/// The flow layouts, by the names a learner types.
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
    /// Article 004: the teaching flow layout.
    case flow
    /// Article 000: the wrapping HStack with alignment, system spacing and a cache.
    case wrap
    /// Article 001: each child's own anchor.
    case anchored

    public static let allNames: [String] = allCases.map(\.rawValue)
}

/// Everything that decides how a flow layout behaves, apart from its children.
public struct LayoutConfiguration: Hashable, Sendable {
    public var kind: LayoutKind
    public var spacing: LayoutSpacing
    /// Used by `wrap`; `flow` always keeps rows at the top leading corner and `anchored`
    /// uses each child's anchor instead.
    public var alignment: Alignment

    public init(kind: LayoutKind = .wrap, spacing: LayoutSpacing = .system, alignment: Alignment = .topLeading) {
        self.kind = kind
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// What one layout run produced.
public struct LayoutResult: Sendable {
    /// The container's size: what `sizeThatFits` answered.
    public let size: Size
    /// One placement per child, in child order.
    public let placements: [Placement]
    /// The negotiation, when a trace was asked for; empty otherwise.
    public let trace: [TraceEvent]

    public init(size: Size, placements: [Placement], trace: [TraceEvent] = []) {
        self.size = size
        self.placements = placements
        self.trace = trace
    }

    /// How many rows the children occupy.
    public var rowCount: Int { placements.last.map { $0.row + 1 } ?? 0 }
}

/// Runs a layout the way a parent view would: asks `sizeThatFits` for the proposal, then
/// `placeSubviews` in bounds of that size at the origin. Keeps the layout's cache between
/// runs, as SwiftUI does for a view that stays on screen; a new configuration gets a new
/// cache, and new children bring it up to date.
public final class LayoutEngine {
    public private(set) var configuration: LayoutConfiguration
    private var state: any LayoutState

    public init(_ configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
        self.state = Self.makeState(configuration)
    }

    /// Changes the configuration; any change drops the cache.
    public func configure(_ configuration: LayoutConfiguration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        state = Self.makeState(configuration)
    }

    public func run(_ items: [LayoutItem], proposal: ProposedSize, tracing: Bool = false) -> LayoutResult {
        let recorder = tracing ? TraceRecorder() : nil
        let (size, placements) = state.run(items, proposal: proposal, recorder: recorder)
        return LayoutResult(size: size, placements: placements, trace: recorder?.events ?? [])
    }

    /// One run with a fresh cache.
    public static func layout(
        _ items: [LayoutItem],
        _ configuration: LayoutConfiguration,
        proposal: ProposedSize,
        tracing: Bool = false
    ) -> LayoutResult {
        LayoutEngine(configuration).run(items, proposal: proposal, tracing: tracing)
    }

    private static func makeState(_ configuration: LayoutConfiguration) -> any LayoutState {
        switch configuration.kind {
        case .flow: CachedLayout(FlowLayout(spacing: configuration.spacing))
        case .wrap: CachedLayout(WrapLayout(spacing: configuration.spacing, alignment: configuration.alignment))
        case .anchored: CachedLayout(AnchoredLayout(spacing: configuration.spacing))
        }
    }
}

/// A layout together with its cache, behind one non-generic face.
private protocol LayoutState: AnyObject {
    func run(_ items: [LayoutItem], proposal: ProposedSize, recorder: TraceRecorder?) -> (Size, [Placement])
}

private final class CachedLayout<L: Layout>: LayoutState {
    let layout: L
    var cache: L.Cache?
    var cachedItems: [LayoutItem] = []

    init(_ layout: L) {
        self.layout = layout
    }

    func run(_ items: [LayoutItem], proposal: ProposedSize, recorder: TraceRecorder?) -> (Size, [Placement]) {
        let subviews = Subviews(items, recorder: recorder)
        let keepsCache = L.Cache.self != Void.self
        var cache: L.Cache
        if let existing = self.cache, items == cachedItems {
            cache = existing
        } else if var existing = self.cache {
            if keepsCache { recorder?.record(.updateCache) }
            layout.updateCache(&existing, subviews: subviews)
            cache = existing
        } else {
            if keepsCache { recorder?.record(.makeCache) }
            cache = layout.makeCache(subviews: subviews)
        }
        recorder?.record(.sizeThatFits(proposal))
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = Rect(origin: .zero, size: size)
        recorder?.record(.placeSubviews(bounds))
        let placements = layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        cachedItems = items
        return (size, placements)
    }
}
