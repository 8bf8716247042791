import Exercises
import Workbench

extension Workspace {
    /// The exercise whose reference solution is the code of the layout in use: what `source`,
    /// `walk`, demo's `c` and the slides list; nil for a layout with no listing in the lab.
    public var referenceExercise: Exercise? {
        // (`if let`, not `collection.map { … } ?? …`, which crashes Swift 6.3.1's optimiser.)
        if let scene = collection { return ExerciseCatalog.reference(for: scene.kind) }
        return ExerciseCatalog.reference(for: configuration.kind)
    }
}
