import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Work on a file that must not outlive the file as it was (`watch`'s check): a save while it
/// runs stops it, as Ctrl-C stops work, and it is done again on the file as saved. A verdict on
/// a file half-written, or no longer there, is never shown (it was, as a false compile error).
///
/// Looks at the file every 100 ms from another thread until stopped; when it has changed, asks
/// the work in hand to stop through `Interruption`.
public final class FileChangeWatcher: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let changed = Atomic<Bool>(false)
    private let looking = DispatchGroup()

    init(_ file: String, from identity: String?) {
        looking.enter()
        DispatchQueue.global().async { [self] in
            defer { looking.leave() }
            while !stopped.load(ordering: .acquiring) {
                usleep(100_000)
                guard !stopped.load(ordering: .acquiring), FileSystem.identity(of: file) != identity else { continue }
                changed.store(true, ordering: .releasing)
                Interruption.requested = 1
                return
            }
        }
    }

    /// Whether the file changed before `stop`.
    var sawChange: Bool { changed.load(ordering: .acquiring) }

    /// Stops looking, and waits for the last look to end (so that no stop is asked after).
    func stop() {
        stopped.store(true, ordering: .releasing)
        looking.wait()
    }

    /// `work` on the file once it has stood still for a moment (an editor may write it in two
    /// steps), again (after `restarting`) each time the file changes while it runs; what the
    /// last run gave. `seen` becomes the file's identity as the last run found it.
    public static func run<T>(_ file: String, seen: inout String?, restarting: () -> Void, _ work: () -> T) -> T {
        while true {
            let identity = settled(file)
            seen = identity
            let watcher = FileChangeWatcher(file, from: identity)
            let result = work()
            watcher.stop()
            guard watcher.sawChange || FileSystem.identity(of: file) != identity else { return result }
            // The stop was the save's, not a Ctrl-C: the work goes on.
            if watcher.sawChange { Interruption.requested = 0 }
            restarting()
        }
    }

    /// The file's identity once two looks 100 ms apart agree (two seconds at most).
    static func settled(_ file: String) -> String? {
        var identity = FileSystem.identity(of: file)
        for _ in 0..<20 {
            usleep(100_000)
            let again = FileSystem.identity(of: file)
            if again == identity { break }
            identity = again
        }
        return identity
    }
}
