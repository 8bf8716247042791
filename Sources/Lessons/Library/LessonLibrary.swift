import LabSupport
import LabText

/// Where lessons come from: the lessons built into the executable (Lessons/*.lesson, embedded
/// at build time, so they travel with it wherever it is copied), after a teacher's folders.
/// A lesson id found earlier is not replaced by a later one.
public struct LessonLibrary {
    public private(set) var lessons: [Lesson] = []
    /// Problems with lesson files that could not be read or parsed.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The fingerprint of each file's text, by path: what `ValidationCache` remembers by.
    public private(set) var fingerprints: [String: String] = [:]

    /// The shipped lessons as (path for messages, text).
    public static var shippedFiles: [(path: String, text: String)] {
        ShippedLessons.files.map { ("Lessons/\($0.name)", $0.text) }
    }

    public init(folders: [String], includeShipped: Bool = true) {
        var files: [(path: String, text: String)] = []
        // A folder or file named twice (`--lessons` and LAYOUTLAB_LESSONS, a link, `./x` and
        // `x`) is read once, under the name it was first given.
        var seenPaths: Set<String> = []
        for folder in folders where seenPaths.insert(FileSystem.canonicalPath(folder) + "/").inserted {
            if !FileSystem.exists(folder) {
                diagnostics.append(
                    Diagnostic(file: folder, line: 1, column: 1, code: .noLessonFile, message: "no such lessons folder")
                )
            }
            let search = LessonFileSearch(folder)
            diagnostics += search.problems
            for path in search.files where seenPaths.insert(FileSystem.canonicalPath(path)).inserted {
                do throws(Diagnostic) {
                    files.append((path, try Self.read(path)))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        // The shipped lessons first: a teacher's lesson may not take one's id (a learner's
        // progress is kept by id, and would be read against the wrong steps).
        var seen: [String: (path: String, shipped: Bool)] = [:]
        // By text, whatever the path it is given by (Lessons, /work/lab/Lessons, ./Lessons/).
        let shippedTexts = Set(Self.shippedFiles.map(\.text))
        let all = (includeShipped ? Self.shippedFiles : []).map { ($0, true) } + files.map { ($0, false) }
        for (file, isShipped) in all {
            // A folder that holds the shipped files themselves (the repository's Lessons/) adds nothing.
            if !isShipped, includeShipped, shippedTexts.contains(file.text) { continue }
            let parsed = LessonParser.parse(file.text, file: file.path)
            diagnostics += parsed.diagnostics.filter { $0.severity == .error }
            guard let lesson = parsed.lesson else { continue }
            if let other = seen[lesson.id] {
                diagnostics.append(
                    Diagnostic(
                        file: file.path, line: lesson.idLine, column: 1,
                        code: other.shipped ? .shippedID : .duplicateID,
                        message:
                            "the id '\(lesson.id)' is already \(other.shipped ? "a shipped lesson's" : other.path + "'s"); this lesson is left out until it has an id of its own"
                    ))
                continue
            }
            seen[lesson.id] = (file.path, isShipped)
            lessons.append(lesson)
            if !isShipped { fingerprints[file.path] = Fingerprint.of([file.text]) }
        }
        lessons.sort { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// Lessons already read, in memory (no folder, nothing shipped): for tests, and for a
    /// caller that has its lessons in hand. Ordered as a library orders them.
    public init(lessons: [Lesson]) {
        self.lessons = lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id } ?? lessons.first { $0.id.lowercased() == id.lowercased() }
    }

    /// The lesson format's manual (Lessons/FORMAT.md), built into the executable:
    /// `layoutlab help format` prints it, and messages point there.
    public static let formatGuide = ShippedLessons.formatGuide

    /// The `.lesson` files of a folder (directly in it; in every folder below too with
    /// `recursive`), joined to the folder as it was written; a file path stands for itself.
    /// `LessonFileSearch` says what stood in the way.
    public static func lessonFiles(in path: String, recursive: Bool = false) -> [String] {
        LessonFileSearch(path, recursive: recursive).files
    }

    /// Why a folder gave no lesson file, in words that say what to do.
    public static func whyNoLessonFile(in path: String) -> String {
        guard FileSystem.isDirectory(path) else { return "not a lesson file" }
        guard case .success(let entries) = FileSystem.listFolder(path) else { return "cannot read this folder" }
        let all = entries.names + entries.notUTF8
        if all.isEmpty { return "an empty folder: no .lesson file in it" }
        if let capitals = all.first(where: { $0.lowercased().hasSuffix(".lesson") && !$0.hasSuffix(".lesson") }) {
            return "no .lesson file here: \(capitals) ends in capitals; name it \(capitals.dropLast(7)).lesson"
        }
        let below = LessonFileSearch(path, recursive: true).files.count
        if below > 0 {
            return "no .lesson file directly in this folder; \(below) in its subfolders (--recursive checks them)"
        }
        return "no .lesson file here (a lesson file's name ends in .lesson)"
    }

    /// A lesson file's text, or why there is none: the system's reason it cannot be read, or
    /// where it stops being UTF-8 (a lesson is never read with characters silently replaced).
    /// The largest lesson file read (8 MB: a 10,000-step lesson is under 1 MB).
    public static let largestFile = 8_000_000

    public static func read(_ path: String) throws(Diagnostic) -> String {
        if FileSystem.isDirectory(path) {
            throw
                (Diagnostic(
                    file: path, line: 1, column: 1, code: .unreadable,
                    message: "a folder, not a lesson file (--lessons FOLDER adds a folder's lessons)"))
        }
        // A FIFO or a device would never end.
        guard !FileSystem.exists(path) || FileSystem.isRegularFile(path) else {
            throw
                (Diagnostic(
                    file: path, line: 1, column: 1, severity: .warning, code: .unreadable,
                    message: "not a plain file (a FIFO or a device?); skipped"))
        }
        // A 50 MB file once took 25 s and 174 MB; the longest real lesson is a few kilobytes.
        if let size = FileSystem.size(of: path), size > Self.largestFile {
            throw
                (Diagnostic(
                    file: path, line: 1, column: 1, code: .unreadable,
                    message:
                        "the file is \(size / 1_000_000) MB; a lesson may be at most \(Self.largestFile / 1_000_000) MB (split it into lessons)"
                ))
        }
        switch FileSystem.readRegularFile(path) {
        case .success(nil):
            throw
                (Diagnostic(
                    file: path, line: 1, column: 1, code: .unreadable,
                    message: "cannot read this file (No such file or directory)"))
        case .failure(let failure):
            throw
                (Diagnostic(
                    file: path, line: 1, column: 1, code: .unreadable,
                    message: "cannot read this file (\(failure.reason))"
                ))
        case .success(let bytes?):
            switch UTF8Text.decode(bytes) {
            case .success(let text): return text
            case .failure(let bad):
                throw Diagnostic(
                    file: path, line: bad.line, column: bad.column, code: .unreadable,
                    message: "byte \(bad.hex) is not UTF-8; lessons are UTF-8 text")
            }
        }
    }
}
