import LabSupport

/// Where lessons come from: the lessons built into the executable (Lessons/*.lesson, embedded
/// at build time, so they travel with it wherever it is copied), after a teacher's folders.
/// A lesson id found earlier is not replaced by a later one.
public struct LessonLibrary {
    public private(set) var lessons: [Lesson] = []
    /// Problems with lesson files that could not be read or parsed.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Lessons that parse but that `validate` finds fault with, by id, with how many
    /// problems: filled in by whoever validates them (the shell does, for a teacher's).
    public var problemCounts: [String: Int] = [:]

    /// The shipped lessons as (path for messages, text).
    public static var shippedFiles: [(path: String, text: String)] {
        ShippedLessons.files.map { ("Lessons/\($0.name)", $0.text) }
    }

    public init(folders: [String], includeShipped: Bool = true) {
        var files: [(path: String, text: String)] = []
        for folder in folders {
            if !FileSystem.exists(folder) {
                diagnostics.append(Diagnostic(file: folder, line: 1, column: 1, message: "no such lessons folder"))
            }
            for path in Self.lessonFiles(in: folder) {
                switch Self.read(path) {
                case .success(let text): files.append((path, text))
                case .failure(let problem): diagnostics.append(problem)
                }
            }
        }
        if includeShipped { files += Self.shippedFiles }
        var seen = Set<String>()
        for file in files {
            let parsed = LessonParser.parse(file.text, file: file.path)
            diagnostics += parsed.diagnostics.filter { $0.severity == .error }
            if let lesson = parsed.lesson, seen.insert(lesson.id).inserted { lessons.append(lesson) }
        }
        lessons.sort { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id } ?? lessons.first { $0.id.lowercased() == id.lowercased() }
    }

    /// The `.lesson` files of a folder, sorted by name; a file path stands for itself.
    public static func lessonFiles(in path: String) -> [String] {
        if !FileSystem.isDirectory(path) { return FileSystem.exists(path) ? [path] : [] }
        return FileSystem.entries(in: path).filter { $0.hasSuffix(".lesson") }.map { path + "/" + $0 }
    }

    /// A lesson file's text, or why there is none: the system's reason it cannot be read, or
    /// where it stops being UTF-8 (a lesson is never read with characters silently replaced).
    public static func read(_ path: String) -> Result<String, Diagnostic> {
        switch FileSystem.readBytes(path) {
        case .failure(let failure):
            return .failure(
                Diagnostic(file: path, line: 1, column: 1, message: "cannot read this file (\(failure.reason))"))
        case .success(let bytes):
            return UTF8Text.decode(bytes).mapError { bad in
                Diagnostic(
                    file: path, line: bad.line, column: bad.column,
                    message: "byte \(bad.hex) is not UTF-8; lessons are UTF-8 text")
            }
        }
    }
}
