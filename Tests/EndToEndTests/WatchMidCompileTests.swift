import Foundation
import TestSupport
import Testing

/// `watch` and a save that comes while the file is compiled: the compile is stopped and the
/// file as saved is checked; the verdict on the file as it was then (a false compile error,
/// when an editor's save was caught half-way) is never shown.
@Suite("watch: a save mid-compile", .serialized, .layer(.toolchain))
struct WatchMidCompileTests {
    /// The flow solution with a function whose compile takes seconds before its one error (the
    /// compiler's checks of a function's accesses to one variable are slow; a missing return is
    /// found after them).
    static func slowToFail(_ solution: String) -> String {
        let body = (0..<3000).map { "    z += \($0 % 7); print(z)" }.joined(separator: "\n")
        return solution + "\nfunc busy() -> Int {\n    var z = 0\n\(body)\n    return z\n}\n"
            + "func bad(_ x: Int) -> Int {\n    if x > 0 { return 1 }\n}\n"
    }

    func output(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func aSaveMidCompile_stopsIt_andChecksTheFileAsSaved() throws {
        let folder = TemporaryFolder.path("watch")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let solution = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        let file = folder + "/flow.swift"
        try solution.write(toFile: file, atomically: true, encoding: .utf8)
        let log = folder + "/watch.out"
        FileManager.default.createFile(atPath: log, contents: nil)
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: Executable.path)
        watch.arguments = ["watch", file, "--cases", "20"]
        watch.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin", "LANG": "C.UTF-8",
            "LAYOUTLAB_CACHE": ExerciseTestCache.folder, "LAYOUTLAB_HOME": folder + "/home", "HOME": folder,
        ]
        watch.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        watch.standardError = watch.standardOutput
        try watch.run()
        defer {
            kill(watch.processIdentifier, SIGKILL)
            watch.waitUntilExit()
        }
        #expect(wait(seconds: 120) { output(log).contains("Watching") }, "\(output(log))")
        try Self.slowToFail(solution).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(wait(seconds: 20) { output(log).contains("changed: checking again") }, "\(output(log))")
        // Well inside the seconds the compile takes to reach its error.
        usleep(1_500_000)
        try solution.write(toFile: file, atomically: true, encoding: .utf8)
        let passedAgain = wait(seconds: 120) { output(log).components(separatedBy: "✓ flow").count == 3 }
        let said = output(log)
        #expect(passedAgain, "\(said)")
        #expect(said.contains("changed while it was checked: checking again"), "\(said)")
        #expect(!said.contains("missing return"), "the verdict on the file as it was: \(said)")
    }
}
