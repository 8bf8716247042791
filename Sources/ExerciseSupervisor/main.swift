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

struct Limits {
    var seconds: Double
    var memory: Int
    var output: Int
    var processes: Int
    var parent: pid_t
    var reportDescriptor: Int32
    var work: String
    var program: [String]

    init?(_ arguments: [String]) {
        guard arguments.count >= 10, arguments[8] == "--", let seconds = Double(arguments[1]),
            let memory = Int(arguments[2]), let output = Int(arguments[3]), let processes = Int(arguments[4]),
            let parent = pid_t(arguments[5])
        else { return nil }
        guard let descriptor = Int32(arguments[6]), descriptor > 5 else { return nil }
        (self.seconds, self.memory, self.output, self.processes, self.parent) =
            (seconds, memory, output, processes, parent)
        (reportDescriptor, work, program) = (descriptor, arguments[7], Array(arguments[9...]))
    }
}

/// The report's key, from the pipe the lab hands over on descriptor 6 (read to its end, at most
/// 64 bytes: a hex number and a line break).
func readKey() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    var count = 0
    while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { read(6, $0.baseAddress! + count, $0.count - count) }
        if got < 0, errno == EINTR { continue }
        if got <= 0 { break }
        count += got
    }
    close(6)
    guard count > 1, buffer[count - 1] == 0x0A else { return nil }
    return Array(buffer[..<count])
}

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// A small file's text (a /proc entry), or nil.
func readSmall(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
}

struct Process {
    var pid: pid_t
    var parent: pid_t
    /// A zombie: ended, not yet reaped by its parent.
    var ended: Bool
    /// Swift's backtracer, which a trapping program starts: it makes itself undumpable, and is
    /// no program hiding what it writes.
    var isBacktracer: Bool
}

/// Every process on the machine with its parent, from /proc/PID/stat ("PID (NAME) STATE PPID …";
/// the name may hold spaces and parentheses, so the fields are read after the last ')').
func processTable() -> [Process] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var table: [Process] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let pid = pid_t(name), let stat = readSmall("/proc/\(name)/stat"),
            let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
        let command = stat[stat.index(after: open)..<close]
        table.append(
            Process(
                pid: pid, parent: parent, ended: fields[0] == "Z", isBacktracer: command.hasPrefix("swift-backtrace")))
    }
    return table
}

/// This process's descendants, found through the parent of every process; being a subreaper,
/// it is the parent of any whose own parent died.
func descendants() -> [Process] {
    var children: [pid_t: [Process]] = [:]
    for process in processTable() { children[process.parent, default: []].append(process) }
    var found: [Process] = []
    var next = children[getpid()] ?? []
    while let process = next.popLast() {
        found.append(process)
        next += children[process.pid] ?? []
    }
    return found
}

/// Bytes a process has written (and, for this one, every child it has reaped), as the kernel
/// counts them; nil where they cannot be read.
func written(by pid: String) -> Int? {
    guard let text = readSmall("/proc/\(pid)/io"),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") })
    else { return nil }
    return Int(line.dropFirst("wchar:".count).filter { $0 != " " })
}

/// Reaps every child that has ended; `watched`'s status, if it was among them.
func reap(_ watched: pid_t) -> Int32? {
    var watchedStatus: Int32?
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, WNOHANG)
        if pid <= 0 { break }
        if pid == watched { watchedStatus = status }
    }
    return watchedStatus
}

/// Kills every descendant until none is left (one killed as it forks leaves a child, found on
/// the next pass), reaping them all.
func killEverything(first: pid_t) {
    // In a namespace, the init's death ends the rest.
    kill(first, SIGKILL)
    let deadline = seconds() + 30
    while seconds() < deadline {
        let alive = descendants().filter { !$0.ended }
        _ = reap(0)
        if alive.isEmpty, descendants().isEmpty { break }
        for process in alive { kill(process.pid, SIGKILL) }
        usleep(1000)
    }
    _ = reap(0)
}

/// How many threads the user's processes have: RLIMIT_NPROC counts threads, and is set that
/// many above.
func threadsOfThisUser() -> Int {
    guard let directory = opendir("/proc") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var info = stat()
        guard pid_t(name) != nil, stat("/proc/" + name, &info) == 0, info.st_uid == getuid() else { continue }
        let threads = readSmall("/proc/\(name)/status")?.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        count += threads.flatMap { Int($0.dropFirst("Threads:".count).filter { $0 != " " && $0 != "\t" }) } ?? 1
    }
    return count
}

func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] { strings.map { strdup($0) } + [nil] }

func finish(_ result: String) -> Never {
    let bytes = Array((result + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    exit(0)
}

func verdict(_ status: Int32) -> String {
    status & 0x7F == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
}

/// What the program's process does between its fork and its exec: only system calls on what
/// was made before the fork (the supervisor is single-threaded, so this is safe in Swift).
struct Launch {
    let limits: Limits
    /// The read end of a pipe holding the report's key: the program's at `reportDescriptor + 1`.
    let key: Int32
    let argv: [UnsafeMutablePointer<CChar>?]
    let envp: [UnsafeMutablePointer<CChar>?]
    let userThreads: Int

    func becomeTheProgram(parent: pid_t) -> Never {
        setsid()
        // Should its parent be killed, the program goes with it.
        _ = supervisor_signal_on_parent_death(SIGKILL)
        if getppid() != parent { _exit(126) }
        var limit = rlimit(rlim_cur: rlim_t(limits.memory), rlim_max: rlim_t(limits.memory))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        limit = rlimit(rlim_cur: rlim_t(limits.output), rlim_max: rlim_t(limits.output))
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        limit = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        // Counted per user, and not at all for root (which the supervisor's loop still caps).
        if userThreads > 0 { _ = supervisor_limit_processes(UInt(userThreads + limits.processes)) }
        // The key's pipe first: its own number may be the report's.
        let keyDescriptor = limits.reportDescriptor + 1
        guard dup2(key, keyDescriptor) == keyDescriptor, dup2(3, 1) == 1, dup2(4, 2) == 2,
            dup2(5, limits.reportDescriptor) == limits.reportDescriptor
        else {
            _exit(126)
        }
        let null = open("/dev/null", O_RDONLY)
        if null != 0 {
            dup2(null, 0)
            close(null)
        }
        for descriptor in Int32(3)..<limits.reportDescriptor { close(descriptor) }
        supervisor_close_from(keyDescriptor + 1)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigprocmask(SIG_SETMASK, &signals, nil)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXFSZ, SIGPIPE, SIGCHLD] { signal(number, SIG_DFL) }
        if chdir(limits.work) != 0 { _exit(126) }
        execve(argv[0]!, argv, envp)
        _exit(127)
    }
}

/// Process 1 of the program's namespace: starts the program, reaps every process handed to it,
/// and when the program ends writes its status to `report` and ends, which ends the namespace.
func beTheInit(_ launch: Launch, report: Int32) -> Never {
    for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { signal(number, SIG_IGN) }
    // Without it the program's /proc is the lab's, where its own numbers name other processes.
    _ = supervisor_mount_private_proc()
    let program = fork()
    if program == 0 {
        close(report)
        launch.becomeTheProgram(parent: 1)
    }
    if program < 0 { _exit(125) }
    close(1)
    for descriptor in Int32(3)...5 { close(descriptor) }
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, 0)
        if pid == program {
            _ = withUnsafeBytes(of: status) { write(report, $0.baseAddress, $0.count) }
            _exit(0)
        }
        if pid < 0, errno != EINTR { _exit(0) }
    }
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
