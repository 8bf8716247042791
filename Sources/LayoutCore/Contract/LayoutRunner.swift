/// Runs any `Layout` the way a parent view does: asks `sizeThatFits` for the proposal, then
/// `placeSubviews` in bounds of that size at the parent's chosen origin, and keeps the layout's
/// cache between runs, as SwiftUI does for a view that stays on screen. New children, or a new
/// value of the layout (`layout = …`, new settings), go through `updateCache`; the first run
/// makes the cache. Children the layout never places are put where SwiftUI documents.
///
///     let runner = LayoutRunner(MyLayout())
///     let result = runner.run(items, proposal: ProposedSize(width: 40, height: nil), tracing: true)
public final class LayoutRunner<L: Layout> {
    /// The layout; setting a new value keeps the cache, to be brought up to date next run.
    public var layout: L {
        didSet { settingsChanged = cache != nil }
    }
    private var cache: L.Cache?
    private var cachedItems: [LayoutItem] = []
    private var settingsChanged = false
    /// Whether the cache has been through `updateCache` for new settings since it last agreed
    /// with a run from a new cache (`LayoutEngine` looks, and notes stale rows).
    var mayBeStale = false

    public init(_ layout: L) {
        self.layout = layout
    }

    /// One run: a new array of placements, one per child in child order. A `walker` records
    /// the layout's own steps as it runs (see `WalkStep`).
    public func run(
        _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false,
        walker: WalkRecorder? = nil
    ) -> LayoutResult {
        var placements: [Placement] = []
        return run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker, into: &placements)
    }

    /// One run that writes the placements into `placements`, reusing its storage (resized to
    /// one per child): a caller that lays out again and again allocates nothing new for them.
    /// The result carries the same placements.
    @discardableResult
    public func run(
        _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false,
        walker: WalkRecorder? = nil, into placements: inout [Placement]
    ) -> LayoutResult {
        // A run inside a stopped stretch of work (see `LayoutWork`) does nothing; a run stopped
        // part-way keeps nothing (its cache would hold half a layout).
        let work = LayoutWork.current
        if let work, !work.spend(items.count + 1) {
            return Self.stopped(items.count, proposal: proposal, origin: origin)
        }
        let record = LayoutRecord(childCount: items.count, tracing: tracing, walker: walker, reusing: &placements)
        let subviews = Subviews(items, record: record, stackOrientation: layout.stackOrientation)
        let keepsCache = L.Cache.self != Void.self
        var cache: L.Cache
        // Why SwiftUI would call updateCache, worked out before the branches below (written
        // inside them, it crashed the release compiler's DestroyHoisting pass, Swift 6.3.1).
        let sameChildren = items == cachedItems
        let change: CacheChange = sameChildren ? .settings : (settingsChanged ? .both : .children)
        let updatedForNewSettings = self.cache != nil && settingsChanged
        if let existing = self.cache, sameChildren, !settingsChanged {
            cache = existing
        } else if var existing = self.cache {
            if keepsCache { record.record(.updateCache(change)) }
            walker?.phase = .updateCache
            layout.updateCache(&existing, subviews: subviews)
            cache = existing
        } else {
            if keepsCache { record.record(.makeCache) }
            walker?.phase = .makeCache
            cache = layout.makeCache(subviews: subviews)
        }
        record.record(.sizeThatFits(proposal))
        walker?.phase = .sizeThatFits
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = Rect(origin: origin, size: size)
        record.record(.placeSubviews(bounds))
        walker?.phase = .placeSubviews
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        if work?.isStopped == true { return Self.stopped(items.count, proposal: proposal, origin: origin) }
        self.cache = cache
        cachedItems = items
        // Rows kept through updateCache for new settings may be the old settings' rows.
        if updatedForNewSettings { mayBeStale = keepsCache }
        settingsChanged = false
        let result = Self.finish(subviews, size: size, bounds: bounds, proposal: proposal)
        placements = result.placements
        return result
    }

    /// What a stopped run answers: a placement per child, all empty, not to be shown.
    private static func stopped(_ count: Int, proposal: ProposedSize, origin: Point) -> LayoutResult {
        LayoutResult(
            size: .zero, bounds: Rect(origin: origin, size: .zero),
            placements: (0..<count).map { Placement(index: $0, frame: Rect(origin: origin, size: .zero), row: nil) })
    }

    /// Puts unplaced children where SwiftUI shows them and collects what must be said.
    private static func finish(
        _ subviews: Subviews, size: Size, bounds: Rect, proposal: ProposedSize
    ) -> LayoutResult {
        let (record, items) = (subviews.record, subviews.items)
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
            if !record.wasPlaced(index) {
                unplaced.append(index)
                let childSize = items[index].sizeThatFits(proposal, stackOrientation: subviews.stackOrientation)
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
