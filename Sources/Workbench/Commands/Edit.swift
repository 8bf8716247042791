import LayoutCore

/// A change of the workspace: what a lesson's setup and solutions are made of. Each kind says
/// what it changes — which layout is shown, the items (of either scene), a flow layout's
/// settings, or a scrolling collection's — so that `Workspace.apply` meets each pair of edit and
/// scene once.
public enum Edit: Equatable, Sendable {
    /// `layout flow|wrap|anchored`: a flow layout shown (a collection's settings kept aside).
    case layout(LayoutKind)
    /// `layout snap-carousel|card-stack|drum`: a scrolling collection shown (the flow
    /// layout's items and settings kept aside).
    case collectionLayout(CollectionKind)
    case items(ItemEdit)
    case flow(FlowEdit)
    case collection(CollectionEdit)
}

/// `add`, `remove`, `clear`: the items of whichever scene is shown — labelled and sized in a
/// flow layout, alike and numbered in a scrolling collection.
public enum ItemEdit: Equatable, Sendable {
    case add(LayoutItem)
    /// `add` alone: one more numbered item in a scrolling collection (a flow item needs a label).
    case addNumbered
    case remove(ItemReference)
    /// `remove` alone: the last item of a scrolling collection (a flow item must be named).
    case removeLast
    case clear
}

/// The settings of a flow layout (refused while a scrolling collection is shown).
public enum FlowEdit: Equatable, Sendable {
    case setWidth(Double?)
    case setHeight(Double?)
    case setSpacing(horizontal: SpacingRule?, vertical: SpacingRule?)
    case setAlignment(Alignment)
    /// `set NAME on|off` for one of the lab's variants of the article layouts.
    case setVariant(LayoutVariant, on: Bool)
    /// Where the parent puts the container (the origin of `placeSubviews`' bounds).
    case setOrigin(Point)
    /// One of SwiftUI-Flow's options (kept for `hflow` and `vflow`).
    case setSwiftUIFlow(SwiftUIFlowChange)
}

/// A change of one of SwiftUI-Flow's options.
public enum SwiftUIFlowChange: Equatable, Sendable {
    /// With the name typed: `top` and `leading` are one placement on different axes.
    case itemAlignment(FlowPlacement, named: String)
    case lineAlignment(FlowPlacement, named: String)
    case justified(Bool)
    case distributeItemsEvenly(Bool)
    case maxLines(Int?)
    case layoutDirection(FlowLayoutDirection)
}

/// The settings and the scrolling of a scrolling collection (refused while a flow layout is
/// shown).
public enum CollectionEdit: Equatable, Sendable {
    case setBounds(Size)
    case setItems(Int)
    case setParameter(CollectionParameter, Double)
    case scroll(Double)
    case drag(Double)
    case release(velocity: Double)
}
