import LayoutCore
import Workbench

/// Everything an answer expression can ask about a workspace, computed by the layout engine
/// on demand. Each fact comes from a fresh engine, so traces and cache counts are those of
/// one run from a cold cache, the same every time.
public final class LayoutFacts {
    public let workspace: Workspace

    public init(_ workspace: Workspace) {
        self.workspace = workspace
    }

    /// The layout of the workspace run from a new cache, with its trace. (A picture drawn from
    /// a cache kept through a change of settings can differ: article 000's stale rows.)
    public private(set) lazy var result: LayoutResult = LayoutEngine.layout(
        workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin, tracing: true)

    /// What the layout answers to a `.zero` proposal.
    public private(set) lazy var minimumSize: Size = LayoutEngine.layout(
        workspace.items, workspace.configuration, proposal: .zero
    ).size

    /// The layout if the container were offered another width, everything else the same.
    public func result(width: Double?) -> LayoutResult {
        LayoutEngine.layout(
            workspace.items, workspace.configuration,
            proposal: ProposedSize(width: width, height: workspace.proposal.height))
    }
}
