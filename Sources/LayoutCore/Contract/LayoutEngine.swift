/// The flow layouts, by the names a learner types.
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
    /// Article 004: the teaching flow layout.
    case flow
    /// Article 000: the wrapping HStack with alignment, system spacing and a cache.
    case wrap
    /// Article 001: each child's own anchor.
    case anchored

    public static let allNames: [String] = allCases.map(\.rawValue)

    /// The article whose code the layout runs.
    public var article: String {
        switch self {
        case .flow: "004"
        case .wrap: "000"
        case .anchored: "001"
        }
    }
}

/// Everything that decides how a flow layout behaves, apart from its children.
public struct LayoutConfiguration: Hashable, Sendable {
    public var kind: LayoutKind
    /// `wrap` uses it as article 000 does (fixed per axis, or system per pair); `flow` has one
    /// fixed spacing per axis (system means 004's default, 8); `anchored` has none (001).
    public var spacing: LayoutSpacing
    /// Used by `wrap` only.
    public var alignment: Alignment
    /// The lab's variants that are switched on; those of another layout are kept but unused.
    public var variants: Set<LayoutVariant>

    public init(
        kind: LayoutKind = .wrap, spacing: LayoutSpacing = .system, alignment: Alignment = .topLeading,
        variants: Set<LayoutVariant> = []
    ) {
        self.kind = kind
        self.spacing = spacing
        self.alignment = alignment
        self.variants = variants
    }

    /// The variants that change this layout, in a fixed order.
    public var activeVariants: [LayoutVariant] { variants.filter { $0.layout == kind }.sorted() }
}

/// What one layout run produced.
public struct LayoutResult: Sendable {
    /// The container's size: what `sizeThatFits` answered (∞ where the layout answered ∞).
    public let size: Size
    /// Where the container was placed: at the origin the parent chose, with that size.
    public let bounds: Rect
    /// One placement per child, in child order; children the layout never placed are where
    /// SwiftUI shows them (the centre of the container) and are not `isPlaced`.
    public let placements: [Placement]
    /// The negotiation, when a trace was asked for; empty otherwise.
    public let trace: [TraceEvent]
    /// What the learner must be told (undefined arithmetic, traps, unplaced children).
    public let notes: [LayoutNote]

    public init(
        size: Size, bounds: Rect? = nil, placements: [Placement], trace: [TraceEvent] = [], notes: [LayoutNote] = []
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

/// Runs a layout the way a parent view does: asks `sizeThatFits` for the proposal, then
/// `placeSubviews` in bounds of that size at the parent's chosen origin. Keeps the layout's
/// cache between runs, as SwiftUI does for a view that stays on screen: new children, or new
/// settings of the same layout, go through `updateCache` (Apple: "If the layout container or
/// any of its subviews change, SwiftUI calls updateCache"); another layout, or a variant
/// switched (other code), starts with a new cache.
public final class LayoutEngine {
    public private(set) var configuration: LayoutConfiguration
    private var state: any LayoutState

    public init(_ configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
        self.state = Self.makeState(configuration)
    }

    public func configure(_ configuration: LayoutConfiguration) {
        guard configuration != self.configuration else { return }
        let sameCode =
            configuration.kind == self.configuration.kind
            && configuration.activeVariants == self.configuration.activeVariants
        self.configuration = configuration
        if sameCode {
            state.replaceLayout(with: configuration)
        } else {
            state = Self.makeState(configuration)
        }
    }

    public func run(
        _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false
    ) -> LayoutResult {
        let result = state.run(items, proposal: proposal, origin: origin, tracing: tracing)
        guard state.mayBeStale else { return result }
        // Rows kept through `updateCache` may have been arranged under the old settings: compare
        // with a run from a new cache, and say so when they differ.
        let fresh = Self.layout(items, configuration, proposal: proposal, origin: origin)
        if fresh.size.isSame(as: result.size)
            && zip(fresh.placements, result.placements).allSatisfy({ $0.frame.isSame(as: $1.frame) && $0.row == $1.row }
            )
        {
            state.mayBeStale = false
            return result
        }
        return LayoutResult(
            size: result.size, bounds: result.bounds, placements: result.placements, trace: result.trace,
            notes: result.notes + [.staleRows])
    }

    /// One run with a fresh cache.
    public static func layout(
        _ items: [LayoutItem], _ configuration: LayoutConfiguration, proposal: ProposedSize, origin: Point = .zero,
        tracing: Bool = false
    ) -> LayoutResult {
        makeState(configuration).run(items, proposal: proposal, origin: origin, tracing: tracing)
    }

    /// One run of any layout, with a fresh cache: the engine runs whatever conforms to `Layout`.
    public static func layout<L: Layout>(
        _ layout: L, _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false
    ) -> LayoutResult {
        CachedLayout(layout).run(items, proposal: proposal, origin: origin, tracing: tracing)
    }

    private static func makeState(_ configuration: LayoutConfiguration) -> any LayoutState {
        switch configuration.kind {
        case .flow: CachedLayout(FlowLayout(configuration))
        case .wrap: CachedLayout(WrapLayout(configuration))
        case .anchored: CachedLayout(AnchoredLayout(configuration))
        }
    }
}

/// A layout together with its cache, behind one non-generic face.
private protocol LayoutState: AnyObject {
    func run(_ items: [LayoutItem], proposal: ProposedSize, origin: Point, tracing: Bool) -> LayoutResult
    /// The same layout with other settings: the cache stays, to be brought up to date.
    func replaceLayout(with configuration: LayoutConfiguration)
    /// Whether the cache has been through `updateCache` for new settings since it last agreed
    /// with a run from a new cache.
    var mayBeStale: Bool { get set }
}

private final class CachedLayout<L: Layout>: LayoutState {
    var layout: L
    var cache: L.Cache?
    var cachedItems: [LayoutItem] = []
    var settingsChanged = false
    var mayBeStale = false

    init(_ layout: L) {
        self.layout = layout
    }

    func replaceLayout(with configuration: LayoutConfiguration) {
        guard let layout = Self.make(configuration) else { return }
        self.layout = layout
        settingsChanged = cache != nil
    }

    private static func make(_ configuration: LayoutConfiguration) -> L? {
        switch configuration.kind {
        case .flow: FlowLayout(configuration) as? L
        case .wrap: WrapLayout(configuration) as? L
        case .anchored: AnchoredLayout(configuration) as? L
        }
    }

    func run(_ items: [LayoutItem], proposal: ProposedSize, origin: Point, tracing: Bool) -> LayoutResult {
        let record = LayoutRecord(childCount: items.count, tracing: tracing)
        let subviews = Subviews(items, record: record)
        let keepsCache = L.Cache.self != Void.self
        var cache: L.Cache
        if let existing = self.cache, items == cachedItems, !settingsChanged {
            cache = existing
        } else if var existing = self.cache {
            if keepsCache { record.record(.updateCache) }
            layout.updateCache(&existing, subviews: subviews)
            cache = existing
            if settingsChanged { mayBeStale = keepsCache }
        } else {
            if keepsCache { record.record(.makeCache) }
            cache = layout.makeCache(subviews: subviews)
        }
        settingsChanged = false

        record.record(.sizeThatFits(proposal))
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = Rect(origin: origin, size: size)
        record.record(.placeSubviews(bounds))
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        cachedItems = items
        return Self.finish(record, items: items, size: size, bounds: bounds, proposal: proposal)
    }

    /// Puts unplaced children where SwiftUI shows them and collects what must be said.
    private static func finish(
        _ record: LayoutRecord, items: [LayoutItem], size: Size, bounds: Rect, proposal: ProposedSize
    ) -> LayoutResult {
        var notes = record.notes
        if !size.width.isFinite || !size.height.isFinite { notes.append(.infiniteSize(size)) }
        // Every child placed once at a finite position: nothing to look for.
        guard record.placedCount < items.count || record.hasUndefinedFrames else {
            return LayoutResult(
                size: size, bounds: bounds, placements: record.placements, trace: record.events ?? [], notes: notes)
        }
        var placements = record.placements
        var unplaced: [Int] = []
        var undefined: [Int] = []
        for index in placements.indices {
            if !placements[index].isPlaced {
                unplaced.append(index)
                let childSize = items[index].sizeThatFits(proposal)
                let centre = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
                placements[index] = Placement(
                    index: index,
                    frame: Rect(origin: UnitPoint.center.origin(placing: childSize, at: centre), size: childSize),
                    row: nil)
            }
            let frame = placements[index].frame
            if !frame.minX.isFinite || !frame.minY.isFinite || frame.width.isNaN || frame.height.isNaN {
                undefined.append(index)
            }
        }
        if !unplaced.isEmpty { notes.append(.unplaced(unplaced)) }
        if !undefined.isEmpty { notes.append(.undefinedFrames(undefined)) }
        return LayoutResult(
            size: size, bounds: bounds, placements: placements, trace: record.events ?? [], notes: notes)
    }
}
