/// SwiftUI's half of SwiftUI-Flow's overflow indicator. The library tells the indicator's view
/// how many items it hid; the view keeps that number in its state, so SwiftUI draws it again
/// (`+3` where it said `+0`) and lays the flow out again, with the indicator's new size — which
/// can hide one item more or less. The lab makes the same round trips, from `+0` as the state
/// starts, until the number holds (at most four: a number that never settles is shown as the
/// last one reached).
public enum OverflowIndicator {
    /// `items` with a trailing overflow indicator showing the number the layout reports for it.
    public static func settled(
        _ items: [LayoutItem], _ configuration: LayoutConfiguration, proposal: ProposedSize, origin: Point = .zero
    ) -> [LayoutItem] {
        guard configuration.kind.isSwiftUIFlow, let last = items.indices.last, items[last].isOverflowIndicator else {
            return items
        }
        var items = items
        for _ in 0..<4 {
            let result = LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin)
            guard let report = result.overflowReport, case .overflow(let shown, let size) = items[last].kind,
                report.count != shown
            else { break }
            // The same view with a new number: its layout values stay.
            let values = items[last].values
            items[last] = LayoutItem.overflowIndicator(count: report.count, size: size).with { $0 = values }
        }
        return items
    }
}

extension LayoutResult {
    /// The children SwiftUI-Flow parked far below the container, where they do not draw: those
    /// `maxLines` hid, and a hidden overflow indicator (the last child).
    public var hiddenBySwiftUIFlow: Set<Int> {
        var hidden = Set<Int>()
        for note in notes {
            switch note {
            case .hiddenByLineLimit(let indices, _): hidden.formUnion(indices)
            case .overflowReported(let report) where report.visibility != .shown:
                if let last = placements.indices.last { hidden.insert(last) }
            default: break
            }
        }
        return hidden
    }

    /// What SwiftUI-Flow told its overflow indicator, when there is one.
    public var overflowReport: OverflowReport? {
        for note in notes {
            if case .overflowReported(let report) = note { return report }
        }
        return nil
    }
}
