import LayoutCore
import Workbench

/// Everything an answer expression can ask about a workspace, computed by the layout engine
/// on demand. Traces and cache counts are those of one run from a cold cache, the same every
/// time; where the layout is, a run already made for the same workspace may say (the shell's
/// run for the picture), so that an edit runs the layout once.
public final class LayoutFacts {
    public let workspace: Workspace
    private let given: LayoutResult?

    /// `run`: the workspace's layout as already run, whose frames agree with a run from a new
    /// cache (the shell's picture, not drawn from stale rows).
    public init(_ workspace: Workspace, run: LayoutResult? = nil) {
        self.workspace = workspace
        given = run
    }

    /// Where everything is: the run given, or one from a new cache. (A picture drawn from a
    /// cache kept through a change of settings can differ: article 000's stale rows.)
    public var result: LayoutResult { given ?? coldRun }

    /// The layout of the workspace run from a new cache, with its trace: what the counts of
    /// questions, hits and misses read.
    public private(set) lazy var coldRun: LayoutResult = LayoutEngine.layout(
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
