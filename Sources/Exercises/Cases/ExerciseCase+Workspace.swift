import LabText
import LayoutCore

extension ExerciseCase {
    /// The case a learner's file is walked on: the workspace's items, proposal, origin, spacing
    /// and alignment, as the kit's harness takes them. The kit's subviews answer fixed or
    /// flexible sizes: a text item is given as the size it answers unproposed (one line), and
    /// said so in `note`; a spacer as the spacer it is, along the layout's stack orientation; a
    /// line break or an overflow tag is refused.
    public static func walking(
        _ items: [LayoutItem], _ configuration: LayoutConfiguration, proposal: ProposedSize, origin: Point
    ) throws(ExerciseSetupError) -> (scene: ExerciseCase, note: String?) {
        var converted: [Item] = []
        var asText: [String] = []
        for (index, item) in items.enumerated() {
            let name = item.label.isEmpty ? "item \(index + 1)" : "'\(Quote.cut(VisibleText.of(item.label)))'"
            switch item.kind {
            case .fixed(let size): converted.append(.fixed(size.width, size.height, anchor: item.anchor))
            case .flexible(let flexible):
                let width = [flexible.width.minimum, flexible.width.ideal, flexible.width.maximum]
                let height = [flexible.height.minimum, flexible.height.ideal, flexible.height.maximum]
                converted.append(Item(.flexible(width: width, height: height), anchor: item.anchor))
            case .text:
                let size = item.sizeThatFits(.unspecified, stackOrientation: configuration.stackOrientation)
                converted.append(.fixed(size.width, size.height, anchor: item.anchor))
                asText.append("\(name) \(WalkText.number(size.width))×\(WalkText.number(size.height))")
            case .spacer(let minLength):
                converted.append(Item(.spacer(minLength: minLength), anchor: item.anchor))
            case .lineBreak, .overflow:
                throw ExerciseSetupError(
                    message:
                        "walk FILE.swift runs your layout on fixed and flexible items; \(name) is a \(item.kind.name), which the exercise's subviews cannot be"
                )
            }
        }
        // `.layoutPriority(_:)`, which the stacks read, goes with every item that was given one.
        for (index, item) in items.enumerated() where index < converted.count {
            converted[index].priority = item.values.priority
            converted[index].spacing = item.values.spacing
        }
        let scene = ExerciseCase(
            proposal: proposal, origin: origin, horizontalSpacing: configuration.spacing.horizontal.fixedDistance,
            verticalSpacing: configuration.spacing.vertical.fixedDistance, alignment: configuration.alignment,
            items: converted, stackOrientation: configuration.stackOrientation)
        let note =
            asText.isEmpty
            ? nil
            : "(text items are given to your layout at their one-line size, as fixed subviews: \(asText.joined(separator: ", ")))"
        return (scene, note)
    }
}
