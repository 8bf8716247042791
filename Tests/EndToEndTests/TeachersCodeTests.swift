import Foundation
import TestSupport
import Testing

/// A lesson folder is a teacher's Swift: listing it, opening a lesson and the shell's start-up
/// check run none of it; `validate` does (so the planted line below is shown to work).
@Suite("a teacher's code runs only when asked", .serialized, .layer(.toolchain))
struct TeachersCodeTests {
    let cache = ExerciseTestCache.folder

    /// A code step whose solution and mistake each create `marker` when they run.
    static func plantedLesson(writing marker: String) -> String {
        let writes = "fopen(\"\(marker)\", \"w\") != nil || true"
        return """
            id: planted-code
            title: Planted code
            version: 1
            summary: A code step whose lines write a file.
            author: Mallory

            == The test
            Write the line.

            > layout flow
            > set spacing 1
            > set width 11
            > add A 4x1
            > add B 6x1
            > add C 3x1

            code: The line that starts a new row.
            blank: if x + size.width > maxWidth, x > 0 {
            solution: if x + size.width > maxWidth, x > 0, \(writes) {
            mistake: if x + size.width >= maxWidth, \(writes), x > 0 { => wrong.
            explain: done.

            """
    }

    @Test func env_aCodeStepThatWritesAFile() throws {
        #expect(
            BadInputCatalogueTests.message(of: "a code step that writes a file, in a teacher's folder").hasPrefix(
                "(accepted: lessons, open"))
        let folder = try Executable.unprivilegedFolder("planted")
        let marker = folder + "/written-by-the-lesson"
        try Self.plantedLesson(writing: marker).write(
            toFile: folder + "/planted-code.lesson", atomically: true, encoding: .utf8)
        let environment = [
            "LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            "LAYOUTLAB_HOME": folder + "/home",
        ]
        let listed = try Executable.run(["--lessons", folder, "lessons"], environment: environment)
        #expect(listed.output.contains("planted-code"), "\(listed)")
        let opened = try Executable.run(
            ["--lessons", folder], input: "open planted-code\nsource\nquit\n", environment: environment)
        #expect(opened.output.contains("The line that starts a new row"), "\(opened)")
        #expect(!FileManager.default.fileExists(atPath: marker), "listing or opening ran the lesson's Swift")
        // validate is asked to run it, and does: the planted line works.
        let validated = try Executable.run(["validate", folder], environment: environment)
        #expect(FileManager.default.fileExists(atPath: marker), "\(validated)")
    }
}
