/// The children as a layout sees them: it can ask each one for its size and read its layout
/// values, nothing more (SwiftUI's `LayoutSubviews`). Every question asked goes into the
/// trace when one is being recorded.
public struct Subviews: RandomAccessCollection {
    let items: [LayoutItem]
    let recorder: TraceRecorder?

    init(_ items: [LayoutItem], recorder: TraceRecorder?) {
        self.items = items
        self.recorder = recorder
    }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }

    public subscript(index: Int) -> Subview {
        Subview(index: index, item: items[index], recorder: recorder)
    }
}

/// One child as its layout sees it.
public struct Subview {
    public let index: Int
    let item: LayoutItem
    let recorder: TraceRecorder?

    /// Asks the child what size it wants for a proposal.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let answer = item.sizeThatFits(proposal)
        recorder?.record(.asked(index: index, proposal: proposal, answer: answer))
        return answer
    }

    public var values: LayoutValues { item.values }
    public var spacing: ViewSpacing { item.spacing }
    public var kind: ItemKind { item.kind }
}

/// Where a layout put one child: its frame (top-leading corner and size) and its row.
public struct Placement: Hashable, Sendable {
    public let index: Int
    public let frame: Rect
    public let row: Int

    public init(index: Int, frame: Rect, row: Int) {
        self.index = index
        self.frame = frame
        self.row = row
    }
}
