#if canImport(Glibc)
    import Glibc
#endif

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
        if !isDirectory(path) { return fileExists(path) ? [path] : [] }
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".lesson") { names.append(name) }
        }
        return names.sorted().map { path + "/" + $0 }
    }

    public static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func fileExists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
