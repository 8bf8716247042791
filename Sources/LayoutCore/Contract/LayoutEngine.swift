/// The flow layouts, by the names a learner types.
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
    /// Article 004: the teaching flow layout.
    case flow
    /// Article 000: the wrapping HStack with alignment, system spacing and a cache.
    case wrap
    /// Article 001: each child's own anchor.
    case anchored
    /// SwiftUI-Flow's `HFlow`: rows, with its options (justified, evenly distributed, …).
    case hflow
    /// SwiftUI-Flow's `VFlow`: the same engine in columns.
    case vflow

    public static let allNames: [String] = allCases.map(\.rawValue)

    /// The article whose code the layout runs.
    public var article: String {
        switch self {
        case .flow: "004"
        case .wrap: "000"
        case .anchored: "001"
        case .hflow, .vflow: "SwiftUI-Flow"
        }
    }

    /// Whether it is one of SwiftUI-Flow's layouts (not an article's).
    public var isSwiftUIFlow: Bool { self == .hflow || self == .vflow }
}

/// Everything that decides how a flow layout behaves, apart from its children.
public struct LayoutConfiguration: Hashable, Sendable {
    public var kind: LayoutKind
    /// `wrap` uses it as article 000 does (fixed per axis, or system per pair); `flow` has one
    /// fixed spacing per axis (system means 004's default, 8); `anchored` has none (001).
    public var spacing: LayoutSpacing
    /// Used by `wrap` only.
    public var alignment: Alignment
    /// The lab's variants that are switched on; those of another layout are kept but unused.
    public var variants: Set<LayoutVariant>
    /// SwiftUI-Flow's own options, read by `hflow` and `vflow` (whose item and line spacing are
    /// `spacing`'s, along and across the lines).
    public var flowOptions = SwiftUIFlowSettings()

    public init(
        kind: LayoutKind = .wrap, spacing: LayoutSpacing = .system, alignment: Alignment = .topLeading,
        variants: Set<LayoutVariant> = []
    ) {
        self.kind = kind
        self.spacing = spacing
        self.alignment = alignment
        self.variants = variants
    }

    /// The variants that change this layout, in a fixed order.
    public var activeVariants: [LayoutVariant] { variants.filter { $0.layout == kind }.sorted() }

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

/// What one layout run produced.
public struct LayoutResult: Equatable, Sendable {
    /// The container's size: what `sizeThatFits` answered (∞ where the layout answered ∞).
    public let size: Size
    /// Where the container was placed: at the origin the parent chose, with that size.
    public let bounds: Rect
    /// One placement per child, in child order; children the layout never placed are where
    /// SwiftUI shows them (the centre of the container) and are not `isPlaced`.
    public let placements: [Placement]
    /// The negotiation, when a trace was asked for; empty otherwise.
    public let trace: [TraceEvent]
    /// What the learner must be told (undefined arithmetic, traps, unplaced children).
    public let notes: [LayoutNote]

    public init(
        size: Size, bounds: Rect? = nil, placements: [Placement], trace: [TraceEvent] = [], notes: [LayoutNote] = []
    ) {
        self.size = size
        self.bounds = bounds ?? Rect(origin: .zero, size: size)
        self.placements = placements
        self.trace = trace
        self.notes = notes
    }

    /// How many rows the placed children occupy.
    public var rowCount: Int { placements.compactMap(\.row).max().map { $0 + 1 } ?? 0 }
}

/// Runs the built-in layouts by name (`LayoutKind`), on top of `LayoutRunner`, which runs any
/// `Layout`. Keeps the layout's cache between runs, as SwiftUI does for a view that stays on
/// screen: new children, or new settings of the same layout, go through `updateCache` (Apple:
/// "If the layout container or any of its subviews change, SwiftUI calls updateCache");
/// another layout, or a variant switched (other code), starts with a new cache.
public final class LayoutEngine {
    public private(set) var configuration: LayoutConfiguration
    private var runner: BuiltInRunner

    public init(_ configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
        self.runner = BuiltInRunner(configuration)
    }

    public func configure(_ configuration: LayoutConfiguration) {
        guard configuration != self.configuration else { return }
        let sameCode =
            configuration.kind == self.configuration.kind
            && configuration.activeVariants == self.configuration.activeVariants
        self.configuration = configuration
        if sameCode {
            runner.update(configuration)
        } else {
            runner = BuiltInRunner(configuration)
        }
    }

    public func run(
        _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false
    ) -> LayoutResult {
        let result = runner.run(items, proposal: proposal, origin: origin, tracing: tracing)
        guard runner.mayBeStale else { return result }
        // Rows kept through `updateCache` may have been arranged under the old settings: compare
        // with a run from a new cache, and say so when they differ.
        let fresh = Self.layout(items, configuration, proposal: proposal, origin: origin)
        if fresh.size.isSame(as: result.size)
            && zip(fresh.placements, result.placements).allSatisfy({ $0.frame.isSame(as: $1.frame) && $0.row == $1.row }
            )
        {
            runner.mayBeStale = false
            return result
        }
        return LayoutResult(
            size: result.size, bounds: result.bounds, placements: result.placements, trace: result.trace,
            notes: result.notes + [.staleRows])
    }

    /// One run with a fresh cache; a `walker` records the layout's own steps (see `WalkStep`).
    public static func layout(
        _ items: [LayoutItem], _ configuration: LayoutConfiguration, proposal: ProposedSize, origin: Point = .zero,
        tracing: Bool = false, walker: WalkRecorder? = nil
    ) -> LayoutResult {
        BuiltInRunner(configuration).run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
    }

    /// One run of any layout, with a fresh cache: the engine runs whatever conforms to `Layout`
    /// (`LayoutRunner` keeps the cache between runs).
    public static func layout<L: Layout>(
        _ layout: L, _ items: [LayoutItem], proposal: ProposedSize, origin: Point = .zero, tracing: Bool = false
    ) -> LayoutResult {
        LayoutRunner(layout).run(items, proposal: proposal, origin: origin, tracing: tracing)
    }
}

/// The runner of whichever built-in layout a configuration names.
private enum BuiltInRunner {
    case flow(LayoutRunner<FlowLayout>)
    case wrap(LayoutRunner<WrapLayout>)
    case anchored(LayoutRunner<AnchoredLayout>)
    case swiftUIFlow(LayoutRunner<SwiftUIFlowLayout>)

    init(_ configuration: LayoutConfiguration) {
        switch configuration.kind {
        case .flow: self = .flow(LayoutRunner(FlowLayout(configuration)))
        case .wrap: self = .wrap(LayoutRunner(WrapLayout(configuration)))
        case .anchored: self = .anchored(LayoutRunner(AnchoredLayout(configuration)))
        case .hflow, .vflow: self = .swiftUIFlow(LayoutRunner(SwiftUIFlowLayout(configuration.swiftUIFlowOptions)))
        }
    }

    /// The same layout with other settings: the cache stays, to be brought up to date.
    func update(_ configuration: LayoutConfiguration) {
        switch self {
        case .flow(let runner): runner.layout = FlowLayout(configuration)
        case .wrap(let runner): runner.layout = WrapLayout(configuration)
        case .anchored(let runner): runner.layout = AnchoredLayout(configuration)
        case .swiftUIFlow(let runner): runner.layout = SwiftUIFlowLayout(configuration.swiftUIFlowOptions)
        }
    }

    func run(
        _ items: [LayoutItem], proposal: ProposedSize, origin: Point, tracing: Bool, walker: WalkRecorder? = nil
    ) -> LayoutResult {
        switch self {
        case .flow(let runner):
            runner.run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
        case .wrap(let runner):
            runner.run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
        case .anchored(let runner):
            runner.run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
        case .swiftUIFlow(let runner):
            runner.run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
        }
    }

    var mayBeStale: Bool {
        get {
            switch self {
            case .flow(let runner): runner.mayBeStale
            case .wrap(let runner): runner.mayBeStale
            case .anchored(let runner): runner.mayBeStale
            case .swiftUIFlow(let runner): runner.mayBeStale
            }
        }
        nonmutating set {
            switch self {
            case .flow(let runner): runner.mayBeStale = newValue
            case .wrap(let runner): runner.mayBeStale = newValue
            case .anchored(let runner): runner.mayBeStale = newValue
            case .swiftUIFlow(let runner): runner.mayBeStale = newValue
            }
        }
    }
}
