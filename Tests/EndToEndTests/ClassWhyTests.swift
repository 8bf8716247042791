import Foundation
import TestSupport
import Testing

/// A class of three, one finishing, one failing (wrong, then skipping), one stopping half-way:
/// the results table and the CSV say why of each, the one who stopped with what they typed at
/// the step they stopped at (kept as they typed it, before the step was done).
@Suite("class results: why each student is where they are")
struct ClassWhyTests {
    static let lesson = """
        id: tiny-class
        title: Tiny class
        version: 1
        summary: Two predictions.
        author: T

        == First
        Two tags in a row.

        > layout flow
        > set spacing 1
        > set width 20
        > add A 4x1
        > add B 3x1

        predict: At which x does B start?
        answer: x(B)
        mistake: 4 => That is where A ends; the spacing comes first.
        hint: A is 4 wide and the spacing is 1.
        explain: 4 + 1 = 5.

        == Second
        Three tags and a narrow row.

        > layout flow
        > set spacing 1
        > set width 12
        > add A 4x1
        > add B 6x1
        > add C 5x1

        predict: On which row does C land? Rows count from 0.
        answer: row(C)
        mistake: 0 => A and B take 4 + 1 + 6 = 11 of 12; C needs 5 more.
        hint: After B the running x is 12.
        explain: C starts row 1.

        """

    @Test func threeStudents_oneFinishing_oneFailing_oneStopping() throws {
        let folder = TemporaryFolder.path("class-why")
        try FileManager.default.createDirectory(atPath: folder + "/lessons", withIntermediateDirectories: true)
        try Self.lesson.write(toFile: folder + "/lessons/tiny-class.lesson", atomically: true, encoding: .utf8)
        let lessons = ["--lessons", folder + "/lessons"]
        let sessions = [
            ("ann", "open tiny-class\n5\nnext\n1\nnext\n"),
            ("bob", "open tiny-class\n4\n6\nskip\nnext\n0\n2\nskip\nnext\n"),
            ("cy", "open tiny-class\n5\nnext\n0\nRow 2\nhint\n"),
        ]
        var files: [String] = []
        for (name, typed) in sessions {
            let home = folder + "/" + name
            _ = try Executable.run(lessons, input: typed, environment: ["LAYOUTLAB_HOME": home])
            let written = try Executable.run(
                lessons + ["progress", "--format", "json", "--name", name], environment: ["LAYOUTLAB_HOME": home])
            #expect(written.status == 0, "\(written)")
            let file = folder + "/\(name).json"
            try written.output.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let table = try Executable.run(["results"] + lessons + files)
        #expect(table.status == 0, "\(table)")
        #expect(table.output.contains("  ann  finished · 2 first try\n"), "\(table.output)")
        #expect(table.output.contains("  bob  finished · 2 skipped\n"))
        // Typed as typed ("Row 2" keeps its capital), with the hint taken.
        #expect(table.output.contains("  cy   at step 2 of 2 · 1 first try · stopped here: typed 0, Row 2; 1 hint\n"))
        #expect(table.output.contains("    step 2, On which row does C land? Rows count from 0.: 2 of 3 (bob, cy)\n"))
        let csv = try Executable.run(["results", "--format", "csv"] + lessons + files)
        #expect(
            csv.output.contains(
                "cy,tiny-class,1,2,2,no,2,On which row does C land? Rows count from 0.,stopped here,2,1,0,\n"),
            "\(csv.output)")
        // (Its last cell is the seconds the step took: a scripted student's are 0 or 1.)
        #expect(csv.output.contains("bob,tiny-class,1,2,2,yes,1,At which x does B start?,skipped,2,0,4,"))
    }
}
