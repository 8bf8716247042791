import Lessons
import Workbench

extension LessonValidator {
    /// A route the step's text names: run from the step's start, does it do what it claims
    /// (reach the goal, or fall short of it)? A route that claims to solve and does not is
    /// reported with the part of the goal still false; one that claims to fall short and
    /// reaches the goal means the text promises less than the goal accepts.
    func checkRoute(
        _ route: Check.Route, goal: LocatedExpression, from start: Workspace,
        _ report: (Int, Int, DiagnosticCode, String) -> Void
    ) {
        var workspace = start
        for command in route.commands {
            do {
                try StepScript.run(command.text, on: &workspace)
            } catch {
                let code: DiagnosticCode = if case .notAnEdit = error { .notAnEdit } else { .solutionFailed }
                report(command.line, command.column, code, "the route's command failed: \(error.message)")
                return
            }
        }
        let facts = LayoutFacts(workspace)
        guard case .bool(let reached)? = try? Evaluator.evaluate(goal, facts), reached != route.solves else {
            return
        }
        if route.solves {
            let why = Evaluator.whyFalse(goal.text, facts).map { ": \($0)" } ?? ""
            report(route.line, 1, .routeDisagrees, "this route is said to solve the task, but it misses the goal\(why)")
        } else {
            report(
                route.line, 1, .routeDisagrees,
                "this route is said to fall short, but it reaches the goal: the goal accepts more than the text says")
        }
    }
}
