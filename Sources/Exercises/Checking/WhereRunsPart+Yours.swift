import LabText
import LayoutCore
import Workbench

/// The learner's side of "Where the runs part": their own code walked on the same case (see
/// `LearnerWalk`), its decisions about the same subview (or about the size) on their lines with
/// their numbers (where theirs parts is `partingLines`).
extension WhereRunsPart {
    /// The learner's decisions about `subview` (nil: about the size sizeThatFits answers).
    static func yourLines(_ failure: CheckFailure, subview: Int?) -> [String] {
        guard let run = failure.learnerWalk else { return [] }
        let walk = run.walk
        let yours: [Int]
        switch failure.failing {
        case .layout: yours = yourDecisions(walk, subview: subview)
        case .collection: yours = yourCollectionSteps(walk, item: subview)
        }
        guard !yours.isEmpty else { return [] }
        var lines = ["  your lines for it:"]
        for index in yours.prefix(8) {
            let step = walk.steps[index]
            // A flow layout's lines are its decisions; a collection's set the attributes, line by line.
            let said =
                if case .collection = failure.failing {
                    step.code + (step.decision.map { "  (\($0))" } ?? "")
                } else {
                    step.decision ?? step.code
                }
            lines.append("    line \(step.line ?? 0): \(said)")
        }
        return lines
    }

    /// The learner's steps that decided (a comparison made) about `subview` in the method that
    /// placed it (its in hand: `LearnerWalk.subviewInHand`), or about the size in sizeThatFits.
    static func yourDecisions(_ walk: LayoutWalk, subview: Int?) -> [Int] {
        let deciding = walk.steps.indices.filter { walk.steps[$0].decision != nil }
        guard let subview else { return deciding.filter { walk.steps[$0].phase == .sizeThatFits } }
        // The method of its last `place` call (a helper called from it runs in that method).
        let placedAt = walk.placed.lastIndex { $0.index == subview }
        let phase =
            placedAt.flatMap { order in walk.steps.first { $0.doneCount > order }?.phase } ?? .placeSubviews
        return deciding.filter { walk.steps[$0].phase == phase && walk.steps[$0].item == subview }
    }

    /// A collection's: the learner's steps with `item` in hand in `prepare` (nil: those of
    /// `targetContentOffset`), in order — the lines that made its attributes.
    static func yourCollectionSteps(_ walk: LayoutWalk, item: Int?) -> [Int] {
        walk.steps.indices.filter {
            item == nil
                ? walk.steps[$0].phase == .targetContentOffset
                : walk.steps[$0].item == item && walk.steps[$0].phase == .prepare
        }
    }
}
