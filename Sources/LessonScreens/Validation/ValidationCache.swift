import LabSupport
import Lessons

/// What `validate` found in a teacher's lessons at earlier starts, so that the shell starts at
/// once even with a folder of long lessons. An entry is found by the lesson file's path and
/// text and by the program's own build (a new build may check differently); it holds how many
/// errors the lesson has and the first of them. The entries live in one small text file; a
/// file that is missing, unreadable or damaged only means checking again, and one that cannot
/// be written only means checking again next time.
public struct ValidationCache {
    /// What checking one lesson found.
    public struct Finding: Equatable, Sendable {
        /// How many errors; -1 for a lesson too long to check at a start (see `putOff`).
        public var errorCount: Int
        /// The first error, as `validate` prints it.
        public var firstError: String?
    }

    private let path: String?
    private let build: String
    private var stored: [String: Finding] = [:]
    /// The stored keys, most recently used first.
    private var storedOrder: [String] = []
    private var used: [String: Finding] = [:]
    private var usedOrder: [String] = []
    private var changed = false
    /// False when the file is there but could not be read: it is left as it is.
    private var isWritable = true

    /// `path` nil keeps nothing between runs; `build` names the running program's build.
    public init(path: String?, build: String) {
        self.path = path
        self.build = build
        guard let path else { return }
        let text: String
        switch FileSystem.readRegularFile(path) {
        case .success(nil): return
        case .success(let bytes?): text = String(decoding: bytes, as: UTF8.self)
        case .failure:
            // Unreadable, or a FIFO put there: checked again, and nothing is written over it.
            isWritable = false
            return
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            // An entry must say what the error was, and in a form safe to print.
            guard fields.count == 3, let count = Int(fields[1]), count >= -1, (count <= 0) == fields[2].isEmpty,
                !fields[2].unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            else { continue }
            let key = String(fields[0])
            guard stored[key] == nil else { continue }
            storedOrder.append(key)
            stored[key] = Finding(
                errorCount: count, firstError: fields[2].isEmpty ? nil : String(fields[2]))
        }
    }

    /// The errors of `lesson` (whose file's text has `fingerprint`): as found before, or found
    /// now by `check` — nil when `check` did not finish (stopped), and then nothing is kept.
    public mutating func errors(of lesson: Lesson, fingerprint: String, check: () -> [Diagnostic]?) -> Finding? {
        if let known = known(lesson, fingerprint: fingerprint), !known.isPutOff { return known }
        guard let diagnostics = check() else { return nil }
        let errors = diagnostics.filter { $0.severity == .error }
        let finding = Finding(errorCount: errors.count, firstError: errors.first.map { "\($0)" })
        let key = key(lesson, fingerprint)
        if used[key] == nil { usedOrder.append(key) }
        used[key] = finding
        changed = true
        return finding
    }

    /// Remembers that `lesson`, as it is now, is too long to check at a start: the next start
    /// leaves it for its opening at once (`Finding.isPutOff`).
    public mutating func putOff(_ lesson: Lesson, fingerprint: String) {
        let key = key(lesson, fingerprint)
        guard used[key] == nil else { return }
        used[key] = Finding(errorCount: -1, firstError: nil)
        usedOrder.append(key)
        changed = true
    }

    /// What was found before for `lesson`, if it was checked as it is now.
    public mutating func known(_ lesson: Lesson, fingerprint: String) -> Finding? {
        let key = key(lesson, fingerprint)
        if let known = used[key] { return known }
        guard let known = stored[key] else { return nil }
        used[key] = known
        usedOrder.append(key)
        return known
    }

    private func key(_ lesson: Lesson, _ fingerprint: String) -> String {
        Fingerprint.of([build, lesson.file, fingerprint])
    }

    /// How many entries the file keeps: those used in this run first, then the most recently
    /// used of the others (lessons from folders not given this time, and old versions of
    /// changed files, which nothing will ask for again).
    public static let capacity = 1000

    /// Writes the entries, if any is new or changed places; false if they could not be written.
    @discardableResult
    public func save() -> Bool {
        guard let path, changed || Array(storedOrder.prefix(used.count)) != usedOrder else { return true }
        guard isWritable else { return false }
        let others = storedOrder.filter { used[$0] == nil }
        let lines = (usedOrder + others).prefix(Self.capacity).map { key in
            let finding = used[key] ?? stored[key]!
            let first = (finding.firstError ?? "").map { $0.isNewline || $0 == "\t" ? " " : $0 }
            return "\(key)\t\(finding.errorCount)\t\(String(first))\n"
        }
        return FileSystem.replaceAtomically(path, with: lines.joined()) == nil
    }
}

extension ValidationCache.Finding {
    /// A lesson too long to check at a start, left for its opening.
    public var isPutOff: Bool { errorCount < 0 }
}
