import LabSupport

/// Where lessons come from: the lessons built into the executable (Lessons/*.lesson, embedded
/// at build time, so they travel with it wherever it is copied), after a teacher's folders.
/// A lesson id found earlier is not replaced by a later one.
public struct LessonLibrary {
    public private(set) var lessons: [Lesson] = []
    /// Problems with lesson files that could not be read or parsed.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The shipped lessons as (path for messages, text).
    public static var shippedFiles: [(path: String, text: String)] {
        ShippedLessons.files.map { ("Lessons/\($0.name)", $0.text) }
    }

    public init(folders: [String], includeShipped: Bool = true) {
        var files: [(path: String, text: String)] = []
        for folder in folders {
            for path in Self.lessonFiles(in: folder) {
                if let text = Self.read(path) {
                    files.append((path, text))
                } else {
                    diagnostics.append(Diagnostic(file: path, line: 1, column: 1, message: "cannot read this file"))
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

    public static func read(_ path: String) -> String? {
        FileSystem.readText(path)
    }
}
