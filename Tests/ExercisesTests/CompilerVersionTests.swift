import Foundation
import TestSupport
import Testing

@testable import Exercises

/// The compiler's version, part of the kit's key, is asked once and kept: asking starts the
/// driver and the frontend (0.2 s every check paid). A changed compiler is asked again.
@Suite("the compiler's version, kept")
struct CompilerVersionTests {
    /// The compiler's temporary files go to a folder of the lab's, removed after the run: a
    /// killed driver left its TemporaryDirectory.XXXXXX in /tmp, one per stopped check.
    @Test func theCompilersTemporaryFiles_goToAFolderTheLabRemoves() throws {
        let folder = try TemporaryFolder.made("layoutlab-tmpdir")
        let compiler = folder + "/swiftc"
        try "#!/bin/sh\necho \"$TMPDIR\"\ntouch \"$TMPDIR/left-behind\"\n".write(
            toFile: compiler, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler)
        let outcome = try #require(ChildProcess.run(compiler, [], scratch: folder + "/compile", seconds: 10))
        let used = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(used == folder + "/compile.tmp", "\(outcome.output) \(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: used), "the folder is removed after the run")
    }

    @Test func askedOnce_andAgainWhenTheCompilerChanges() throws {
        let folder = TemporaryFolder.path("layoutlab-version")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let compiler = folder + "/swiftc"
        let asked = folder + "/asked"
        func write(_ version: String) throws {
            try "#!/bin/sh\necho x >> \(asked)\necho '\(version)'\n".write(
                toFile: compiler, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler)
        }
        func askedCount() -> Int {
            ((try? String(contentsOfFile: asked, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        try write("Swift version 6.3.1")
        let toolchain = Toolchain(swiftc: compiler, cache: folder)
        #expect(toolchain.compilerVersion == "Swift version 6.3.1\n")
        #expect(toolchain.compilerVersion == "Swift version 6.3.1\n")
        #expect(askedCount() == 1)
        // Another compiler in the same place: a longer file, so its size tells it apart even
        // within the time stamp's resolution.
        try write("Swift version 6.4-dev (a longer one)")
        #expect(toolchain.compilerVersion == "Swift version 6.4-dev (a longer one)\n")
        #expect(askedCount() == 2)
    }
}
