import LayoutCore
import Synchronization
import Workbench

/// Everything an answer expression can ask about a workspace, computed by the layout engine
/// on demand. Traces and cache counts are those of one run from a cold cache, the same every
/// time; where the layout is, a run already made for the same workspace may say (the shell's
/// run for the picture), so that an edit runs the layout once.
public final class LayoutFacts {
    public let workspace: Workspace
    private let given: LayoutResult?

    /// `run`: the workspace's layout as already run, whose frames agree with a run from a new
    /// cache (the shell's picture, not drawn from stale rows). `check`: the check the facts are
    /// for, when its walk names lines (`otherline`).
    public init(_ workspace: Workspace, run: LayoutResult? = nil, check: Check? = nil) {
        self.workspace = workspace
        given = run
        walkQuestion = check?.walk
    }

    private let walkQuestion: WalkQuestion?

    /// In a walk question that asks which line runs next: the line that would run if the test
    /// went the other way — the slip a learner makes who misreads the test.
    public var walkOtherLine: Int? {
        guard let walkQuestion, walkQuestion.ask == .nextLine, let setting = try? walkQuestion.setting(workspace),
            let condition = setting.step.condition, let line = setting.listing.line(of: setting.step)
        else { return nil }
        return setting.listing.nextLine(afterIf: line, condition: !condition)
    }

    /// Where everything is: the run given, or one from a new cache. (A picture drawn from a
    /// cache kept through a change of settings can differ: article 000's stale rows.)
    public var result: LayoutResult {
        if let given { return given }
        // Untraced unless the trace was wanted already: an `every` lays out once per value, and
        // a trace of thousands of items made for each value was most of its time.
        return keptColdRun ?? kept(\.keptPlainRun) { run(tracing: false) }
    }

    /// The layout of the workspace run from a new cache, with its trace: what the counts of
    /// questions, hits and misses read.
    public var coldRun: LayoutResult { kept(\.keptColdRun) { run(tracing: true) } }

    /// What the layout answers to a `.zero` proposal.
    public var minimumSize: Size {
        kept(\.keptMinimumSize) { LayoutEngine.layout(workspace.items, workspace.configuration, proposal: .zero).size }
    }

    /// Counts the layout runs facts make, where a test asks (`$runs.withValue`): one per answer
    /// is the rule, and a second one creeping in is a test's failure, not a guess.
    @TaskLocal public static var runs: RunCount?

    /// A count of layout runs, shared by the tasks that make them.
    public final class RunCount: Sendable {
        private let made = Atomic<Int>(0)
        public init() {}
        public var count: Int { made.load(ordering: .relaxed) }
        func add() { made.add(1, ordering: .relaxed) }
    }

    private func run(tracing: Bool) -> LayoutResult {
        Self.runs?.add()
        return LayoutEngine.layout(
            workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin,
            tracing: tracing)
    }

    // Each made once, unless the work was stopped while making it (the run is then empty).
    private var keptPlainRun: LayoutResult?
    private var keptColdRun: LayoutResult?
    private var keptMinimumSize: Size?

    private func kept<Value>(_ slot: ReferenceWritableKeyPath<LayoutFacts, Value?>, _ make: () -> Value) -> Value {
        if let value = self[keyPath: slot] { return value }
        let value = make()
        if LayoutWork.current?.isStopped != true { self[keyPath: slot] = value }
        return value
    }

    /// The layout if the container were offered another width, everything else the same.
    public func result(width: Double?) -> LayoutResult {
        LayoutEngine.layout(
            workspace.items, workspace.configuration,
            proposal: ProposedSize(width: width, height: workspace.proposal.height))
    }
}
