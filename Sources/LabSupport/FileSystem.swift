#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations LayoutLab needs, in one place, each failing with the system's own
/// reason instead of a crash.
public enum FileSystem {
    /// Why a file operation failed, e.g. "No such file or directory".
    public struct Failure: Error, Equatable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }

        /// The reason for the last failed system call. A write stopped by the file-size limit
        /// (`ulimit -f`, which the lab meets as EFBIG: it ignores SIGXFSZ) says which limit.
        static var current: Failure {
            if errno == EFBIG { return Failure(reason: "File too large: the file-size limit (ulimit -f) was reached") }
            return Failure(reason: String(cString: strerror(errno)))
        }

        /// The reason for the last failed system call, as words.
        public static var lastReason: String { current.reason }
    }

    /// A file's bytes, as they are.
    public static func readBytes(_ path: String) -> Result<[UInt8], Failure> {
        guard let file = fopen(path, "r") else { return .failure(.current) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return .failure(.current) }
        return .success(bytes)
    }

    /// What kind of thing is at a path (a link at its end not followed).
    public enum Kind: Equatable, Sendable {
        case missing, regularFile, folder, link, fifo, device, socket

        /// The thing in words, for "X is a FIFO, not a regular file".
        public var words: String {
            switch self {
            case .missing: "missing"
            case .regularFile: "a regular file"
            case .folder: "a folder"
            case .link: "a link"
            case .fifo: "a FIFO"
            case .device: "a device"
            case .socket: "a socket"
            }
        }

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regularFile
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            default: self = .device
            }
        }
    }

    /// What is at `path`, its last link not followed.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        return lstat(path, &info) == 0 ? Kind(mode: info.st_mode) : .missing
    }

    /// A regular file's bytes (at most `limit` of them), or nil when nothing is there. Opened without blocking and
    /// checked before a byte is read, so that a FIFO, a device or a folder put where a state,
    /// lesson or exercise file belongs is refused in words instead of hanging (a FIFO waits
    /// for a writer for ever) or reading without end (`/dev/zero`). Any other failure (no
    /// permission, say) is a failure, never taken for "not there": what cannot be read must
    /// not be written over.
    public static func readRegularFile(_ path: String, limit: Int = .max) -> Result<[UInt8]?, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .success(nil) }
            if errno == ENOTDIR, let file = fileAmongFolders(of: path) {
                return .failure(Failure(reason: "\(file) is a file, not a folder"))
            }
            return .failure(.current)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.current) }
        let kind = Kind(mode: info.st_mode)
        guard kind == .regularFile else { return .failure(Failure(reason: "it is \(kind.words), not a regular file")) }
        var bytes: [UInt8] = []
        // A sparse file may claim a terabyte: room for what will be read, at most a megabyte ahead.
        bytes.reserveCapacity(min(Int(info.st_size), limit, 1 << 20))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(.current) }
            if count == 0 { break }
            bytes += buffer[..<min(count, limit - bytes.count)]
            if bytes.count >= limit { break }
        }
        return .success(bytes)
    }

    /// A file's text; invalid UTF-8 becomes U+FFFD.
    public static func readText(_ path: String) -> String? {
        try? readBytes(path).map { String(decoding: $0, as: UTF8.self) }.get()
    }

    /// The names in a folder, sorted, without hidden ones; empty when it cannot be read.
    public static func entries(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// A plain file (not a folder, a FIFO or a device, which reading could hang on).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The path with links and `.`/`..` resolved, to tell when two paths name one file; the
    /// path itself when it cannot be resolved.
    public static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What tells one version of a file from the next without reading it: its size and the
    /// time it last changed, or nil if there is no such file.
    public static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
            let changed = info.st_mtim
        #else
            let changed = info.st_mtimespec
        #endif
        return "\(info.st_size)-\(changed.tv_sec).\(changed.tv_nsec)"
    }

    /// How many seconds ago a file or folder last changed (its own entry, not what is inside a
    /// folder), or nil if there is no such thing.
    public static func secondsSinceChange(of path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(time(nil)) - Int(info.st_mtim.tv_sec)
    }

    /// Marks a file or folder as changed now (so that a clean-up by age keeps it).
    @discardableResult
    public static func touch(_ path: String) -> Bool { utimes(path, nil) == 0 }

    /// The working directory, or "." if it cannot be told (it was removed).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Removes a folder and everything in it, hidden names too (best effort: what cannot be
    /// removed stays). Each folder is opened from its parent's descriptor and never through a
    /// link, so neither a tree deeper than a path can name nor a folder swapped for a link
    /// meanwhile (by a learner's program still running) takes it anywhere else; a folder made
    /// unreadable (a program may chmod its own) is made readable first.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        let parent = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return }
        defer { close(parent) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        removeEntry(name, in: parent)
    }

    /// Removes `name` in the folder open as `parent`, and all it holds when it is a folder.
    private static func removeEntry(_ name: String, in parent: Int32) {
        if unlinkat(parent, name, 0) == 0 { return }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            return
        }
        var folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder < 0 {
            fchmodat(parent, name, S_IRWXU, 0)
            folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard folder >= 0 else { return }
        // Writable, so that its entries can go.
        fchmod(folder, S_IRWXU)
        var names: [String] = []
        // fdopendir takes the descriptor over: a copy of it is kept for the removals.
        if let listing = fdopendir(dup(folder)) {
            while let entry = readdir(listing) {
                let entryName = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if entryName != ".", entryName != ".." { names.append(entryName) }
            }
            closedir(listing)
        }
        for entryName in names { removeEntry(entryName, in: folder) }
        close(folder)
        unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// Where the link at `path` points, as written in it; nil if it is not a link.
    public static func linkTarget(ofLinkAt path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A file's size in bytes, or nil if there is no such file.
    public static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// Creates a folder and any missing folders above it; false if one could not be made.
    public static func makeDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { return false }
        }
        return true
    }

    /// Moves a file to a new name that starts with `base`, never over an existing file (two
    /// moved the same second both stay): a hard link fails rather than replace; where links
    /// are not to be had, a rename to a name that was free a moment before. The new path, or
    /// nil when the file could not be moved.
    public static func moveAside(_ path: String, to base: String) -> String? {
        for number in 1...100 {
            let aside = number == 1 ? base : base + "-\(number)"
            if link(path, aside) == 0 {
                unlink(path)
                return aside
            }
            if errno == EEXIST || exists(aside) { continue }
            return rename(path, aside) == 0 ? aside : nil
        }
        return nil
    }

    /// Seconds since 1970, for names that say when something happened.
    public static var now: Int { time(nil) }

    /// Writes a whole file and makes sure it reached the disk; false if any part failed (errno
    /// says why). A link at `path` is not followed: the file written is the one named.
    public static func writeWhole(_ path: String, _ text: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0, let file = fdopen(descriptor, "w") else {
            if descriptor >= 0 { close(descriptor) }
            return false
        }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        return fclose(file) == 0 && written == bytes.count && flushed
    }

    /// Makes sure a file written by someone else (libedit) reached the disk; false if not.
    public static func flushToDisk(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }

    /// The prefix of every temporary file LayoutLab makes; the process id follows it, so that
    /// the temporaries of a process that died (kill -9) can be told and removed.
    static let temporaryPrefix = ".layoutlab-"

    /// A new, empty, private file beside `path` with a name nobody can guess (`mkstemp`:
    /// created exclusively, never through a link); its path, or nil (errno says why). The name is short, so a long `path` still leaves room.
    public static func temporaryFile(beside path: String) -> String? {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let directory = path.contains("/") ? (folder.isEmpty ? "/" : folder) : "."
        var template = Array((directory + "/" + temporaryPrefix + "\(getpid())-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // Private (mkstemp's 0600) while it is filled: `replace` gives it its mode after.
        close(descriptor)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the temporary files (see `temporaryFile`) in `folder` left by processes that
    /// no longer run.
    public static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(temporaryPrefix),
                let pid = Int32(name.dropFirst(temporaryPrefix.count).split(separator: "-").first ?? "")
            else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    /// Replaces `path` with `text`; see `replace(_:unchangedFrom:fill:)`. `write` does the
    /// writing (replaced in tests to simulate a failure).
    public static func replaceAtomically(
        _ path: String, with text: String, unchangedFrom original: [UInt8]? = nil,
        write: (String, String) -> Bool = writeWhole
    ) -> Failure? {
        replace(path, unchangedFrom: original) { write($0, text) }
    }

    /// Gives the file at `path` new contents, which `fill` writes into a temporary file, so
    /// that a reader (or a crash half-way) sees the old file or the new one, never half of
    /// one, and a write that fails (a full disk) leaves the old file as it was.
    ///
    /// The file is rewritten as an editor would: a link is followed and its target written
    /// (the link stays a link); the file keeps its mode and, where the system allows, its
    /// owner; a file with other hard links is written in place, so that they all see the new
    /// text. Nothing is written over a read-only file or over what is not a regular file (a
    /// FIFO, a device, a folder). With `original`, the file must still hold those bytes just
    /// before it is replaced: an editor's save in the meantime is never lost.
    public static func replace(_ path: String, unchangedFrom original: [UInt8]? = nil, fill: (String) -> Bool)
        -> Failure?
    {
        guard let target = linkTarget(of: path) else {
            return Failure(reason: "it is a link that leads to another link, 40 times over (a loop?)")
        }
        var info = stat()
        let exists = lstat(target, &info) == 0
        if exists {
            let kind = Kind(mode: info.st_mode)
            guard kind == .regularFile else {
                return Failure(reason: "it is \(kind.words), not a regular file; nothing was written")
            }
            // Root may write anything: the file's own mode says whether it is meant to change.
            guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
                return Failure(reason: "it is read-only; nothing was written")
            }
        }
        guard let temporary = temporaryFile(beside: target) else {
            // The file is written beside itself first: it is the folder that refused.
            if errno == ENOTDIR, let file = fileAmongFolders(of: target) {
                return Failure(reason: "\(file) is a file, not a folder")
            }
            let reason = Failure.lastReason
            let folder = folder(of: target)
            return Failure(
                reason: isDirectory(folder)
                    ? "cannot make a file in \(folder) (\(reason))" : "no such folder: \(folder)")
        }
        defer { unlink(temporary) }
        guard fill(temporary) else { return .current }
        if let original {
            guard case .success(let now) = readRegularFile(target), now == original else {
                return Failure(
                    reason: "it changed since it was read (saved by an editor meanwhile?); nothing was written")
            }
        }
        guard exists else {
            // A new file is as readable as any file `open` makes.
            let mask = umask(0)
            umask(mask)
            guard chmod(temporary, 0o666 & ~mask) == 0, rename(temporary, target) == 0 else { return .current }
            return nil
        }
        // The temporary takes the old file's mode and owner, or the old file is written in
        // place when a rename would part it from its other names or give it another owner.
        let sameOwner =
            (info.st_uid == geteuid() && info.st_gid == getegid()) || chown(temporary, info.st_uid, info.st_gid) == 0
        guard info.st_nlink == 1, sameOwner, chmod(temporary, info.st_mode & 0o7777) == 0 else {
            return copyInPlace(from: temporary, to: target)
        }
        return rename(temporary, target) == 0 ? nil : .current
    }

    /// The first of the folders leading to `path` that is not a folder (ENOTDIR's culprit: a
    /// state folder named by a variable that names a file).
    static func fileAmongFolders(of path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            let found = kind(of: prefix)
            if found != .folder, found != .missing, !(found == .link && isDirectory(prefix)) {
                return prefix.hasPrefix("./") && !path.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
            }
        }
        return nil
    }

    /// The folder a path is in ("." for a bare name, "/" for one at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The file a path names once every link on it is followed (a relative link from its own
    /// folder), even when that file does not exist yet; nil for a loop.
    public static func linkTarget(of path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, Kind(mode: info.st_mode) == .link,
                let destination = linkTarget(ofLinkAt: current)
            else { return current }
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return nil
    }

    /// Writes `source`'s bytes over `target` in place (room for them taken first, so that a
    /// full disk fails before anything changes).
    static func copyInPlace(from source: String, to target: String) -> Failure? {
        guard case .success(let bytes?) = readRegularFile(source) else { return .current }
        let descriptor = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .current }
        defer { close(descriptor) }
        let reserved = bytes.isEmpty ? 0 : posix_fallocate(descriptor, 0, off_t(bytes.count))
        // Some file systems cannot reserve (EOPNOTSUPP): the write goes ahead without it.
        if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL {
            errno = reserved
            return .current
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset))
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return .current }
            offset += written
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { return .current }
        return nil
    }

    /// Runs `body` while holding an exclusive lock on `lockPath` (created if missing), so
    /// that two programs changing the same file take turns. If the lock file cannot be made
    /// (a read-only folder), `body` runs anyway: its own write will fail and say so.
    public static func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) -> T {
        // Never through a link: a dangling one would create its target elsewhere.
        let lock = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard lock >= 0 else { return body() }
        // A signal (a window resize) may interrupt the wait: wait again, never go on unlocked.
        while flock(lock, LOCK_EX) != 0, errno == EINTR {}
        defer {
            flock(lock, LOCK_UN)
            close(lock)
        }
        return body()
    }
}
