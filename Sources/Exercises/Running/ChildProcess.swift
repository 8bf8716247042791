import LabSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program the learner's code is part of (or the compiler), with its output in files,
/// and stops it when it runs past a time limit: nothing a learner writes can hang the lab.
enum ChildProcess {
    struct Outcome {
        /// The exit status, when it exited.
        var status: Int32?
        /// The signal that ended it (a trap, or the kill at the time limit).
        var signal: Int32?
        var timedOut = false
        /// Stopped by Ctrl-C in the shell.
        var interrupted = false
        var output: String
        var errors: String
        /// What the program wrote on file descriptor 3 (the harness's reports).
        var channel: String
    }

    /// Runs `path` with `arguments`; `memoryLimit` (bytes) caps its address space through the
    /// shell's `ulimit -v` before it starts. Output and errors go to files beside `scratch`.
    static func run(
        _ path: String, _ arguments: [String], scratch: String, seconds: Double, memoryLimit: Int? = nil
    ) -> Outcome? {
        let outputPath = scratch + ".out"
        let errorPath = scratch + ".err"
        let channelPath = scratch + ".channel"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 3, channelPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var command = [path] + arguments
        if let memoryLimit {
            // The shell sets the limits for itself, then becomes the program (same process): the
            // memory, and the output (a print in a loop would fill the disk; the program gets
            // SIGXFSZ at 64 MB). Swift's backtrace on a trap is asked for whatever the learner's
            // environment says: the checker reads the learner's line from it.
            command =
                [
                    "/bin/sh", "-c",
                    // ulimit -f counts blocks of 512 bytes.
                    "ulimit -v \(memoryLimit / 1024) 2>/dev/null; ulimit -f \(outputLimit / 512) 2>/dev/null; SWIFT_BACKTRACE=enable=yes,interactive=no,color=no exec \"$0\" \"$@\"",
                ] + command
        }
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var timedOut = false
        var interrupted = false
        let deadline = monotonicSeconds() + seconds
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { break }
            if Interruption.isRequested {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                interrupted = true
                break
            }
            if monotonicSeconds() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(2000)
        }
        defer {
            unlink(outputPath)
            unlink(errorPath)
            unlink(channelPath)
        }
        let exited = status & 0x7F == 0
        return Outcome(
            status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F, timedOut: timedOut,
            interrupted: interrupted,
            output: read(outputPath), errors: read(errorPath), channel: read(channelPath))
    }

    /// The most a program under limits may write, in bytes.
    static let outputLimit = 64 << 20

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// A file's text (invalid UTF-8 repaired: this is the program's own output, for display).
    static func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            // A runaway program's output is cut, not read whole.
            if bytes.count > 64 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
