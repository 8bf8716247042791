import LayoutCore

extension Workspace {
    /// One run of the workspace's layout from a new cache (the session's own runs keep theirs:
    /// `Editor.layout`).
    public func freshLayout(tracing: Bool = false) -> LayoutResult {
        LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin, tracing: tracing)
    }
}
