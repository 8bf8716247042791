// The exercise supervisor: runs a learner's program under limits, and leaves nothing of it
// behind. `layoutlab check` compiles this file once, with the kit, and starts it for each run:
//
//   exercise-supervisor SECONDS MEMORY OUTPUT PROCESSES PARENT FD WORK -- PROGRAM ARGUMENT...
//
// with, from the lab, the result pipe on descriptor 1, the files for the program's output, its
// errors and the checker's report on 3, 4 and 5 (opened by the lab before, so that nothing the
// program does to the paths changes what the lab reads), and on 6 a pipe holding the key that
// marks the report's lines (read once: a key on the command line or in the environment is there
// for any process to read). The program runs in WORK (also its TMPDIR), in a session of its
// own, with the report on descriptor FD and the key on a pipe at FD + 1, which the harness reads
// and closes before the learner's code runs; LAYOUTLAB_REPORT names FD.
//
// Where the system allows (always for root, for others with user namespaces), the program runs
// in a PID namespace of its own under a small init of the supervisor's: when the init ends, the
// kernel ends every process in the namespace, and none of them can signal the supervisor or the
// lab. Everywhere, the supervisor is a child subreaper (no process can leave its tree) and is
// told when the lab dies (SIGTERM). The rlimits cap the program's memory (MEMORY bytes of address
// space) and each file it writes (OUTPUT bytes); this loop watches its time (SECONDS), how many
// processes it keeps (PROCESSES) and what it writes in all, anywhere (OUTPUT bytes, as the
// kernel counts writes in /proc/PID/io). When the program ends, breaks a limit, or the lab asks
// (SIGTERM, Ctrl-C), every process is killed and reaped, and one line on the result pipe says
// how the run ended:
//   exit N · signal N · timeout · processes N · output N · stopped
import Glibc

#if canImport(CExerciseSupervisor)
    import CExerciseSupervisor
#endif

/// Raised by SIGTERM (the lab stops the run, or died), SIGINT, SIGHUP or SIGQUIT.
nonisolated(unsafe) var stopRequested: sig_atomic_t = 0

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func main() -> Never {
    guard let limits = Limits(CommandLine.arguments), let key = readKey() else {
        fputs(
            "usage: exercise-supervisor SECONDS MEMORY OUTPUT PROCESSES PARENT FD WORK -- PROGRAM … (key on 6)\n",
            stderr)
        exit(2)
    }
    // Whatever else the lab left open is not the program's business.
    supervisor_close_from(6)
    _ = supervisor_become_subreaper()
    _ = supervisor_signal_on_parent_death(SIGTERM)
    // The lab may have died before the line above: then nothing would ever stop this run.
    if getppid() != limits.parent { exit(3) }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in stopRequested = 1 }
    sigemptyset(&action.sa_mask)
    for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaction(number, &action, nil) }
    signal(SIGPIPE, SIG_IGN)

    // Everything the program's process needs is made before the fork: after it, only system calls.
    var environment: [String] = []
    var index = 0
    while let entry = environ[index] {
        let text = String(cString: entry)
        if !text.hasPrefix("TMPDIR="), !text.hasPrefix("LAYOUTLAB_REPORT="), !text.hasPrefix("SWIFT_BACKTRACE=") {
            environment.append(text)
        }
        index += 1
    }
    // Swift's backtrace on a trap: the checker reads the learner's line from it.
    environment += [
        "TMPDIR=" + limits.work, "LAYOUTLAB_REPORT=\(limits.reportDescriptor)",
        "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no",
    ]
    // The key for the program, on a pipe of its own that it reads once.
    var keyPipe: [Int32] = [-1, -1]
    guard supervisor_pipe_closed_on_exec(&keyPipe) == 0 else { finish("signal 0") }
    _ = key.withUnsafeBytes { write(keyPipe[1], $0.baseAddress, $0.count) }
    close(keyPipe[1])
    let launch = Launch(
        limits: limits, key: keyPipe[0], argv: cStrings(limits.program), envp: cStrings(environment),
        userThreads: getuid() == 0 ? 0 : threadsOfThisUser())
    var statusPipe: [Int32] = [-1, -1]
    let isolated = pipe(&statusPipe) == 0 && supervisor_enter_namespaces() == 0
    // Only now (the namespaces' maps are written through /proc/self, which this would close).
    _ = supervisor_keep_private()
    let supervisor = getpid()
    let baseline = written(by: "self") ?? 0
    let start = seconds()

    let first = fork()
    if first < 0 { finish("signal 0") }
    if first == 0 {
        if isolated {
            close(statusPipe[0])
            _ = supervisor_signal_on_parent_death(SIGKILL)
            beTheInit(launch, report: statusPipe[1])
        }
        launch.becomeTheProgram(parent: supervisor)
    }
    if isolated { close(statusPipe[1]) }
    for descriptor in Int32(3)...5 { close(descriptor) }

    /// The program's status: from the init's pipe in a namespace, else its own.
    func programStatus(_ reaped: Int32) -> Int32 {
        guard isolated else { return reaped }
        var status: Int32 = 0
        let count = withUnsafeMutableBytes(of: &status) { read(statusPipe[0], $0.baseAddress, $0.count) }
        return count == MemoryLayout<Int32>.size ? status : reaped
    }
    /// Since when each process has been unreadable: a process between its fork and its exec is
    /// undumpable for a moment (its parent, the init, is), which is no hiding.
    var unreadableSince: [pid_t: Double] = [:]
    /// What the program wrote in all: what this process reaped, and what the living wrote.
    func writtenInAll(_ alive: [Process]) -> (bytes: Int, hidden: Bool) {
        var total = (written(by: "self") ?? 0) - baseline
        var hidden = false
        let now = seconds()
        unreadableSince = unreadableSince.filter { entry in alive.contains { $0.pid == entry.key } }
        // The init (the supervisor's own, undumpable as it is) is counted when it is reaped.
        for process in alive where !process.ended && !process.isBacktracer && !(isolated && process.pid == first) {
            // Unreadable for half a second while it runs: it made itself undumpable, to hide
            // what it writes (what it wrote before it ends is counted when its parent reaps it).
            guard let bytes = written(by: String(process.pid)) else {
                if kill(process.pid, 0) == 0, readSmall("/proc/\(process.pid)/stat") != nil {
                    let since = unreadableSince[process.pid] ?? now
                    unreadableSince[process.pid] = since
                    if now - since > 0.5 { hidden = true }
                }
                continue
            }
            unreadableSince[process.pid] = nil
            total += bytes
        }
        return (total, hidden)
    }

    while true {
        if let reaped = reap(first) {
            let status = programStatus(reaped)
            killEverything(first: first)
            // What it wrote just before it ended counts too.
            let total = writtenInAll([]).bytes
            finish(total > limits.output ? "output \(total)" : verdict(status))
        }
        var result: String?
        if stopRequested != 0 {
            result = "stopped"
        } else if seconds() - start > limits.seconds {
            result = "timeout"
        } else {
            let alive = descendants()
            // The init of the namespace is the supervisor's, not the program's.
            let count = alive.filter { !$0.ended }.count - (isolated ? 1 : 0)
            let (total, hidden) = writtenInAll(alive)
            if count > limits.processes {
                result = "processes \(count)"
            } else if total > limits.output || hidden {
                result = "output \(max(total, limits.output + 1))"
            }
        }
        if let result {
            killEverything(first: first)
            finish(result)
        }
        // Every 5 ms at first (a fork loop is caught early), then every 20 ms: each look reads
        // every process's /proc entry, and the program needs the cores more.
        usleep(seconds() - start < 0.1 ? 5000 : 20_000)
    }
}

main()
