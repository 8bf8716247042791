#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing files as an editor does: whole, flushed, atomically replaced (keeping the mode, the
/// owner and the links of the file replaced), never over a file that changed since it was read,
/// and under an exclusive lock where two sessions may write at once.
extension FileSystem {
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
