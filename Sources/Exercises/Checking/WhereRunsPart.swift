import LabText
import LayoutCore
import Rendering
import Workbench

/// Where the learner's run and the article's part, in the smallest failing case: the first
/// subview (or item, or answer) that differs, what the learner's layout did with it, and the
/// article's own statements for it — its walk of the same case, with the comparison that
/// decided and its numbers. The why beside the what.
enum WhereRunsPart {
    /// The article's walk of a failing case, with the listing it runs through.
    static func articleWalk(_ failing: FailingCase, _ exercise: Exercise) -> (walk: LayoutWalk, listing: WalkListing)? {
        let listing: WalkListing
        switch failing {
        case .layout(let scene, _, _):
            guard case .layout(let layout) = exercise.reference,
                let reference = ExerciseCatalog.listing(for: layout.layoutKind)
            else { return nil }
            listing = WalkListing(reference.text)
            return (layout.walk(scene), listing)
        case .collection(let scene, _, _):
            guard let reference = ExerciseCatalog.listing(for: scene.kind) else { return nil }
            listing = WalkListing(reference.text)
            return (scene.walk(), listing)
        }
    }

    /// The lines of the report's section; empty when nothing is to be said (the learner's
    /// program stopped before it reported, or the article's walk is not at hand).
    static func lines(_ failure: CheckFailure, file: String) -> [String] {
        guard let (walk, listing) = articleWalk(failure.failing, failure.exercise) else { return [] }
        let owner = failure.exercise.referenceName + "'s"
        // The listing is the lab's transcription, not the source's own lines: said so.
        let theirLines = "the reference's lines (\(failure.exercise.referenceCredit))"
        var lines: [String]
        var steps: [Int]
        var subview: Int?
        switch failure.failing {
        case .layout(_, let learner?, let reference):
            if !agrees(learner.size, reference.size) {
                lines = [
                    "Where the runs part: the size sizeThatFits answers (yours \(Describe.size(learner.size)), \(owner) \(Describe.size(reference.size))); \(theirLines):"
                ]
                steps = deciding(walk)
            } else if let index = firstDiffering(learner, reference, walk) {
                subview = index
                let name = ExerciseCase.label(index)
                lines = ["Where the runs part: subview \(name)."]
                lines.append("  yours:   " + placed(learner, index))
                lines.append(
                    "  \(failure.exercise.referenceLabel): " + placed(reference, index)
                        + ", by these lines:")
                // A justified line's share of its leftover, with its arithmetic, then the turn.
                // Those of the method that placed it (sizeThatFits shares the same leftover first).
                let turn = turn(of: index, in: walk)
                let phase = turn.last.map { walk.steps[$0].phase }
                let shares = walk.steps.indices.filter {
                    walk.steps[$0].function == "distributeJustifiedSpace(" && walk.steps[$0].phase == phase
                        && $0 < (turn.first ?? walk.steps.count)
                }
                // The share of the subview's own line, when the steps say which line that is.
                let line = turn.last.flatMap { value(of: "line", in: walk.steps[$0]) }
                let own = shares.filter { value(of: "line", in: walk.steps[$0]) == line }
                steps = Array((own.isEmpty ? shares : own).suffix(1)) + turn
            } else {
                return []
            }
        case .collection(_, let learner?, let reference):
            // By the items' own numbers: a layout may hand its attributes back in any order.
            let yours = Dictionary(learner.items.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
            if let index = reference.items.sorted(by: { $0.index < $1.index }).first(where: { theirs in
                yours[theirs.index].map { !same($0, theirs) } ?? true
            })?.index {
                lines = ["Where the runs part: item \(index); \(theirLines) for it:"]
                steps = turn(of: index, in: walk)
                subview = index
            } else if !agrees(learner.target, reference.target) {
                lines = [
                    "Where the runs part: where a release comes to rest (yours \(Describe.number(learner.target)), \(owner) \(Describe.number(reference.target))); \(theirLines):"
                ]
                steps = walk.steps.indices.filter { walk.steps[$0].phase == .targetContentOffset }
            } else {
                return []
            }
        default:
            return []
        }
        for index in steps.prefix(8) {
            let step = walk.steps[index]
            let line = listing.line(of: step).map { "line \($0)" } ?? step.function
            let why = [step.decision, step.says].compactMap { $0 }.joined(separator: ": ")
            lines.append("    \(line): \(why)")
        }
        lines += yourLines(failure, subview: subview)
        lines += partingLines(failure)
        lines.append(
            failure.referenceWalk != nil && failure.learnerWalk != nil
                ? "(check \(file) --walk prints both runs of this case, aligned.)"
                : "(check \(file) --walk prints the reference's whole walk of this case.)")
        return lines
    }

    /// The steps that decided the size: when the balancing programme ran, the candidates it
    /// weighed for the last line (the comparison that chose it, with the costs) and the lines
    /// it chose, followed back from the end; else the tests that decided the rows; then the
    /// answer — each step once.
    private static func deciding(_ walk: LayoutWalk) -> [Int] {
        let sizing = walk.steps.indices.filter { walk.steps[$0].phase == .sizeThatFits }
        let chosen = sizing.filter { walk.steps[$0].function == "rebuildLines(" }
        let tests: [Int]
        if let first = chosen.first {
            let end = value(of: "end", in: walk.steps[first])
            let weighed = sizing.filter {
                walk.steps[$0].function == "chooseBestBreak(" && walk.steps[$0].condition != nil
                    && value(of: "end", in: walk.steps[$0]) == end
            }
            tests = Array(weighed.suffix(4)) + chosen
        } else {
            tests = Array(sizing.filter { walk.steps[$0].condition != nil }.prefix(6))
        }
        return tests + sizing.suffix(1).filter { !tests.contains($0) }
    }

    /// A variable's value at a step (a step keeps plain values; the `2→3` of a walk's screen
    /// is drawn from the step before).
    private static func value(of name: String, in step: WalkStep) -> String? {
        step.variables.first { $0.name == name }?.value
    }

    /// The first subview, in the order the article placed them, whose frame or place call
    /// differs.
    private static func firstDiffering(_ learner: CaseRun, _ reference: CaseRun, _ walk: LayoutWalk) -> Int? {
        var order: [Int] = []
        for placed in walk.placed where !order.contains(placed.index) { order.append(placed.index) }
        order += reference.frames.indices.filter { !order.contains($0) }
        return order.first { index in
            !agrees(learner.frames[index], reference.frames[index]) || learner.placeCounts[index] != 1
        }
    }

    /// The steps of one subview's last turn: those of the last method that worked on it.
    private static func turn(of index: Int, in walk: LayoutWalk) -> [Int] {
        guard let last = walk.steps.lastIndex(where: { $0.item == index }) else { return [] }
        let phase = walk.steps[last].phase
        return walk.steps.indices.filter { walk.steps[$0].item == index && walk.steps[$0].phase == phase }
    }

    private static func placed(_ run: CaseRun, _ index: Int) -> String {
        guard run.placeCounts[index] > 0, let call = run.placeCalls[index] else {
            return "never placed (SwiftUI shows it at the container's centre)"
        }
        let times = run.placeCounts[index] > 1 ? " (placed \(run.placeCounts[index]) times; the last counts)" : ""
        return
            "placed at (\(Describe.number(call.position.x)), \(Describe.number(call.position.y))), anchor \(call.anchor.code)\(times): \(Describe.frame(run.frames[index]))"
    }

    /// The two runs of the case aligned, as `check --walk` prints them; when the learner's code
    /// could not be walked, the article's whole walk of the case, and the learner's after it.
    static func transcript(_ failure: CheckFailure, options: RenderOptions) -> [String] {
        // Both runs walked: aligned, not one after the other.
        if let aligned = alignedTranscript(failure, width: options.maxColumns ?? 80, ascii: options.ascii) {
            return aligned
        }
        guard let (walk, listing) = articleWalk(failure.failing, failure.exercise) else { return [] }
        let view = WalkView(walk: walk, listing: listing, title: "", options: options)
        let credit = failure.exercise.referenceCredit
        var lines =
            ["", "The reference's walk of this case (\(credit), \(walk.steps.count) steps):"] + view.transcript()
        if let yours = failure.learnerWalk {
            let mine = WalkView(walk: yours.walk, listing: WalkListing(yours.listing), title: "", options: options)
            lines += ["", "Your walk of this case (\(yours.walk.steps.count) steps):"] + mine.transcript()
        }
        return lines
    }

    /// An item the same on both sides, up to rounding (a custom attribute aside).
    private static func same(_ a: CollectionRun.Item, _ b: CollectionRun.Item) -> Bool {
        agrees(a.center.x, b.center.x) && agrees(a.center.y, b.center.y) && agrees(a.size, b.size)
            && agrees(a.scale, b.scale) && agrees(a.rotation, b.rotation) && a.zIndex == b.zIndex
    }
}
