import LabText

/// Where the lab writes files (`export` in the shell, `layoutlab export`): the file system, or a
/// fake in tests.
public protocol FileWriting {
    func write(_ text: String, to path: String, overwrite: Bool) throws(FileProblem)
    /// A folder for files to be written into (`export walk FOLDER`), made if it is not there.
    func makeFolder(_ path: String) throws(FileProblem)
}

/// Writes through a temporary file and a rename, so a reader never sees half a file, and
/// refuses to replace an existing file unless told to. A replaced file is rewritten as an
/// editor would (through a link, keeping its mode); what is not a regular file (a FIFO, a
/// device) and a read-only file are never replaced.
public struct SystemFiles: FileWriting {
    public init() {}

    public func write(_ text: String, to path: String, overwrite: Bool) throws(FileProblem) {
        if FileSystem.isDirectory(path) {
            throw .isAFolder(path)
        }
        try Self.refuseSystemFolders(path)
        let kind = FileSystem.linkTarget(of: path).map(FileSystem.kind) ?? .link
        if kind != .missing, kind != .regularFile {
            throw .cannotWrite(path, reason: "it is \(kind.words), not a regular file; nothing was written")
        }
        if !overwrite, FileSystem.exists(path) {
            throw .exists(path)
        }
        if let failure = FileSystem.replaceAtomically(path, with: text) {
            throw .cannotWrite(path, reason: failure.reason)
        }
    }

    /// The folders of the system's devices and its running processes hold no files a person
    /// keeps: `export svg /dev/null` made `/dev/null.svg` there as root.
    static func refuseSystemFolders(_ path: String) throws(FileProblem) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let real = FileSystem.canonicalPath(folder)
        for system in ["/dev", "/proc", "/sys"] where real == system || real.hasPrefix(system + "/") {
            throw .cannotWrite(
                path,
                reason:
                    "\(system) holds the system's \(system == "/dev" ? "devices" : "own entries"), not files; nothing was written (name a file in a folder of yours)"
            )
        }
    }

    public func makeFolder(_ path: String) throws(FileProblem) {
        try Self.refuseSystemFolders(path + "/x")
        if FileSystem.exists(path), !FileSystem.isDirectory(path) {
            throw .cannotWrite(path, reason: "it is a file, not a folder; give a folder, or a name ending in .html")
        }
        guard FileSystem.makeDirectories(path) else {
            throw .cannotWrite(path, reason: "the folder cannot be made there")
        }
    }
}

/// Why a file could not be written (or read), in words for the person who named it.
public enum FileProblem: LabError, Equatable, CustomStringConvertible {
    case isAFolder(String)
    case exists(String)
    case cannotWrite(String, reason: String)
    case cannotRead(String, reason: String)

    public var message: String {
        switch self {
        case .isAFolder(let path):
            "\(path) is a folder; give a file name, e.g. \(path.hasSuffix("/") ? path : path + "/")layout.svg"
        case .exists(let path): "\(path) already exists; add --force to replace it"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        }
    }

    public var description: String { message }
}
