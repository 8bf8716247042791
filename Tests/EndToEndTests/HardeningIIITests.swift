import Foundation
import TestSupport
import Testing

/// Reproductions from the third attack run (issue 29), each through the built executable, each
/// message from the bad-input catalogue.
@Suite("hardening III, end to end")
struct HardeningIIITests {
    func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func message(of row: String) -> String { BadInputCatalogueTests.message(of: row) }

    /// A class file past the 16 MB that `results` reads was cut short and called "unterminated".
    @Test func results_onAFileTooBig_saysSo() throws {
        let big = try folder("results-big") + "/big.json"
        try Data(count: (16 << 20) + 1).write(to: URL(fileURLWithPath: big))
        let result = try Executable.run(["results", big])
        #expect(result.status == 1)
        let expected = message(of: "results on a file over 16 MB").replacingOccurrences(of: "FILE", with: big)
        #expect(result.error == expected + "\n")
    }

    /// A student file of 1.3 MB took 25 s: the reader was quadratic in an object's keys.
    @Test func results_onAFileOfManyKeys_isReadAtOnce() throws {
        let file = try folder("results-many") + "/many.json"
        let extra = (0..<60_000).map { ", \"x\($0)\": 0" }.joined()
        let text = """
            {"format": "layoutlab-results", "version": 1, "student": "Ann"\(extra), "lessons": [{"id": "flow-basics",
            "title": "Flow layout basics", "version": 5, "step": 1, "steps": 15, "completed": false, "checks": []}]}
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Executable.run(["results", file])
        #expect(result.output.contains("Ann"), "\(result)")
    }
}
