// The exercise supervisor: runs a learner's program under limits, and leaves nothing of it
// behind. `layoutlab check` compiles this file once, with the kit, and starts it for each run:
//
//   exercise-supervisor FOLDER SECONDS MEMORY OUTPUT PROCESSES PARENT REPORT -- PROGRAM ARGUMENT...
//
// It is a child subreaper, so every process the program starts (a background loop, a `setsid`
// daemon) stays its descendant; and it gets SIGTERM when its parent, the lab, dies. The program
// runs in a session of its own, in FOLDER/work (also its TMPDIR), with its standard output and
// errors in FOLDER/out and FOLDER/err and the checker's report on the descriptor REPORT names
// ("FD:KEY": FOLDER/report on descriptor FD, its lines marked with KEY; the harness reads
// LAYOUTLAB_REPORT and forgets it before the learner's code runs). The rlimits cap its memory
// (MEMORY bytes of address space) and each file it writes (OUTPUT bytes); this loop watches the
// rest: its time (SECONDS), how many processes it keeps (PROCESSES) and what it writes in all,
// anywhere (OUTPUT bytes, as the kernel counts writes in /proc/PID/io). When the program ends,
// breaks a limit, or the lab asks (SIGTERM, or Ctrl-C), every descendant is killed and reaped,
// and FOLDER/result says in one line how the run ended:
//   exit N · signal N · timeout · processes N · output N · stopped
import Glibc

#if canImport(CExerciseSupervisor)
    import CExerciseSupervisor
#endif

/// Raised by SIGTERM (the lab stops the run, or died), SIGINT, SIGHUP or SIGQUIT.
nonisolated(unsafe) var stopRequested: sig_atomic_t = 0

struct Limits {
    var folder: String
    var seconds: Double
    var memory: Int
    var output: Int
    var processes: Int
    var parent: pid_t
    var reportDescriptor: Int32
    var reportKey: String
    var program: [String]

    init?(_ arguments: [String]) {
        guard arguments.count >= 10, arguments[8] == "--", let seconds = Double(arguments[2]),
            let memory = Int(arguments[3]), let output = Int(arguments[4]), let processes = Int(arguments[5]),
            let parent = pid_t(arguments[6])
        else { return nil }
        let report = arguments[7].split(separator: ":", maxSplits: 1).map(String.init)
        guard report.count == 2, let descriptor = Int32(report[0]), descriptor > 2 else { return nil }
        (folder, self.seconds, self.memory, self.output, self.processes, self.parent) =
            (arguments[1], seconds, memory, output, processes, parent)
        (reportDescriptor, reportKey, program) = (descriptor, report[1], Array(arguments[9...]))
    }
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

/// Every process on the machine with its parent, from /proc/PID/stat ("PID (NAME) STATE PPID …";
/// the name may hold spaces and parentheses, so the fields are read after the last ')').
func processTable() -> [(pid: pid_t, parent: pid_t)] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var table: [(pid: pid_t, parent: pid_t)] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let pid = pid_t(name), let stat = readSmall("/proc/\(name)/stat"),
            let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
        table.append((pid, parent))
    }
    return table
}

/// This process's descendants, found through the parent of every process; being a subreaper,
/// it is the parent of any whose own parent died.
func descendants() -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for (pid, parent) in processTable() { children[parent, default: []].append(pid) }
    var found: [pid_t] = []
    var next = children[getpid()] ?? []
    while let pid = next.popLast() {
        found.append(pid)
        next += children[pid] ?? []
    }
    return found
}

/// Bytes a process has written (and, for this one, every child it has reaped), as the kernel
/// counts them; 0 where it cannot be read.
func written(by pid: String) -> Int {
    guard let text = readSmall("/proc/\(pid)/io"),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") })
    else { return 0 }
    return Int(line.dropFirst("wchar:".count).filter { $0 != " " }) ?? 0
}

/// Reaps every child that has ended; the worker's status, if it was among them.
func reap(worker: pid_t) -> Int32? {
    var workerStatus: Int32?
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, WNOHANG)
        if pid <= 0 { break }
        if pid == worker { workerStatus = status }
    }
    return workerStatus
}

/// Kills every descendant until none is left (one killed as it forks leaves a child, found on
/// the next pass), reaping them all.
func killEverything(worker: pid_t) -> Int32? {
    var workerStatus: Int32?
    let deadline = seconds() + 5
    while seconds() < deadline {
        let alive = descendants()
        if alive.isEmpty { break }
        for pid in alive { kill(pid, SIGKILL) }
        if let status = reap(worker: worker) { workerStatus = status }
        usleep(1000)
    }
    if let status = reap(worker: worker) { workerStatus = status }
    return workerStatus
}

/// How many processes the user has, to set RLIMIT_NPROC (which counts them all) a few above.
func processesOfThisUser() -> Int {
    guard let directory = opendir("/proc") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var info = stat()
        if pid_t(name) != nil, stat("/proc/" + name, &info) == 0, info.st_uid == getuid() { count += 1 }
    }
    return count
}

func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] { strings.map { strdup($0) } + [nil] }

func finish(_ limits: Limits, _ result: String) -> Never {
    let path = limits.folder + "/result"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
        let bytes = Array((result + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
    exit(0)
}

func verdict(_ status: Int32) -> String {
    status & 0x7F == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
}

func main() -> Never {
    guard let limits = Limits(CommandLine.arguments) else {
        fputs("usage: exercise-supervisor FOLDER SECONDS MEMORY OUTPUT PROCESSES PARENT FD:KEY -- PROGRAM …\n", stderr)
        exit(2)
    }
    // Whatever the lab left open (and not marked close-on-exec) is not the program's business.
    for descriptor in Int32(3)..<1024 { close(descriptor) }
    _ = supervisor_become_subreaper()
    _ = supervisor_signal_on_parent_death(SIGTERM)
    // The lab may have died before the line above: then nothing would ever stop this run.
    if getppid() != limits.parent { exit(3) }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in stopRequested = 1 }
    sigemptyset(&action.sa_mask)
    for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaction(number, &action, nil) }
    // The lab ignores SIGXFSZ for itself; the program must meet its file limit as a signal.
    signal(SIGXFSZ, SIG_DFL)
    signal(SIGPIPE, SIG_DFL)

    // Everything the child needs is made before the fork: after it, only system calls.
    let work = limits.folder + "/work"
    let argv = cStrings(limits.program)
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
        "TMPDIR=" + work, "LAYOUTLAB_REPORT=\(limits.reportDescriptor):\(limits.reportKey)",
        "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no",
    ]
    let envp = cStrings(environment)
    let paths = cStrings(["/dev/null", limits.folder + "/out", limits.folder + "/err", limits.folder + "/report"])
    let userProcesses = getuid() == 0 ? 0 : processesOfThisUser()
    let supervisor = getpid()
    let baseline = written(by: "self")
    let start = seconds()

    let worker = fork()
    if worker < 0 { finish(limits, "signal 0") }
    if worker == 0 {
        setsid()
        // Should the supervisor be killed (by the program, say), the program goes with it.
        _ = supervisor_signal_on_parent_death(SIGKILL)
        if getppid() != supervisor { _exit(126) }
        var limit = rlimit(rlim_cur: rlim_t(limits.memory), rlim_max: rlim_t(limits.memory))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        limit = rlimit(rlim_cur: rlim_t(limits.output), rlim_max: rlim_t(limits.output))
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        limit = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        // Counted per user, and not at all for root (which the loop below still caps).
        if userProcesses > 0 {
            _ = supervisor_limit_processes(UInt(userProcesses + limits.processes))
        }
        let flags = [
            O_RDONLY, O_WRONLY | O_CREAT | O_TRUNC, O_WRONLY | O_CREAT | O_TRUNC, O_WRONLY | O_CREAT | O_TRUNC,
        ]
        for (number, path) in paths.dropLast().enumerated() {
            let descriptor = open(path!, flags[number], 0o600)
            if descriptor < 0 { _exit(126) }
            let target = number == 3 ? limits.reportDescriptor : Int32(number)
            if descriptor != target {
                dup2(descriptor, target)
                close(descriptor)
            }
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigprocmask(SIG_SETMASK, &signals, nil)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { signal(number, SIG_DFL) }
        if chdir(work) != 0 { _exit(126) }
        execve(argv[0]!, argv, envp)
        _exit(127)
    }

    while true {
        if let status = reap(worker: worker) {
            _ = killEverything(worker: worker)
            finish(limits, verdict(status))
        }
        var result: String?
        if stopRequested != 0 {
            result = "stopped"
        } else if seconds() - start > limits.seconds {
            result = "timeout"
        } else {
            let alive = descendants()
            let total = written(by: "self") - baseline + alive.reduce(0) { $0 + written(by: String($1)) }
            if alive.count > limits.processes {
                result = "processes \(alive.count)"
            } else if total > limits.output {
                result = "output \(total)"
            }
        }
        if let result {
            _ = killEverything(worker: worker)
            finish(limits, result)
        }
        // Every 5 ms at first (a fork loop is caught early), then every 20 ms: each look reads
        // every process's /proc entry, and the program needs the cores more.
        usleep(seconds() - start < 0.1 ? 5000 : 20_000)
    }
}

main()
