/// What one layout run leaves behind while it runs: the placements `placeSubviews` makes, the
/// notes the layout has for the learner, and — when someone asked — the trace of every
/// question. One record per run, shared by every `Subviews` value of that run.
final class LayoutRecord {
    /// The trace, or `nil` when nobody asked for one (the fast path pays one check per child).
    @exclusivity(unchecked) private(set) var events: [RunEvent]?
    private(set) var notes: [LayoutNote] = []
    /// One slot per child, meaningful once `place` is called for it: the slots of children never
    /// placed are whatever the reused buffer held, and `wasPlaced` tells them apart. (Written
    /// once per child in a layout's hottest loop, and only ever from the thread running the
    /// layout: the run-time exclusivity check, a thread-local lookup per write, buys nothing.)
    @exclusivity(unchecked) private(set) var placements: [Placement]
    /// Whether `place` was called for each child: a byte each, made anew (zeroed) every run,
    /// which costs a million children 1 MB rather than 40 MB of placements rewritten.
    @exclusivity(unchecked) private var placed: [Bool]

    /// The walk being recorded, if someone walks this run (see `WalkStep`).
    let walker: WalkRecorder?

    /// A record whose placements live in `buffer`'s storage (taken and sized to one slot per
    /// child), so that a caller laying out again and again reuses it.
    init(childCount: Int, tracing: Bool, walker: WalkRecorder? = nil, reusing buffer: inout [Placement]) {
        events = tracing ? [] : nil
        self.walker = walker
        var storage: [Placement] = []
        swap(&storage, &buffer)
        if storage.count > childCount {
            storage.removeLast(storage.count - childCount)
        } else if storage.count < childCount {
            storage.append(
                contentsOf: repeatElement(
                    Placement(index: 0, frame: Rect(x: 0, y: 0, width: 0, height: 0), row: nil),
                    count: childCount - storage.count))
        }
        placements = storage
        placed = [Bool](repeating: false, count: childCount)
    }

    var isTracing: Bool { events != nil }

    @inline(__always)
    func record(_ event: @autoclosure () -> RunEvent) {
        if events != nil { events!.append(event()) }
    }

    func note(_ note: LayoutNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    /// Whether `place` was called for child `index` in this run.
    func wasPlaced(_ index: Int) -> Bool { placed[index] }

    /// How many children have been placed (each counted once).
    private(set) var placedCount = 0
    /// Whether some placement has no finite position (so the engine must look for it).
    private(set) var hasUndefinedFrames = false

    /// The last call for a child wins, as SwiftUI documents for `place(at:anchor:proposal:)`.
    @inline(__always)
    func place(_ index: Int, _ frame: Rect, row: Int?) {
        if !placed[index] {
            placed[index] = true
            placedCount += 1
        }
        if !frame.minX.isFinite || !frame.minY.isFinite || frame.width.isNaN || frame.height.isNaN {
            hasUndefinedFrames = true
        }
        placements[index] = Placement(index: index, frame: frame, row: row)
        if let walker { walker.didPlace(index, frame) }
    }
}
