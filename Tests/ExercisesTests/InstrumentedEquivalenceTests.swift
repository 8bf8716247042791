import Foundation
import LabSupport
import TestSupport
import Testing

@testable import Exercises

/// The walk instrumenter never changes what a program does: every reference solution, starter
/// and broken solution of every exercise, checked as written and as instrumented (its probes in
/// every function and comparison), on the same named and random cases, gives the same verdict,
/// the same failing case and the same report — a difference in any placement of any case would
/// show as a different first failure.
@Suite("exercises: the instrumented program places as the plain one", .layer(.toolchain))
struct InstrumentedEquivalenceTests {
    static var files: [(name: String, path: String)] {
        let root = RepositoryFile.root
        var found: [(String, String)] = []
        for exercise in ExerciseCatalog.all {
            for kind in ["Solution", "Starter"] {
                found.append(
                    (
                        "\(exercise.id)/\(kind)",
                        root.appendingPathComponent("Exercises/\(exercise.id)/\(kind).swift").path
                    ))
            }
        }
        for name in BrokenSolutions.slips.keys.sorted() {
            if let path = try? BrokenSolutions.file(name) { found.append(("broken/\(name)", path)) }
        }
        return found
    }

    /// Every named case and 40 random ones (the reference checks take 200), the first failure
    /// as found, not shrunk (each shrinking step is another run, and the first failure of the
    /// same cases already tells the two programs apart). A loop that never ends is stopped after
    /// 3 s both ways.
    static func check(_ path: String) throws -> CheckOutcome {
        _ = CheckTests.cache
        var options = CheckOptions(seed: 7, randomCases: 40, timeLimit: 3)
        options.shrinkSeconds = 0
        // The placements are compared; a walk of an instrumented file would instrument it again.
        options.walksYourCode = false
        return try Checker.check(path, options: options)
    }

    @Test(arguments: files.map(\.name))
    func anInstrumentedFile_isCheckedAsThePlainOne(name: String) throws {
        let path = try #require(Self.files.first { $0.name == name }?.path)
        let plain = try Self.check(path)
        // A file that does not compile as written is not walked.
        if case .doesNotCompile = plain { return }
        let text = try Instrumenting.instrumented(path)
        #expect(text.contains("_LabWalk.step("), "\(name): nothing was instrumented")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-instrumented/\(Fingerprint.of([text]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let instrumentedPath = folder.appendingPathComponent((path as NSString).lastPathComponent).path
        try text.write(toFile: instrumentedPath, atomically: true, encoding: .utf8)
        // Each line keeps its number: what the compiler and a trap say of a line is the learner's.
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count
                == (try String(contentsOfFile: path, encoding: .utf8)).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count)
        let instrumented = try Self.check(instrumentedPath)
        let said = { (outcome: CheckOutcome, file: String) in
            CheckReport.lines(outcome, file: "FILE", options: .init(ascii: true)).map {
                $0.replacingOccurrences(of: file, with: "FILE")
            }
        }
        #expect(said(instrumented, instrumentedPath) == said(plain, path), "\(name)")
    }
}
