// The processes a run leaves: found in /proc, counted, reaped and killed.
import Glibc

#if canImport(CExerciseSupervisor)
    import CExerciseSupervisor
#endif

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
