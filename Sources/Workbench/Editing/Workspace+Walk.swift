import LayoutCore

extension Workspace {
    /// The layout run step by step, from a new cache, as `walk` shows it: the steps come from
    /// the layout's own code as it runs.
    public func walk(limit: Int = 5000) -> LayoutWalk {
        let recorder = WalkRecorder(limit: limit)
        if let scene = collection {
            scene.walk(recorder)
            return LayoutWalk(recorder: recorder, scene: scene)
        }
        let result = LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin, walker: recorder)
        var walk = LayoutWalk(recorder: recorder, items: items, result: result)
        walk.proposal = proposal
        return walk
    }
}
