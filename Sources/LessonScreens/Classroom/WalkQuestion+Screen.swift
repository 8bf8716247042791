import Lessons
import Rendering
import Workbench

extension WalkQuestion {
    /// What the learner sees while the question waits: the listing around the stop, the
    /// variables (the asked one as ?), and the picture so far — nothing that says the answer.
    /// `yours`: the file a stop at `your test` walks.
    public func screen(_ workspace: Workspace, yours: String? = nil, options: RenderOptions, height: Int)
        throws(WalkQuestionError) -> [String]
    {
        let setting = try setting(workspace, yours: yours)
        let asked: WalkView.Question =
            switch ask {
            case .variable(let name): .variable(name)
            case .nextLine: .nextLine
            }
        let view = WalkView(walk: setting.walk, listing: setting.listing, title: "", options: options, question: asked)
        return view.screen(at: setting.stop, height: height)
    }
}
