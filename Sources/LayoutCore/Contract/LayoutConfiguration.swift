/// Everything that decides how a flow layout behaves, apart from its children.
public struct LayoutConfiguration: Hashable, Sendable {
    public var kind: LayoutKind
    /// `wrap` uses it as article 000 does (fixed per axis, or system per pair); `flow` has one
    /// fixed spacing per axis (system means 004's default, 8); `anchored` has none (001).
    public var spacing: LayoutSpacing
    /// The alignment chosen (`set align`, `place`'s "alignment"); nil: the layout's own.
    public var chosenAlignment: Alignment?
    /// What `wrap` aligns its rows by and a stack its children across it: the one chosen, else
    /// the layout's own default (`LayoutKind.defaultAlignment`: a stack's is SwiftUI's, center).
    public var alignment: Alignment {
        get { chosenAlignment ?? kind.defaultAlignment }
        set { chosenAlignment = newValue }
    }
    /// The lab's variants that are switched on; those of another layout are kept but unused.
    public var variants: Set<LayoutVariant>
    /// SwiftUI-Flow's own options, read by `hflow` and `vflow` (whose item and line spacing are
    /// `spacing`'s, along and across the lines).
    public var flowOptions = SwiftUIFlowSettings()

    public init(
        kind: LayoutKind = .wrap, spacing: LayoutSpacing = .system, alignment: Alignment? = nil,
        variants: Set<LayoutVariant> = []
    ) {
        self.kind = kind
        self.spacing = spacing
        self.chosenAlignment = alignment
        self.variants = variants
    }

    /// The variants that change this layout, in a fixed order.
    public var activeVariants: [LayoutVariant] { variants.filter { $0.layout == kind }.sorted() }

    /// The stack `hstack` or `vstack` runs: spacing along its axis (system: each pair's own
    /// preference), and the alignment's part across it (HStack reads top, center or bottom;
    /// VStack leading, center or trailing; see `Alignment.stackPoint` for the text baselines).
    public var stackLayout: StackLayout {
        let horizontal = kind != .vstack
        let rule = horizontal ? spacing.horizontal : spacing.vertical
        let point = alignment.stackPoint
        let across = horizontal ? point.y : point.x
        return StackLayout(
            majorAxis: horizontal ? .horizontal : .vertical, minorAlignment: across, uniformSpacing: rule.fixedDistance)
    }

    /// SwiftUI-Flow's options for `hflow` or `vflow` from these settings.
    public var swiftUIFlowOptions: SwiftUIFlowOptions {
        var options = kind == .vflow ? SwiftUIFlowOptions.vflow : SwiftUIFlowOptions.hflow
        let along = kind == .vflow ? spacing.vertical : spacing.horizontal
        let across = kind == .vflow ? spacing.horizontal : spacing.vertical
        options.itemSpacing = along.fixedDistance
        options.lineSpacing = across.fixedDistance
        options.itemAlignment = flowOptions.itemAlignment
        options.lineAlignment = flowOptions.lineAlignment
        options.justified = flowOptions.justified
        options.distributeItemsEvenly = flowOptions.distributeItemsEvenly
        options.maxLines = flowOptions.maxLines
        options.layoutDirection = flowOptions.layoutDirection
        return options
    }
}
