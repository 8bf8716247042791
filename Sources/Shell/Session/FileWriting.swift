import LabSupport
import Workbench

/// Where `export svg` writes: the file system, or a fake in tests.
public protocol FileWriting {
    func write(_ text: String, to path: String, overwrite: Bool) throws(CommandError)
}

/// Writes through a temporary file and a rename, so a reader never sees half a file, and
/// refuses to replace an existing file unless told to.
public struct SystemFiles: FileWriting {
    public init() {}

    public func write(_ text: String, to path: String, overwrite: Bool) throws(CommandError) {
        if FileSystem.isDirectory(path) {
            throw CommandError(
                "\(path) is a folder; give a file name, e.g. \(path.hasSuffix("/") ? path : path + "/")layout.svg")
        }
        if !overwrite, FileSystem.exists(path) {
            throw CommandError("\(path) already exists; add --force to replace it")
        }
        if let failure = FileSystem.replaceAtomically(path, with: text) {
            throw CommandError("cannot write \(path): \(failure.reason)")
        }
    }
}
