import LayoutCore
import Lessons
import TestSupport
import Testing
import Workbench

/// Goals that check the idea, not one instance: `every QUANTITY from A to B: CONDITION`.
@Suite("goals over a range")
struct QuantifiedGoalTests {
    func workspace(_ lines: [String]) throws -> Workspace {
        var workspace = Workspace()
        for line in lines { try StepScript.run(line, on: &workspace) }
        return workspace
    }

    func holds(_ goal: String, _ lines: [String]) throws -> Bool {
        try Evaluator.evaluate(goal, LayoutFacts(try workspace(lines))) == .bool(true)
    }

    /// card-stack's "which card is on top" reads the z-index, not the card nearest the middle:
    /// they part once the stack is scrolled (card 0 slides away but stays on top; found in a
    /// trial, when the answer was `centred`).
    @Test func onTop_isTheHighestZIndex_notTheCentredCard() throws {
        let stack = try workspace(["layout card-stack", "set items 4", "scroll 50"])
        #expect(try Evaluator.evaluate("ontop", LayoutFacts(stack)) == .number(0))
        #expect(try Evaluator.evaluate("centred", LayoutFacts(stack)) == .number(1))
        let drum = try workspace(["layout drum"])
        #expect(try Evaluator.evaluate("ontop", LayoutFacts(drum)) == Evaluator.evaluate("centred", LayoutFacts(drum)))
    }

    /// Twenty `every width from 1 to 4999` terms over 3,000 items took validate 7.5 s and every
    /// change of the learner's seconds. A goal's work is counted as it runs and stopped at the limit.
    @Test(.layer(.stress)) func aGoalsWork_isBoundedAsItRuns() throws {
        let term = "(every width from 1 to 4999: rows >= 1)"
        let goal = Array(repeating: term, count: 20).joined(separator: " and ")
        let many = try workspace((0..<3000).map { "add T\($0) 3x1" })
        do {
            _ = try Evaluator.evaluate(goal, LayoutFacts(many))
            Issue.record("a goal of 300 million items' layout ran to its end")
        } catch {
            #expect(error.column == 2)
            #expect(
                error.message
                    == "checking this takes more than the 2,000,000 steps of layout work a check may (its every tries 99,980 values over 3,000 items): make a step bigger, a range smaller or the items fewer"
            )
        }
        // The same goal over few items is within the limit and runs.
        #expect(try holds("every width from 10 to 80: rows >= 1", ["add Swift", "add Layout"]))
        #expect(Evaluator.workLimit == 2_000_000)
    }

    /// What the work counts is what the layout does, not only how many items it lays out: the
    /// balancing programme prices lines too. 600 items on one line, 1,800 widths: 1.08 million
    /// items laid out, and as many lines priced (an attack lesson of this shape once hung
    /// validate and the shell's start for minutes).
    @Test(.layer(.stress)) func aGoalsWork_countsTheLinesTheProgrammePrices() throws {
        let setup = ["layout hflow", "set evenly on", "set width 1000000000"] + Array(repeating: "add A", count: 600)
        let goal = "every width from 1000000 to 1001799: rows == 1"
        #expect(throws: ExpressionError.self) { try Evaluator.evaluate(goal, LayoutFacts(try workspace(setup))) }
        // Greedy rows price nothing: the same goal is within the limit.
        #expect(try holds(goal, setup.filter { $0 != "set evenly on" }))
    }

    /// snapping-carousel's task: an instance (let go at 23) is not the idea (every let-go).
    @Test func theCarouselTask_wantsTheNearestCardAtEveryOffset() throws {
        let goal = "count == 5 and every offset from 0.25 to maxoffset by 0.5: centredafter(offset) == centred"
        let setup = ["layout snap-carousel", "set items 5", "set correction off", "scroll 23"]
        #expect(try !holds(goal, setup))
        // distance 10 mends offset 23 only: distance / 2 − inset is still −1.
        #expect(try holds("centredafter(23) == 0", setup + ["set distance 10"]))
        #expect(try !holds(goal, setup + ["set distance 10"]))
        #expect(try holds(goal, setup + ["set correction on"]))
        #expect(try holds(goal, setup + ["set distance 12"]))
    }

    /// wrapping-edge-cases' task: a narrower container is an instance; a break is the idea.
    @Test func theLineBreakTask_wantsTheRowsAtEveryWidth() throws {
        let goal = "count == 3 and every width from 16 to 80: row(Swift) == 0 and row(Layout) == 1 and row(Flow) == 1"
        let setup = ["add Swift", "add Layout", "add Flow"]
        #expect(try !holds(goal, setup))
        #expect(try holds("row(Swift) == 0 and row(Layout) == 1 and row(Flow) == 1", setup + ["set width 15"]))
        #expect(try !holds(goal, setup + ["set width 15"]))
        #expect(try holds(goal, setup + ["remove Layout", "remove Flow", "add Layout break", "add Flow"]))
    }

    @Test(
        arguments: [
            (
                "every depth from 1 to 2: true",
                "every needs what it varies: width, offset, items (every width from 10 to 40: …)"
            ),
            ("every width 1 to 2: true", "expected 'from' in every … from … to …"),
            ("every width from 1 to 2 true", "expected ':' before what must hold for every width"),
            (
                "every width from 1 to 50000 by 1: true",
                "every tries at most 5000 values from the low bound up to the high one; make the step bigger or the range smaller"
            ),
            ("every width from 20 to 20 by 0.0000000000000001: rows >= 1", nil),
            (
                "every width from 10000000000000000 to 10000000000000002: rows >= 1",
                "every width needs widths from 0 to 1000000000"
            ),
            ("every width from 100000000 to 100000000.000001 by 0.000000001: rows >= 1", nil),
            ("every width from 1 to 2 by 0: true", "every needs finite bounds and a step above 0"),
            ("every offset from 0 to 10: true", "every offset is about the scrolling collections"),
            ("every width from 0 to 2: every width from 0 to 2: true", "an every cannot hold another every"),
            ("every width from 0 to 2: rows", "expected a yes/no condition, got '1'"),
        ] as [(String, String?)])
    func mistakes_sayWhatIsWrong(source: String, message: String?) throws {
        let facts = LayoutFacts(try workspace(["add Swift"]))
        do {
            // A message of nil: it must end, and hold.
            #expect(try Evaluator.evaluate(source, facts) == .bool(true) && message == nil, "\(source)")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func itemsBeyondTheLimits_areRefused_notATrap() throws {
        let facts = LayoutFacts(try workspace(["layout drum"]))
        #expect(throws: ExpressionError.self) { try Evaluator.evaluate("every items from 1e19 to 1e19: true", facts) }
    }
}
