import Foundation
import TestSupport
import Testing

/// Three students take the start of a lesson, each hands in `progress --format json`, and the
/// teacher merges the files with `results`.
@Suite("class results")
struct ClassResultsTests {
    static let sessions = [
        "alice": "open flow-basics\n17\nnext\n1\nnext\n",  // both right first time
        "bob": "open flow-basics\nhint\n17\nnext\nskip\nnext\n",  // a hint, then a skip
        "carol": "open flow-basics\n5\n17\nnext\n2\n1\nnext\n",  // a wrong try at each
    ]

    /// Each student's file, written by `progress --format json` from a home of their own.
    static func handIn(into folder: String) throws -> [String] {
        try Self.sessions.keys.sorted().map { name in
            let home = folder + "/home-\(name)"
            _ = try Executable.run(["run", "-"], input: Self.sessions[name]!, environment: ["LAYOUTLAB_HOME": home])
            let file = try Executable.run(
                ["progress", "--format", "json", "--name", name], environment: ["LAYOUTLAB_HOME": home])
            #expect(file.status == 0, "\(file.error)")
            let path = folder + "/\(name).json"
            try file.output.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// A roster names the class: who handed nothing in is in the table too, and a name with
    /// results that the roster lacks is said.
    @Test func aRoster_showsWhoHasNotStarted() throws {
        let folder = TemporaryFolder.path("roster")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = try Self.handIn(into: folder)
        let roster = folder + "/class.txt"
        try "# period 3\nAlice\nbob\n\ndave\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let table = try Executable.run(["results", "--roster", roster] + files)
        #expect(table.status == 0, "\(table.error)")
        #expect(
            table.output.hasPrefix(
                "Class results: 3 students of 3 on the roster\nNothing handed in: dave\nNot on the roster (a typo in a name?): carol\n"
            ), "\(table.output)")
        #expect(table.output.contains("  dave   nothing handed in\n"), "\(table.output)")
        let csv = try Executable.run(["results", "--roster", roster, "--format", "csv"] + files)
        #expect(csv.output.contains("dave,flow-basics,8,,17,no,,,nothing handed in,,,,\n"), "\(csv.output)")
        let json = try Executable.run(["results", "--roster", roster, "--format", "json"] + files)
        #expect(json.output.contains("\"nothingHandedIn\": [\"dave\"]"), "\(json.output)")
        // A name listed twice (another case, spaces aside) is one student, and said so.
        try "Alice\nbob\n BOB \ndave\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let twice = try Executable.run(["results", "--roster", roster] + files)
        #expect(twice.output.hasPrefix("Class results: 3 students of 3 on the roster\n"), "\(twice.output)")
        #expect(twice.error == BadInputCatalogueTests.message(of: "roster listing a name twice") + "\n")
        let missing = try Executable.run(["results", "--roster", folder + "/none.txt"] + files)
        #expect(missing.status == 2)
        #expect(missing.error.contains("--roster \(folder)/none.txt: No such file or directory"))
    }

    @Test func threeStudentsFiles_mergeIntoOneTable() throws {
        let folder = TemporaryFolder.path("class")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = try Self.handIn(into: folder)
        let table = try Executable.run(["results"] + files)
        #expect(table.status == 0, "\(table.error)")
        // (The time line depends on how fast the scripted students went: see below.)
        let timed = table.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(timed.filter { $0.hasPrefix("  Time at each step (median): step 1 ") }.count == 1, "\(table.output)")
        let untimed = timed.filter { !$0.hasPrefix("  Time at each step") }.joined(separator: "\n")
        #expect(
            untimed == """
                Class results: 3 students

                Flow layout basics (flow-basics, version 8)
                  alice  at step 3 of 17 · 2 first try
                  bob    at step 3 of 17 · 1 after help, 1 skipped
                  carol  at step 3 of 17 · 2 after a wrong try
                  Missed first most often:
                    step 1, At which x will the SwiftUI tag start?: 2 of 3 (bob, carol)
                    step 2, On which row does SwiftUI land? Rows count from 0.: 2 of 3 (bob, carol)
                  Wrong answers typed most often:
                    step 1: 5 (1 student)
                    step 2: 2 (1 student)

                """)
        let csv = try Executable.run(["results", "--format", "csv"] + files)
        #expect(csv.output.split(separator: "\n").count == 7)
        #expect(
            csv.output.contains(
                "carol,flow-basics,8,3,17,no,2,On which row does SwiftUI land? Rows count from 0.,after a wrong try,1,0,2,"
            ))
        let json = try Executable.run(["results", "--format", "json"] + files)
        #expect(json.output.hasPrefix("{\"students\": [{\"format\": \"layoutlab-results\""))
        #expect(json.output.contains("\"missedFirst\": [{\"step\": 1"))
    }

    @Test func aFileThatCannotBeRead_isNamed_andTheOthersStillMerge() throws {
        let folder = TemporaryFolder.path("class")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "{".write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
        try "{\"format\": \"other\"}".write(toFile: folder + "/other.json", atomically: true, encoding: .utf8)
        let good = try Self.handIn(into: folder).prefix(1)
        let result = try Executable.run(["results", folder + "/broken.json", folder + "/other.json", folder] + good)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("Class results: 1 student\n"))
        #expect(result.error.contains("broken.json: not JSON (line 1, column 2"))
        #expect(result.error.contains("other.json: not a results file (layoutlab progress --format json writes one)"))
        #expect(result.error.contains("\(folder): cannot read it: it is a folder, not a regular file"))
        // The same student handed in twice: one row, the newer file, and a note naming both.
        let older = folder + "/alice-older.json"
        let first = try String(contentsOfFile: good[good.startIndex], encoding: .utf8)
        try first.replacingOccurrences(of: "\"written\": \"2", with: "\"written\": \"1").write(
            toFile: older, atomically: true, encoding: .utf8)
        let twice = try Executable.run(["results"] + good + [older])
        #expect(twice.output.hasPrefix("Class results: 1 student\n"), "\(twice.output)")
        #expect(
            twice.error.contains("note: alice handed in twice: kept \(good[good.startIndex]) (written 2"),
            "\(twice.error)")
        #expect(twice.error.contains("passed over \(older)"), "\(twice.error)")
        let none = try Executable.run(["results"])
        #expect(none.status == 2 && none.error.contains("which files?"))
        // No file read: no table of nobody (it read as a class that handed nothing in).
        let unread = try Executable.run(["results", folder + "/gone.json"])
        #expect(unread.status == 1 && unread.output == "", "\(unread)")
        #expect(unread.error == "layoutlab results: \(folder)/gone.json: No such file or directory\n")
        let unreadTwo = try Executable.run(["results", folder + "/gone.json", folder + "/broken.json"])
        #expect(unreadTwo.status == 1 && unreadTwo.output == "", "\(unreadTwo)")
        #expect(
            unreadTwo.error.hasSuffix(
                "layoutlab results: none of the 2 files could be read; there is nothing to merge\n"), "\(unreadTwo)")
    }
}
