import Foundation
import LabJSON
import TestSupport
import Testing

/// validate keeps its one-pass promise (issue 34): what a teacher's slips in one file hid, each
/// counted once, and JSON on every exit when it was asked for.
@Suite("validate: one pass, counted once")
struct ValidateOnePassTests {
    static func write(_ name: String, _ text: String) throws -> String {
        let folder = TemporaryFolder.path("one-pass")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A `->` in a mistake once hid the same step's two right choices; a version of 1.0 hid an
    /// id that is not the file's name.
    @Test func slipsInOneStepOrHeader_doNotHideEachOther() throws {
        let arrow = try Self.write(
            "arrow.lesson",
            "id: arrow\ntitle: A\nversion: 1\n\n== One\n> set width 20\n> add Swift\nquestion: How many rows?\nanswer: rows\nchoice: 1\nchoice: 1 row\nchoice: 2\nmistake: 2 -> no\nhint: h\n"
        )
        let found = try Executable.run(["validate", arrow]).output
        #expect(found.contains(":8:1: error: 2 choices match the answer 1"), "\(found)")
        #expect(found.contains(":13:10: error: write a mistake as"), "\(found)")
        let version = try Self.write(
            "version.lesson", "id: other\ntitle: T\nversion: 1.0\n\n== One\n> add A\nJust words.\n")
        let said = try Executable.run(["validate", version]).output
        #expect(said.contains(":1:1: error: the id 'other' is not the file's name"), "\(said)")
        #expect(said.contains(":3:10: error: version must be a whole number from 1"), "\(said)")
    }

    /// --strict fails on warnings and says so, counting each problem once; the JSON agrees with
    /// the text and with its files, and a version it could not read is null.
    @Test func strict_countsEachProblemOnce_andTheJSONAgrees() throws {
        let file = try Self.write(
            "warned.lesson",
            "id: warned\ntitle: W\nversion: 1.0\n\n== One\n> set width 20\n> add Swift\nquestion: How many rows?\nanswer: rows\n"
        )
        let text = try Executable.run(["validate", "--strict", file])
        #expect(text.status == 1)
        #expect(
            text.output.hasSuffix(
                "1 lesson checked in 1 file: 1 error, 3 warnings (--strict: the warnings fail it)\n"), "\(text.output)")
        let json = try Executable.run(["validate", "--strict", "--format", "json", file])
        let value = try JSONParser.parse(json.output)
        guard case .object(let report) = value, case .array(let files)? = report["files"],
            case .object(let first)? = files.first
        else {
            Issue.record("not a report: \(json.output)")
            return
        }
        #expect(report["errors"] == .number(1))
        #expect(report["warnings"] == .number(3))
        #expect(report["failed"] == .bool(true))
        #expect(first["errors"] == .number(1))
        #expect(first["version"] == .null)
    }

    /// With --format json every exit writes a JSON object, a mistyped option's too.
    @Test func aMistypedOption_withJSONAskedFor_isAnswered_inJSON() throws {
        let result = try Executable.run(["validate", "--stirct", "--format", "json", "x.lesson"])
        #expect(result.status == 2)
        #expect(result.error == "layoutlab validate: unknown option '--stirct'; did you mean '--strict'?\n")
        let value = try JSONParser.parse(result.output)
        guard case .object(let said) = value else {
            Issue.record("no JSON object: \(result.output)")
            return
        }
        #expect(said["failed"] == .bool(true))
        #expect(said["error"] == .string("layoutlab validate: unknown option '--stirct'; did you mean '--strict'?"))
    }
}
