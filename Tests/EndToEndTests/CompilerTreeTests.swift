import Foundation
import TestSupport
import Testing

/// The compiler ends with the command that started it, however that command ends: the Swift
/// driver starts its frontends in process groups of their own, which a group kill missed and
/// the lab's death left running under PID 1.
@Suite("the compiler's tree ends with the lab", .layer(.toolchain))
struct CompilerTreeTests {
    /// The processes whose command line names `text` (the cache folder every compile writes in).
    static func processes(naming text: String) -> [String] {
        let me = String(getpid())
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid in
            guard pid.allSatisfy(\.isNumber), pid != me,
                let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line.prefix(120))" : nil
        }
    }

    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test(arguments: [
        (["check"], SIGINT), (["check"], SIGTERM), (["check"], SIGHUP), (["check"], SIGKILL), (["watch"], SIGINT),
        (["watch"], SIGTERM),
    ])
    func env_aSignalMidCompile(command: [String], signal: Int32) throws {
        #expect(
            BadInputCatalogueTests.message(of: "a signal to check or watch mid-compile").hasPrefix(
                "(accepted: the command ends"))
        let folder = try Executable.unprivilegedFolder("compiler-tree")
        // A cache of its own: the kit's build starts at once, and every compile names the folder.
        let cache = folder + "/cache"
        let file = folder + "/flow.swift"
        let started = try Executable.run(
            ["exercise", "start", "flow", folder], environment: ["LAYOUTLAB_HOME": folder + "/home"])
        #expect(FileManager.default.fileExists(atPath: file), "\(started)")
        // Started as a terminal's shell starts it, with no signal blocked (the runner's threads
        // block most, and a child inherits the mask).
        let lab = try ChildProcess.start(
            Executable.path, command + [file],
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin", "LAYOUTLAB_CACHE": cache,
                "LAYOUTLAB_HOME": folder + "/home", "HOME": folder, "LANG": "C.UTF-8",
            ])
        let compiling = Self.waitUntil(seconds: 60) {
            Self.processes(naming: cache).contains { $0.contains("swift-frontend") }
        }
        #expect(compiling, "no frontend was seen compiling")
        kill(lab, signal)
        var status: Int32 = 0
        let ended = Self.waitUntil(seconds: 30) { waitpid(lab, &status, WNOHANG) == lab }
        #expect(ended, "the command did not end")
        if !ended { kill(lab, SIGKILL) }
        let gone = Self.waitUntil(seconds: 3) { Self.processes(naming: cache).isEmpty }
        #expect(gone, "left running: \(Self.processes(naming: cache))")
        for survivor in Self.processes(naming: cache) {
            if let pid = pid_t(survivor.prefix { $0.isNumber }), pid > 1 { kill(pid, SIGKILL) }
        }
    }
}
