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

extension LayoutConfiguration {
    /// The configured layout's stack orientation (SwiftUI's `layoutProperties.stackOrientation`),
    /// along which a spacer grows: the stacks' and the flows' axis, 000's horizontal, none for
    /// 004 and 001.
    public var stackOrientation: Axis? { BuiltInRunner(self).stackOrientation }
}

/// The runner of whichever built-in layout a configuration names.
private enum BuiltInRunner {
    case flow(LayoutRunner<FlowLayout>)
    case wrap(LayoutRunner<WrapLayout>)
    case anchored(LayoutRunner<AnchoredLayout>)
    case swiftUIFlow(LayoutRunner<SwiftUIFlowLayout>)
    case stack(LayoutRunner<StackLayout>)

    init(_ configuration: LayoutConfiguration) {
        switch configuration.kind {
        case .flow: self = .flow(LayoutRunner(FlowLayout(configuration)))
        case .wrap: self = .wrap(LayoutRunner(WrapLayout(configuration)))
        case .anchored: self = .anchored(LayoutRunner(AnchoredLayout(configuration)))
        case .hflow, .vflow: self = .swiftUIFlow(LayoutRunner(SwiftUIFlowLayout(configuration.swiftUIFlowOptions)))
        case .hstack, .vstack: self = .stack(LayoutRunner(configuration.stackLayout))
        }
    }

    /// The same layout with other settings: the cache stays, to be brought up to date.
    func update(_ configuration: LayoutConfiguration) {
        switch self {
        case .flow(let runner): runner.layout = FlowLayout(configuration)
        case .wrap(let runner): runner.layout = WrapLayout(configuration)
        case .anchored(let runner): runner.layout = AnchoredLayout(configuration)
        case .swiftUIFlow(let runner): runner.layout = SwiftUIFlowLayout(configuration.swiftUIFlowOptions)
        case .stack(let runner): runner.layout = configuration.stackLayout
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
        case .stack(let runner):
            runner.run(items, proposal: proposal, origin: origin, tracing: tracing, walker: walker)
        }
    }

    /// The layout's `stackOrientation`, asked of the layout itself.
    var stackOrientation: Axis? {
        switch self {
        case .flow(let runner): runner.layout.stackOrientation
        case .wrap(let runner): runner.layout.stackOrientation
        case .anchored(let runner): runner.layout.stackOrientation
        case .swiftUIFlow(let runner): runner.layout.stackOrientation
        case .stack(let runner): runner.layout.stackOrientation
        }
    }

    var mayBeStale: Bool {
        get {
            switch self {
            case .flow(let runner): runner.mayBeStale
            case .wrap(let runner): runner.mayBeStale
            case .anchored(let runner): runner.mayBeStale
            case .swiftUIFlow(let runner): runner.mayBeStale
            case .stack(let runner): runner.mayBeStale
            }
        }
        nonmutating set {
            switch self {
            case .flow(let runner): runner.mayBeStale = newValue
            case .wrap(let runner): runner.mayBeStale = newValue
            case .anchored(let runner): runner.mayBeStale = newValue
            case .swiftUIFlow(let runner): runner.mayBeStale = newValue
            case .stack(let runner): runner.mayBeStale = newValue
            }
        }
    }
}
