import LayoutCore
import Lessons
import Testing
import Workbench

/// What a lesson's setup and solution lines may do: change the layout, or look at it.
@Suite("lesson scripts")
struct StepScriptTests {
    func located(_ lines: [String]) -> [SetupLine] {
        lines.enumerated().map { SetupLine(Located($1, line: $0 + 1, column: 1)) }
    }

    @Test(arguments: ["add", "remove", "next", "undo", "export svg a.svg", "help", "set autoshow off"])
    func linesThatAreNoNamedEdit_areRefused(line: String) {
        var workspace = Workspace()
        _ = try? StepScript.run("layout drum", on: &workspace)
        #expect(throws: StepScript.Failure.notAnEdit(line)) { try StepScript.run(line, on: &workspace) }
    }

    /// Looking changes nothing: a setup may not ask for it (the step draws its picture).
    @Test(arguments: ["show", "frames", "trace"])
    func lookingIsNoSetup(line: String) throws {
        var workspace = Workspace()
        #expect(throws: StepScript.Failure.notAnEdit(line)) { try StepScript.run(line, on: &workspace) }
    }

    @Test func setUp_runsEveryLine_andListsTheRefused() {
        let (workspace, failures) = StepScript.setUp(located(["add A", "remove Nope", "add B"]))
        #expect(workspace.itemLabels == ["A", "B"])
        #expect(failures.map { $0.0.line } == [2])
    }
}
