/// A walked run: the steps the layout's probes made, in order, with what each step's picture
/// needs — the children and where they were placed (a flow layout) or the items prepared (a
/// scrolling collection) — and how the run ended.
public struct LayoutWalk: Equatable, Sendable {
    public var steps: [WalkStep]
    /// Fewer steps were kept than the run made (see `WalkRecorder.limit`).
    public var isCut: Bool
    /// A flow layout's children, its `place` calls in order, and its result.
    public var items: [LayoutItem]
    public var placed: [WalkPlacement]
    public var result: LayoutResult?
    /// What a flow layout was offered: its picture marks where the offer ended when the layout
    /// took more (nil: not known, nothing marked).
    public var proposal: ProposedSize?
    /// A scrolling collection's items as `prepare` made them, in order, and the collection.
    public var prepared: [CollectionItemAttributes]
    public var scene: CollectionScene?

    public init(
        recorder: WalkRecorder, items: [LayoutItem] = [], result: LayoutResult? = nil, scene: CollectionScene? = nil
    ) {
        self.scene = scene
        steps = recorder.steps
        isCut = recorder.isCut
        placed = recorder.placed
        prepared = recorder.prepared
        self.items = items
        self.result = result
    }

    /// A walk reported by the code that ran (a learner's instrumented file): its steps, the
    /// children and their `place` calls in order, as reported.
    public init(steps: [WalkStep], isCut: Bool, items: [LayoutItem], placed: [WalkPlacement], result: LayoutResult?) {
        self.steps = steps
        self.isCut = isCut
        self.items = items
        self.placed = placed
        self.result = result
        prepared = []
        scene = nil
    }

    /// A collection's walk reported by the code that ran (a learner's instrumented file): its
    /// steps, and the items whose attributes it made, in order, as they ended up.
    public init(steps: [WalkStep], isCut: Bool, prepared: [CollectionItemAttributes], scene: CollectionScene?) {
        self.steps = steps
        self.isCut = isCut
        self.prepared = prepared
        self.scene = scene
        items = []
        placed = []
        result = nil
    }

    /// The first step of each item's turn, the next one after `index`.
    public func nextItem(after index: Int) -> Int? {
        guard steps.indices.contains(index) else { return nil }
        let current = steps[index].item
        return steps.indices.dropFirst(index + 1).first { steps[$0].item != nil && steps[$0].item != current }
    }

    /// The first step of the next phase (method) after `index`.
    public func nextPhase(after index: Int) -> Int? {
        guard steps.indices.contains(index) else { return nil }
        let phase = steps[index].phase
        return steps.indices.dropFirst(index + 1).first { steps[$0].phase != phase }
    }
}
