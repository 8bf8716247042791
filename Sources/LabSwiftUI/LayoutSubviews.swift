/// What one subview is (how it answers a proposal, its spacing, priority and layout values)
/// and what its container did with it: every question asked and every `place` call, which the
/// runner reports to `layoutlab check`.
final class SubviewProbe {
    let answer: (ProposedViewSize) -> CGSize
    let spacing: ViewSpacing
    let priority: Double
    var values: [ObjectIdentifier: Any]
    /// Each question with its place among all the questions of the case (`QuestionOrder`).
    var asked: [(order: Int, proposal: ProposedViewSize, answer: CGSize)] = []
    var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = []
    /// Its place among the container's subviews (what a walk names it by).
    var index = 0

    init(
        answer: @escaping (ProposedViewSize) -> CGSize, spacing: ViewSpacing, priority: Double,
        values: [ObjectIdentifier: Any]
    ) {
        self.answer = answer
        self.spacing = spacing
        self.priority = priority
        self.values = values
    }

    func ask(_ proposal: ProposedViewSize) -> CGSize {
        let size = answer(proposal)
        QuestionOrder.next += 1
        asked.append((QuestionOrder.next, proposal, size))
        _LabWalk.asked(index, proposal, size)
        return size
    }
}

/// Counts the questions of a case across all its subviews, so they are reported in the order
/// the layout asked them.
enum QuestionOrder {
    static var next = 0
}

/// SwiftUI's `LayoutSubview`: one subview as its container sees it.
public struct LayoutSubview: Equatable {
    let probe: SubviewProbe

    /// The size the subview wants for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        probe.ask(proposal)
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: probe.ask(proposal))
    }

    /// Puts the subview's `anchor` point at `position` (in the container's parent's
    /// coordinates), sized for `proposal`. Apple documents that a subview never placed is put
    /// at the centre of the container, and that the last call wins when there are several.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        probe.placements.append((position, anchor, proposal))
        _LabWalk.placed(probe.index, at: position, anchor: anchor, size: probe.answer(proposal))
    }

    public var spacing: ViewSpacing { probe.spacing }
    public var priority: Double { probe.priority }

    /// The value the subview carries for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        probe.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.probe === rhs.probe }
}

/// SwiftUI's `LayoutSubviews`: the container's subviews, in order. As in SwiftUI, a slice of
/// it is a `LayoutSubviews` too (keeping the indices of the whole).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    let probes: [SubviewProbe]
    let range: Range<Int>

    init(probes: [SubviewProbe]) {
        self.probes = probes
        range = probes.indices
        for (index, probe) in probes.enumerated() { probe.index = index }
    }

    private init(probes: [SubviewProbe], range: Range<Int>) {
        self.probes = probes
        self.range = range
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(position: Int) -> LayoutSubview {
        // Said in words: the kit is compiled optimised, where a bare trap has no message.
        guard range.contains(position) else {
            fatalError("subview index \(position) is out of range \(range.lowerBound)..<\(range.upperBound)")
        }
        return LayoutSubview(probe: probes[position])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        guard bounds.lowerBound >= range.lowerBound, bounds.upperBound <= range.upperBound else {
            fatalError("subviews[\(bounds)] is out of range \(range.lowerBound)..<\(range.upperBound)")
        }
        return LayoutSubviews(probes: probes, range: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && zip(lhs.probes, rhs.probes).allSatisfy { $0 === $1 }
    }
}

/// SwiftUI's `ViewDimensions`: a size, and where its alignment guides fall. The guides are the
/// defaults (leading 0, centre half, trailing the width; the text baselines at the bottom, the
/// lab's model of a one-line view).
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .trailing: width
        default: width / 2
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        default: height
        }
    }
}
