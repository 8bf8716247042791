/// One child of a layout: a label (which may be empty), what kind of child it is, and the
/// per-item values a layout may read (SwiftUI's `LayoutValueKey` idea).
///
/// Build items through the throwing factories: they are the boundary where NaN, infinite,
/// negative and absurdly large numbers are refused, so the layouts never meet them.
public struct LayoutItem: Hashable, Sendable {
    public let kind: ItemKind
    /// Kept beside the kind because every layout reads it for every child.
    public private(set) var startsNewLine: Bool
    /// Everything that is usually left at its default, in one shared box, so that an item
    /// is 32 bytes and a layout of a million children streams as little memory as it can.
    private var details: Details?

    init(label: String, kind: ItemKind, values: LayoutValues = LayoutValues()) {
        self.kind = kind
        self.startsNewLine = values.startsNewLine
        self.details = Details.make(
            label: label, anchor: values.anchor, spacing: values.spacing, flexibility: values.flexibility,
            priority: values.priority)
    }

    /// The item's name: the text of a text item, any name for the others (may be empty).
    public var label: String { details?.label ?? "" }

    /// The per-item values a layout may read.
    public var values: LayoutValues {
        get {
            var values = LayoutValues(anchor: anchor, startsNewLine: startsNewLine, spacing: details?.spacing)
            values.flexibility = flexibility
            values.priority = details?.priority
            return values
        }
        set {
            startsNewLine = newValue.startsNewLine
            details = Details.make(
                label: label, anchor: newValue.anchor, spacing: newValue.spacing, flexibility: newValue.flexibility,
                priority: newValue.priority)
        }
    }

    /// The point of the item `anchored` puts at the centre of its cell (the `anchor=` option).
    public var anchor: UnitPoint { details?.anchor ?? .center }
    /// SwiftUI-Flow's `.flexibility(_:)`: how the item takes a line's leftover breadth.
    var flexibility: FlowFlexibility { details?.flexibility ?? .natural }
    /// SwiftUI's `.layoutPriority(_:)`, which the stacks and SwiftUI-Flow read: the item's own,
    /// or its kind's (a spacer's is −∞, as OpenSwiftUI's `SpacerLayoutComputer` answers).
    public var priority: Double { details?.priority ?? kind.defaultPriority }

    /// Whether this is an explicit line break (`add break`).
    public var isLineBreak: Bool {
        if case .lineBreak = kind { return true }
        return false
    }

    /// A child that is always the same size, whatever it is offered.
    public static func fixed(_ label: String = "", width: Double, height: Double) throws(InvalidLength) -> LayoutItem {
        let size = Size(
            width: try LayoutLimits.checked(width, "width"), height: try LayoutLimits.checked(height, "height"))
        return LayoutItem(label: label, kind: .fixed(size))
    }

    /// A text child: one line as wide as its label; offered less width it wraps its words.
    public static func text(_ label: String) throws(InvalidLabel) -> LayoutItem {
        guard let metrics = TextMetrics(label) else { throw InvalidLabel() }
        return LayoutItem(label: metrics.text, kind: .text(metrics))
    }

    /// A child that takes any length between its minimum and maximum on each axis.
    public static func flexible(_ label: String = "", _ size: FlexibleSize) -> LayoutItem {
        LayoutItem(label: label, kind: .flexible(size))
    }

    /// A spacer: SwiftUI's `Spacer(minLength:)` as OpenSwiftUI has it (`Spacer.swift`). Along
    /// its layout's stack orientation it takes all it is offered (∞ too), never less than
    /// `minLength`, and nothing across; in a layout with no orientation, both ways. Its layout
    /// priority is −∞, so a stack offers it only what the others leave; it states a spacing of 0
    /// along its stack, so no system spacing sits beside it. `wrap` (article 000 sets
    /// `stackOrientation = .horizontal`) offers it the container's width: it fills a row of its
    /// own, a line break. `minLength` 0 is 000's `Spacer(minLength: .zero)`; SwiftUI's
    /// `Spacer()` takes the system's default spacing as its minimum.
    public static func spacer(_ label: String = "", minLength: Double = 0) -> LayoutItem {
        LayoutItem(label: label, kind: .spacer(minLength: minLength))
    }

    /// Whether this is a spacer (`add spacer`).
    public var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// An explicit line break (the lab's; no article has one): a child of no size after which
    /// the next child starts a new row, as if it did not fit.
    public static func lineBreak(_ label: String = "") -> LayoutItem {
        LayoutItem(label: label, kind: .lineBreak)
    }

    /// SwiftUI-Flow's overflow indicator (`.maxLines(_:overflow:)`'s view, here the text
    /// `+N`): `hflow` and `vflow` put it at the end of the last visible line and report how
    /// many items they hid, which becomes its `count` (see `OverflowIndicator`). Any other
    /// layout sees a one-line text. The library takes any view as the indicator: `size`, when
    /// given, is such a view's fixed size (its tests use them); nil is the `+N` tag.
    public static func overflowIndicator(count: Int = 0, size: Size? = nil) -> LayoutItem {
        LayoutItem(label: "+\(count)", kind: .overflow(count: count, size: size))
    }

    /// Whether this is SwiftUI-Flow's overflow indicator (`add overflow`).
    public var isOverflowIndicator: Bool {
        if case .overflow = kind { return true }
        return false
    }

    /// A spacer's length along an axis it grows on when offered `offered`: what it is offered,
    /// never less than its minimum; offered nothing, its minimum.
    static func spacerLength(_ offered: Double?, _ minLength: Double) -> Double {
        max(offered ?? minLength, minLength)
    }

    /// The same item with other layout values.
    public func with(_ change: (inout LayoutValues) -> Void) -> LayoutItem {
        var copy = self
        change(&copy.values)
        return copy
    }

    /// The spacing this item prefers around itself inside a layout whose stack orientation is
    /// `stackOrientation`: its own setting or its kind's default.
    public func spacing(stackOrientation: Axis?) -> ViewSpacing {
        if let own = details?.spacing { return own }
        guard isSpacer else { return kind.defaultSpacing }
        return stackOrientation.map(ViewSpacing.zero(along:)) ?? .zero
    }

    /// How the item answers a proposal inside a layout whose stack orientation is
    /// `stackOrientation` (SwiftUI's `LayoutProperties.stackOrientation`; only a spacer reads it).
    /// Deterministic: the same proposal gets the same answer.
    public func sizeThatFits(_ proposal: ProposedSize, stackOrientation: Axis?) -> Size {
        switch kind {
        case .fixed(let size):
            return size
        case .text(let metrics):
            return metrics.size(proposedWidth: proposal.width)
        case .flexible(let flexible):
            return flexible.size(for: proposal)
        case .spacer(let minLength):
            // What it is offered along its stack, ∞ too, its minimum at least (unspecified: its
            // ideal, the minimum); nothing across. Outside a stack, the same on both axes.
            let width = Self.spacerLength(proposal.width, minLength)
            let height = Self.spacerLength(proposal.height, minLength)
            switch stackOrientation {
            case .horizontal: return Size(width: width, height: 0)
            case .vertical: return Size(width: 0, height: height)
            case nil: return Size(width: width, height: height)
            }
        case .lineBreak:
            return .zero
        case .overflow(_, let size):
            // A tag of its label, `[+5]`, as a text item is (`+N` has no space to wrap at).
            return size ?? Size(width: Double(label.count + TextMetrics.padding), height: 1)
        }
    }
}

/// The kinds of children.
public enum ItemKind: Hashable, Sendable {
    case fixed(Size)
    // The larger payloads live in boxes, so that an item stays small and cheap to copy: a
    // layout of a million fixed-size children copies no text metrics.
    indirect case text(TextMetrics)
    indirect case flexible(FlexibleSize)
    /// `minLength`: the least length it takes along its stack (Spacer(minLength:)).
    case spacer(minLength: Double)
    case lineBreak
    /// SwiftUI-Flow's overflow indicator, showing `count` (see `LayoutItem.overflowIndicator`).
    indirect case overflow(count: Int, size: Size?)

    /// The names used by `place` and the shell.
    public var name: String {
        switch self {
        case .fixed: "fixed"
        case .text: "text"
        case .flexible: "flexible"
        case .spacer: "spacer"
        case .lineBreak: "break"
        case .overflow: "overflow"
        }
    }

    /// Content, a line break (SwiftUI-Flow's `LineBreak` is a plain view) and the overflow tag
    /// state no spacing of their own; a spacer's depends on its stack (`spacing(stackOrientation:)`).
    var defaultSpacing: ViewSpacing { .standard }

    /// A spacer's layout priority is −∞ (OpenSwiftUI's `SpacerLayoutComputer.Engine
    /// .layoutPriority()`): a stack or a SwiftUI-Flow line offers it what the rest leave. Every
    /// other child's is 0, as `.layoutPriority(_:)`'s default.
    var defaultPriority: Double {
        switch self {
        case .spacer: -.infinity
        case .fixed, .text, .flexible, .lineBreak, .overflow: 0
        }
    }
}

/// Per-item values that a layout reads (SwiftUI's `LayoutValueKey`).
public struct LayoutValues: Hashable, Sendable {
    /// The point of the item that `anchored` puts at the centre of its cell (article 001).
    public var anchor: UnitPoint = .center
    /// The item begins a new row even if it would fit on the current one.
    public var startsNewLine = false
    /// The spacing the item prefers around itself; `nil` means its kind's default.
    public var spacing: ViewSpacing? = nil
    /// SwiftUI-Flow's `.flexibility(_:)` (read by `hflow` and `vflow` only).
    public var flexibility: FlowFlexibility = .natural
    /// `.layoutPriority(_:)` (read by the stacks, `hflow` and `vflow`); nil is the kind's own
    /// (0, or −∞ for a spacer).
    public var priority: Double? = nil

    public init(anchor: UnitPoint = .center, startsNewLine: Bool = false, spacing: ViewSpacing? = nil) {
        self.anchor = anchor
        self.startsNewLine = startsNewLine
        self.spacing = spacing
    }
}

/// The rarely changed parts of an item. Immutable and shared between copies; `nil` in the
/// item when everything is at its default.
private final class Details: Hashable, Sendable {
    let label: String
    let anchor: UnitPoint
    let spacing: ViewSpacing?
    let flexibility: FlowFlexibility
    let priority: Double?

    private init(
        label: String, anchor: UnitPoint, spacing: ViewSpacing?, flexibility: FlowFlexibility, priority: Double?
    ) {
        self.label = label
        self.anchor = anchor
        self.spacing = spacing
        self.flexibility = flexibility
        self.priority = priority
    }

    /// A box for these values, or `nil` when they are all defaults.
    static func make(
        label: String, anchor: UnitPoint, spacing: ViewSpacing?, flexibility: FlowFlexibility = .natural,
        priority: Double? = nil
    ) -> Details? {
        if label.isEmpty, anchor == .center, spacing == nil, flexibility == .natural, priority == nil { return nil }
        return Details(label: label, anchor: anchor, spacing: spacing, flexibility: flexibility, priority: priority)
    }

    static func == (lhs: Details, rhs: Details) -> Bool {
        lhs === rhs
            || (lhs.label == rhs.label && lhs.anchor == rhs.anchor && lhs.spacing == rhs.spacing
                && lhs.flexibility == rhs.flexibility && lhs.priority == rhs.priority)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(anchor)
        hasher.combine(spacing)
        hasher.combine(flexibility)
        hasher.combine(priority)
    }
}
