import LayoutCore
import Lessons
import Testing
import Workbench

@Suite("answer expressions")
struct ExpressionTests {
    /// [Swift] (7), [Layout] (8) and a 4×2 box, 12 wide, system spacing: one per row, rows one
    /// line apart (article 000 asks the distance between rows along .horizontal).
    let facts: LayoutFacts = {
        var workspace = Workspace()
        workspace.items = [try! .text("Swift"), try! .text("Layout"), try! .fixed("Box", width: 4, height: 2)]
        workspace.proposal = ProposedSize(width: 12, height: nil)
        return LayoutFacts(workspace)
    }()

    func value(_ source: String) throws -> Value {
        try Evaluator.evaluate(source, facts)
    }

    /// The shell's run for its picture is the one the facts read frames from (an edit runs
    /// the layout once); the counts of questions still come from a run from a new cache.
    @Test func aRunGiven_isReadForFrames_andACold_runForCounts() throws {
        let workspace = facts.workspace
        let shellRun = LayoutEngine().run(workspace.items, proposal: workspace.proposal, tracing: false)
        let moved = LayoutResult(
            size: shellRun.size, bounds: shellRun.bounds,
            placements: [Placement(index: 0, frame: Rect(x: 3, y: 0, width: 7, height: 1), row: 0)]
                + shellRun.placements.dropFirst(), trace: [])
        let given = LayoutFacts(workspace, run: moved)
        #expect(try Evaluator.evaluate("x(Swift)", given) == .number(3))
        #expect(try Evaluator.evaluate("asked", given) == Evaluator.evaluate("asked", facts))
        #expect(try Evaluator.evaluate("asked", given) == .number(9))
    }

    /// `and` and `or` decide from their left side when they can: an `every` with no range in
    /// this state is then not worked out (a goal's note said "at most 5000 values" of an empty
    /// range); worked out, an empty range says it is empty.
    @Test func andOr_decideFromTheLeft_andAnEmptyRangeSaysSo() throws {
        #expect(try value("count == 9 and every width from 20 to 10: rows == 1") == .bool(false))
        #expect(try value("count == 3 or every width from 20 to 10: rows == 1") == .bool(true))
        let empty = #expect(throws: ExpressionError.self) { try value("every width from 20 to 10: rows == 1") }
        #expect(empty?.message == "every's range from 20 to 10 is empty")
        #expect(throws: ExpressionError.self) { try value("count == 3 and every width from 20 to 10: rows == 1") }
        // The left side must still be a truth.
        #expect(throws: ExpressionError.self) { try value("count and rows == 3") }
    }

    /// A misspelt name behind an `or` that decides first is still found (validate looks before
    /// it evaluates); an item function's argument is an item, not a name.
    @Test func unknownNames_areFoundWithoutEvaluating() {
        let found = Evaluator.firstUnknownName(in: "rows == 3 or rowz == 1")
        #expect(found?.message == "unknown name 'rowz'; did you mean 'rows'?")
        #expect(found?.column == 14)
        #expect(Evaluator.firstUnknownName(in: "x(Swift) + w(\"Layout\") == abs(rows - count) + itemsinrow(0)") == nil)
        #expect(
            Evaluator.firstUnknownName(in: "every width from 1 to 10: hieght > 0")?.message.contains("height") == true)
    }

    /// What validate says when a reference solution misses its goal: the first false part,
    /// with the values it compared or the first value at which an `every` fails.
    @Test func whyFalse_namesTheFirstFalsePart() {
        #expect(Evaluator.whyFalse("count == 3 and rows == 2", facts) == "rows is 3; the goal wants 2")
        #expect(
            Evaluator.whyFalse("rows == 3 and every width from 12 to 30: row(Layout) == 1", facts)
                == "`every width from 12 to 30: row(Layout) == 1` fails at width 16 (0 == 1)")
        #expect(Evaluator.whyFalse("not (rows == 3) and count == 3", facts) == "`not (rows == 3)` is false")
        #expect(Evaluator.whyFalse("rows == 3", facts) == nil)
        #expect(
            Evaluator.whyFalse("rows == 3 and variant(\"safe-align\")", facts)
                == "the variant safe-align is off; the goal wants it on")
        // Quoted as written, parentheses and all (the slice runs from one `and` to the next).
        #expect(Evaluator.whyFalse("(rows == 2) and count == 3", facts) == "rows is 3; the goal wants 2")
        #expect(Evaluator.whyFalse("rows == 3 and (count == 2)", facts) == "count is 3; the goal wants 2")
        #expect(
            Evaluator.whyFalse("count == 3 and (x(1) + w(1)) > 1000", facts)
                == "(x(1) + w(1)) is 8; the goal wants more than 1000")
        #expect(
            Evaluator.whyFalse("count == 3 and \")\" == label(1)", facts)
                == "label(1) is \"Layout\"; the goal wants \")\"")
        #expect(Evaluator.whyFalse("(rows == 2 and count == 3)", facts) == "rows is 3; the goal wants 2")
        #expect(
            Evaluator.whyFalse("label(0) == \"a and b\" and rows == 3", facts)
                == "label(0) is \"Swift\"; the goal wants \"a and b\"")
    }

    /// `count` counts breaks and spacers as items: said when a goal about it is false.
    @Test func whyFalse_saysThatCountCountsBreaks() throws {
        var workspace = Workspace()
        for line in ["add A", "add break", "add B", "add spacer"] { try StepScript.run(line, on: &workspace) }
        #expect(
            Evaluator.whyFalse("count == 2", LayoutFacts(workspace))
                == "count is 4; the goal wants 2; count counts every item, the 1 break and 1 spacer too")
        #expect(
            Evaluator.whyTrue("count == 4 and rows == 3", LayoutFacts(workspace))
                == "`count == 4`: 4 == 4; `rows == 3`: 3 == 3")
    }

    @Test func namesAndItemFunctions_readTheEngine() throws {
        #expect(try value("rows") == .number(3))
        #expect(try value("x(Layout)") == .number(0))
        #expect(try value("row(\"Layout\")") == .number(1))
        #expect(try value("right(Layout) + 1 + w(Box)") == .number(13))
        #expect(try value("x(2)") == .number(0))
        #expect(try value("y(Box)") == .number(4))
        #expect(try value("height") == .number(6))
        #expect(try value("minwidth") == .number(8))
        #expect(try value("asked") == .number(9))
        #expect(try value("rowsat(40)") == .number(1))
        #expect(try value("layout") == .text("wrap"))
        #expect(try value("kind(Box)") == .text("fixed"))
    }

    @Test func operators_followTheUsualPrecedence() throws {
        #expect(try value("1 + 2 * 3") == .number(7))
        #expect(try value("(1 + 2) * 3") == .number(9))
        #expect(try value("-2 + 5") == .number(3))
        #expect(try value("rows == 3 and not (count < 3)") == .bool(true))
        #expect(try value("rows > 5 or layout == \"WRAP\"") == .bool(true))
    }

    @Test(arguments: [
        ("rows +", "expected a number, a name or '(', found the end"),
        ("x(Nope)", "no item labelled 'Nope' (items: Swift, Layout, Box)"),
        ("x(9)", "no item 9 (there are 3)"),
        ("x(99999999999999999999999)", "no item 1e+23 (there are 3)"),
        (String(repeating: "-", count: 500) + "1", "the expression is nested too deeply (at most 100 levels)"),
        (String(repeating: "(", count: 500) + "1", "the expression is nested too deeply (at most 100 levels)"),
        // 100,000 terms once overflowed the stack when the tree was freed (issue 14).
        (
            Array(repeating: "1", count: 100_000).joined(separator: "+"),
            "the expression is too long (199999 parts; at most 1000): write it shorter"
        ),
        ("rowz", "unknown name 'rowz'; did you mean 'rows'?"),
        ("x()", "x(…) takes one item: x(Swift) or x(0)"),
        ("width(Swift)", "width is the container's and takes nothing in parentheses; an item's is w(…)"),
        ("Height(0)", "height is the container's and takes nothing in parentheses; an item's is h(…)"),
        ("rows(1)", "rows takes nothing in parentheses: write rows"),
        ("1 / 0", "division by zero"),
        ("true and 1", "expected a yes/no condition, got '1'"),
        ("layout + 1", "expected a number, got 'wrap'"),
        ("3 $ 4", "unexpected character '$'"),
        ("\"open", "unterminated \" in the expression"),
    ])
    func mistakesInExpressions_sayWhatIsWrong(source: String, message: String) {
        do {
            _ = try Evaluator.evaluate(source, facts)
            Issue.record("\(source) evaluated")
        } catch {
            #expect(error.message == message)
        }
    }
}

@Suite("answers matched on meaning")
struct AnswerTests {
    @Test(arguments: ["10", "10.0", " 10 ", "10,0", "1e1"])
    func numbers_matchHoweverWritten(typed: String) {
        #expect(Answer.same(Answer.value(of: typed), .number(10)))
    }

    @Test func text_ignoresCaseAndSpaces() {
        #expect(Answer.same(Answer.value(of: "  Top   Leading "), .text("top leading")))
        #expect(Answer.same(Answer.value(of: "WRAP"), .text("wrap")))
        #expect(!Answer.same(Answer.value(of: "flow"), .text("wrap")))
    }

    @Test func yesAndNo_areConditions() {
        #expect(Answer.same(Answer.value(of: "Yes"), .bool(true)))
        #expect(Answer.same(Answer.value(of: "false"), .bool(false)))
    }
}
