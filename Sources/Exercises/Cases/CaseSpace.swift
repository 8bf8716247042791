import LayoutCore

/// The cases an exercise is checked on: a few named ones (the article's known edges), then
/// random ones drawn from a seed, and the smaller cases a failing one is shrunk through.
enum CaseSpace {
    case flow, wrap, anchored
    /// SwiftUI-Flow's justified and evenly distributed rows: fixed-size subviews, fixed spacing.
    case justified
    /// SwiftUI's HStack: fixed and flexible subviews, layout priorities, centred across.
    case hstack

    var namedCases: [ExerciseCase] {
        let three: [ExerciseCase.Item] = [.fixed(4, 1), .fixed(6, 1), .fixed(3, 2)]
        let common = [
            // Nothing to place.
            ExerciseCase(
                proposal: ProposedSize(width: 20, height: nil), horizontalSpacing: 1, verticalSpacing: 1, items: []),
            // A row filled exactly: 4 + 1 + 6 = 11 is not more than 11.
            ExerciseCase(
                proposal: ProposedSize(width: 11, height: nil), horizontalSpacing: 1, verticalSpacing: 1, items: three),
            // A first subview wider than the proposal.
            ExerciseCase(
                proposal: ProposedSize(width: 3, height: nil), horizontalSpacing: 1, verticalSpacing: 1, items: three),
            // No width proposed, and an infinite one.
            ExerciseCase(
                proposal: ProposedSize(width: nil, height: nil), horizontalSpacing: 1, verticalSpacing: 1, items: three),
            ExerciseCase(
                proposal: ProposedSize(width: .infinity, height: nil), horizontalSpacing: 1, verticalSpacing: 1,
                items: three),
            // A container its parent puts away from the origin.
            ExerciseCase(
                proposal: ProposedSize(width: 9, height: nil), origin: Point(x: 5, y: 3), horizontalSpacing: 1,
                verticalSpacing: 1, items: three),
        ]
        switch self {
        case .flow:
            // The article's own spacing, 8, when the case leaves it.
            return common + [ExerciseCase(proposal: ProposedSize(width: 20, height: nil), items: three)]
        case .wrap:
            return common + [
                // System spacing, and a row's tallest child deciding the next row's spacing.
                ExerciseCase(proposal: ProposedSize(width: 12, height: nil), alignment: .bottomTrailing, items: three),
                // Below the minimum size on both axes: no rows, nothing placed.
                ExerciseCase(proposal: .zero, items: three),
                // Narrower than the widest subview but tall enough: rows are arranged (the
                // minimum is passed on one axis only), and only the row test's guard keeps the
                // wide first subview from leaving an empty row above it.
                ExerciseCase(
                    proposal: ProposedSize(width: 3, height: 10), horizontalSpacing: 1, verticalSpacing: 1,
                    items: three),
                // Neighbours that prefer different distances on their facing edges: A asks 3 after
                // it, B nothing before it, so 3 between them; asked the other way round (B's
                // trailing edge, A's leading) it would be the lab's default, 1.
                ExerciseCase(
                    proposal: ProposedSize(width: 20, height: nil),
                    items: [
                        ExerciseCase.Item(.fixed(width: 4, height: 1), spacing: ViewSpacing(trailing: 3)),
                        .fixed(6, 1), .fixed(3, 2),
                    ]),
            ]
        case .justified:
            return common + [
                // One column left over, shared by two gaps: half a column each.
                ExerciseCase(
                    proposal: ProposedSize(width: 12, height: nil), horizontalSpacing: 1, verticalSpacing: 0,
                    items: [.fixed(4, 1), .fixed(3, 2), .fixed(2, 1)]),
                // Five of 4 in 19: greedy rows take four and one, even rows three and two.
                ExerciseCase(
                    proposal: ProposedSize(width: 19, height: nil), horizontalSpacing: 1, verticalSpacing: 0,
                    items: Array(repeating: .fixed(4, 1), count: 5)),
                // Two rows, the last of one subview (not stretched), no spacing.
                ExerciseCase(
                    proposal: ProposedSize(width: 10, height: nil), horizontalSpacing: 0, verticalSpacing: 2,
                    items: [.fixed(4, 1), .fixed(4, 3), .fixed(6, 1)]),
                // 0.1 + 0.2 is 0.30000000000000004 in floating point: one row in 0.3 only with the
                // library's slack of a rounding error (a test without it breaks the row).
                ExerciseCase(
                    proposal: ProposedSize(width: 0.3, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
                    items: [.fixed(0.1, 1), .fixed(0.2, 1)]),
                // A line exactly the width plus the slack: 0.5 + (0.5 + 2 ulps of 0.5) is
                // 1 + 2^-52, and so is 1 + the slack; not more, so one line (>= would break it).
                ExerciseCase(
                    proposal: ProposedSize(width: 1, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
                    items: [.fixed(0.5, 1), .fixed(0.5000000000000002, 1)]),
            ]
        case .hstack:
            func flexible(_ minimum: Double, _ ideal: Double, _ maximum: Double, priority: Double = 0)
                -> ExerciseCase.Item
            {
                ExerciseCase.Item(.flexible(width: [minimum, ideal, maximum], height: [1, 1, 1]), priority: priority)
            }
            return common + [
                // The less flexible first: B, fixed, is offered 50 and takes 40; A gets the 60 left.
                ExerciseCase(
                    proposal: ProposedSize(width: 100, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
                    items: [flexible(10, 30, .infinity), .fixed(40, 1)]),
                // A higher priority takes all but the others' minimums: 80 and 20.
                ExerciseCase(
                    proposal: ProposedSize(width: 100, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
                    items: [flexible(0, 50, .infinity, priority: 1), flexible(20, 50, .infinity)]),
                // Two fixed children and a spacer-like one that cannot fit: the stack overflows.
                ExerciseCase(
                    proposal: ProposedSize(width: 160, height: nil), horizontalSpacing: 8, verticalSpacing: 8,
                    items: [.fixed(80, 2), flexible(0, 0, .infinity), .fixed(80, 1)]),
                // System spacing between each pair, and children of different heights centred.
                ExerciseCase(
                    proposal: ProposedSize(width: 20, height: nil),
                    items: [.fixed(4, 1), .fixed(6, 3), flexible(2, 5, 9)]),
                // A spacer's priority is −∞: the child that grows without end takes all 20, the
                // spacer nothing (at priority 0 they would share, 10 each).
                ExerciseCase(
                    proposal: ProposedSize(width: 20, height: nil), horizontalSpacing: 0, verticalSpacing: 0,
                    items: [flexible(0, 0, .infinity), ExerciseCase.Item(.spacer(minLength: 0))],
                    stackOrientation: .horizontal),
                // System spacing beside a spacer is none (it states 0): 4, then the spacer's 13, then 3.
                ExerciseCase(
                    proposal: ProposedSize(width: 20, height: nil),
                    items: [.fixed(4, 1), ExerciseCase.Item(.spacer(minLength: 2)), .fixed(3, 1)],
                    stackOrientation: .horizontal),
            ]
        case .anchored:
            let anchored: [ExerciseCase.Item] = [
                .fixed(4, 1, anchor: .top), .fixed(6, 3, anchor: .trailing), .fixed(3, 2, anchor: .bottomLeading),
            ]
            return common.map { scene in
                var scene = scene
                scene.items = scene.items.enumerated().map { anchored[$0.offset % anchored.count] }
                return scene
            }
        }
    }

    /// A random case: up to eight subviews, most of a fixed size (some wider than the
    /// proposal, some empty), proposals of nothing, zero, infinity or a width, spacing of the
    /// layout's own or fixed, any alignment, now and then an origin away from zero.
    func random(using generator: inout some RandomNumberGenerator) -> ExerciseCase {
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
        func length(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &generator))
            return Int.random(in: 0..<6, using: &generator) == 0 ? whole + 0.5 : whole
        }
        let width: Double? = pick([nil, 0, .infinity, length(1...40), length(1...40), length(1...40), length(5...20)])
        let height: Double? = pick([nil, nil, nil, 0, .infinity, length(1...12)])
        let count = Int.random(in: 0...8, using: &generator)
        var items: [ExerciseCase.Item] = []
        for _ in 0..<count {
            let anchor = pick(UnitPoint.named.map(\.point))
            if self == .hstack {
                // Fixed and flexible children and spacers, some of a higher or lower priority.
                let priority = pick([nil, nil, nil, 1, -1] as [Double?])
                if Int.random(in: 0..<5, using: &generator) == 0 {
                    items.append(
                        ExerciseCase.Item(.spacer(minLength: pick([0, 0, length(1...4)])), priority: priority))
                } else if Bool.random(using: &generator) {
                    items.append(
                        ExerciseCase.Item(
                            .fixed(width: pick([0, length(1...12), length(1...25)]), height: length(0...3)),
                            priority: priority))
                } else {
                    let minimum = pick([0, length(0...5)])
                    let ideal = minimum + length(0...10)
                    let maximum = pick([ideal, ideal + length(0...10), .infinity, .infinity])
                    let tall = length(1...3)
                    items.append(
                        ExerciseCase.Item(
                            .flexible(width: [minimum, ideal, maximum], height: [tall, tall, tall]), priority: priority)
                    )
                }
            } else if self == .justified {
                // Fixed sizes only: the exercise is about the rows, not about measuring.
                items.append(.fixed(pick([0, length(1...12), length(1...12), length(1...20)]), length(0...3)))
            } else if self == .wrap, Int.random(in: 0..<4, using: &generator) == 0 {
                let minimum = length(0...3)
                let ideal = minimum + length(0...8)
                let maximum = pick([ideal, ideal + length(0...10), .infinity])
                let tall = length(1...3)
                items.append(
                    ExerciseCase.Item(.flexible(width: [minimum, ideal, maximum], height: [tall, tall, tall])))
            } else {
                items.append(
                    .fixed(pick([0, length(1...12), length(1...12), length(1...25)]), length(0...3), anchor: anchor))
            }
        }
        let spacing: Double? =
            self == .justified ? pick([0, 1, 2, length(0...4)]) : pick([nil, 0, 1, 2, length(0...4)])
        let separateRows = Int.random(in: 0..<4, using: &generator) == 0
        return ExerciseCase(
            proposal: ProposedSize(width: width, height: height),
            origin: Int.random(in: 0..<5, using: &generator) == 0
                ? Point(x: length(0...10), y: length(0...5)) : Point(x: 0, y: 0),
            // 004 has one spacing for both axes; 000 has one per axis.
            horizontalSpacing: spacing,
            verticalSpacing: separateRows && self == .wrap
                ? pick([nil, 0, 1, 3]) : self == .justified ? pick([0, 1, 2]) : spacing,
            alignment: self == .wrap ? pick(Alignment.allCases) : .center, items: items,
            stackOrientation: self == .hstack ? .horizontal : nil)
    }

    /// Whether `scene` is a case of this space: what `random` draws and `smaller` must keep to.
    /// (Its numbers are free; its shape is not: flow's one spacing, wrap's alignment, …)
    func contains(_ scene: ExerciseCase) -> Bool {
        let flexibleItems = scene.items.contains {
            if case .flexible = $0.sizing { true } else { false }
        }
        switch self {
        case .flow, .anchored:
            return scene.horizontalSpacing == scene.verticalSpacing && scene.alignment == .center && !flexibleItems
        case .wrap:
            return true
        case .justified:
            return scene.horizontalSpacing != nil && scene.verticalSpacing != nil && scene.alignment == .center
                && !flexibleItems
        case .hstack:
            return scene.horizontalSpacing == scene.verticalSpacing && scene.alignment == .center
        }
    }

    /// The case with subviews left out, the only way a named case shrinks: each is chosen to
    /// show something ("a row filled exactly: 4 + 1 + 6 = 11"), which smaller numbers would
    /// lose while still failing. Runs of subviews first, halves then quarters and so on, then
    /// each alone: a case of twenty shrinks in a few runs of the learner's program.
    func fewer(_ scene: ExerciseCase) -> [ExerciseCase] {
        var candidates: [ExerciseCase] = []
        var run = scene.items.count / 2
        while run >= 2 {
            for start in stride(from: 0, to: scene.items.count, by: run).reversed() {
                var copy = scene
                copy.items.removeSubrange(start..<min(start + run, scene.items.count))
                candidates.append(copy)
            }
            run /= 2
        }
        for index in scene.items.indices.reversed() {
            var copy = scene
            copy.items.remove(at: index)
            candidates.append(copy)
        }
        return candidates
    }

    /// Smaller neighbours of a case, simplest first: fewer subviews, whole and smaller
    /// numbers, settings back to plain ones. Shrinking keeps the first that still fails.
    /// Every neighbour is a case of this space, as `random` draws them: a neighbour outside
    /// it (flow's one spacing split in two) could fail the article's own code as well.
    func smaller(_ scene: ExerciseCase) -> [ExerciseCase] {
        var candidates: [ExerciseCase] = []
        func variant(_ change: (inout ExerciseCase) -> Void) {
            var copy = scene
            change(&copy)
            if copy != scene { candidates.append(copy) }
        }
        candidates += fewer(scene)
        variant { $0.origin = Point(x: 0, y: 0) }
        // Settings go only down their ladder of plain values: offered both ways, a setting the
        // failure does not depend on went back and forth until shrinking gave up (60 runs).
        for alignment in Self.simpler(scene.alignment, than: [.center, .topLeading]) {
            variant { $0.alignment = alignment }
        }
        if scene.horizontalSpacing == scene.verticalSpacing {
            for spacing in Self.simpler(scene.horizontalSpacing, than: [0, 1]) {
                variant {
                    $0.horizontalSpacing = spacing
                    $0.verticalSpacing = spacing
                }
            }
        }
        // Flow and anchors have one spacing for both axes; 000's rows and SwiftUI-Flow's have one each.
        if self == .wrap || self == .justified {
            for spacing in Self.simpler(scene.horizontalSpacing, than: [0, 1]) {
                variant { $0.horizontalSpacing = spacing }
            }
            for spacing in Self.simpler(scene.verticalSpacing, than: [0, 1]) {
                variant { $0.verticalSpacing = spacing }
            }
        }
        variant { $0.proposal.height = nil }
        if let width = scene.proposal.width, width.isFinite {
            for smaller in [width.rounded(.down), (width / 2).rounded(.down), width - 1]
            where Self.keepsVisible(smaller, from: width) {
                variant { $0.proposal.width = smaller }
            }
        }
        for index in scene.items.indices {
            variant { $0.items[index].anchor = .center }
            variant { $0.items[index].priority = nil }
            switch scene.items[index].sizing {
            case .fixed(let width, let height):
                for (newWidth, newHeight) in [
                    (width.rounded(.down), height.rounded(.down)), ((width / 2).rounded(.down), height), (width, 1),
                    (width - 1, height),
                ] where Self.keepsVisible(newWidth, from: width) && Self.keepsVisible(newHeight, from: height) {
                    variant { $0.items[index].sizing = .fixed(width: newWidth, height: newHeight) }
                }
            case .flexible(let width, let height):
                variant { $0.items[index].sizing = .fixed(width: width[1], height: height[1]) }
            case .spacer:
                variant { $0.items[index].sizing = .spacer(minLength: 0) }
            }
        }
        return candidates
    }

    /// Whether a length may shrink from `old` to `new`: never below zero, and never to zero
    /// from more. A subview of no width draws as nothing and a proposal of none hides the
    /// picture: the smallest case of a `>=` slip read "A 0×1, B 0×1 in 0", and showed nothing.
    static func keepsVisible(_ new: Double, from old: Double) -> Bool {
        new > 0 || (new == 0 && old == 0)
    }

    /// The values of `ladder` plainer than `current`, plainest first: all of them when
    /// `current` is not on it, none when it is the first.
    static func simpler<Value: Equatable>(_ current: Value, than ladder: [Value]) -> [Value] {
        Array(ladder.prefix(ladder.firstIndex(of: current) ?? ladder.count))
    }
}
