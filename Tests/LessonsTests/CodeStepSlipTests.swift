import Exercises
import Testing
import Workbench

@testable import Lessons

/// The common slips of every shipped code step's solution (`CommonSlips`: a comparison's
/// operator, a condition dropped from an `if`, `lhs` and `rhs` swapped) are each told apart by
/// the step's cases — refused — unless no input the layout can meet tells them, which is said
/// here with the reason. A slip a learner makes must never be called right for want of a case.
@Suite("code steps: the common slips are told apart", .layer(.toolchain))
struct CodeStepSlipTests {
    /// Slips no case can tell from the solution, by lesson, with why.
    static let sameForEveryInput: [String: String] = [
        // The lab's transcription of 000 skips a row without subviews where the article's `!`
        // would trap (a test elsewhere keeps the trap a named variant's): an empty row adds no
        // height and places nothing, so the guard changes no frame.
        "if currentX + size.width + spacing > proposal.width ?? .infinity {":
            "wrapping-edge-cases: an empty row is skipped in the transcription, so the guard places nothing differently",
        // x is 0 exactly when the row is empty, and no width is negative.
        "if x + size.width > maxWidth, x >= 0 {": "flow-basics: x is never negative, so x >= 0 always holds",
        // The ternary's last branch runs only when the differences differ, where <= is <.
        "return difference0 == difference1 ? effectiveMin0 < effectiveMin1 : difference0 <= difference1":
            "why-the-tags-overflow: <= is reached only for unequal differences",
        // Equal differences and equal minimums mean equal maximums too: the two children answer
        // every offer alike, so the order between them changes no frame.
        "return difference0 == difference1 ? effectiveMin0 <= effectiveMin1 : difference0 < difference1":
            "why-the-tags-overflow: a tie in both is two children that answer alike",
    ]

    @Test func everyCommonSlip_isRefused_orSaidWhyNoCaseCanTellIt() throws {
        var tried = 0
        for lesson in LessonLibrary(folders: []).lessons {
            for step in lesson.steps where step.check?.kind == .code {
                let check = try #require(step.check)
                let workspace = StepScript.setUp(step.setup).workspace
                let code = try CodeStep(check, on: workspace, in: lesson)
                let first = CodeStep.trialCase(workspace)
                let solution = try #require(check.solution.first?.text)
                for slip in CommonSlips.of(solution) {
                    // A listed mistake is validate's to try (and it does).
                    guard !check.codeMistakes.contains(where: { CodeStep.sameCode($0.code.text, slip.code) }) else {
                        continue
                    }
                    tried += 1
                    let verdict = try CodeTrial.run(
                        code.exercise, code.blank, typed: slip.code, first: first, walksYourCode: false,
                        shrinks: false)
                    if case .right = verdict {
                        #expect(
                            Self.sameForEveryInput[slip.code] != nil,
                            "\(lesson.id) '\(step.title)': \(slip.kind) (`\(slip.code)`) is called right: add a case that tells it apart"
                        )
                    }
                }
            }
        }
        #expect(tried > 5)
    }
}

@Suite("code steps: common slips")
struct CommonSlipsTests {
    @Test func eachComparisonAndCondition_isChangedOnce() {
        let slips = CommonSlips.of("if x + size.width > maxWidth, x > 0 {").map(\.code)
        #expect(slips.contains("if x + size.width >= maxWidth, x > 0 {"))
        #expect(slips.contains("if x + size.width > maxWidth, x >= 0 {"))
        #expect(slips.contains("if x + size.width > maxWidth {"))
        #expect(slips.contains("if x > 0 {"))
        #expect(slips.count == 4)
        #expect(
            CommonSlips.of("return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)").map(\.code) == [
                "return rhs.spacing.distance(to: lhs.spacing, along: .horizontal)"
            ])
    }
}
