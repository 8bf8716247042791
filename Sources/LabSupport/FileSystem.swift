import LabText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations LayoutLab needs, in one place, each failing with the system's own
/// reason instead of a crash.
public enum FileSystem {
    /// Why a file operation failed, e.g. "No such file or directory".
    public struct Failure: LabError, Equatable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }

        public var message: String { reason }

        /// The reason for the last failed system call. A write stopped by the file-size limit
        /// (`ulimit -f`, which the lab meets as EFBIG: it ignores SIGXFSZ) says which limit.
        public static var current: Failure {
            if errno == EFBIG { return Failure(reason: "File too large: the file-size limit (ulimit -f) was reached") }
            return Failure(reason: String(cString: strerror(errno)))
        }

        /// The reason for the last failed system call, as words.
        public static var lastReason: String { current.reason }
    }

    /// A file's bytes, as they are.
    public static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        guard let file = fopen(path, "r") else { throw .current }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { throw .current }
        return bytes
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

        public init(mode: mode_t) {
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
    /// `limit`: a larger file is refused (its reason says so); `cutAt`: only so many bytes are
    /// read, the rest left (a program's output, shown as far as it is worth showing).
    public static func readRegularFile(_ path: String, limit: Int = .max, cutAt: Int = .max) -> Result<
        [UInt8]?, Failure
    > {
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
        bytes.reserveCapacity(min(Int(info.st_size), limit, cutAt, 1 << 20))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(.current) }
            if count == 0 { break }
            // A file larger than the limit is refused, never read cut short (a cut JSON file
            // would be "unterminated", which is not what is wrong with it).
            guard bytes.count + count <= limit else {
                return .failure(Failure(reason: "it is larger than \(limit >> 20) MB, the most that is read"))
            }
            bytes += buffer[..<min(count, cutAt - bytes.count)]
            if bytes.count >= cutAt { break }
        }
        return .success(bytes)
    }

    /// A file's text; invalid UTF-8 becomes U+FFFD.
    public static func readText(_ path: String) -> String? {
        (try? readBytes(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a folder, sorted, without hidden ones; empty when it cannot be read.
    /// What a folder holds, read whole: the names in it (not the hidden ones), sorted, and the
    /// names that are not UTF-8, shown with their odd bytes as `\xNN` (no String can name such
    /// a file to open it).
    public struct FolderEntries: Equatable, Sendable {
        public var names: [String] = []
        public var notUTF8: [String] = []
    }

    /// The folder's entries, or why it cannot be read (Permission denied, …).
    public static func listFolder(_ folder: String) -> Result<FolderEntries, Failure> {
        guard let directory = opendir(folder) else { return .failure(.current) }
        defer { closedir(directory) }
        var entries = FolderEntries()
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes.first != UInt8(ascii: ".") else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                entries.names.append(name)
            } else {
                entries.notUTF8.append(
                    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
                        .joined())
            }
        }
        entries.names.sort()
        entries.notUTF8.sort()
        return .success(entries)
    }

    /// Which folder (or file) a path leads to, links followed: its device and inode, the same
    /// for every way in.
    public struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    public static func fileIdentity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

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

}
