import Foundation
import TestSupport
import Testing

/// A green validate means every step was tried: without a compiler, a code step and a walk of
/// the learner's own code are warnings (so --strict fails) and the summary counts them;
/// --no-compile leaves them untried on purpose, counted and not warned of.
@Suite("validate: the steps it could not try")
struct ValidateUntriedTests {
    /// A copy of flow-basics whose code step's solution is wrong: only a compiler can tell.
    func lessonWithAWrongSolution() throws -> String {
        let folder = TemporaryFolder.path("untried")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let shipped = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Lessons/flow-basics.lesson"), encoding: .utf8)
        let wrong = shipped.replacingOccurrences(
            of: "solution: if x + size.width > maxWidth, x > 0 {",
            with: "solution: if x + size.width >= maxWidth, x > 0 {"
        ).replacingOccurrences(of: "id: flow-basics\n", with: "id: untried\n")
        #expect(wrong != shipped)
        try wrong.write(toFile: folder + "/untried.lesson", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func withoutACompiler_theCodeStepIsAWarning_andStrictFails() throws {
        let folder = try lessonWithAWrongSolution()
        // The tests' PATH for the executable has no swiftc (/usr/bin:/bin).
        let run = try Executable.run(["validate", "--strict", folder])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.output.contains(
                "warning: the code step's solution and mistakes were not compiled: there is no Swift compiler (swiftc) on PATH"
            ))
        #expect(
            run.output.hasSuffix(
                "1 lesson checked in 1 file: 0 errors, 2 warnings (--strict: the warnings fail it); untried: 1 code step and 1 walk of the learner's code (no Swift compiler on PATH)\n"
            ), "\(run.output)")
        let json = try Executable.run(["validate", "--strict", "--format", "json", folder])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let untried = try #require(object["untried"] as? [String: Any])
        #expect(untried["codeSteps"] as? Int == 1)
        #expect(untried["walksOfYourCode"] as? Int == 1)
        #expect(untried["reason"] as? String == "no Swift compiler on PATH")
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.first?["warnings"] as? Int == 2)
    }

    @Test func noCompile_leavesThemUntriedOnPurpose() throws {
        let folder = try lessonWithAWrongSolution()
        let run = try Executable.run(["validate", "--strict", "--no-compile", folder])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output
                == "1 lesson checked in 1 file: 0 errors, 0 warnings; untried: 1 code step and 1 walk of the learner's code (--no-compile)\n"
        )
    }

    /// With the compiler, the wrong solution is found (the runs above could not have).
    @Test(.layer(.toolchain)) func withTheCompiler_theWrongSolutionIsAnError() throws {
        let folder = try lessonWithAWrongSolution()
        let run = try Executable.run(
            ["validate", folder],
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
                "LAYOUTLAB_CACHE": ExerciseTestCache.folder,
            ])
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("error: the solution, put in the blank of flow's listing"), "\(run.output)")
        #expect(!run.output.contains("; untried:"))
    }
}
