/// What a walked run collects: every step its layout's probes make, in order, and where each
/// child was placed (or each collection item prepared), so that a step's picture can show what
/// was done before it. A run that is not walked has no recorder and its probes cost one check.
public final class WalkRecorder {
    public private(set) var steps: [WalkStep] = []
    /// `place` calls of a flow layout, in the order they were made.
    public private(set) var placed: [WalkPlacement] = []
    /// The items a collection layout prepared, in order.
    public private(set) var prepared: [CollectionItemAttributes] = []
    /// The most steps one walk keeps: a walk is read step by step, and a run of thousands of
    /// children is not. Past it, `isCut` says so.
    public let limit: Int
    public private(set) var isCut = false
    /// The method being run (set by whoever calls the layout).
    public var phase: WalkPhase = .sizeThatFits

    public init(limit: Int = 5000) {
        self.limit = limit
    }

    /// Whether another step would be kept; when not, the walk is marked cut. A probe whose step
    /// takes work to build asks first (on a line of 100,000 items, building every step would
    /// take longer than the run).
    func keepsMore() -> Bool {
        guard steps.count < limit else {
            isCut = true
            return false
        }
        return true
    }

    /// Keeps a step, stamped with the method being run and what was done before it.
    public func add(_ step: WalkStep) {
        guard steps.count < limit else {
            isCut = true
            return
        }
        var step = step
        step.phase = phase
        step.doneCount = phase == .prepare ? prepared.count : placed.count
        steps.append(step)
    }

    func didPlace(_ index: Int, _ frame: Rect) {
        placed.append(WalkPlacement(index: index, frame: frame))
    }

    public func didPrepare(_ attributes: CollectionItemAttributes) {
        prepared.append(attributes)
    }
}

/// One `place` call of a walked run: which child, and the frame it got.
public struct WalkPlacement: Equatable, Sendable {
    public var index: Int
    public var frame: Rect

    public init(index: Int, frame: Rect) {
        self.index = index
        self.frame = frame
    }
}
