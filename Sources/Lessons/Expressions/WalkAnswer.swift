import Exercises
import LabText
import LayoutCore
import Workbench

/// Why a walk question cannot be asked of a layout: its stop is never reached, or what it
/// asks is not there.
public struct WalkQuestionError: LabError, Equatable, CustomStringConvertible {
    public let message: String
    /// Whether the trouble is in what is asked (then on the `ask:` line), not where it stops.
    public var inTheAsk = false
    /// Whether the learner's own code could not be walked at all here (no file yet, no
    /// compiler, a kit without the walk's instrumenter), rather than walked and found wanting.
    public var isSetup = false
    /// Whether the learner's own code was walked and does not do what the question stops at
    /// (no comparison with the item in hand): theirs to know, not the lesson's fault.
    public var isTheLearners = false
    public var description: String { message }
}

/// A walk question put to a workspace: the walk, the step it stops at, the listing.
public struct WalkQuestionSetting {
    public let walk: LayoutWalk
    public let listing: WalkListing
    public let stop: Int

    /// The question's step.
    public var step: WalkStep { walk.steps[stop] }
}

extension WalkQuestion {
    /// The walk of `workspace` and the step the question stops at. `yours` is the learner's
    /// exercise file, for a stop at `your test` (else never read).
    public func setting(_ workspace: Workspace, yours: String? = nil) throws(WalkQuestionError)
        -> WalkQuestionSetting
    {
        if stop.yours { return try yourSetting(workspace, file: yours) }
        guard let reference = workspace.listing else {
            throw WalkQuestionError(message: "this layout has no listing to walk")
        }
        let walk = workspace.walk()
        var seen = 0
        for (index, step) in walk.steps.enumerated() {
            guard step.code.contains(stop.code), stop.item == nil || step.item == stop.item,
                stop.phase == nil || step.phase == stop.phase
            else { continue }
            seen += 1
            if seen == stop.time {
                return WalkQuestionSetting(walk: walk, listing: WalkListing(reference.text), stop: index)
            }
        }
        let which = [stop.item.map { "item \($0)" }, stop.phase.map { "in \($0.rawValue)" }].compactMap { $0 }
        // A walk keeps its first steps: a stop past them was not found because it was not kept.
        if walk.isCut {
            throw WalkQuestionError(
                message:
                    "the walk stops keeping steps after \(walk.steps.count) (this layout runs longer), before it reaches '\(Quote.cut(stop.code))'\(which.isEmpty ? "" : " for " + which.joined(separator: " "))\(seen > 0 ? " a \(ordinal(stop.time)) time (it kept \(seen))" : ""): ask about fewer items, or an earlier stop"
            )
        }
        let statements = Array(Set(walk.steps.map(\.code))).sorted().prefix(12)
        throw WalkQuestionError(
            message:
                "the walk never stops at '\(Quote.cut(stop.code))'\(which.isEmpty ? "" : " for " + which.joined(separator: " "))\(seen > 0 ? " a \(ordinal(stop.time)) time (it does \(Plural.count(seen, "time")))" : "") (it stops at: \(statements.joined(separator: " · ")))"
        )
    }

    /// Said when a question stops the learner's own code and the lab has not seen their file.
    public static let noFileYet =
        "this question walks your own exercise file, which the lab has not seen yet: check it (check FILE; it needs to compile), then type step"

    /// `stop: your test`: the learner's file, walked on the workspace's items, stopped at the
    /// first comparison it makes (the `time`th) with `item` in hand and in `phase`.
    private func yourSetting(_ workspace: Workspace, file: String?) throws(WalkQuestionError) -> WalkQuestionSetting {
        guard let file else { throw WalkQuestionError(message: Self.noFileYet, isSetup: true) }
        let run: LearnerWalk.Run
        do throws(ExerciseSetupError) {
            if let collection = workspace.collection {
                run = try LearnerWalk.walkKept(file, on: CollectionCase.walking(collection))
            } else {
                let (scene, _) = try ExerciseCase.walking(
                    workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin)
                run = try LearnerWalk.walkKept(file, on: scene)
            }
        } catch {
            throw WalkQuestionError(message: error.message, isSetup: true)
        }
        var seen = 0
        for (index, step) in run.walk.steps.enumerated() {
            guard step.decision != nil, stop.item == nil || step.item == stop.item,
                stop.phase == nil || step.phase == stop.phase
            else { continue }
            seen += 1
            if seen == stop.time {
                return WalkQuestionSetting(walk: run.walk, listing: WalkListing(run.listing), stop: index)
            }
        }
        let which = [stop.item.map { "with item \($0) in hand" }, stop.phase.map { "in \($0.rawValue)" }].compactMap {
            $0
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        throw WalkQuestionError(
            message:
                "\(name) makes no comparison\(which.isEmpty ? "" : " " + which.joined(separator: " "))\(seen > 0 ? " a \(ordinal(stop.time)) time (it makes \(seen))" : "")\(run.problem.map { " (it \($0))" } ?? ""), and this question stops at one",
            isTheLearners: true)
    }

    /// The right answer: the variable's value at the stop (a number when it reads as one), or
    /// the line that runs next (in the learner's own file: the line their program ran next).
    public func answer(_ workspace: Workspace, yours: String? = nil) throws(WalkQuestionError) -> Value {
        let setting = try setting(workspace, yours: yours)
        let step = setting.step
        if stop.yours {
            guard ask == .nextLine, setting.stop + 1 < setting.walk.steps.count,
                let next = setting.walk.steps[setting.stop + 1].line
            else {
                throw WalkQuestionError(
                    message: "your code runs no line of its own after that comparison", inTheAsk: true,
                    isTheLearners: true)
            }
            return .number(Double(next))
        }
        switch ask {
        case .variable(let name):
            guard let variable = step.variables.first(where: { $0.name == name }) else {
                let names = step.variables.map(\.name)
                throw WalkQuestionError(
                    message:
                        "the step at '\(Quote.cut(stop.code))' shows no variable '\(Quote.cut(name))'\(Suggestion.didYouMean(name, among: names)) (it shows: \(names.isEmpty ? "none" : names.joined(separator: ", ")))",
                    inTheAsk: true)
            }
            return Answer.value(of: variable.value)
        case .nextLine:
            guard let condition = step.condition, let line = setting.listing.line(of: step),
                let next = setting.listing.nextLine(afterIf: line, condition: condition)
            else {
                throw WalkQuestionError(
                    message:
                        "ask: next line needs a stop at an if; '\(Quote.cut(stop.code))' is not one",
                    inTheAsk: true)
            }
            // "Which line runs next?" answered by the marked line itself reads as a trick: its
            // block is on the `if`'s own line.
            guard next != line else {
                throw WalkQuestionError(
                    message:
                        "ask: next line at '\(Quote.cut(stop.code))' is answered by the marked line itself (its block is on that line): ask about a variable, or stop at an if whose block has lines of its own",
                    inTheAsk: true)
            }
            return .number(Double(next))
        }
    }

    private func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(number)th"
        }
    }
}
