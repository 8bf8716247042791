import CLibedit
import LabSupport
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// The shell's history file in the state folder, in libedit's own format: each line typed is
/// appended to it (under the caller's lock, so that two shells open at once both keep theirs),
/// and the file is written whole only when it holds twice the lines kept, or was written in
/// the older plain format. A line longer than `longestLine` is used, never kept: a pasted
/// megabyte would otherwise be read back at every start.
struct HistoryFile {
    let path: String
    /// The most lines kept, in memory and in the file after it is written whole.
    let size: Int32
    /// About how many lines the file holds (another shell's lines are not counted): past twice
    /// `size`, the next line writes it whole, keeping the newest `size`.
    private var linesInFile = 0

    /// The longest line kept, in bytes.
    static let longestLine = 2048
    /// The largest file read: `size` lines of `longestLine` bytes each, as libedit writes them
    /// (up to four bytes per byte), twice over, fit.
    static let largestFile = 16 << 20
    static let cookie = "_HiStOrY_V2_"

    init(path: String, size: Int32) {
        self.path = path
        self.size = size
    }

    static func keeps(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line.utf8.count <= longestLine
    }

    /// Loads the file into `history`. A file over `largestFile` is set aside (its name said) and
    /// a new one started; why it could not be read, when it is there and could not.
    mutating func load(into history: OpaquePointer?) -> (failure: FileSystem.Failure?, setAside: String?) {
        if let bytes = FileSystem.size(of: path), bytes > Self.largestFile {
            let aside = FileSystem.moveAside(path, to: path + ".too-large-\(FileSystem.now)")
            return (
                aside == nil ? FileSystem.Failure(reason: "it is larger than 16 MB, the most that is read") : nil, aside
            )
        }
        let text: String
        switch FileSystem.readRegularFile(path, limit: Self.largestFile) {
        case .success(nil): return (nil, nil)
        case .success(let bytes?): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let failure): return (failure, nil)
        }
        linesInFile = text.utf8.count { $0 == 0x0A }
        var event = HistEvent()
        guard text.hasPrefix(Self.cookie) else {
            for line in text.split(whereSeparator: \.isNewline) where Self.keeps(String(line)) {
                ll_history_enter(history, &event, String(line))
            }
            return (nil, nil)
        }
        // Through a history of its own, so that a long line written by something else is left out.
        let file = history_init()
        defer { history_end(file) }
        var fileEvent = HistEvent()
        ll_history_set_size(file, &fileEvent, size)
        ll_history_load(file, &fileEvent, path)
        var more = ll_history_oldest(file, &fileEvent)
        while more >= 0 {
            if let entry = fileEvent.str {
                let line = String(cString: entry)
                if Self.keeps(line) { ll_history_enter(history, &event, line) }
            }
            more = ll_history_newer(file, &fileEvent)
        }
        return (nil, nil)
    }

    /// Adds `line` to the end of the file, or writes the file whole (with the line) when it
    /// is time to: a write cut short (a full disk) is taken back, so the file stays as it was.
    mutating func append(_ line: String) -> FileSystem.Failure? {
        // A history that cannot be read (no permission, a FIFO in its place) is never written
        // to: what it holds is not known.
        if FileSystem.exists(path), access(path, R_OK) != 0 {
            return FileSystem.Failure(reason: "cannot read it: \(FileSystem.Failure.current.reason)")
        }
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .current }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .current }
        let kind = FileSystem.Kind(mode: info.st_mode)
        guard kind == .regularFile else {
            return FileSystem.Failure(reason: "cannot read it: it is \(kind.words), not a regular file")
        }
        let length = Int(info.st_size)
        guard length <= Self.largestFile else {
            return FileSystem.Failure(reason: "it is larger than 16 MB, the most that is read")
        }
        var start = [UInt8](repeating: 0, count: Self.cookie.utf8.count)
        if length > 0, pread(descriptor, &start, start.count, 0) != start.count || start != Array(Self.cookie.utf8) {
            return rewrite(adding: line)
        }
        if linesInFile >= 2 * Int(size) { return rewrite(adding: line) }
        guard let entry = Self.encoded(line) else {
            return FileSystem.Failure(reason: "libedit could not write the line")
        }
        var last: UInt8 = 0x0A
        if length > 0 { _ = pread(descriptor, &last, 1, off_t(length - 1)) }
        let bytes = Array(((length == 0 ? Self.cookie + "\n" : last == 0x0A ? "" : "\n") + entry).utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            let failure: FileSystem.Failure =
                written < 0 ? .current : FileSystem.Failure(reason: "No space left on device")
            _ = ftruncate(descriptor, off_t(length))
            return failure
        }
        linesInFile += 1
        return nil
    }

    /// The file written whole: what it holds (read again: other shells add to it too), the
    /// newest `size` lines of it, and `line`, through a temporary file that replaces it.
    private mutating func rewrite(adding line: String) -> FileSystem.Failure? {
        let file = history_init()
        defer { history_end(file) }
        var event = HistEvent()
        ll_history_set_size(file, &event, size)
        ll_history_set_unique(file, &event, 1)
        if let unreadable = load(into: file).failure {
            return FileSystem.Failure(reason: "cannot read it: \(unreadable.reason)")
        }
        ll_history_enter(file, &event, line)
        if let failure = Self.save(file, to: path, size: size) { return failure }
        linesInFile = Int(ll_history_count(file, &event))
        return nil
    }

    /// `line` as libedit writes it in a history file (spaces and other bytes escaped), with its
    /// line break: written by libedit itself, so that its load reads it back. Into an unnamed
    /// temporary file (libedit sets the mode of the file it writes, so a stream in memory,
    /// which has no descriptor, will not do).
    static func encoded(_ line: String) -> String? {
        let single = history_init()
        defer { history_end(single) }
        var event = HistEvent()
        // A new history keeps nothing until told how much to keep.
        ll_history_set_size(single, &event, 1)
        ll_history_enter(single, &event, line)
        guard let stream = tmpfile() else { return nil }
        defer { fclose(stream) }
        guard ll_history_save_fp(single, &event, stream) >= 0, fflush(stream) == 0 else { return nil }
        rewind(stream)
        // A kept line is at most `longestLine` bytes, each written in at most four.
        var buffer = [UInt8](repeating: 0, count: cookie.utf8.count + 2 + 4 * longestLine + 2)
        let count = fread(&buffer, 1, buffer.count, stream)
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard text.hasPrefix(cookie + "\n"), text.hasSuffix("\n"), text.count > cookie.count + 2 else { return nil }
        return String(text.dropFirst(cookie.count + 1))
    }

    /// Saves through a temporary file that is checked before it replaces the old one (kept as
    /// the old one was: its mode, its owner, a link to it): a save cut short (a full disk)
    /// leaves the old history whole. Why it did not happen, if it did not.
    static func save(_ history: OpaquePointer?, to path: String, size: Int32) -> FileSystem.Failure? {
        FileSystem.replace(path) { temporary in
            var event = HistEvent()
            // libedit does not say when a write fails half-way: the file is read back and counted.
            let expected = ll_history_count(history, &event)
            let check = history_init()
            defer { history_end(check) }
            var checkEvent = HistEvent()
            ll_history_set_size(check, &checkEvent, size)
            errno = 0
            let saved =
                ll_history_save(history, &event, temporary) >= 0 && FileSystem.flushToDisk(temporary)
                && ll_history_load(check, &checkEvent, temporary) >= 0
                && ll_history_count(check, &checkEvent) == expected
            if !saved, errno == 0 { errno = ENOSPC }
            return saved
        }
    }
}
