import Exercises
import Workbench

extension Workspace {
    /// The code of the layout in use, as `source`, `walk`, demo's `c` and the slides list it —
    /// with the lines of the variants that are on; nil for a layout with no listing in the lab.
    public var listing: LayoutListing? {
        // (`if let`, not `collection.map { … } ?? …`, which crashes Swift 6.3.1's optimiser.)
        if let scene = collection { return ExerciseCatalog.listing(for: scene) }
        return ExerciseCatalog.listing(for: configuration)
    }
}
