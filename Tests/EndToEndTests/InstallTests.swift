import Foundation
import TestSupport
import Testing

/// `make install` and `make uninstall` under a prefix of the test's own, with the executable
/// the tests run (a release build would take minutes): the executable, its man page, and
/// completion scripts that complete.
@Suite("make install", .layer(.terminal))
struct InstallTests {
    static let root = RepositoryFile.root.path
    let prefix = TemporaryFolder.path("layoutlab-prefix")

    /// `timeout`: `make install` prepares the exercise kit (a compile of 20–30 s alone, much
    /// longer beside the other test processes on a 2-core machine); the rest take a second.
    func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 60
    ) throws -> (status: Int32, output: String, error: String) {
        let base = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": prefix]
        let result = try ChildProcess.run(
            program, arguments, environment: base.merging(environment) { $1 }, timeout: timeout)
        return (
            result.status, String(decoding: result.output, as: UTF8.self), String(decoding: result.error, as: UTF8.self)
        )
    }

    /// The Swift compiler the tests were built with, for the kit `make install` prepares.
    static var swiftc: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func installsTheExecutable_theManPage_andCompletion_thenRemovesThem() throws {
        let make = ["-C", Self.root, "--no-print-directory"]
        let installed = try run(
            "/usr/bin/make", make + ["install", "PREFIX=\(prefix)", "LAYOUTLAB=\(Executable.path)"],
            environment: Self.swiftc.map { ["SWIFTC": $0] } ?? [:], timeout: 600)
        #expect(installed.status == 0, "\(installed.error)")

        // The exercise kit is prepared where the installed lab looks: a learner's first check,
        // with an empty cache, compiles only their file.
        if let swiftc = Self.swiftc {
            let kits = try FileManager.default.contentsOfDirectory(atPath: prefix + "/lib/layoutlab/exercise-kit")
            #expect(kits.contains { $0.hasPrefix("kit-") }, "\(kits)")
            let file = prefix + "/flow.swift"
            _ = try run(prefix + "/bin/layoutlab", ["exercise", "start", "flow", prefix])
            let cache = prefix + "/learner-cache"
            let checked = try run(
                prefix + "/bin/layoutlab", ["check", file],
                environment: ["SWIFTC": swiftc, "LAYOUTLAB_CACHE": cache, "LAYOUTLAB_HOME": prefix + "/state"])
            #expect(checked.status == 1 && checked.output.hasPrefix("✗ flow:"), "\(checked.output)\(checked.error)")
            let made = try FileManager.default.contentsOfDirectory(atPath: cache)
            #expect(!made.contains { $0.hasPrefix("kit-") }, "the check compiled a kit of its own: \(made)")
        }

        let version = try run(prefix + "/bin/layoutlab", ["--version"])
        #expect(version.output == "layoutlab 0.1.0\n")

        let page = try run(
            "/usr/bin/man", ["-l", prefix + "/share/man/man1/layoutlab.1"],
            environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.contains("layoutlab - a terminal lab for learning how layouts place their items"))

        // Bash completes a lesson id after `open`, from the installed executable.
        let script = prefix + "/share/bash-completion/completions/layoutlab"
        let completed = try run(
            "/bin/bash",
            [
                "-c",
                "source '\(script)'; COMP_WORDS=(layoutlab open flow-b); COMP_CWORD=2; _layoutlab; echo ${COMPREPLY[@]}",
            ],
            environment: ["PATH": prefix + "/bin:/usr/bin:/bin", "LAYOUTLAB_HOME": prefix + "/state"])
        #expect(completed.output == "flow-basics\n", "\(completed.error)")
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/zsh/site-functions/_layoutlab"))

        let removed = try run("/usr/bin/make", make + ["uninstall", "PREFIX=\(prefix)"])
        #expect(removed.status == 0)
        for file in [
            "bin/layoutlab", "share/man/man1/layoutlab.1", "share/zsh/site-functions/_layoutlab", "lib/layoutlab",
        ] {
            #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file))
        }
    }
}
