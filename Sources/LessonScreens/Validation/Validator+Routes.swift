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

    /// Every setting the learner may change, one at a time, to each value `set` offers for it:
    /// one that reaches the goal and is neither the solution's own setting nor a route the step
    /// names is a loophole ("also solved by: set inset 2"): the learner's results then say
    /// "first try" for a way the step never meant. Naming it as `route: … => solves` says it is
    /// meant, and silences it.
    func checkLoopholes(
        _ check: Check, goal: LocatedExpression, from start: Workspace, warn: (Int, DiagnosticCode, String) -> Void
    ) {
        // Solved from the start: every setting "reaches" it (already-solved says so).
        if case .bool(true)? = try? Evaluator.evaluate(goal, LayoutFacts(start)) { return }
        // The solution's settings, and those that set the same thing (spacing sets both ways).
        let changed = Set(
            check.solution.compactMap { Self.settingName(of: $0.text) }.flatMap { [$0] + (Self.sameKnob[$0] ?? []) })
        let named = Set(check.routes.filter(\.solves).flatMap(\.commands).map { Self.normalized($0.text) })
        var found: [String] = []
        for setting in Setting.all where setting != .autoshow && !changed.contains(setting.name) {
            for value in setting.words.completions {
                let command = "set \(setting.name) \(value)"
                guard !named.contains(Self.normalized(command)) else { continue }
                var workspace = start
                guard (try? StepScript.run(command, on: &workspace)) != nil, workspace != start,
                    case .bool(true)? = try? Evaluator.evaluate(goal, LayoutFacts(workspace))
                else { continue }
                found.append(command)
                break  // one value a setting is enough to name it
            }
        }
        guard !found.isEmpty else { return }
        let solution = check.solution.map(\.text).joined(separator: " · ")
        warn(
            check.line, .alsoSolved,
            "also solved by: \(found.joined(separator: ", ")) (the solution: \(solution)); if that is meant, name it (route: \(found[0]) => solves), else make the goal refuse it"
        )
    }

    /// Settings that change what another does: `spacing` sets `hspacing` and `vspacing`.
    static let sameKnob = ["spacing": ["hspacing", "vspacing"], "hspacing": ["spacing"], "vspacing": ["spacing"]]

    /// The setting a `set NAME VALUE` command changes.
    static func settingName(of command: String) -> String? {
        let words = command.split(separator: " ")
        return words.count >= 2 && words[0].lowercased() == "set" ? words[1].lowercased() : nil
    }

    static func normalized(_ command: String) -> String {
        command.lowercased().split(separator: " ").joined(separator: " ")
    }
}
