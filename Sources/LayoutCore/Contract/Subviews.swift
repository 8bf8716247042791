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
        Subview(subviews: self, index: index)
    }

    // The layouts' inner loops ask by index, without making a `Subview` per question.

    /// Asks child `index` what size it wants for a proposal.
    @inline(__always)
    func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        let answer = items[index].sizeThatFits(proposal)
        recorder?.record(.asked(index: index, proposal: proposal, answer: answer))
        return answer
    }

    /// Asks every child, in order.
    func sizesThatFit(_ proposal: ProposedSize) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        for index in items.indices {
            sizes.append(sizeThatFits(index, proposal))
        }
        return sizes
    }

    /// Asks every child, in order; returns `nil` when every answer equals `known`, and all
    /// the answers otherwise.
    func sizesThatFit(_ proposal: ProposedSize, unlessEqualTo known: [Size]) -> [Size]? {
        guard known.count == items.count else { return sizesThatFit(proposal) }
        var index = 0
        while index < items.count {
            let answer = sizeThatFits(index, proposal)
            if answer != known[index] {
                var sizes = Array(known[..<index])
                sizes.reserveCapacity(items.count)
                sizes.append(answer)
                for rest in (index + 1)..<items.count {
                    sizes.append(sizeThatFits(rest, proposal))
                }
                return sizes
            }
            index += 1
        }
        return nil
    }

    @inline(__always)
    func startsNewLine(_ index: Int) -> Bool { items[index].startsNewLine }

    @inline(__always)
    func isLineBreak(_ index: Int) -> Bool {
        if case .lineBreak = items[index].kind { return true }
        return false
    }

    @inline(__always)
    func spacing(_ index: Int) -> ViewSpacing { items[index].spacing }

    @inline(__always)
    func anchor(_ index: Int) -> UnitPoint { items[index].anchor }
}

/// One child as its layout sees it.
public struct Subview {
    let subviews: Subviews
    public let index: Int

    /// Asks the child what size it wants for a proposal.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        subviews.sizeThatFits(index, proposal)
    }

    public var values: LayoutValues { subviews.items[index].values }
    public var spacing: ViewSpacing { subviews.spacing(index) }
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
    public var row: Int { Int(storedRow) }

    public init(index: Int, frame: Rect, row: Int) {
        self.frame = frame
        self.storedIndex = Int32(index)
        self.storedRow = Int32(row)
    }
}
