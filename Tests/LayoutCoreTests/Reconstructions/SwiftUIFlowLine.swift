/// SwiftUI-Flow's sizing of one line (tevelee/SwiftUI-Flow at fb94ea2:
/// `Internal/LineBreaking/LineSizing.swift`, `LineSizer.sizes(of:)` and
/// `distributeRemainingSpace`; `Internal/Core/FlowLayout+Measurement.swift`, how each subview is
/// measured), written down again for the tests alone over OpenSwiftUI's views
/// (`OpenSwiftUIStack.swift`): a spacer's priority, size and spacing are OpenSwiftUI's. Nothing
/// here shares code with the engine's `LineSizer`.
enum SwiftUIFlowLine {
    struct MeasuredItem {
        var size: ClosedRange<Double>
        var spacing: Double
        var priority: Double
        var growingPotential: Double { size.upperBound - size.lowerBound }
    }

    /// Every view measured for a line `breadth` wide along `.horizontal` (HFlow), with
    /// `itemSpacing`, or the views' own spacing when it is nil.
    static func measured(
        _ views: [OpenSwiftUI.View], breadth: Double, itemSpacing: Double?, defaultSpacing: Double
    ) -> [MeasuredItem] {
        views.enumerated().map { offset, view in
            let ideal = view.sizeThatFits(nil, nil).width
            let minimum = ideal <= breadth ? ideal : view.sizeThatFits(breadth, nil).width
            let maximum = view.sizeThatFits(.infinity, .infinity).width
            var spacing = 0.0
            if offset > 0 {
                spacing =
                    itemSpacing
                    ?? views[offset - 1].spacing.distanceToSuccessorView(along: .horizontal, preferring: view.spacing)
                    ?? defaultSpacing
            }
            return MeasuredItem(
                size: min(minimum, maximum)...max(minimum, maximum), spacing: spacing, priority: view.layoutPriority)
        }
    }

    /// Each item's breadth on the line, or nil when the items do not fit in `availableSpace`.
    static func sizes(of items: [MeasuredItem], availableSpace: Double) -> [Double]? {
        guard !items.isEmpty else { return nil }
        let totalMinimumSize =
            items.reduce(0) { $0 + $1.size.lowerBound } + items.dropFirst().reduce(0) { $0 + $1.spacing }
        let tolerance = max(abs(totalMinimumSize), abs(availableSpace), 1) * Double.ulpOfOne
        guard totalMinimumSize <= availableSpace + tolerance else { return nil }
        var remainingSpace = max(0, availableSpace - totalMinimumSize)
        var result = items.map(\.size.lowerBound)
        let itemsInPriorityOrder = Dictionary(grouping: items.enumerated(), by: \.element.priority)
        let priorities = itemsInPriorityOrder.keys.sorted(by: >)
        for priority in priorities where remainingSpace > 0 {
            let group = itemsInPriorityOrder[priority] ?? []
            // `sorted(using: KeyPathComparator(\.element.element.growingPotential))`: stable.
            let inFlexibilityOrder = group.enumerated().sorted {
                ($0.element.element.growingPotential, $0.offset) < ($1.element.element.growingPotential, $1.offset)
            }.map(\.element)
            var remainingItemCount = group.count
            for (index, item) in inFlexibilityOrder {
                let offer = remainingSpace / Double(remainingItemCount)
                let allocation = min(item.growingPotential, offer)
                result[index] += allocation
                remainingSpace -= allocation
                remainingItemCount -= 1
            }
        }
        return result
    }
}
