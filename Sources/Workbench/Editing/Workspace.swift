import LayoutCore

/// A flow layout's problem: the items, the layout and its settings, and the proposal the
/// container is offered.
public struct FlowScene: Equatable, Sendable {
    public var items: [LayoutItem] = []
    public var configuration = LayoutConfiguration(kind: .wrap, spacing: .system)
    public var proposal = ProposedSize(width: 40, height: nil)
    /// Where the parent puts the container: the origin of the bounds `placeSubviews` gets.
    public var origin = Point.zero

    public init() {}
}

/// What the workspace shows: a flow layout or a scrolling collection. The family not shown
/// keeps its settings aside, so that choosing it again brings them back: a flow layout's items
/// are always there, a collection's settings once one has been chosen.
public enum Scene: Equatable, Sendable {
    case flow(FlowScene, collectionAside: CollectionScene?)
    case collection(CollectionScene, flowAside: FlowScene)
}

/// A whole layout problem: what the learner works on in the shell, and what a lesson sets up.
public struct Workspace: Equatable, Sendable {
    public var scene: Scene = .flow(FlowScene(), collectionAside: nil)

    public init() {}

    /// The flow layout's problem, shown or kept aside while a collection is shown.
    public var flow: FlowScene {
        get {
            switch scene {
            case .flow(let flow, _), .collection(_, let flow): flow
            }
        }
        set {
            switch scene {
            case .flow(_, let aside): scene = .flow(newValue, collectionAside: aside)
            case .collection(let shown, _): scene = .collection(shown, flowAside: newValue)
            }
        }
    }

    /// The scrolling collection shown, if one is; setting one shows it, setting nil shows the
    /// flow layout (keeping the collection aside).
    public var collection: CollectionScene? {
        get {
            guard case .collection(let shown, _) = scene else { return nil }
            return shown
        }
        set {
            switch (scene, newValue) {
            case (.flow(let flow, _), let shown?), (.collection(_, let flow), let shown?):
                scene = .collection(shown, flowAside: flow)
            case (.collection(let shown, let flow), nil): scene = .flow(flow, collectionAside: shown)
            case (.flow, nil): break
            }
        }
    }

    /// Changes the flow layout's problem in place: its arrays are not copied (the scene lets go
    /// of them while `change` runs), so adding an item stays cheap however many there are.
    public mutating func changeFlow<Result, Failure: Error>(
        _ change: (inout FlowScene) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        switch scene {
        case .flow(var flow, let aside):
            scene = .flow(FlowScene(), collectionAside: nil)
            defer { scene = .flow(flow, collectionAside: aside) }
            return try change(&flow)
        case .collection(let shown, var flow):
            scene = .flow(FlowScene(), collectionAside: nil)
            defer { scene = .collection(shown, flowAside: flow) }
            return try change(&flow)
        }
    }

    // The flow layout's parts, shown or aside: what most readers of a workspace want.
    public var items: [LayoutItem] {
        get { flow.items }
        set { changeFlow { $0.items = newValue } }
    }
    public var configuration: LayoutConfiguration {
        get { flow.configuration }
        set { changeFlow { $0.configuration = newValue } }
    }
    public var proposal: ProposedSize {
        get { flow.proposal }
        set { changeFlow { $0.proposal = newValue } }
    }
    public var origin: Point {
        get { flow.origin }
        set { changeFlow { $0.origin = newValue } }
    }

    /// The layout's name, whichever family it belongs to.
    public var layoutName: String { collection?.kind.rawValue ?? configuration.kind.rawValue }

    /// Whether a picture would show anything: items, or a scrolling collection.
    public var hasSomethingToShow: Bool { !items.isEmpty || collection != nil }

    /// The items' labels, for tab completion.
    public var itemLabels: [String] { items.map(\.label).filter { !$0.isEmpty } }
}

extension FlowScene {
    /// A trailing overflow indicator made to show what the layout reports for it (see
    /// `OverflowIndicator`).
    public mutating func settleOverflowIndicator() {
        guard configuration.kind.isSwiftUIFlow, items.last?.isOverflowIndicator == true else { return }
        items = OverflowIndicator.settled(items, configuration, proposal: proposal, origin: origin)
    }
}
