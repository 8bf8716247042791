#if canImport(Glibc)
    import Glibc
#endif

/// Where lessons come from: the folders to search, in order, and the lessons found there.
/// Later folders cannot replace a lesson id an earlier one has.
public struct LessonLibrary {
    public private(set) var lessons: [Lesson] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// The shipped lessons travel with the executable: they are looked for in `Lessons/`
    /// beside it, in `../share/layoutlab/Lessons`, and in the folders above it (a build inside
    /// a checkout finds the checkout's). A teacher's folders come first.
    public static func folders(extra: [String]) -> [String] {
        var result = extra
        if let shipped = shippedFolder() { result.append(shipped) }
        return result
    }

    public static func shippedFolder() -> String? {
        guard let executable = executablePath() else { return nil }
        var directory = parent(of: executable)
        let candidates = [directory + "/Lessons", parent(of: directory) + "/share/layoutlab/Lessons"]
        if let found = candidates.first(where: isDirectory) { return found }
        while directory != "/" && !directory.isEmpty {
            if isDirectory(directory + "/Lessons"), fileExists(directory + "/Lessons/FORMAT.md") {
                return directory + "/Lessons"
            }
            directory = parent(of: directory)
        }
        return nil
    }

    public init(folders: [String], performer: CommandPerformer? = nil) {
        var seen = Set<String>()
        for folder in folders {
            for path in Self.lessonFiles(in: folder) {
                guard let text = Self.read(path) else {
                    diagnostics.append(Diagnostic(file: path, line: 1, column: 1, message: "cannot read this file"))
                    continue
                }
                let parsed = LessonParser.parse(text, file: path)
                diagnostics += parsed.diagnostics.filter { $0.severity == .error }
                if let lesson = parsed.lesson, seen.insert(lesson.id).inserted { lessons.append(lesson) }
            }
        }
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

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func fileExists(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
