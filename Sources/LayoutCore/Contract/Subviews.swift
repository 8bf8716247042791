/// The children as a layout sees them (SwiftUI's `LayoutSubviews`): it can ask each one for
/// its size, read its layout values and spacing preferences, and place it. Every question
/// asked goes into the trace when one is being recorded.
public struct Subviews: RandomAccessCollection {
    let items: [LayoutItem]
    let record: LayoutRecord
    /// The layout's stack orientation, which a spacer among the children reads.
    let stackOrientation: Axis?

    init(_ items: [LayoutItem], record: LayoutRecord, stackOrientation: Axis?) {
        self.items = items
        self.record = record
        self.stackOrientation = stackOrientation
    }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }

    public subscript(index: Int) -> Subview {
        Subview(subviews: self, index: index)
    }

    // The layouts' inner loops work by index, without making a `Subview` per question.

    /// Asks child `index` what size it wants for a proposal.
    @inline(__always)
    func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        let answer = items[index].sizeThatFits(proposal, stackOrientation: stackOrientation)
        record.record(.asked(index: index, proposal: proposal, answer: answer))
        return answer
    }

    /// Asks every child, in order (SwiftUI code writes `subviews.map { $0.sizeThatFits(p) }`).
    func sizesThatFit(_ proposal: ProposedSize) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        for index in items.indices {
            sizes.append(sizeThatFits(index, proposal))
        }
        return sizes
    }

    /// `place(at:anchor:proposal:)` for child `index`; `row` is the lab's own bookkeeping (the
    /// row the layout put it on), which SwiftUI does not have.
    @inline(__always)
    func place(_ index: Int, at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize, row: Int?) {
        let size = items[index].sizeThatFits(proposal, stackOrientation: stackOrientation)
        record.record(.placed(index: index, at: position, anchor: anchor))
        record.place(index, Rect(origin: anchor.origin(placing: size, at: position), size: size), row: row)
    }

    /// `place` for a child the layout has just asked about this very `proposal`, given that
    /// answer: a child answers the same proposal the same way, so asking again would change
    /// nothing but the time a million children take.
    @inline(__always)
    func place(_ index: Int, at position: Point, answered size: Size, row: Int) {
        record.record(.placed(index: index, at: position, anchor: .topLeading))
        record.place(index, Rect(origin: position, size: size), row: row)
    }

    /// Tells the learner something the numbers alone would hide (see `LayoutNote`).
    func note(_ note: LayoutNote) {
        record.note(note)
    }

    /// A probe: records a step of the layout's own code when the run is walked (and builds
    /// nothing otherwise).
    @inline(__always)
    func walk(_ step: @autoclosure () -> WalkStep) {
        if let walker = record.walker { walker.add(step()) }
    }

    /// Whether the run is walked: a probe whose numbers take work to gather asks first.
    var isWalked: Bool { record.walker != nil }

    /// Records a trace event (when a trace is being recorded).
    func trace(_ event: @autoclosure () -> RunEvent) {
        record.record(event())
    }

    /// The lab's line breaks, which no article has: the child carries `startsNewLine`, or
    /// follows an explicit break. Each layout treats such a child as one that does not fit.
    @inline(__always)
    func mustStartNewRow(_ index: Int) -> Bool {
        items[index].startsNewLine || (index > 0 && items[index - 1].isLineBreak)
    }

    @inline(__always)
    func spacing(_ index: Int) -> ViewSpacing { items[index].spacing(stackOrientation: stackOrientation) }

    /// Child `index`'s layout priority (a spacer's is −∞ unless given one).
    @inline(__always)
    func priority(_ index: Int) -> Double { items[index].priority }

    @inline(__always)
    func anchor(_ index: Int) -> UnitPoint { items[index].anchor }
}

/// One child as its layout sees it (SwiftUI's `LayoutSubview`).
public struct Subview {
    let subviews: Subviews
    public let index: Int

    /// Asks the child what size it wants for a proposal.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        subviews.sizeThatFits(index, proposal)
    }

    /// Puts the child's `anchor` point at `position`, sized for `proposal`. A child that is
    /// never placed appears at the centre of the container (see `LayoutNote.unplaced`).
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize, row: Int = 0) {
        subviews.place(index, at: position, anchor: anchor, proposal: proposal, row: row)
    }

    public var values: LayoutValues { subviews.items[index].values }
    public var spacing: ViewSpacing { subviews.spacing(index) }
    /// `LayoutSubview.priority`: the child's layout priority (a spacer's is −∞ unless given one).
    public var priority: Double { subviews.priority(index) }
    public var kind: ItemKind { subviews.items[index].kind }
}

/// Where a layout put one child: its frame (top-leading corner and size) and its row.
public struct Placement: Hashable, Sendable {
    public let frame: Rect
    // 32-bit, so that a million placements take 40 MB rather than 48. (Two billion
    // children would not fit in memory long before they overflowed these.)
    private let storedIndex: Int32
    private let storedRow: Int32

    public var index: Int { Int(storedIndex) }
    /// The row the layout put the child on, counting from 0; `nil` for a child it never placed.
    public var row: Int? { storedRow < 0 ? nil : Int(storedRow) }
    /// Whether `placeSubviews` placed the child (the engine puts the others where SwiftUI would).
    public var isPlaced: Bool { storedRow >= 0 }

    public init(index: Int, frame: Rect, row: Int?) {
        self.frame = frame
        self.storedIndex = Int32(index)
        self.storedRow = row.map { Int32($0) } ?? -1
    }
}
