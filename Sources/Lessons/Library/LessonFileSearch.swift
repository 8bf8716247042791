import LabSupport

/// The `.lesson` files of a folder — directly in it, or in every folder below with `recursive`
/// — and what stood in the way: a folder that cannot be read, a file whose name is not UTF-8,
/// a link back to a folder already searched. Each folder is searched once, known by its device
/// and inode, so a link loop (`ln -s . self`, `ln -s .. up`) costs one line, not an endless walk.
public struct LessonFileSearch: Sendable {
    /// The lesson files found, joined to the folder as it was written, sorted within each folder
    /// (a folder's own files before its subfolders'); a file path stands for itself.
    public private(set) var files: [String] = []
    /// What could not be searched, as diagnostics on the folder or file.
    public private(set) var problems: [Diagnostic] = []
    /// How many folders below the first hold lesson files (for `whyNoLessonFile`).
    public private(set) var foldersBelowWithLessons = 0
    private var searched: Set<FileSystem.Identity> = []

    public init(_ path: String, recursive: Bool = false) {
        guard FileSystem.isDirectory(path) else {
            if FileSystem.exists(path) { files = [path] }
            return
        }
        search(path.hasSuffix("/") ? String(path.dropLast()) : path, recursive: recursive, depth: 0)
    }

    private mutating func search(_ folder: String, recursive: Bool, depth: Int) {
        if let identity = FileSystem.fileIdentity(folder), !searched.insert(identity).inserted {
            problems.append(
                Diagnostic(
                    file: folder, line: 1, column: 1, severity: .warning, code: .linkLoop,
                    message: "leads to a folder already searched (a link loop, or a second way in); skipped"))
            return
        }
        let entries: FileSystem.FolderEntries
        switch FileSystem.listFolder(folder) {
        case .failure(let failure):
            problems.append(
                Diagnostic(
                    file: folder, line: 1, column: 1, code: .unreadable,
                    message: "cannot read this folder (\(failure.reason))"))
            return
        case .success(let listed): entries = listed
        }
        for name in entries.notUTF8 where name.hasSuffix(".lesson") {
            problems.append(
                Diagnostic(
                    file: folder + "/" + name, line: 1, column: 1, code: .unreadable,
                    message: "the file's name is not UTF-8, so it cannot be named to read it; rename it"))
        }
        let here = entries.names.filter { $0.hasSuffix(".lesson") }.map { folder + "/" + $0 }
        files += here
        if depth > 0, !here.isEmpty { foldersBelowWithLessons += 1 }
        guard recursive else { return }
        for name in entries.names where FileSystem.isDirectory(folder + "/" + name) {
            search(folder + "/" + name, recursive: true, depth: depth + 1)
        }
    }
}
