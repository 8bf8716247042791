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
    /// The walk of `workspace` and the step the question stops at.
    public func setting(_ workspace: Workspace) throws(WalkQuestionError) -> WalkQuestionSetting {
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
                "the walk never stops at '\(Quote.cut(stop.code))'\(which.isEmpty ? "" : " for " + which.joined(separator: " "))\(seen > 0 ? " a \(ordinal(stop.time)) time (it does \(seen) time\(seen == 1 ? "" : "s"))" : "") (it stops at: \(statements.joined(separator: " · ")))"
        )
    }

    /// The right answer: the variable's value at the stop (a number when it reads as one), or
    /// the line that runs next.
    public func answer(_ workspace: Workspace) throws(WalkQuestionError) -> Value {
        let setting = try setting(workspace)
        let step = setting.step
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
