import Foundation
import TestSupport
import Testing

/// A learner's program that attacks the lab, through the built executable: it forges the
/// checker's report, leaves processes behind (a loop, a `setsid` daemon), writes five 60 MB
/// files, starts a hundred processes, outlives a `kill -9` of the lab. Each leaves no process
/// and no file behind, and the lab alive.
extension ExerciseEndToEndTests {
    /// The flow exercise's reference solution with `attack` run at the start of every
    /// `sizeThatFits` (once per program when `once`), written to a file of its own.
    func hostile(_ name: String, once: Bool = true, _ attack: String) throws -> String {
        let solution = try String(
            contentsOf: Self.root.appendingPathComponent("Exercises/flow/Solution.swift"), encoding: .utf8)
        let signature =
            "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
        #expect(solution.contains(signature))
        let body = once ? "if !attacked {\n    attacked = true\n\(attack)\n}\n" : attack + "\n"
        let text = solution.replacingOccurrences(
            of: "import SwiftUI\n", with: "import SwiftUI\nimport Glibc\n\nvar attacked = false\n"
        )
        .replacingOccurrences(of: signature, with: signature + body)
        let folder = URL(fileURLWithPath: TemporaryFolder.path("layoutlab-hostile"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name + ".swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The processes whose command line contains `marker`.
    func processes(_ marker: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? "\(pid): \(line)" : nil
        }
    }

    /// What checks run by `layoutlab` left in the cache's folder of runs: nothing, once they
    /// have ended (checks still running, in this test process or another, have folders too).
    var runsLeft: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/runs")) ?? []).filter { name in
            // run-PID-…: a check still running (in this test process, or another one beside it)
            // keeps its folder until it ends.
            let parts = name.split(separator: "-")
            guard parts.count >= 2, parts[0] == "run", let pid = Int32(parts[1]) else { return false }
            return kill(pid, 0) != 0
        }
    }

    @Test func aForgedReport_failsTheCase_andTheShellLivesOn() throws {
        let path = try hostile(
            "forges",
            """
                    for descriptor in Int32(3)..<1024 {
                        _ = "ask nan 1 1 1 1\\n".withCString { write(descriptor, $0, strlen($0)) }
                    }
            """)
        let checked = try run(["check", path, "--cases", "20"])
        #expect(checked.status == 1, "\(checked)")
        #expect(checked.output.contains("The checker could not read your program's report in this case (line "))
        #expect(
            checked.output.contains(
                " is 'ask nan 1 1 1 1'): something in your program wrote where the harness reports."))
        // Inside the shell, the workspace is still there after the check.
        let shell = try Executable.run(
            [], input: "set autoshow off\nadd Kept 5x1\ncheck \(path)\nframes\n",
            environment: ["LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"])
        #expect((shell.output + shell.error).contains("could not read your program's report"), "\(shell)")
        #expect(shell.output.contains("0  Kept   fixed  0  0      5       1    0"), "\(shell)")
    }

    /// The report's key was in the program's first environment (/proc/self/environ kept it after
    /// the harness unset it) and on the supervisor's command line (`ps`): a program that read it
    /// could write lines the harness never wrote, and they were taken. It travels on pipes now,
    /// read once: a program looking where any process can look finds nothing.
    @Test func theReportsKey_isNowhereAProgramCanRead() throws {
        let path = try hostile(
            "looks-for-the-key",
            """
                    func tokens(_ path: String) -> [String] {
                        let descriptor = open(path, O_RDONLY)
                        guard descriptor >= 0 else { return [] }
                        defer { close(descriptor) }
                        var bytes: [UInt8] = []
                        var buffer = [UInt8](repeating: 0, count: 4096)
                        while true {
                            let count = read(descriptor, &buffer, buffer.count)
                            if count <= 0 { break }
                            bytes += buffer[..<count]
                        }
                        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    }
                    // A key: "FD:HEX", alone (an argument) or after LAYOUTLAB_REPORT= (the environment).
                    func isKey(_ token: String) -> Bool {
                        let value = token.hasPrefix("LAYOUTLAB_REPORT=") ? String(token.dropFirst(17)) : token
                        let parts = value.split(separator: ":")
                        return parts.count == 2 && Int(parts[0]) != nil && UInt64(parts[1], radix: 16) != nil
                    }
                    var places = ["/proc/self/environ", "/proc/self/cmdline"]
                    if let folder = opendir("/proc") {
                        while let entry = readdir(folder) {
                            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                            if Int(name) != nil { places += ["/proc/\\(name)/cmdline", "/proc/\\(name)/environ"] }
                        }
                        closedir(folder)
                    }
                    for place in places where tokens(place).contains(where: isKey) {
                        fatalError("the report's key is readable in \\(place)")
                    }
            """)
        let checked = try run(["check", path, "--cases", "20"])
        #expect(checked.status == 0, "\(checked)")
        #expect(!checked.output.contains("the report's key is readable"), "\(checked)")
    }

    @Test func processesTheProgramStarts_endWithTheCheck() throws {
        let path = try hostile(
            "leaves-processes",
            """
                    _ = system("sh -c 'while :; do :; done # layoutlab-hostile-loop' &")
                    _ = system("setsid sleep 4241.5 &")
                    _ = system("(sleep 4241.25 &) &")
            """)
        let checked = try run(["check", path, "--cases", "20"])
        #expect(checked.status == 0, "\(checked)")
        #expect(processes("layoutlab-hostile-loop") == [])
        #expect(processes("4241.5") == [])
        #expect(processes("4241.25") == [])
        #expect(runsLeft == [])
    }

    @Test func fiveFilesOf60MB_breakTheLimitOnWhatItWrites() throws {
        let path = try hostile(
            "writes-files",
            """
                    let chunk = [UInt8](repeating: 65, count: 1 << 20)
                    for file in 1...5 {
                        let descriptor = open("big\\(file)", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                        for _ in 0..<60 { _ = write(descriptor, chunk, chunk.count) }
                        close(descriptor)
                    }
            """)
        let checked = try run(["check", path, "--cases", "20"])
        #expect(checked.status == 1, "\(checked)")
        #expect(
            checked.output.contains(
                "MB, more than the 64 MB a check allows in all (prints and files), and was stopped"),
            "\(checked)")
        #expect(runsLeft == [])
    }

    @Test func aHundredProcesses_areStoppedAtTheCap_andNoneIsLeft() throws {
        let path = try hostile(
            "forks",
            """
                    for _ in 0..<100 { _ = system("sleep 4242.5 &") }
            """)
        let checked = try run(["check", path, "--cases", "20"])
        if Executable.isRoot {
            // Root has no RLIMIT_NPROC: the supervisor's count stops it.
            #expect(checked.status == 1, "\(checked)")
            #expect(checked.output.contains("processes at once, more than the 32 a check allows"), "\(checked)")
        }
        #expect(processes("4242.5") == [])
        #expect(runsLeft == [])
    }

    /// Where the system gives the program a PID namespace (root, or user namespaces), it cannot
    /// reach its supervisor: a program that tries to kill it (by the folder on its command line)
    /// and leaves a loop running outside its folder leaves nothing behind.
    @Test(.enabled(if: Self.namespacesAvailable, "needs PID namespaces (root, or user namespaces)"))
    func killingItsSupervisor_doesNotLetAnythingOut() throws {
        let path = try hostile(
            "kills-supervisor",
            """
                    _ = system("pkill -9 -f \\"$PWD\\"; cd / && setsid sh -c 'while :; do :; done # layoutlab-hostile-orphan' &")
            """)
        let checked = try run(["check", path, "--cases", "5"])
        #expect(checked.status == 0, "\(checked)")
        let gone = Date().addingTimeInterval(5)
        while !processes("layoutlab-hostile-orphan").isEmpty, Date() < gone { Thread.sleep(forTimeInterval: 0.05) }
        #expect(processes("layoutlab-hostile-orphan") == [])
        #expect(runsLeft == [])
    }

    /// The same run as an ordinary user (root needs no user namespace, and no RLIMIT_NPROC
    /// binds it): a solution passes, a trap names its line, a loop left behind ends.
    @Test(.enabled(if: Executable.isRoot, "run as root, the other tests already cover an ordinary user"))
    func anOrdinaryUsersCheck_isKeptTheSameWay() throws {
        let folder = try Executable.unprivilegedFolder("layoutlab-user-check")
        let environment = [
            "LAYOUTLAB_CACHE": folder + "/cache", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
        ]
        // A copy the user can read: the checkout may sit in a folder only root can enter (mktemp -d).
        let solution = folder + "/flow.swift"
        try FileManager.default.copyItem(
            atPath: Self.root.appendingPathComponent("Exercises/flow/Solution.swift").path, toPath: solution)
        chown(solution, 65534, 65534)
        let passed = try Executable.runUnprivileged(
            ["check", solution, "--cases", "20"], home: folder, environment: environment)
        #expect(passed.status == 0, "\(passed)")
        let loop = try hostile(
            "user-leaves-a-loop",
            """
                    _ = system("cd / && setsid sh -c 'while :; do :; done # layoutlab-user-orphan' &")
                    _ = [1][subviews.count + 5]
            """)
        chown((loop as NSString).deletingLastPathComponent, 65534, 65534)
        let trapped = try Executable.runUnprivileged(
            ["check", loop, "--cases", "5"], home: folder, environment: environment)
        #expect(trapped.status == 1)
        #expect(
            trapped.output.contains("Your program stopped in this case: Fatal error: Index out of range (at \(loop):"),
            "\(trapped)")
        #expect(processes("layoutlab-user-orphan") == [])
    }

    static var namespacesAvailable: Bool {
        let arguments = Executable.isRoot ? ["-p", "-f", "true"] : ["-U", "-r", "-p", "-f", "true"]
        return (try? ChildProcess.run("/usr/bin/unshare", arguments, environment: [:]))?.status == 0
    }

    /// The lab killed with -9 mid-check: the supervisor is told (its parent died) and ends
    /// everything the program started.
    @Test func killingTheLab_endsTheProgramToo() throws {
        let path = try hostile(
            "outlives",
            """
                    _ = system("setsid sleep 4243.5 &")
                    while attacked { }
            """)
        let environment = [
            "LAYOUTLAB_CACHE": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
            "HOME": folder,
        ]
        let lab = try ChildProcess.start(Executable.path, ["check", path, "--cases", "20"], environment: environment)
        // The kit may be compiled first (a minute at most).
        let deadline = Date().addingTimeInterval(60)
        while processes("4243.5").isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!processes("4243.5").isEmpty, "the program never started")
        kill(lab, SIGKILL)
        var status: Int32 = 0
        waitpid(lab, &status, 0)
        // The supervisor's run folder is named after the lab's process.
        let supervisor = "/runs/run-\(lab)-"
        let gone = Date().addingTimeInterval(5)
        while !processes("4243.5").isEmpty || !processes(supervisor).isEmpty, Date() < gone {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(processes("4243.5") == [])
        #expect(processes(supervisor) == [])
        // What the killed lab left in the cache (its cases file) goes with the next check. (A
        // check running beside this test may clear it first: one is put there to be sure.)
        let leftBehind = {
            ((try? FileManager.default.contentsOfDirectory(atPath: self.cache)) ?? []).filter {
                $0.hasPrefix("cases-\(lab)-")
            }
        }
        try "run\n".write(toFile: cache + "/cases-\(lab)-1", atomically: true, encoding: .utf8)
        #expect(leftBehind() != [])
        let next = try run(["check", try hostile("after-the-kill", "")])
        #expect(next.status == 0, "\(next)")
        #expect(leftBehind() == [])
    }
}
