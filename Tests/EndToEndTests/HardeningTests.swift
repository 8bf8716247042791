import Foundation
import TestSupport
import Testing

/// Reproductions from the attack run (issue 14), each through the built executable.
@Suite("hardening, end to end")
struct HardeningTests {
    /// `LAYOUTLAB_HOME=llrel/sub` once made `/llrel/sub` at the root of the file system: a
    /// relative home is taken from the working directory.
    @Test func aRelativeHome_isUnderTheWorkingDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-rel-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cd '\(folder)' && exec '\(Executable.path)'"],
            environment: ["LAYOUTLAB_HOME": "llrel/sub", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            input: Data("open flow-basics\nquit\n".utf8))
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/llrel/sub/progress.json"))
    }

    /// An answer of 100,000 terms (a 200 KB line) once crashed validate with a stack overflow.
    @Test func aVeryLongAnswer_isAnErrorNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-long-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let answer = Array(repeating: "1", count: 100_000).joined(separator: "+")
        try "id: long\ntitle: Long\nversion: 1\n\n== One\n> add Swift\nquestion: How many?\nanswer: \(answer)\nhint: Count.\n"
            .write(toFile: folder + "/long.lesson", atomically: true, encoding: .utf8)
        let result = try Executable.run(["validate", folder])
        #expect(result.status == 1)
        #expect(result.output.contains("long.lesson:8:"))
        #expect(result.output.contains("the expression is too long (199999 parts; at most 1000)"))
    }
}
