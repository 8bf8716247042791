import Foundation
import TestSupport
import Testing

/// `make run` asks for what the lab needs (libedit-dev) and nothing the tests drive: a learner
/// on a laptop was told to install a browser to start a terminal lab.
@Suite("the system packages each make target asks for")
struct SystemPackagesTests {
    static let script = RepositoryFile.root.appendingPathComponent("scripts/ensure-system-packages.sh").path

    /// A PATH with libedit's pkg-config file found and no test tool, as an unprivileged user.
    static func run(_ need: String) throws -> (status: Int32, error: String) {
        let bin = TemporaryFolder.path("packages")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for (name, body) in [("pkg-config", "exit 0"), ("id", "echo 1000")] {
            let path = bin + "/" + name
            try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let result = try ChildProcess.run("/bin/sh", [script, need], environment: ["PATH": bin])
        return (result.status, String(decoding: result.error, as: UTF8.self))
    }

    @Test func run_needsOnlyLibedit() throws {
        let result = try Self.run("run")
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func test_needsWhatTheTestsDrive() throws {
        let result = try Self.run("test")
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("LayoutLab needs these Debian packages to test: tmux man-db chromium cmark\n"))
    }
}
