import CExerciseSupervisor
import CProcessKeeper
import LabSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the programs `check` needs: the compiler, under a keeper that ends its whole tree at its
/// time limit, on Ctrl-C or when the lab dies; and the program built from the learner's file, under
/// the supervisor (see `Sources/ExerciseSupervisor`), which keeps every process it starts and
/// leaves none behind. Nothing a learner writes can hang the lab, outlive the check, or feed it
/// a report it trips over.
enum ChildProcess {
    struct Outcome {
        /// The exit status, when it exited.
        var status: Int32?
        /// The signal that ended it (a trap, or the kill at the time limit).
        var signal: Int32?
        var timedOut = false
        /// Stopped by Ctrl-C in the shell.
        var interrupted = false
        /// A limit the learner's program broke, other than time and memory.
        var brokeLimit: Limit?
        var output: String
        var errors: String
        /// The harness's report: its lines, each without the run's key.
        var report: String = ""
        /// The first line of the report that did not carry the run's key (something else wrote
        /// to the checker's descriptor), with its number.
        var foreignLine: (number: Int, text: String)?
    }

    /// The limits watched while the learner's program runs, besides time and memory.
    enum Limit: Equatable {
        /// More processes at once than allowed.
        case processes(Int)
        /// More bytes written, anywhere, than allowed.
        case output(Int)
        /// The supervisor itself was killed (by the program?): its processes were hunted down.
        case supervisorLost
    }

    /// How many processes the learner's program may have at once (itself included).
    static let processLimit = 32

    /// The most a learner's program may write, in bytes: its prints, its report and any file,
    /// all together.
    static let outputLimit = 64 << 20

    /// Runs a program the lab trusts (the compiler) with its output in files beside `scratch`,
    /// under a keeper (see `Sources/CProcessKeeper`): at the time limit, on Ctrl-C, or when the
    /// lab itself is ended by any signal, the program and every process it started end with it
    /// (the compiler's frontends run in process groups of their own, out of reach of a group kill).
    static func run(_ path: String, _ arguments: [String], scratch: String, seconds: Double) -> Outcome? {
        let outputPath = scratch + ".out"
        let errorPath = scratch + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errors = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { [input, output, errors].filter { $0 >= 0 }.forEach { close($0) } }
        guard input >= 0, output >= 0, errors >= 0 else { return nil }
        // The compiler's own temporary files in a folder of the lab's, removed afterwards: the
        // driver leaves its TemporaryDirectory.XXXXXX in /tmp when it is killed (a Ctrl-C, a
        // time limit), one more each time.
        let temporary = scratch + ".tmp"
        _ = FileSystem.makeDirectories(temporary)
        defer { FileSystem.removeTree(temporary) }
        // Made before the fork: the keeper runs only system calls until the compiler's exec.
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] =
            (Environment.lines(without: "TMPDIR") + ["TMPDIR=" + temporary]).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        let keeper = keeper_start(path, argv, envp, input, output, errors, getpid())
        guard keeper > 0 else { return nil }
        // The keeper kills the whole tree on SIGTERM and ends; the grace covers its sweep.
        let ended = wait(for: keeper, seconds: seconds, grace: 12) { kill(keeper, SIGTERM) }
        var outcome = Outcome(status: nil, output: read(outputPath), errors: read(errorPath))
        outcome.record(ended)
        return outcome
    }

    /// Runs the learner's program through `supervisor` in a folder of its own under `cache`
    /// (its working folder and TMPDIR, removed afterwards), with `memoryLimit` bytes of address
    /// space, `seconds` of time and the other limits above.
    static func runLearnerProgram(
        _ program: String, _ arguments: [String], supervisor: String, cache: String, seconds: Double,
        memoryLimit: Int
    ) -> Outcome? {
        guard let folder = RunFolder.make(in: cache) else { return nil }
        defer { FileSystem.removeTree(folder) }
        // The program's output, errors and report are opened here, made new, and read back
        // through these descriptors: whatever the program does to the names in its folder (a
        // link to /dev/zero, a FIFO) changes nothing the lab reads.
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        for name in ["out", "err", "report"] {
            let descriptor = open(folder + "/" + name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return nil }
            opened.append(descriptor)
        }
        // The key that marks the report's lines goes to the supervisor on a pipe, read once:
        // never on a command line (`ps` shows those) nor in an environment (/proc shows that).
        let key = String(UInt64.random(in: 1...UInt64.max), radix: 16)
        var keyPipe: [Int32] = [-1, -1]
        guard supervisor_pipe_closed_on_exec(&keyPipe) == 0 else { return nil }
        defer { close(keyPipe[0]) }
        _ = Array((key + "\n").utf8).withUnsafeBytes { write(keyPipe[1], $0.baseAddress, $0.count) }
        close(keyPipe[1])
        // The supervisor's verdict comes on a pipe only it holds.
        var verdict: [Int32] = [-1, -1]
        guard supervisor_pipe_closed_on_exec(&verdict) == 0 else { return nil }
        defer { close(verdict[0]) }
        let supervisorArguments =
            [
                "\(seconds)", "\(memoryLimit)", "\(outputLimit)", "\(processLimit)", "\(getpid())",
                "\(reportDescriptorNumber())", folder + "/work", "--", program,
            ] + arguments
        let spawned = spawn(
            supervisor, supervisorArguments,
            files: [(0, "/dev/null", O_RDONLY), (2, "/dev/null", O_WRONLY)],
            descriptors: [(verdict[1], 1), (opened[0], 3), (opened[1], 4), (opened[2], 5), (keyPipe[0], 6)])
        close(verdict[1])
        guard let pid = spawned else { return nil }
        // The supervisor keeps time and cleans up; the lab waits a little longer, asks it to stop
        // (SIGTERM), and gives it time to end everything before it is killed.
        let ended = wait(for: pid, seconds: seconds + 10, grace: 35) { kill(pid, SIGTERM) }
        let result = readAll(verdict[0], limit: 256).split(separator: "\n").first.map(String.init)
        if result == nil {
            // Killed before it could say (by the program, where no namespace kept it out): the
            // processes are found by the folder they work in, and killed here.
            killProcesses(workingIn: folder + "/work")
        }
        var outcome = Outcome(
            status: nil, output: readAll(opened[0], limit: readLimit), errors: readAll(opened[1], limit: readLimit))
        (outcome.report, outcome.foreignLine) = Self.report(readAll(opened[2], limit: readLimit), key: key)
        switch result.map({ $0.split(separator: " ") }) {
        case let words? where words.first == "exit" && words.count == 2: outcome.status = Int32(words[1])
        case let words? where words.first == "signal" && words.count == 2: outcome.signal = Int32(words[1])
        case let words? where words.first == "timeout": outcome.timedOut = true
        case let words? where words.first == "stopped": outcome.interrupted = true
        case let words? where words.first == "processes" && words.count == 2:
            outcome.brokeLimit = .processes(Int(words[1]) ?? processLimit)
        case let words? where words.first == "output" && words.count == 2:
            outcome.brokeLimit = .output(Int(words[1]) ?? outputLimit)
        default:
            outcome.brokeLimit = .supervisorLost
        }
        // Ctrl-C stops the supervisor through SIGTERM: the learner's program did nothing wrong.
        if ended.interrupted { (outcome.interrupted, outcome.brokeLimit) = (true, nil) }
        return outcome
    }

    /// The most of a program's output, errors or report the lab reads.
    static let readLimit = 64 << 20

    /// A random descriptor number for the report, below the descriptor limit (so that the
    /// program's process can have it under `ulimit -n 256`), with the next one free for the
    /// key the harness reads.
    static func reportDescriptorNumber() -> Int32 {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        let highest = Int32(clamping: min(999, Int(clamping: limit.rlim_cur) - 2))
        return highest > 10 ? Int32.random(in: 10...highest) : 6
    }

    /// A descriptor's text from its start, at most `limit` bytes of it (invalid UTF-8 repaired:
    /// this is the program's own output, for display).
    static func readAll(_ descriptor: Int32, limit: Int) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = buffer.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, min($0.count, limit - bytes.count), off_t(bytes.count))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        // A pipe cannot be read at an offset: read it plainly.
        if bytes.isEmpty, errno == ESPIPE {
            while bytes.count < limit {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += buffer[..<min(count, limit - bytes.count)]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The harness's lines, keyed by the run; the first line without the key, if any.
    static func report(_ text: String, key: String) -> (String, (number: Int, text: String)?) {
        var lines: [Substring] = []
        let prefix = key + " "
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(prefix) {
                lines.append(line.dropFirst(prefix.count))
            } else if !line.isEmpty {
                return (lines.joined(separator: "\n"), (number + 1, String(line)))
            }
        }
        return (lines.joined(separator: "\n"), nil)
    }

    /// How a wait ended.
    struct Ended {
        var status: Int32 = 0
        var timedOut = false
        var interrupted = false
    }

    /// Waits for `pid`; at the time limit or on Ctrl-C calls `stop` once, then waits at most
    /// `grace` seconds more before killing it.
    static func wait(for pid: pid_t, seconds: Double, grace: Double, stop: () -> Void) -> Ended {
        var ended = Ended()
        let deadline = monotonicSeconds() + seconds
        var stopping: Double?
        var stopped = false
        while true {
            let waited = waitpid(pid, &ended.status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { break }
            if Interruption.isRequested, stopping == nil {
                ended.interrupted = true
                stopping = monotonicSeconds()
            }
            if monotonicSeconds() > deadline, stopping == nil {
                ended.timedOut = true
                stopping = monotonicSeconds()
            }
            if let since = stopping {
                if !stopped {
                    stop()
                    stopped = true
                }
                if monotonicSeconds() - since > grace {
                    kill(pid, SIGKILL)
                    waitpid(pid, &ended.status, 0)
                    break
                }
            }
            usleep(2000)
        }
        return ended
    }

    /// Starts `path` in a process group of its own (so the terminal's Ctrl-C reaches the lab,
    /// which stops it in order), with the signals the lab ignores or handles back to their
    /// defaults, and `files` opened on its first descriptors.
    static func spawn(
        _ path: String, _ arguments: [String], files: [(Int32, String, Int32)],
        descriptors: [(from: Int32, to: Int32)] = []
    ) -> pid_t? {
        try? ProcessSpawn.start(
            path, arguments,
            descriptors: files.map { .file($0.0, path: $0.1, flags: $0.2) }
                + descriptors.map { .copy(from: $0.from, to: $0.to) },
            defaultSignals: [SIGXFSZ, SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGWINCH])
    }

    /// Kills every process whose working folder is `folder` or inside it: what is left of a run
    /// whose supervisor did not live to end it.
    static func killProcesses(workingIn folder: String) {
        for _ in 0..<50 {
            var found = false
            for name in FileSystem.entries(in: "/proc") {
                guard let pid = pid_t(name), pid != getpid() else { continue }
                let cwd = FileSystem.linkTarget(ofLinkAt: "/proc/\(name)/cwd")
                guard let cwd, cwd == folder || cwd.hasPrefix(folder + "/") else { continue }
                kill(pid, SIGKILL)
                found = true
            }
            if !found { return }
            usleep(2000)
        }
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// A file's text (invalid UTF-8 repaired: this is the program's own output, for display),
    /// at most 64 MB of it; empty when it is not a regular file.
    static func read(_ path: String) -> String {
        guard case .success(let bytes?) = FileSystem.readRegularFile(path, cutAt: 64 << 20) else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ChildProcess.Outcome {
    mutating func record(_ ended: ChildProcess.Ended) {
        let exited = ended.status & 0x7F == 0
        status = exited && !ended.timedOut && !ended.interrupted ? (ended.status >> 8) & 0xFF : nil
        signal = exited ? nil : ended.status & 0x7F
        timedOut = ended.timedOut
        interrupted = ended.interrupted
    }
}

/// A learner program's own folder for one run, `runs/run-PID-XXXXXX` in the cache: its cases,
/// what it printed, its report, and `work`, where it runs.
enum RunFolder {
    static func make(in cache: String) -> String? {
        let runs = cache + "/runs"
        guard FileSystem.makeDirectories(runs) else { return nil }
        removeStale("run-", in: runs)
        removeStale("cases-", in: cache)
        var template = Array((runs + "/run-\(getpid())-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard mkdir(folder + "/work", 0o700) == 0 else {
            FileSystem.removeTree(folder)
            return nil
        }
        return folder
    }

    /// Removes what checks that no longer run (killed with -9, say) left in `folder`: their run
    /// folders (`run-PID-…`) and their cases files (`cases-PID-…`).
    static func removeStale(_ prefix: String, in folder: String) {
        for name in FileSystem.entries(in: folder) where name.hasPrefix(prefix) {
            let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
            if let pid, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                FileSystem.removeTree(folder + "/" + name)
            }
        }
    }
}
